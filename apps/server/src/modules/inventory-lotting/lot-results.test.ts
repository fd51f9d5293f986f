import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildAuction, buildLot, buildUser, tokenFor } from '../../../test/factories';
import { buildItem, type ItemRow } from '../../../test/inventory-lotting/lotting-test-kit';
import { buildLiveSale, clerk, joinRoom } from '../../../test/live-sale/live-test-sale';
import { useSocketTestApp } from '../../../test/socket-test-app';
import { testClock } from '../../../test/test-app';
import { inventoryEvents, inventoryItems, type LotRow, lots } from '../../db/schema';

const clock = testClock();
const served = useSocketTestApp({ deps: { clock } });

const statusOf = async (item: ItemRow) =>
  (await served.t.db.select().from(inventoryItems).where(eq(inventoryItems.id, item.id)))[0]?.status;
const historyOf = (item: ItemRow) =>
  served.t.db
    .select()
    .from(inventoryEvents)
    .where(eq(inventoryEvents.item_id, item.id))
    .orderBy(asc(inventoryEvents.created_at));

async function lotted(lot: LotRow, item: ItemRow) {
  await served.t.db.update(lots).set({ inventory_item_id: item.id }).where(eq(lots.id, lot.id));
  await served.t.db
    .update(inventoryItems)
    .set({ status: 'in_auction' })
    .where(eq(inventoryItems.id, item.id));
}

describe('timed lots closing', () => {
  it('makes a sold lot’s item sold with auction, lot and hammer, and a passed lot’s item unsold', async () => {
    const auction = await buildAuction(served.t, {
      title: 'Windsor Farm Sale',
      slug: `windsor-${Date.now()}`,
    });
    const end = new Date(clock().getTime() + 5_000);
    const soldLot = await buildLot(served.t, auction, { end_at: end });
    const passedLot = await buildLot(served.t, auction, { end_at: end });
    const [sold, passed] = [await buildItem(served.t), await buildItem(served.t)];
    await lotted(soldLot, sold as ItemRow);
    await lotted(passedLot, passed as ItemRow);
    const bidder = await buildUser(served.t);
    await served.t.db
      .update(lots)
      .set({ high_bidder_id: bidder.id, current_price_cents: 7_500, high_max_cents: 7_500, bid_count: 1 })
      .where(eq(lots.id, soldLot.id));

    clock.advance(5_000);
    expect(await served.t.app.closing.tick()).toBe(2);
    expect(await statusOf(sold as ItemRow)).toBe('sold');
    expect(await statusOf(passed as ItemRow)).toBe('unsold');
    const [soldEvent] = await historyOf(sold as ItemRow);
    expect(soldEvent).toMatchObject({
      kind: 'sold',
      detail: { auction_title: 'Windsor Farm Sale', lot_id: soldLot.id, hammer_cents: 7_500 },
    });
    expect((await historyOf(passed as ItemRow)).map((event) => event.kind)).toEqual(['unsold']);

    await served.t.app.closing.tick();
    expect(await historyOf(sold as ItemRow)).toHaveLength(1);
  });

  it('brings a withdrawn lot’s item back in stock', async () => {
    const auction = await buildAuction(served.t, { status: 'draft', slug: `draft-${Date.now()}` });
    const lot = await buildLot(served.t, auction, { status: 'upcoming' });
    const item = await buildItem(served.t);
    await lotted(lot, item);
    const token = await tokenFor(served.t, await buildUser(served.t, { roles: ['Staff'] }));
    const answer = await served.t.request({
      method: 'POST',
      url: `/api/admin/lots/${lot.id}/withdraw`,
      token,
    });
    expect(answer.status).toBe(200);
    expect(await statusOf(item)).toBe('in_stock');
    expect((await historyOf(item))[0]).toMatchObject({
      kind: 'status_changed',
      detail: { reason: 'The lot was withdrawn.' },
    });
  });
});

describe('a live sale', () => {
  it('makes a hammered lot’s item sold and a passed one’s unsold as the clerk calls them', async () => {
    const sale = await buildLiveSale(served.t, 2);
    const [first, second] = sale.lots as [LotRow, LotRow];
    const [sold, passed] = [await buildItem(served.t), await buildItem(served.t)];
    await lotted(first, sold as ItemRow);
    await lotted(second, passed as ItemRow);
    const id = sale.auction.id;
    const desk = await joinRoom(served.url, id, sale.clerkToken);
    await clerk(desk.socket, id, 'next_lot');
    await clerk(desk.socket, id, { type: 'set_asking_price', amount: 100 });
    expect(await clerk(desk.socket, id, { type: 'floor_bid', amount: 100, paddle: 5 })).toMatchObject({
      type: 'live_ack',
    });
    expect(await clerk(desk.socket, id, 'sold')).toMatchObject({ type: 'live_ack' });
    expect(await statusOf(sold as ItemRow)).toBe('sold');
    expect((await historyOf(sold as ItemRow))[0]).toMatchObject({
      kind: 'sold',
      detail: { hammer_cents: 10_000 },
    });

    await clerk(desk.socket, id, 'next_lot');
    expect(await clerk(desk.socket, id, 'pass')).toMatchObject({ type: 'live_ack' });
    expect(await statusOf(passed as ItemRow)).toBe('unsold');
    expect(await clerk(desk.socket, id, 'reopen')).toMatchObject({ type: 'live_ack' });
    expect(await statusOf(passed as ItemRow)).toBe('in_auction');
    expect(await clerk(desk.socket, id, 'pass')).toMatchObject({ type: 'live_ack' });
    expect(await statusOf(passed as ItemRow)).toBe('unsold');
    desk.socket.close();
  });
});
