import {
  buyerPremiumSchema,
  centsToDollars,
  dollarsInCents,
  incrementProfileBodySchema,
  maxMoneyCents,
} from '@auction/contracts';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bid, buildBidder, buildSale } from '../../test/bids/bid-test-sale';
import { buildRegistration, buildUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { rowsOf } from './queries';
import { auctionRegistrations, auctions, bidIncrementProfiles, bids, lots, maxBids } from './schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Any amount in cents, with the edges of 32 bits and of the contracts drawn often. */
const amounts = fc.oneof(
  fc.constantFrom(0, 2_147_483_647, 2_147_483_648, maxMoneyCents - 1, maxMoneyCents),
  fc.integer({ min: 0, max: maxMoneyCents }),
);

describe('money columns', () => {
  it('keep exactly, as numbers, every amount the contracts accept', async () => {
    const { auction, lot } = await buildSale(t);
    const anne = await buildBidder(t, auction);
    const user = await buildUser(t);
    await buildRegistration(t, auction, user);
    const [profile] = await t.db
      .insert(bidIncrementProfiles)
      .values({ name: 'Equipment', rows: [{ from_cents: 0, increment_cents: 100 }] })
      .returning();
    if (!profile) throw new Error('no profile');
    await bid(t, anne, lot, 20);

    await fc.assert(
      fc.asyncProperty(amounts, async (amountCents) => {
        expect(dollarsInCents('An amount').parse(centsToDollars(amountCents))).toBe(amountCents);
        // The jsonb amounts: an increment row and a premium tier from this amount.
        const step = amountCents > 0 ? [{ from_amount: centsToDollars(amountCents), increment: 1 }] : [];
        const increments = incrementProfileBodySchema
          .parse({ name: 'Equipment', rows: [{ from_amount: 0, increment: 1 }, ...step] })
          .rows.map((row) => ({ from_cents: row.from_amount, increment_cents: row.increment }));
        const tier = amountCents > 0 ? [{ from_cents: amountCents, rate_bp: 1000 }] : [];
        const premium = buyerPremiumSchema.parse({
          kind: 'tiered',
          tiers: [{ from_cents: 0, rate_bp: 1500 }, ...tier],
        });

        await t.db
          .update(lots)
          .set({
            starting_bid_cents: amountCents,
            reserve_cents: amountCents,
            current_price_cents: amountCents,
            high_max_cents: amountCents,
          })
          .where(eq(lots.id, lot.id));
        await t.db
          .update(auctions)
          .set({ deposit_cents: amountCents, buyer_premium: premium })
          .where(eq(auctions.id, auction.id));
        await t.db
          .update(auctionRegistrations)
          .set({ bidding_limit_cents: amountCents })
          .where(eq(auctionRegistrations.user_id, user.id));
        await t.db
          .update(bidIncrementProfiles)
          .set({ rows: increments })
          .where(eq(bidIncrementProfiles.id, profile.id));
        await t.db
          .update(bids)
          .set({ amount_cents: amountCents, max_cents: amountCents })
          .where(eq(bids.lot_id, lot.id));
        await t.db.update(maxBids).set({ max_cents: amountCents }).where(eq(maxBids.lot_id, lot.id));

        const [stored] = await t.db.select().from(lots).where(eq(lots.id, lot.id));
        expect(stored).toMatchObject({
          starting_bid_cents: amountCents,
          reserve_cents: amountCents,
          current_price_cents: amountCents,
          high_max_cents: amountCents,
        });
        const [sale] = await t.db.select().from(auctions).where(eq(auctions.id, auction.id));
        expect(sale?.deposit_cents).toBe(amountCents);
        expect(sale?.buyer_premium).toEqual(premium);
        const [registration] = await t.db
          .select()
          .from(auctionRegistrations)
          .where(eq(auctionRegistrations.user_id, user.id));
        expect(registration?.bidding_limit_cents).toBe(amountCents);
        const [stepped] = await t.db
          .select()
          .from(bidIncrementProfiles)
          .where(eq(bidIncrementProfiles.id, profile.id));
        expect(stepped?.rows).toEqual(increments);

        // The bid path reads with raw SQL: the drivers must hand back numbers too.
        const raw = await rowsOf<Record<string, unknown>>(
          t.db,
          sql`select l.starting_bid_cents, l.reserve_cents, l.current_price_cents, l.high_max_cents,
            b.amount_cents, b.max_cents as bid_max_cents, m.max_cents, a.deposit_cents, r.bidding_limit_cents
          from lots l join bids b on b.lot_id = l.id join max_bids m on m.lot_id = l.id
          join auctions a on a.id = l.auction_id
          join auction_registrations r on r.auction_id = a.id and r.user_id = ${user.id}
          where l.id = ${lot.id}`,
        );
        expect(raw).toEqual([
          {
            starting_bid_cents: amountCents,
            reserve_cents: amountCents,
            current_price_cents: amountCents,
            high_max_cents: amountCents,
            amount_cents: amountCents,
            bid_max_cents: amountCents,
            max_cents: amountCents,
            deposit_cents: amountCents,
            bidding_limit_cents: amountCents,
          },
        ]);
      }),
      { numRuns: 40 },
    );
  });

  it('and the contracts refuse a cent more than the largest amount', () => {
    expect(dollarsInCents('An amount').safeParse(centsToDollars(maxMoneyCents + 1)).success).toBe(false);
  });
});
