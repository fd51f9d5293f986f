import { randomUUID } from 'node:crypto';
import { applyLiveRoomMessage, type LiveSnapshot, type LotGroup } from '@auction/contracts';
import { buyersPremiumCents } from '@auction/domain';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildRegistration } from '../../../test/factories';
import { buildBidder, buildLiveSale, clerk, joinRoom } from '../../../test/live-sale/live-test-sale';
import { useSocketTestApp } from '../../../test/socket-test-app';
import { auctions, inventoryItems, invoiceLines, lots as lotsTable } from '../../db/schema';
import { premiumOf } from '../my-bids/my-bids.service';

const served = useSocketTestApp();

const offer = (token: string, auctionId: string, payload: Record<string, unknown>) =>
  served.t.request<LotGroup>({
    method: 'POST',
    url: `/api/admin/auctions/${auctionId}/lot-groups`,
    token,
    payload,
  });

describe('grouped lots', () => {
  it('sell their lots live for one hammer, split by estimate, billed with one premium on the whole hammer', async () => {
    const sale = await buildLiveSale(served.t, 5);
    const [, lot2, lot3, lot4] = sale.lots;
    const id = sale.auction.id;
    const estimates: [string | undefined, number][] = [
      [lot2?.id, 10_000],
      [lot3?.id, 20_000],
      [lot4?.id, 30_000],
    ];
    for (const [lotId, cents] of estimates) {
      const [item] = await served.t.db
        .insert(inventoryItems)
        .values({
          sku: `HA-${randomUUID()}`,
          title: 'Estimated',
          estimate_low_cents: cents,
          estimate_high_cents: cents,
        })
        .returning();
      await served.t.db
        .update(lotsTable)
        .set({ inventory_item_id: item?.id })
        .where(eq(lotsTable.id, lotId ?? ''));
    }
    expect((await offer(sale.clerkToken, id, { kind: 'grouped', lots: '2-4' })).body.errors).toEqual({
      split_rule: ['Split the hammer equally or by estimate.'],
    });
    expect(
      (await offer(sale.clerkToken, id, { kind: 'grouped', split_rule: 'estimate', lots: '4, 5' })).body
        .errors,
    ).toEqual({ lots: ['Lot 5 has no estimate: give every lot of the group one, or split it equally.'] });
    const made = await offer(sale.clerkToken, id, { kind: 'grouped', split_rule: 'estimate', lots: '2-4' });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ kind: 'grouped', split_rule: 'estimate' });

    const claire = await buildBidder(served.t, sale.auction);
    const member = await served.t.request({
      method: 'PUT',
      url: `/api/lots/${lot3?.id}/absentee-bid`,
      token: claire.token,
      payload: { amount: 500 },
    });
    expect(member.body.message).toBe(
      'Lot 3 is sold together with lot 2: leave your maximum on lot 2, for all of them.',
    );

    // The hammer falls to a registered floor buyer, paddle 4.
    await buildRegistration(
      served.t,
      sale.auction,
      { id: null as unknown as string },
      { kind: 'floor', user_id: null, paddle_number: 4, name: 'Floor Buyer', phone: '902-555-0100' },
    );
    const desk = await joinRoom(served.url, id, sale.clerkToken);
    // A screen that applies every message it is sent.
    const screen = await joinRoom(served.url, id);
    await clerk(desk.socket, id, 'next_lot');
    await clerk(desk.socket, id, 'pass');
    await clerk(desk.socket, id, 'next_lot');
    const room = async () =>
      (await served.t.request<LiveSnapshot>({ method: 'GET', url: `/api/auctions/${id}/live` })).body;
    const opened = await room();
    expect(opened.current_lot?.lot_id).toBe(lot2?.id);
    expect(opened.current_lot?.grouped_lots?.map((lot) => lot.lot_number)).toEqual(['2', '3', '4']);
    expect(opened.current_lot?.choice_lots).toBeUndefined();

    await clerk(desk.socket, id, { type: 'floor_bid', amount: 1000, paddle: 4 });
    expect(await clerk(desk.socket, id, 'sold')).toMatchObject({ type: 'live_ack' });
    const after = await room();
    expect(after.current_lot).toMatchObject({ status: 'sold', together: { hammer: 1000 } });
    const results = Object.fromEntries(after.results.map((result) => [result.lot_number, result]));
    expect(results['2']).toMatchObject({ outcome: 'sold', hammer_price: 166.67 });
    expect(results['3']).toMatchObject({ outcome: 'sold', hammer_price: 333.33 });
    expect(results['4']).toMatchObject({ outcome: 'sold', hammer_price: 500 });

    // A reopen puts every lot of the group back; the second hammer sells them again.
    expect(await clerk(desk.socket, id, 'reopen')).toMatchObject({ type: 'live_ack' });
    const reopened = await served.t.db
      .select()
      .from(lotsTable)
      .where(inArray(lotsTable.id, [lot3?.id ?? '', lot4?.id ?? '']));
    expect(reopened.map((row) => row.status)).toEqual(['upcoming', 'upcoming']);
    // The screens take every lot of the group out of the results, not only the first.
    const truth = await room();
    let shown = screen.state.payload as unknown as LiveSnapshot;
    while (shown.last_seq < truth.last_seq) {
      const update = applyLiveRoomMessage(shown, (await screen.socket.nextEvent()) as never);
      if (update.kind === 'resync') throw new Error('the screen had to resync');
      shown = update.room;
    }
    expect(shown.results.map((result) => result.lot_number)).toEqual(truth.results.map((r) => r.lot_number));
    expect(shown.results.map((result) => result.lot_number)).toEqual(['1']);
    screen.socket.close();
    await clerk(desk.socket, id, 'sold');
    await clerk(desk.socket, id, 'next_lot');
    await clerk(desk.socket, id, 'pass');
    expect(await clerk(desk.socket, id, 'end_sale')).toMatchObject({ type: 'live_ack' });
    desk.socket.close();

    const generated = await served.t.request({
      method: 'POST',
      url: `/api/admin/auctions/${id}/invoices`,
      token: sale.clerkToken,
      payload: {},
    });
    expect(generated.status).toBe(200);
    const lines = await served.t.db
      .select()
      .from(invoiceLines)
      .where(inArray(invoiceLines.lot_id, [lot2?.id ?? '', lot3?.id ?? '', lot4?.id ?? '']));
    expect(lines.map((line) => line.amount_cents).sort((a, b) => a - b)).toEqual([16_667, 33_333, 50_000]);
    const [auction] = await served.t.db.select().from(auctions).where(eq(auctions.id, id));
    if (!auction) throw new Error('The auction is gone');
    const premium = premiumOf(auction.buyer_premium);
    const premiumTotal = lines.reduce((sum, line) => sum + line.premium_cents, 0);
    expect(premiumTotal).toBe(buyersPremiumCents(100_000, premium));
  });

  it('are refused in a timed sale for now', async () => {
    const sale = await buildLiveSale(served.t, 2);
    await served.t.db.update(auctions).set({ type: 'timed' }).where(eq(auctions.id, sale.auction.id));
    const refused = await offer(sale.clerkToken, sale.auction.id, {
      kind: 'grouped',
      split_rule: 'equal',
      lots: '1-2',
    });
    expect(refused.body.errors).toEqual({
      lots: [
        'Grouped lots are sold in live sales for now: the auctioneer sells them together for one hammer.',
      ],
    });
  });
});
