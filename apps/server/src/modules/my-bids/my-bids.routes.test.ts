import type { MyBid, WatchedLot, WonLot } from '@auction/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bid, buildBidder } from '../../../test/bids/bid-test-sale';
import { buildAuction, buildLot, buildRegistration, buildUser, tokenFor } from '../../../test/factories';
import { createTestApp, type TestApp, testClock } from '../../../test/test-app';
import { auctions, lots } from '../../db/schema';

let t: TestApp;
const clock = testClock();
const inMinutes = (n: number) => new Date(clock().getTime() + n * 60_000);
beforeAll(async () => {
  t = await createTestApp({ deps: { clock } });
});
afterAll(() => t.close());

const myBids = async (token: string) =>
  (await t.request<{ data: MyBid[] }>({ method: 'GET', url: '/api/users/bids', token })).body.data;
const wonLots = async (token: string) =>
  (await t.request<{ data: WonLot[] }>({ method: 'GET', url: '/api/users/won-lots', token })).body.data;
const standings = (list: MyBid[]) => list.map((item) => [item.lot.title, item.standing, item.your_max]);

describe('GET /api/users/bids', () => {
  it('shows each bidder their own maximum only, and the standing flips when they are outbid', async () => {
    const auction = await buildAuction(t, { title: 'Windsor Farm Sale' });
    const lot = await buildLot(t, auction, { title: 'Cast Iron Bell', end_at: inMinutes(60) });
    const anne = await buildBidder(t, auction);
    const ben = await buildBidder(t, auction);

    await bid(t, anne, lot, 50);
    expect(standings(await myBids(anne.token))).toEqual([['Cast Iron Bell', 'winning', 50]]);

    await bid(t, ben, lot, 80);
    const annes = await t.request<{ data: MyBid[] }>({
      method: 'GET',
      url: '/api/users/bids',
      token: anne.token,
    });
    expect(standings(annes.body.data)).toEqual([['Cast Iron Bell', 'outbid', 50]]);
    expect(annes.body.data[0]).toMatchObject({
      auction: { id: auction.id, title: 'Windsor Farm Sale', status: 'open' },
      lot: { id: lot.id, currentBid: 51, bidCount: 3 },
      bid_kind: 'max_bid',
      paddle: anne.paddle,
    });
    // Ben's $80 maximum is nowhere in Anne's answer.
    expect(annes.text).not.toMatch(/[:[,]80(\.0+)?[,}\]]/);
    expect(standings(await myBids(ben.token))).toEqual([['Cast Iron Bell', 'winning', 80]]);

    await bid(t, anne, lot, 100);
    expect(standings(await myBids(anne.token))).toEqual([['Cast Iron Bell', 'winning', 100]]);
    expect(standings(await myBids(ben.token))).toEqual([['Cast Iron Bell', 'outbid', 80]]);

    const stranger = await tokenFor(t, await buildUser(t));
    expect(await myBids(stranger)).toEqual([]);
    expect((await t.request({ method: 'GET', url: '/api/users/bids' })).status).toBe(401);
  });

  it('lists lots by their end, leaves out withdrawn lots and auctions that have closed', async () => {
    const auction = await buildAuction(t);
    const later = await buildLot(t, auction, { title: 'Later Lot', end_at: inMinutes(90) });
    const sooner = await buildLot(t, auction, { title: 'Sooner Lot', end_at: inMinutes(30) });
    const gone = await buildLot(t, auction, { title: 'Withdrawn Lot', end_at: inMinutes(40) });
    const anne = await buildBidder(t, auction);
    for (const lot of [later, sooner, gone]) await bid(t, anne, lot, 25);
    await t.db.update(lots).set({ status: 'withdrawn' }).where(eq(lots.id, gone.id));
    expect((await myBids(anne.token)).map((item) => item.lot.title)).toEqual(['Sooner Lot', 'Later Lot']);

    await t.db.update(auctions).set({ status: 'closed' }).where(eq(auctions.id, auction.id));
    expect(await myBids(anne.token)).toEqual([]);
  });
});

describe('GET /api/users/won-lots', () => {
  it('shows a closed lot as won or lost, and only the winner gets it with the all-in cost', async () => {
    const auction = await buildAuction(t, {
      title: 'Lunenburg Marine Auction',
      buyer_premium: { kind: 'flat', rate_bp: 1_000 },
      pickup_info: 'Pickup Saturday 9 to 12 at 15 Wright Ave.',
      location: 'Dartmouth, NS',
    });
    const compass = await buildLot(t, auction, { title: 'Brass Compass', end_at: inMinutes(5) });
    const lantern = await buildLot(t, auction, { title: 'Ship Lantern', end_at: inMinutes(5) });
    const chart = await buildLot(t, auction, {
      title: 'Sea Chart',
      end_at: inMinutes(5),
      reserve_cents: 50_000,
    });
    const stillOpen = await buildLot(t, auction, { title: 'Oar', end_at: inMinutes(120) });
    const anne = await buildBidder(t, auction);
    const ben = await buildBidder(t, auction);
    await bid(t, anne, compass, 50);
    await bid(t, ben, compass, 80);
    await bid(t, anne, compass, 100); // Anne leads at $81.
    await bid(t, ben, lantern, 40);
    await bid(t, anne, chart, 60); // Below the reserve: the lot will pass.
    await bid(t, anne, stillOpen, 30);

    clock.advance(6 * 60_000);
    await t.app.closing.tick();

    expect(standings(await myBids(anne.token))).toEqual([
      ['Brass Compass', 'won', 100],
      ['Sea Chart', 'lost', 60],
      ['Oar', 'winning', 30],
    ]);
    expect(standings(await myBids(ben.token))).toEqual([
      ['Brass Compass', 'lost', 80],
      ['Ship Lantern', 'won', 40],
    ]);

    const annesWins = await wonLots(anne.token);
    expect(annesWins).toHaveLength(1);
    expect(annesWins[0]).toMatchObject({
      lot: { id: compass.id, title: 'Brass Compass', status: 'sold', currentBid: 81 },
      auction: {
        title: 'Lunenburg Marine Auction',
        pickup_info: 'Pickup Saturday 9 to 12 at 15 Wright Ave.',
        location: 'Dartmouth, NS',
      },
      hammer_price: 81,
      buyers_premium: 8.1,
      hst_rate_bp: 1_400,
      hst: 12.47,
      total: 101.57,
      paddle: anne.paddle,
    });
    expect((await wonLots(ben.token)).map((won) => won.lot.title)).toEqual(['Ship Lantern']);
    expect(await wonLots(await tokenFor(t, await buildUser(t)))).toEqual([]);
    expect((await t.request({ method: 'GET', url: '/api/users/won-lots' })).status).toBe(401);
  });

  it('charges the HST rate in force on the sale day, the Halifax day the auction ended, as its invoice will', async () => {
    const buyer = await buildUser(t);
    const token = await tokenFor(t, buyer);
    const sale = async (title: string, endAt: string) => {
      const auction = await buildAuction(t, { status: 'closed', end_at: new Date(endAt) });
      await buildRegistration(t, auction, buyer);
      // Its lot closes later than the auction's end, staggered past midnight.
      const closed = new Date(new Date(endAt).getTime() + 3 * 3_600_000);
      await buildLot(t, auction, {
        title,
        status: 'sold',
        high_bidder_id: buyer.id,
        current_price_cents: 10_000,
        bid_count: 1,
        end_at: closed,
        closed_at: closed,
      });
    };
    // 02:30 UTC on 1 April 2025 is still 31 March in Halifax: the 15% rate.
    await sale('Last Day Clock', '2025-04-01T02:30:00Z');
    await sale('First Day Clock', '2025-04-01T04:30:00Z');
    const wins = await wonLots(token);
    expect(
      wins.map((won) => [won.lot.title, won.buyers_premium, won.hst_rate_bp, won.hst, won.total]),
    ).toEqual([
      ['First Day Clock', 15, 1_400, 16.1, 131.1],
      ['Last Day Clock', 15, 1_500, 17.25, 132.25],
    ]);
  });

  it('shows lots whose figures add up to their invoice to the cent, before and after it is issued', async () => {
    const auction = await buildAuction(t, {
      status: 'closed',
      end_at: new Date('2026-11-20T20:00:00Z'),
      buyer_premium: { kind: 'flat', rate_bp: 1_500 },
    });
    const buyer = await buildUser(t);
    const token = await tokenFor(t, buyer);
    await buildRegistration(t, auction, buyer);
    for (const title of ['Oak Washstand', 'Oak Dresser']) {
      await buildLot(t, auction, {
        title,
        status: 'sold',
        high_bidder_id: buyer.id,
        current_price_cents: 40_575,
        bid_count: 1,
        closed_at: new Date('2026-11-20T20:00:00Z'),
      });
    }
    const cents = (dollars: number) => Math.round(dollars * 100);
    const shown = async () => (await wonLots(token)).reduce((sum, won) => sum + cents(won.total), 0);
    // Each lot is $405.75 + $60.86 premium; HST rounded per lot was $65.33 twice: $1,063.88 in all.
    expect(await shown()).toBe(106_387);

    const staff = await tokenFor(t, await buildUser(t, { roles: ['Staff', 'Bidder'] }));
    const staffPost = (url: string) => t.request({ method: 'POST', url, payload: {}, token: staff });
    expect((await staffPost(`/api/admin/auctions/${auction.id}/invoices`)).status).toBe(200);
    const list = await t.request<{ data: { id: string }[] }>({
      method: 'GET',
      url: `/api/admin/invoices?auction_id=${auction.id}`,
      token: staff,
    });
    const invoiceId = list.body.data[0]?.id as string;
    expect((await staffPost(`/api/admin/invoices/${invoiceId}/issue`)).status).toBe(200);
    const invoice = await t.request<{ total_cents: number }>({
      method: 'GET',
      url: `/api/invoices/${invoiceId}`,
      token,
    });
    expect(invoice.body.total_cents).toBe(106_387);
    const wins = await wonLots(token);
    expect(wins.map((won) => won.invoice_id)).toEqual([invoiceId, invoiceId]);
    expect(wins.map((won) => won.hst).sort()).toEqual([65.32, 65.33]);
    expect(await shown()).toBe(invoice.body.total_cents);
  });

  it('leaves out lots of an auction taken back to draft', async () => {
    const auction = await buildAuction(t, { status: 'draft' });
    const buyer = await buildUser(t);
    await buildLot(t, auction, { status: 'sold', high_bidder_id: buyer.id, current_price_cents: 5_000 });
    expect(await wonLots(await tokenFor(t, buyer))).toEqual([]);
  });
});

describe('GET /api/watchlist', () => {
  it('names the auction of each watched lot', async () => {
    const auction = await buildAuction(t, { title: 'Truro Tool Sale', slug: 'truro-tool-sale' });
    const lot = await buildLot(t, auction, { title: 'Bench Vise' });
    const token = await tokenFor(t, await buildUser(t));
    await t.request({ method: 'POST', url: '/api/watchlist', token, payload: { lot_id: lot.id } });
    const list = await t.request<{ data: WatchedLot[] }>({ method: 'GET', url: '/api/watchlist', token });
    expect(list.body.data).toMatchObject([
      {
        id: lot.id,
        title: 'Bench Vise',
        auction: { id: auction.id, title: 'Truro Tool Sale', slug: 'truro-tool-sale' },
      },
    ]);
  });
});
