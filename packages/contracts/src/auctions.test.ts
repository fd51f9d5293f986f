import { describe, expect, it } from 'vitest';
import { auctionBodySchema, buyerPremiumSchema } from './auctions';
import { lotBodySchema, lotBulkPricesBodySchema } from './lots';

const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('auctionBodySchema', () => {
  it("fills the auction house's defaults", () => {
    expect(auctionBodySchema.parse({ title: 'Sale' })).toMatchObject({
      type: 'timed',
      time_zone: 'America/Halifax',
      buyer_premium: { kind: 'flat', rate_bp: 1500 },
      soft_close_window_seconds: 120,
      soft_close_extension_seconds: 120,
      stagger_seconds: 30,
      requires_approval: false,
      category_ids: [],
    });
  });

  it('refuses premium tiers out of order and rates over 100%', () => {
    const tiers = buyerPremiumSchema.safeParse({
      kind: 'tiered',
      tiers: [
        { from_cents: 0, rate_bp: 1500 },
        { from_cents: 0, rate_bp: 1000 },
      ],
    });
    expect(messages(tiers)).toEqual([['tiers', 'Each tier must start higher than the one above.']]);
    const flat = buyerPremiumSchema.safeParse({ kind: 'flat', rate_bp: 12_000 });
    expect(messages(flat)).toEqual([['rate_bp', "The buyer's premium may not be more than 100%."]]);
  });
});

describe('lot bodies', () => {
  it('turns the starting bid into cents and keeps the reserve in cents', () => {
    const body = lotBodySchema.parse({
      title: 'Canoe',
      lot_number: '12A',
      startingBid: 300,
      reserve_cents: 50_000,
    });
    expect(body).toMatchObject({
      startingBid: 30_000,
      reserve_cents: 50_000,
      quantity: 1,
    });
  });

  it('says what is wrong in plain words', () => {
    expect(
      messages(lotBodySchema.safeParse({ title: 'Canoe', lot_number: '12-A', startingBid: 0.5 })),
    ).toEqual([
      ['lot_number', 'The lot number must be digits with up to two letters, e.g. 12 or 12A.'],
      ['startingBid', 'The starting bid must be at least $1.00.'],
    ]);
    expect(messages(lotBulkPricesBodySchema.safeParse({ lots: [] }))).toEqual([
      ['lots', 'List the lots to change.'],
    ]);
  });
});
