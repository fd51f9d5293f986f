import { describe, expect, it } from 'vitest';
import {
  type BuyersPremium,
  buyersPremiumCents,
  buyersPremiumProblems,
  DEFAULT_BUYERS_PREMIUM,
} from './buyers-premium';

/** 15% of the first $5,000, 10% of the rest. */
const tiered: BuyersPremium = {
  kind: 'tiered',
  tiers: [
    { fromCents: 0, rateBps: 1_500 },
    { fromCents: 500_000, rateBps: 1_000 },
  ],
};

describe('buyersPremiumCents, flat', () => {
  it('is 15% by default', () => {
    expect(buyersPremiumCents(10_000, DEFAULT_BUYERS_PREMIUM)).toBe(1_500);
    expect(buyersPremiumCents(0, DEFAULT_BUYERS_PREMIUM)).toBe(0);
  });

  it('rounds to the cent, half up', () => {
    expect(buyersPremiumCents(10, DEFAULT_BUYERS_PREMIUM)).toBe(2);
    expect(buyersPremiumCents(3, DEFAULT_BUYERS_PREMIUM)).toBe(0);
    expect(buyersPremiumCents(1_001, { kind: 'flat', rateBps: 1_250 })).toBe(125);
    expect(buyersPremiumCents(1_004, { kind: 'flat', rateBps: 1_250 })).toBe(126);
  });

  it('refuses a hammer price that is not whole cents', () => {
    expect(() => buyersPremiumCents(-1, DEFAULT_BUYERS_PREMIUM)).toThrow(RangeError);
    expect(() => buyersPremiumCents(10.5, DEFAULT_BUYERS_PREMIUM)).toThrow(RangeError);
  });
});

describe('buyersPremiumCents, tiered by slices of the hammer price', () => {
  it('charges the first rate up to the boundary, and the next rate only on the part above it', () => {
    expect(buyersPremiumCents(499_999, tiered)).toBe(75_000);
    expect(buyersPremiumCents(500_000, tiered)).toBe(75_000);
    expect(buyersPremiumCents(500_001, tiered)).toBe(75_000);
    expect(buyersPremiumCents(500_005, tiered)).toBe(75_001);
    expect(buyersPremiumCents(1_000_000, tiered)).toBe(125_000);
  });

  it('equals a flat rate when there is one tier', () => {
    const single: BuyersPremium = { kind: 'tiered', tiers: [{ fromCents: 0, rateBps: 1_500 }] };
    expect(buyersPremiumCents(123_457, single)).toBe(buyersPremiumCents(123_457, DEFAULT_BUYERS_PREMIUM));
  });
});

describe('buyersPremiumProblems', () => {
  it('accepts the default and a well-formed tier table', () => {
    expect(buyersPremiumProblems(DEFAULT_BUYERS_PREMIUM)).toEqual([]);
    expect(buyersPremiumProblems(tiered)).toEqual([]);
  });

  it('refuses rates outside 0% to 100% or in fractions of a basis point', () => {
    const problem = 'The rate must be a whole number of basis points from 0 to 10,000 (0% to 100%).';
    expect(buyersPremiumProblems({ kind: 'flat', rateBps: 10_001 })).toEqual([problem]);
    expect(buyersPremiumProblems({ kind: 'flat', rateBps: 12.5 })).toEqual([problem]);
  });

  it('names tiers that do not start at $0 or do not ascend', () => {
    expect(buyersPremiumProblems({ kind: 'tiered', tiers: [] })).toEqual([
      'Add at least one tier, starting from $0.00.',
    ]);
    expect(
      buyersPremiumProblems({
        kind: 'tiered',
        tiers: [
          { fromCents: 100, rateBps: 1_500 },
          { fromCents: 100, rateBps: -1 },
        ],
      }),
    ).toEqual([
      'The first tier must start from $0.00.',
      'Tier 2: the "from" amount must be higher than the tier above.',
      'Tier 2: the rate must be a whole number of basis points from 0 to 10,000 (0% to 100%).',
    ]);
  });
});
