import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildAuction,
  buildCategory,
  buildConsignor,
  buildLot,
  buildUser,
  tokenFor,
} from '../../../test/factories';
import { buildItem } from '../../../test/inventory-lotting/lotting-test-kit';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auditLog, inventoryEvents, inventoryItems, lotImages, lots } from '../../db/schema';

let t: TestApp;
let staffToken: string;
beforeAll(async () => {
  t = await createTestApp();
  staffToken = await tokenFor(t, await buildUser(t, { roles: ['Staff'], name: 'Intake Clerk' }));
});
afterAll(() => t.close());

const draftAuction = () =>
  buildAuction(t, {
    status: 'draft',
    slug: `draft-${Math.random().toString(36).slice(2)}`,
    title: 'Cole Harbour Estate',
  });

const addFromInventory = (auctionId: string, itemIds: string[]) =>
  t.request<{
    message: string;
    added: { item_id: string; lot_number: string; lot_id: string }[];
    refused: { item_id: string; reason: string }[];
  }>({
    method: 'POST',
    url: `/api/admin/auctions/${auctionId}/lots/from-inventory`,
    token: staffToken,
    payload: { item_ids: itemIds },
  });

const itemOf = async (id: string) =>
  (await t.db.select().from(inventoryItems).where(eq(inventoryItems.id, id)))[0];
const historyOf = (id: string) =>
  t.db
    .select()
    .from(inventoryEvents)
    .where(eq(inventoryEvents.item_id, id))
    .orderBy(asc(inventoryEvents.created_at));

describe('add from inventory', () => {
  it('makes lots numbered after the auction’s last, copying fields and pictures, and the items go in auction', async () => {
    const auction = await draftAuction();
    await buildLot(t, auction, { lot_number: '9', sale_order: 0, status: 'upcoming' });
    await buildLot(t, auction, { lot_number: '10', sale_order: 1, status: 'upcoming' });
    const category = await buildCategory(t, { name: 'Furniture', slug: `furniture-${Date.now()}` });
    const consignor = await buildConsignor(t);
    const chair = await buildItem(t, {
      title: 'Oak Rocking Chair',
      description: 'Quarter-sawn oak.',
      brand: 'Krug',
      condition: 'Good',
      quantity: 2,
      starting_bid_cents: 4_500,
      reserve_cents: 9_000,
      category_id: category.id,
      consignor_id: consignor.id,
      pictures: 2,
    });
    const lamp = await buildItem(t, { title: 'Brass Lamp' });

    const answer = await addFromInventory(auction.id, [chair.id, lamp.id]);
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('2 lots added.');
    expect(answer.body.added.map((lot) => lot.lot_number)).toEqual(['11', '12']);

    const [lot] = await t.db.select().from(lots).where(eq(lots.inventory_item_id, chair.id));
    expect(lot).toMatchObject({
      auction_id: auction.id,
      lot_number: '11',
      sale_order: 2,
      title: 'Oak Rocking Chair',
      slug: 'oak-rocking-chair',
      description: 'Quarter-sawn oak.',
      brand: 'Krug',
      condition: 'Good',
      quantity: 2,
      starting_bid_cents: 4_500,
      reserve_cents: 9_000,
      category_id: category.id,
      consignor_id: consignor.id,
      status: 'upcoming',
    });
    const pictures = await t.db
      .select()
      .from(lotImages)
      .where(eq(lotImages.lot_id, lot?.id ?? ''));
    expect(pictures).toHaveLength(2);
    expect((await itemOf(chair.id))?.status).toBe('in_auction');
    const [event] = await historyOf(chair.id);
    expect(event).toMatchObject({ kind: 'lotted', detail: { lot_number: '11', auction_id: auction.id } });
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.entity_id, auction.id));
    expect(audits.map((row) => row.action)).toContain('lots.added_from_inventory');
  });

  it('refuses per item: one without a starting bid, one already in an auction; the rest are added', async () => {
    const auction = await draftAuction();
    const good = await buildItem(t);
    const noPrice = await buildItem(t, { starting_bid_cents: null });
    const taken = await buildItem(t, { status: 'in_auction' });
    const answer = await addFromInventory(auction.id, [good.id, noPrice.id, taken.id]);
    expect(answer.status).toBe(200);
    expect(answer.body.added.map((lot) => lot.item_id)).toEqual([good.id]);
    expect(answer.body.refused).toEqual([
      { item_id: noPrice.id, sku: noPrice.sku, reason: 'This item has no starting bid; give it one first.' },
      { item_id: taken.id, sku: taken.sku, reason: 'This item is already in an auction.' },
    ]);
    expect((await itemOf(noPrice.id))?.status).toBe('in_stock');
  });

  it("keeps the house's own lot numbers, in their natural order, and numbers the rest after them", async () => {
    const auction = await draftAuction();
    await buildLot(t, auction, { lot_number: '3', sale_order: 0, status: 'upcoming' });
    const late = await buildItem(t, { title: 'Late Arrival', lot_number: '12A' });
    const plain = await buildItem(t, { title: 'No Number' });
    const twelve = await buildItem(t, { title: 'Twelve', lot_number: '12' });
    const answer = await addFromInventory(auction.id, [late.id, plain.id, twelve.id]);
    expect(answer.body.refused).toEqual([]);
    const numberOf = Object.fromEntries(answer.body.added.map((lot) => [lot.item_id, lot.lot_number]));
    expect([numberOf[twelve.id], numberOf[late.id], numberOf[plain.id]]).toEqual(['12', '12A', '13']);
    const made = await t.db
      .select({ lot_number: lots.lot_number })
      .from(lots)
      .where(eq(lots.auction_id, auction.id))
      .orderBy(asc(lots.sale_order));
    expect(made.map((lot) => lot.lot_number)).toEqual(['3', '12', '12A', '13']);
  });

  it('refuses an item whose lot number the sale or another chosen item already has', async () => {
    const auction = await draftAuction();
    await buildLot(t, auction, { lot_number: '5', sale_order: 0, status: 'upcoming' });
    const clash = await buildItem(t, { lot_number: '5' });
    const first = await buildItem(t, { lot_number: '8' });
    const second = await buildItem(t, { lot_number: '8' });
    const answer = await addFromInventory(auction.id, [clash.id, first.id, second.id]);
    expect(answer.body.added.map((lot) => [lot.item_id, lot.lot_number])).toEqual([[first.id, '8']]);
    expect(answer.body.refused).toEqual([
      {
        item_id: clash.id,
        sku: clash.sku,
        reason: 'Lot 5 is already in this auction; give the item another lot number or none.',
      },
      {
        item_id: second.id,
        sku: second.sku,
        reason: `Lot 8 is also the number of ${first.sku}; give one of them another.`,
      },
    ]);
    expect((await itemOf(clash.id))?.status).toBe('in_stock');
  });

  it('adds only to a draft or scheduled auction, and 422s a bad body without changing anything', async () => {
    const open = await buildAuction(t, { status: 'open', slug: `open-${Date.now()}` });
    const item = await buildItem(t);
    const closedAnswer = await addFromInventory(open.id, [item.id]);
    expect(closedAnswer.status).toBe(409);
    expect(closedAnswer.body.message).toBe('Items can be added only to a draft or scheduled auction.');
    const bad = await addFromInventory(open.id, []);
    expect(bad.status).toBe(422);
    const twice = await addFromInventory(open.id, [item.id, item.id]);
    expect(twice.status).toBe(422);
    expect((await itemOf(item.id))?.status).toBe('in_stock');
  });

  it('makes one lot when two staff add the same item at the same moment', async () => {
    const [first, second] = [await draftAuction(), await draftAuction()];
    const item = await buildItem(t);
    const answers = await Promise.all([
      addFromInventory(first?.id ?? '', [item.id]),
      addFromInventory(second?.id ?? '', [item.id]),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers.flatMap((answer) => answer.body.added)).toHaveLength(1);
    expect(await t.db.select().from(lots).where(eq(lots.inventory_item_id, item.id))).toHaveLength(1);
  });

  it('lists candidates by consignor and in-stock status', async () => {
    const auction = await draftAuction();
    const consignor = await buildConsignor(t, { name: 'Lena Boudreau' });
    const mine = await buildItem(t, { consignor_id: consignor.id, title: 'Hooked Rug' });
    await buildItem(t, { consignor_id: consignor.id, status: 'sold' });
    const answer = await t.request<{ id: string; consignor: { name: string } }[]>({
      method: 'GET',
      url: `/api/admin/auctions/${auction.id}/lot-candidates?consignor_id=${consignor.id}`,
      token: staffToken,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.map((row) => row.id)).toEqual([mine.id]);
    const filters = await t.request<{ consignors: { label: string }[] }>({
      method: 'GET',
      url: '/api/admin/lot-candidates/filters',
      token: staffToken,
    });
    expect(filters.body.consignors.map((c) => c.label)).toContain(`Lena Boudreau (C-${consignor.number})`);
  });
});

describe('unsold items', () => {
  async function passedLotOf(item: { id: string }) {
    const auction = await buildAuction(t, { status: 'closed', slug: `closed-${Math.random()}` });
    await t.db.update(inventoryItems).set({ status: 'unsold' }).where(eq(inventoryItems.id, item.id));
    const lot = await buildLot(t, auction, { status: 'passed', inventory_item_id: item.id });
    return { auction, lot };
  }

  it('lists the unsold items of a closed auction; relisting makes a lot elsewhere', async () => {
    const item = await buildItem(t, { title: 'Ship Model', pictures: 1 });
    const { auction } = await passedLotOf(item);
    const list = await t.request<{ id: string; lot_number: string }[]>({
      method: 'GET',
      url: `/api/admin/auctions/${auction.id}/unsold-items`,
      token: staffToken,
    });
    expect(list.body.map((row) => row.id)).toEqual([item.id]);

    const next = await draftAuction();
    // The number it had in the first sale is not the next sale's: a relisted lot is numbered anew.
    await t.db.update(inventoryItems).set({ lot_number: '40' }).where(eq(inventoryItems.id, item.id));
    const relist = await t.request<{ status: string; lot_id: string }>({
      method: 'POST',
      url: `/api/admin/inventory/${item.id}/relist`,
      token: staffToken,
      payload: { auction_id: next.id },
    });
    expect(relist.status).toBe(200);
    expect(relist.body.status).toBe('in_auction');
    const [lot] = await t.db
      .select()
      .from(lots)
      .where(and(eq(lots.auction_id, next.id), eq(lots.inventory_item_id, item.id)));
    expect(lot?.id).toBe(relist.body.lot_id);
    expect(lot?.lot_number).toBe('1');
    expect((await historyOf(item.id)).map((event) => event.kind)).toEqual(['relisted']);
    const again = await t.request({
      method: 'GET',
      url: `/api/admin/auctions/${auction.id}/unsold-items`,
      token: staffToken,
    });
    expect(again.body).toEqual([]);
  });

  it('marks an item returned to its consignor with who and a note, once', async () => {
    const item = await buildItem(t);
    await passedLotOf(item);
    const answer = await t.request({
      method: 'POST',
      url: `/api/admin/inventory/${item.id}/return`,
      token: staffToken,
      payload: { note: 'Picked up by the consignor’s son.' },
    });
    expect(answer.status).toBe(200);
    expect((await itemOf(item.id))?.status).toBe('returned');
    const [event] = await historyOf(item.id);
    expect(event).toMatchObject({ kind: 'returned', detail: { note: 'Picked up by the consignor’s son.' } });
    expect(event?.actor_id).toBeTruthy();
    const twice = await t.request({
      method: 'POST',
      url: `/api/admin/inventory/${item.id}/return`,
      token: staffToken,
      payload: {},
    });
    expect(twice.status).toBe(409);
    const missing = await t.request({
      method: 'POST',
      url: '/api/admin/inventory/00000000-0000-4000-8000-000000000000/return',
      token: staffToken,
      payload: {},
    });
    expect(missing.status).toBe(404);
  });
});
