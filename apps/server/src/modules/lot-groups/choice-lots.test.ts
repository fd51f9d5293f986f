import type { LiveSnapshot, LotGroup, LotGroups, LotStatsResponse } from '@auction/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildAuction, buildLot, buildUser, tokenFor } from '../../../test/factories';
import { buildBidder, buildLiveSale, clerk, joinRoom } from '../../../test/live-sale/live-test-sale';
import { useSocketTestApp } from '../../../test/socket-test-app';
import { auditLog, lots as lotsTable } from '../../db/schema';

const served = useSocketTestApp();

const offer = (token: string, auctionId: string, lots: string) =>
  served.t.request<LotGroup>({
    method: 'POST',
    url: `/api/admin/auctions/${auctionId}/lot-groups`,
    token,
    payload: { kind: 'choice', lots },
  });

describe('choice lots', () => {
  it('are named by staff as a range, refused where they cannot be, and sold live to two bidders at the hammer', async () => {
    const sale = await buildLiveSale(served.t, 5);
    const [lot1, lot2, lot3, lot4] = sale.lots;
    const made = await offer(sale.clerkToken, sale.auction.id, '2-4');
    expect(made.status).toBe(201);
    expect(made.body.lots.map((lot) => lot.lot_number)).toEqual(['2', '3', '4']);
    expect((await offer(sale.clerkToken, sale.auction.id, '4, 5')).body.errors).toEqual({
      lots: ['Lot 4 is already offered with other lots; take it out of that first.'],
    });
    expect((await offer(sale.clerkToken, sale.auction.id, '5-9')).body.errors).toEqual({
      lots: ['There is no lot 9 in this sale.'],
    });
    expect((await offer(sale.clerkToken, sale.auction.id, '5')).body.errors).toEqual({
      lots: ['A choice is two or more lots.'],
    });
    const list = await served.t.request<LotGroups>({
      method: 'GET',
      url: `/api/admin/auctions/${sale.auction.id}/lot-groups`,
      token: sale.clerkToken,
    });
    expect(list.body.data).toEqual([made.body]);
    const audit = await served.t.db.select().from(auditLog).where(eq(auditLog.action, 'lot_group.created'));
    expect(audit.length).toBe(1);

    const claire = await buildBidder(served.t, sale.auction);
    const desk = await joinRoom(served.url, sale.auction.id, sale.clerkToken);
    const id = sale.auction.id;
    await clerk(desk.socket, id, 'next_lot');
    await clerk(desk.socket, id, 'pass');
    await clerk(desk.socket, id, 'next_lot');
    const room = async () =>
      (await served.t.request<LiveSnapshot>({ method: 'GET', url: `/api/auctions/${id}/live` })).body;
    const opened = await room();
    expect(opened.current_lot?.lot_id).toBe(lot2?.id);
    expect(opened.current_lot?.choice_lots?.map((lot) => lot.lot_number)).toEqual(['2', '3', '4']);

    await clerk(desk.socket, id, { type: 'floor_bid', amount: 200, paddle: 5 });
    expect(await clerk(desk.socket, id, 'sold')).toMatchObject({ type: 'live_ack' });
    expect((await room()).current_lot).toMatchObject({
      status: 'choosing',
      choice: { amount: 200, source: 'floor', paddle: 5, remaining_lot_ids: [lot2?.id, lot3?.id, lot4?.id] },
    });
    // Paddle 5 takes lots 3 and 2; then Claire, bidding online, takes lot 4 at the same $200.
    const first = await clerk(desk.socket, id, { type: 'take_choice', lot_ids: [lot3?.id, lot2?.id] });
    expect(first).toMatchObject({ type: 'live_ack' });
    const stranger = await clerk(desk.socket, id, { type: 'take_choice', lot_ids: [lot4?.id], paddle: 9123 });
    expect(stranger).toMatchObject({
      type: 'error',
      message: 'Paddle 9123 is not registered for this sale.',
    });
    const second = await clerk(desk.socket, id, {
      type: 'take_choice',
      lot_ids: [lot4?.id],
      paddle: claire.paddle,
    });
    expect(second).toMatchObject({ type: 'live_ack' });
    expect(await clerk(desk.socket, id, { type: 'take_choice', lot_ids: [lot4?.id] })).toMatchObject({
      type: 'error',
      code: 'NO_CHOICE',
    });

    const after = await room();
    expect(after.current_lot?.status).toBe('sold');
    const results = Object.fromEntries(after.results.map((result) => [result.lot_number, result]));
    expect(results['2']).toMatchObject({ outcome: 'sold', hammer_price: 200, source: 'floor', paddle: 5 });
    expect(results['3']).toMatchObject({ outcome: 'sold', hammer_price: 200, source: 'floor', paddle: 5 });
    expect(results['4']).toMatchObject({
      outcome: 'sold',
      hammer_price: 200,
      source: 'internet',
      paddle: claire.paddle,
    });
    const rows = await served.t.db.select().from(lotsTable).where(eq(lotsTable.auction_id, id));
    const row = (lotId: string | undefined) => rows.find((candidate) => candidate.id === lotId);
    expect(row(lot2?.id)).toMatchObject({
      status: 'sold',
      current_price_cents: 20_000,
      high_bidder_id: null,
    });
    expect(row(lot3?.id)).toMatchObject({
      status: 'sold',
      current_price_cents: 20_000,
      high_bidder_id: null,
    });
    expect(row(lot4?.id)).toMatchObject({
      status: 'sold',
      current_price_cents: 20_000,
      high_bidder_id: claire.id,
    });
    expect(row(lot1?.id)?.status).toBe('passed');
    // The lot statistics say how each lot was won, with the floor buyer's paddle.
    const stats = await served.t.request<LotStatsResponse>({
      method: 'GET',
      url: `/api/admin/auctions/${id}/lot-stats`,
      token: sale.clerkToken,
    });
    const figures = Object.fromEntries(stats.body.data.map((lot) => [lot.lot_number, lot]));
    expect(figures['3']).toMatchObject({
      sold_by: 'floor',
      high_bidder_paddle: 5,
      current_bid_cents: 20_000,
    });
    expect(figures['4']).toMatchObject({ sold_by: 'internet', high_bidder_paddle: claire.paddle });
    expect(figures['1']).toMatchObject({ sold_by: null });

    // The sale is under way: its lots are offered as they stand.
    const late = await served.t.request({
      method: 'DELETE',
      url: `/api/admin/auctions/${id}/lot-groups/${made.body.id}`,
      token: sale.clerkToken,
    });
    expect(late.status).toBe(409);
    desk.socket.close();
  });

  it('are refused in a timed sale and to a bidder, and come apart again before the sale', async () => {
    const timed = await buildAuction(served.t, {
      type: 'timed',
      status: 'scheduled',
      slug: `timed-${Date.now()}`,
    });
    for (const number of ['1', '2'])
      await buildLot(served.t, timed, { lot_number: number, status: 'upcoming' });
    const staff = await tokenFor(served.t, await buildUser(served.t, { roles: ['Staff'] }));
    expect((await offer(staff, timed.id, '1-2')).body.errors).toEqual({
      lots: ['Choice lots are sold in live sales: the buyer picks in the room.'],
    });
    const sale = await buildLiveSale(served.t, 3);
    const bidder = await tokenFor(served.t, await buildUser(served.t));
    expect((await offer(bidder, sale.auction.id, '1-2')).status).toBe(403);
    const made = await offer(staff, sale.auction.id, '1, 3');
    // A maximum goes on the choice's first lot: on another lot of it, it would never bid.
    const claire = await buildBidder(served.t, sale.auction);
    const leave = (lotId: string | undefined) =>
      served.t.request({
        method: 'PUT',
        url: `/api/lots/${lotId}/absentee-bid`,
        token: claire.token,
        payload: { amount: 500 },
      });
    const onMember = await leave(sale.lots[2]?.id);
    expect(onMember.status).toBe(409);
    expect(onMember.body.message).toBe(
      'Lot 3 is offered in the choice of lot 1: leave your maximum on lot 1, then pick this one if you win.',
    );
    const paper = await served.t.request({
      method: 'POST',
      url: `/api/admin/auctions/${sale.auction.id}/absentee-bids`,
      token: staff,
      payload: { paddle: claire.paddle, lot_number: '3', amount: 500 },
    });
    expect(paper.body.errors).toEqual({
      lot_number: ['Lot 3 is offered in the choice of lot 1: key the maximum in on lot 1.'],
    });
    expect((await leave(sale.lots[0]?.id)).status).toBe(200);
    const removed = await served.t.request({
      method: 'DELETE',
      url: `/api/admin/auctions/${sale.auction.id}/lot-groups/${made.body.id}`,
      token: staff,
    });
    expect(removed.status).toBe(204);
    const rows = await served.t.db.select().from(lotsTable).where(eq(lotsTable.auction_id, sale.auction.id));
    expect(rows.every((lot) => lot.group_id === null)).toBe(true);
  });
});
