import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bid, buildBidder, buildSale } from '../../../test/bids/bid-test-sale';
import { buildConsignor, buildLot, buildRegistration, buildUser, tokenFor } from '../../../test/factories';
import { createTestApp, type TestApp, testClock } from '../../../test/test-app';
import { bidIncrementProfiles, bids, lots, maxBids } from '../../db/schema';

let t: TestApp;
const clock = testClock();
beforeAll(async () => {
  t = await createTestApp({ deps: { clock } });
});
afterAll(() => t.close());

const storedBids = (lotId: string) =>
  t.db.select().from(bids).where(eq(bids.lot_id, lotId)).orderBy(bids.seq);

describe('POST /api/lots/:id/bids', () => {
  it('accepts a first bid at the starting price and keeps the maximum private', async () => {
    const { auction, lot } = await buildSale(t);
    const anne = await buildBidder(t, auction);
    const answer = await bid(t, anne, lot, 50);
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      lot_id: lot.id,
      is_high_bidder: true,
      your_max: 50,
      current_bid: 20,
      bid_count: 1,
      minimum_next_bid: 21,
      reserve_met: true,
      is_extended: false,
    });
    expect(await storedBids(lot.id)).toMatchObject([
      { bidder_id: anne.id, kind: 'max', amount_cents: 2000, max_cents: 5000, seq: 1 },
    ]);
    expect(await t.db.select().from(maxBids).where(eq(maxBids.lot_id, lot.id))).toMatchObject([
      { bidder_id: anne.id, max_cents: 5000, seq: 1 },
    ]);
    const publicLot = await t.request({ method: 'GET', url: `/api/lots/${lot.id}` });
    expect(publicLot.body).toMatchObject({ currentBid: 20, bidCount: 1, minimum_next_bid: 21 });
    expect(publicLot.text).not.toContain('max');
  });

  it('answers a lower challenger with a proxy bid for the high bidder', async () => {
    const { auction, lot } = await buildSale(t);
    const anne = await buildBidder(t, auction);
    const ben = await buildBidder(t, auction);
    await bid(t, anne, lot, 50);
    const answer = await bid(t, ben, lot, 30);
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ is_high_bidder: false, current_bid: 31, bid_count: 3, your_max: 30 });
    expect(await storedBids(lot.id)).toMatchObject([
      { bidder_id: anne.id, kind: 'max', amount_cents: 2000 },
      { bidder_id: ben.id, kind: 'max', amount_cents: 3000, max_cents: 3000 },
      { bidder_id: anne.id, kind: 'proxy', amount_cents: 3100, max_cents: null },
    ]);
  });

  it('lets a higher maximum take the lead one increment above the old maximum', async () => {
    const { auction, lot } = await buildSale(t);
    const anne = await buildBidder(t, auction);
    const ben = await buildBidder(t, auction);
    await bid(t, anne, lot, 50);
    const answer = await bid(t, ben, lot, 80);
    expect(answer.body).toMatchObject({ is_high_bidder: true, current_bid: 51, bid_count: 3 });
    const [row] = await t.db.select().from(lots).where(eq(lots.id, lot.id));
    expect(row).toMatchObject({ high_bidder_id: ben.id, high_max_cents: 8000, current_price_cents: 5100 });
  });

  it('keeps the earlier bidder ahead on a tie', async () => {
    const { auction, lot } = await buildSale(t);
    const anne = await buildBidder(t, auction);
    const ben = await buildBidder(t, auction);
    await bid(t, anne, lot, 50);
    const answer = await bid(t, ben, lot, 50);
    expect(answer.body).toMatchObject({ is_high_bidder: false, current_bid: 50 });
    const [row] = await t.db.select().from(lots).where(eq(lots.id, lot.id));
    expect(row?.high_bidder_id).toBe(anne.id);
  });

  it('lets the high bidder raise their own maximum without moving the price, but not lower it', async () => {
    const { auction, lot } = await buildSale(t);
    const anne = await buildBidder(t, auction);
    await bid(t, anne, lot, 50);
    const raised = await bid(t, anne, lot, 70);
    expect(raised.body).toMatchObject({ is_high_bidder: true, current_bid: 20, bid_count: 2, your_max: 70 });
    const lower = await bid(t, anne, lot, 60);
    expect(lower.status).toBe(409);
    expect(lower.body.code).toBe('NOT_ABOVE_OWN_MAX');
    expect(lower.body.message).toContain('$70.00');
  });

  it('moves the price up to the reserve when the high bidder raises past it', async () => {
    const { auction, lot } = await buildSale(t, { lot: { reserve_cents: 4000 } });
    const anne = await buildBidder(t, auction);
    expect((await bid(t, anne, lot, 30)).body).toMatchObject({ current_bid: 20, reserve_met: false });
    expect((await bid(t, anne, lot, 45)).body).toMatchObject({ current_bid: 40, reserve_met: true });
  });

  it('extends a lot when a bid lands in the soft-close window', async () => {
    const endAt = new Date(clock().getTime() + 60_000);
    const { auction, lot } = await buildSale(t, { lot: { end_at: endAt } });
    const anne = await buildBidder(t, auction);
    const answer = await bid(t, anne, lot, 25);
    expect(answer.body.is_extended).toBe(true);
    expect(answer.body.end_date).toBe(new Date(clock().getTime() + 120_000).toISOString());
    const [row] = await t.db.select().from(lots).where(eq(lots.id, lot.id));
    expect(row?.end_at?.toISOString()).toBe(answer.body.end_date);
  });

  it("uses the auction's own increment profile for the minimum next bid", async () => {
    const [profile] = await t.db
      .insert(bidIncrementProfiles)
      .values({ name: 'Fives', rows: [{ from_cents: 0, increment_cents: 500 }] })
      .returning();
    const { auction, lot } = await buildSale(t, { auction: { increment_profile_id: profile?.id ?? null } });
    const anne = await buildBidder(t, auction);
    expect((await bid(t, anne, lot, 50)).body.minimum_next_bid).toBe(25);
    const publicLot = await t.request({ method: 'GET', url: `/api/lots/${lot.id}` });
    expect(publicLot.body.minimum_next_bid).toBe(25);
    const list = await t.request<{ data: { minimum_next_bid: number }[] }>({
      method: 'GET',
      url: `/api/auctions/${auction.id}/lots`,
    });
    expect(list.body.data.map((item) => item.minimum_next_bid)).toEqual([25]);
  });

  it('answers a retried bid with its first answer and counts it once', async () => {
    const { auction, lot } = await buildSale(t);
    const anne = await buildBidder(t, auction);
    const ben = await buildBidder(t, auction);
    await bid(t, anne, lot, 50);
    const first = await bid(t, ben, lot, 30, 'retry-key-0001');
    const again = await bid(t, ben, lot, 30, 'retry-key-0001');
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    const [retried] = await Promise.all([
      bid(t, anne, lot, 90, 'retry-key-0002'),
      bid(t, anne, lot, 90, 'retry-key-0002'),
    ]);
    expect(retried.status).toBe(201);
    expect(await storedBids(lot.id)).toHaveLength(4);
    const [row] = await t.db.select().from(lots).where(eq(lots.id, lot.id));
    expect(row?.bid_count).toBe(4);
  });
});

describe('refused bids', () => {
  it('refuses lots that are not open, closed or past their end', async () => {
    const cases = [
      [{ status: 'upcoming' as const }, 'LOT_NOT_OPEN'],
      [{ status: 'sold' as const }, 'LOT_CLOSED'],
      [{ end_at: new Date(clock().getTime() - 1000) }, 'LOT_ENDED'],
    ] as const;
    for (const [lotOptions, code] of cases) {
      const { auction, lot } = await buildSale(t, { lot: lotOptions });
      const answer = await bid(t, await buildBidder(t, auction), lot, 50);
      expect([answer.status, answer.body.code]).toEqual([409, code]);
    }
  });

  it('names the minimum when a bid is too low', async () => {
    const { auction, lot } = await buildSale(t, { lot: { starting_bid_cents: 10_500 } });
    const answer = await bid(t, await buildBidder(t, auction), lot, 100);
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({
      code: 'BELOW_MINIMUM',
      message: 'Your bid must be at least $105.00.',
    });
  });

  it('refuses bidders who are not verified, registered or approved (403)', async () => {
    const { auction, lot } = await buildSale(t, { auction: { requires_approval: true } });
    const unverified = await buildUser(t, { verified: false });
    await buildRegistration(t, auction, unverified);
    const stranger = await buildUser(t);
    const pending = await buildBidder(t, auction, { status: 'pending' });
    const rejected = await buildBidder(t, auction, { status: 'rejected' });
    const answers = await Promise.all([
      bid(t, { token: await tokenFor(t, unverified) }, lot, 50),
      bid(t, { token: await tokenFor(t, stranger) }, lot, 50),
      bid(t, pending, lot, 50),
      bid(t, rejected, lot, 50),
    ]);
    expect(answers.map((answer) => [answer.status, answer.body.code])).toEqual([
      [403, 'EMAIL_NOT_VERIFIED'],
      [403, 'NOT_REGISTERED'],
      [403, 'REGISTRATION_NOT_APPROVED'],
      [403, 'REGISTRATION_NOT_APPROVED'],
    ]);
  });

  it('lets a pending registration bid where the auction needs no approval', async () => {
    const { auction, lot } = await buildSale(t);
    expect((await bid(t, await buildBidder(t, auction, { status: 'pending' }), lot, 50)).status).toBe(201);
  });

  it('refuses a maximum over the bidding limit and a bid on your own lot', async () => {
    const { auction, lot } = await buildSale(t);
    const limited = await buildBidder(t, auction, { bidding_limit_cents: 3000 });
    const overLimit = await bid(t, limited, lot, 40);
    expect(overLimit.body).toMatchObject({
      code: 'OVER_BIDDING_LIMIT',
      message: 'Your bidding limit for this auction is $30.00.',
    });
    expect(overLimit.status).toBe(409);
    const consignor = await buildBidder(t, auction);
    const record = await buildConsignor(t, { user_id: consignor.id });
    const ownLot = await buildLot(t, auction, { consignor_id: record.id, end_at: lot.end_at });
    const own = await bid(t, consignor, ownLot, 50);
    expect([own.status, own.body.code]).toEqual([409, 'OWN_LOT']);
    expect(await storedBids(lot.id)).toHaveLength(0);
  });

  it('answers 404 for a lot that does not exist and 422 for a bad amount', async () => {
    const { auction } = await buildSale(t);
    const anne = await buildBidder(t, auction);
    expect((await bid(t, anne, { id: '00000000-0000-4000-8000-000000000000' }, 50)).status).toBe(404);
    const { lot } = await buildSale(t);
    expect((await bid(t, anne, lot, 20.005)).status).toBe(422);
  });
});
