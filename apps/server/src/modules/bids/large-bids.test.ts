import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bid, buildBidder, buildSale } from '../../../test/bids/bid-test-sale';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { bids, lots, maxBids } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('bids of millions of dollars (an equipment sale)', () => {
  it('accepts $21,474,836.48, past a 32-bit column, and stores it exactly', async () => {
    const { auction, lot } = await buildSale(t, { lot: { starting_bid_cents: 2_147_483_648 } });
    const anne = await buildBidder(t, auction);
    const answer = await bid(t, anne, lot, 21_474_836.48);
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ current_bid: 21_474_836.48, your_max: 21_474_836.48 });
    const [row] = await t.db.select().from(lots).where(eq(lots.id, lot.id));
    expect(row).toMatchObject({ current_price_cents: 2_147_483_648, high_max_cents: 2_147_483_648 });
  });

  it('lets a rival outbid a $50 million maximum by proxy up to the largest amount', async () => {
    const { auction, lot } = await buildSale(t);
    const anne = await buildBidder(t, auction);
    const ben = await buildBidder(t, auction);
    expect((await bid(t, anne, lot, 50_000_000)).status).toBe(201);
    const answer = await bid(t, ben, lot, 99_999_999.99);
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ is_high_bidder: true, your_max: 99_999_999.99 });
    const stored = await t.db.select().from(bids).where(eq(bids.lot_id, lot.id)).orderBy(bids.seq);
    expect(stored).toMatchObject([
      { bidder_id: anne.id, kind: 'max', max_cents: 5_000_000_000 },
      { bidder_id: anne.id, kind: 'proxy', amount_cents: 5_000_000_000 },
      { bidder_id: ben.id, kind: 'max', amount_cents: 5_000_010_000, max_cents: 9_999_999_999 },
    ]);
    const [max] = await t.db.select().from(maxBids).where(eq(maxBids.bidder_id, ben.id));
    expect(max?.max_cents).toBe(9_999_999_999);
    const mine = await t.request({ method: 'GET', url: `/api/lots/${lot.id}/my-bid`, token: ben.token });
    expect(mine.body).toMatchObject({ your_max: 99_999_999.99, is_high_bidder: true });
  });

  it('refuses an amount above the largest with 422 naming the field, and stores nothing', async () => {
    const { auction, lot } = await buildSale(t);
    const anne = await buildBidder(t, auction);
    for (const amount of [100_000_000, 21_474_836_480, 1e20]) {
      const answer = await bid(t, anne, lot, amount);
      expect(answer.status).toBe(422);
      expect(answer.body.errors?.amount?.[0]).toBe('Your bid is too large.');
    }
    expect(await t.db.select().from(bids).where(eq(bids.lot_id, lot.id))).toEqual([]);
  });
});
