import type { AuctionDashboard, Lot, LotStatsResponse } from '@auction/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bid, buildBidder, type TestBidder } from '../../../test/bids/bid-test-sale';
import { buildAuction, buildLot, buildRegistration, buildUser, tokenFor } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auctions, lots } from '../../db/schema';

let t: TestApp;
let staffToken: string;
beforeAll(async () => {
  t = await createTestApp();
  staffToken = await tokenFor(t, await buildUser(t, { roles: ['Staff'] }));
});
afterAll(() => t.close());

const minute = 60_000;

/**
 * An open timed sale whose first lot ends in a minute (inside the two-minute soft-close window),
 * the others 10 minutes apart:
 * a lot with no reserve, a lot with a $100 reserve, a lot that is sold, one nobody bid on and a
 * withdrawn one. Bids go through the bid service, as a bidder's would.
 */
async function buildFollowedSale() {
  const endMs = Date.now() + minute;
  const auction = await buildAuction(t, {
    title: 'Cole Harbour Estate',
    slug: `cole-harbour-${Date.now()}`,
    end_at: new Date(endMs),
    stagger_seconds: 600,
  });
  const at = (index: number) => new Date(endMs + index * 600_000);
  const clock = await buildLot(t, auction, {
    lot_number: '1',
    sale_order: 0,
    end_at: at(0),
    title: 'Mantel Clock',
  });
  const table = await buildLot(t, auction, {
    lot_number: '2',
    sale_order: 1,
    end_at: at(1),
    title: 'Pine Harvest Table',
    reserve_cents: 10_000,
  });
  const lamp = await buildLot(t, auction, {
    lot_number: '3',
    sale_order: 2,
    end_at: at(2),
    title: 'Brass Lamp',
    starting_bid_cents: 5_000,
  });
  const quilt = await buildLot(t, auction, {
    lot_number: '10',
    sale_order: 3,
    end_at: at(3),
    title: 'Quilt',
  });
  await buildLot(t, auction, {
    lot_number: '4',
    sale_order: 4,
    status: 'withdrawn',
    title: 'Withdrawn Chair',
  });

  const anne = await buildBidder(t, auction);
  const ben = await buildBidder(t, auction);
  await buildRegistration(t, auction, await buildUser(t), { status: 'pending' });
  await buildRegistration(t, auction, await buildUser(t), { status: 'rejected' });

  const accepted = async (bidder: TestBidder, lot: { id: string }, amount: number) =>
    expect((await bid(t, bidder, lot, amount)).status).toBe(201);
  await accepted(anne, clock, 50);
  await accepted(ben, clock, 30);
  await accepted(ben, table, 25);
  await accepted(anne, lamp, 60);
  // The lamp has closed: sold to Anne at its current price.
  await t.db.update(lots).set({ status: 'sold', closed_at: new Date() }).where(eq(lots.id, lamp.id));

  const watch = (bidder: TestBidder, lot: { id: string }) =>
    t.request({ method: 'POST', url: '/api/watchlist', token: bidder.token, payload: { lot_id: lot.id } });
  await watch(anne, clock);
  await watch(ben, clock);
  await watch(ben, quilt);
  return { auction, clock, table, lamp, quilt, anne, ben };
}

const publicLot = async (id: string) =>
  (await t.request<Lot>({ method: 'GET', url: `/api/lots/${id}` })).body;

describe('GET /api/admin/auctions/:id/dashboard', () => {
  it('adds up bids, bidders, watchers, registrations, lots and money from the real bids', async () => {
    const sale = await buildFollowedSale();
    const answer = await t.request<AuctionDashboard>({
      method: 'GET',
      url: `/api/admin/auctions/${sale.auction.id}/dashboard`,
      token: staffToken,
    });
    expect(answer.status).toBe(200);
    const clock = await publicLot(sale.clock.id);
    const table = await publicLot(sale.table.id);
    const lamp = await publicLot(sale.lamp.id);
    const { totals } = answer.body;
    expect(answer.body.auction).toMatchObject({
      id: sale.auction.id,
      title: 'Cole Harbour Estate',
      status: 'open',
    });
    expect(totals).toEqual({
      bids: clock.bidCount + table.bidCount + lamp.bidCount,
      bidders: 2,
      watchers: 2,
      registrations: { total: 4, pending: 1, approved: 2, rejected: 1 },
      lots: { total: 5, upcoming: 0, open: 3, sold: 1, passed: 0, withdrawn: 1 },
      current_total_cents: Math.round(((clock.currentBid ?? 0) + (table.currentBid ?? 0)) * 100),
      hammer_total_cents: Math.round((lamp.currentBid ?? 0) * 100),
      reserve_not_met: 1,
    });
    expect(clock.bidCount).toBe(3);

    expect(answer.body.top_lots_by_bids.map((lot) => lot.lot_number)).toEqual(['1', '2', '3']);
    expect(answer.body.top_lots_by_bids[0]).toMatchObject({ bid_count: 3, bidders: 2, watchers: 2 });
    expect(answer.body.top_lots_by_price.map((lot) => lot.lot_number)).toEqual(['3', '1', '2']);

    const recent = answer.body.recent_bids;
    expect(recent).toHaveLength(totals.bids);
    expect(recent[0]).toMatchObject({
      lot_number: '3',
      amount_cents: 5_000,
      kind: 'max',
      paddle_number: sale.anne.paddle,
    });
    expect(recent.at(-1)).toMatchObject({
      lot_number: '1',
      amount_cents: 2_000,
      paddle_number: sale.anne.paddle,
    });
    expect(recent.map((row) => row.paddle_number)).toContain(sale.ben.paddle);

    // The clock's bid came inside the soft-close window and moved its end; sold lots stay listed.
    const timeline = answer.body.closing_timeline;
    expect(timeline.map((lot) => lot.lot_number)).toEqual(['1', '2', '3', '10']);
    expect(timeline.find((lot) => lot.lot_number === '1')).toMatchObject({ extended: true, status: 'open' });
    expect(timeline.find((lot) => lot.lot_number === '2')).toMatchObject({
      extended: false,
      reserve_met: false,
    });
    expect(timeline.find((lot) => lot.lot_number === '1')?.end_date).toBe(clock.endDate);
  });

  it('answers an empty sale with zeros and unknown auctions with 404', async () => {
    const draft = await buildAuction(t, { status: 'draft', slug: `draft-${Date.now()}` });
    const answer = await t.request<AuctionDashboard>({
      method: 'GET',
      url: `/api/admin/auctions/${draft.id}/dashboard`,
      token: staffToken,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.totals).toMatchObject({ bids: 0, bidders: 0, watchers: 0, current_total_cents: 0 });
    expect(answer.body.recent_bids).toEqual([]);
    expect(answer.body.top_lots_by_bids).toEqual([]);
    const unknown = await t.request({
      method: 'GET',
      url: '/api/admin/auctions/0b6c2a58-3f0e-4d4c-9a55-2f5d3d4b9b11/dashboard',
      token: staffToken,
    });
    expect(unknown.status).toBe(404);
  });

  it('is refused to bidders', async () => {
    const bidderToken = await tokenFor(t, await buildUser(t));
    const auction = await buildAuction(t, { slug: `refused-${Date.now()}` });
    for (const path of ['dashboard', 'lot-stats']) {
      const answer = await t.request({
        method: 'GET',
        url: `/api/admin/auctions/${auction.id}/${path}`,
        token: bidderToken,
      });
      expect(answer.status).toBe(403);
    }
  });
});

describe('GET /api/admin/auctions/:id/lot-stats', () => {
  it('gives each lot its prices, bidders, watchers, reserve, extension and high paddle', async () => {
    const sale = await buildFollowedSale();
    const answer = await t.request<LotStatsResponse>({
      method: 'GET',
      url: `/api/admin/auctions/${sale.auction.id}/lot-stats`,
      token: staffToken,
    });
    expect(answer.status).toBe(200);
    const rows = answer.body.data;
    expect(rows.map((row) => row.lot_number)).toEqual(['1', '2', '3', '4', '10']);
    const clock = await publicLot(sale.clock.id);
    expect(rows[0]).toMatchObject({
      title: 'Mantel Clock',
      status: 'open',
      starting_bid_cents: 2_000,
      reserve_cents: null,
      current_bid_cents: Math.round((clock.currentBid ?? 0) * 100),
      bid_count: 3,
      bidders: 2,
      watchers: 2,
      has_reserve: false,
      reserve_met: true,
      extended: true,
      high_bidder_paddle: sale.anne.paddle,
      end_date: clock.endDate,
    });
    expect(Date.parse(rows[0]?.end_date ?? '')).toBeGreaterThan(sale.clock.end_at?.getTime() ?? 0);
    expect(rows[1]).toMatchObject({
      reserve_cents: 10_000,
      current_bid_cents: 2_000,
      bidders: 1,
      has_reserve: true,
      reserve_met: false,
      extended: false,
      high_bidder_paddle: sale.ben.paddle,
    });
    expect(rows[1]?.end_date).toBe(sale.table.end_at?.toISOString());
    expect(rows[2]).toMatchObject({
      status: 'sold',
      current_bid_cents: 5_000,
      high_bidder_paddle: sale.anne.paddle,
    });
    expect(rows[3]).toMatchObject({ status: 'withdrawn', bid_count: 0, bidders: 0, end_date: null });
    // Moving lots in the sale order after publishing does not make them look extended.
    await t.db.update(lots).set({ sale_order: 9 }).where(eq(lots.id, sale.clock.id));
    await t.db.update(lots).set({ sale_order: 0 }).where(eq(lots.id, sale.table.id));
    const reordered = await t.request<LotStatsResponse>({
      method: 'GET',
      url: `/api/admin/auctions/${sale.auction.id}/lot-stats`,
      token: staffToken,
    });
    expect(reordered.body.data.map((row) => row.extended)).toEqual([true, false, false, false, false]);
    expect(rows[4]).toMatchObject({
      lot_number: '10',
      current_bid_cents: null,
      bid_count: 0,
      watchers: 1,
      high_bidder_paddle: null,
      extended: false,
    });
  });
});

describe('extended lots', () => {
  it('marks a lot extended once soft-close moves its end past the scheduled one, never a reorder', async () => {
    const endMs = Date.now() + minute;
    const auction = await buildAuction(t, {
      title: 'Eastern Passage Tools',
      slug: `eastern-passage-${Date.now()}`,
      status: 'draft',
      end_at: new Date(endMs),
      stagger_seconds: 600,
    });
    const first = await buildLot(t, auction, { lot_number: '1', sale_order: 0 });
    const second = await buildLot(t, auction, { lot_number: '2', sale_order: 1 });
    const staff = { token: staffToken };
    const published = await t.request({
      method: 'POST',
      url: `/api/admin/auctions/${auction.id}/publish`,
      ...staff,
    });
    expect(published.status).toBe(200);
    const reordered = await t.request({
      method: 'POST',
      url: `/api/admin/auctions/${auction.id}/lots/reorder`,
      payload: { lot_ids: [second.id, first.id] },
      ...staff,
    });
    expect(reordered.status).toBe(200);
    const scheduled = await t.db.select().from(lots).where(eq(lots.auction_id, auction.id));
    for (const lot of scheduled) expect(lot.scheduled_end_at?.getTime()).toBe(lot.end_at?.getTime());
    const extendedFlags = async () => {
      const answer = await t.request<LotStatsResponse>({
        method: 'GET',
        url: `/api/admin/auctions/${auction.id}/lot-stats`,
        ...staff,
      });
      return answer.body.data.map((row) => [row.lot_number, row.extended]);
    };
    expect(await extendedFlags()).toEqual([
      ['1', false],
      ['2', false],
    ]);

    // The sale opens; a bid on lot 1 inside its soft-close window moves its end.
    await t.db.update(auctions).set({ status: 'open' }).where(eq(auctions.id, auction.id));
    await t.db.update(lots).set({ status: 'open' }).where(eq(lots.auction_id, auction.id));
    const anne = await buildBidder(t, auction);
    expect((await bid(t, anne, first, 30)).body.is_extended).toBe(true);
    expect(await extendedFlags()).toEqual([
      ['1', true],
      ['2', false],
    ]);
    const [moved] = await t.db.select().from(lots).where(eq(lots.id, first.id));
    expect(moved?.scheduled_end_at?.getTime()).toBe(endMs);
    expect(moved?.end_at?.getTime()).toBeGreaterThan(endMs);
  });
});
