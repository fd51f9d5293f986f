import { describe, expect, it } from 'vitest';
import {
  type CommissionTerms,
  commissionBands,
  commissionForHammer,
  NO_COMMISSION_TERMS,
} from './commission';

const fees = { minimumPerLotCents: 0, lotFeeCents: 0, photoFeeCents: 0, unsoldFeeCents: 0 };
/** 25% to $500, 20% from $500 to $5,000, 15% from $5,000 up. */
const tiers = [
  { fromCents: 0, rateBp: 2_500 },
  { fromCents: 50_000, rateBp: 2_000 },
  { fromCents: 500_000, rateBp: 1_500 },
];
const sliding: CommissionTerms = { kind: 'sliding', tiers, ...fees };
const incremental: CommissionTerms = { kind: 'incremental', tiers, ...fees };

describe('commission on a hammer price', () => {
  it('takes a flat rate of the whole hammer', () => {
    const flat: CommissionTerms = { kind: 'flat', tiers: [{ fromCents: 0, rateBp: 1_500 }], ...fees };
    expect(commissionForHammer(flat, 123_456)).toBe(18_518); // 15% of $1,234.56 = $185.184
  });

  it('sliding: the whole $1,200 hammer at the 20% of its tier', () => {
    expect(commissionForHammer(sliding, 120_000)).toBe(24_000);
    expect(commissionForHammer(sliding, 49_999)).toBe(12_500); // 25% of $499.99 = $124.9975 -> $125.00
    expect(commissionForHammer(sliding, 50_000)).toBe(10_000); // the tier starts at its "from"
  });

  it('incremental: $500 at 25% plus $700 at 20% of a $1,200 hammer', () => {
    expect(commissionForHammer(incremental, 120_000)).toBe(12_500 + 14_000);
    expect(commissionForHammer(incremental, 600_000)).toBe(12_500 + 90_000 + 15_000);
    expect(commissionBands(incremental, 120_000)).toEqual([
      { fromCents: 0, toCents: 50_000, rateBp: 2_500 },
      { fromCents: 50_000, toCents: 120_000, rateBp: 2_000 },
    ]);
  });

  it('rounds half up once, after adding the bands', () => {
    // $0.02 at 25% = 0.5 cent -> 1 cent.
    expect(commissionForHammer(sliding, 2)).toBe(1);
    const halves: CommissionTerms = {
      kind: 'incremental',
      tiers: [
        { fromCents: 0, rateBp: 2_500 },
        { fromCents: 2, rateBp: 2_500 },
      ],
      ...fees,
    };
    // Two half cents make one cent, not two rounded up separately.
    expect(commissionForHammer(halves, 4)).toBe(1);
  });

  it('raises a small commission to the minimum, but never above the hammer', () => {
    const withMinimum = { ...sliding, minimumPerLotCents: 1_000 };
    expect(commissionForHammer(withMinimum, 2_000)).toBe(1_000); // 25% of $20 = $5 -> minimum $10
    expect(commissionForHammer(withMinimum, 600)).toBe(600); // a $6 lot pays $6, not $10
    expect(commissionForHammer(withMinimum, 0)).toBe(0);
    expect(commissionForHammer(withMinimum, 100_000)).toBe(20_000);
  });

  it("uses an item's own rate instead of the profile's rates and minimum", () => {
    const withMinimum = { ...incremental, minimumPerLotCents: 1_000 };
    expect(commissionForHammer(withMinimum, 120_000, 1_000)).toBe(12_000);
    expect(commissionForHammer(withMinimum, 2_000, 0)).toBe(0);
    expect(commissionForHammer(withMinimum, 2_000, null)).toBe(1_000);
  });

  it('takes nothing without a profile', () => {
    expect(commissionForHammer(NO_COMMISSION_TERMS, 999_999)).toBe(0);
  });

  it('refuses impossible input rather than guessing', () => {
    expect(() => commissionForHammer(sliding, -1)).toThrow(RangeError);
    expect(() => commissionForHammer(sliding, 1.5)).toThrow(RangeError);
    expect(() => commissionForHammer(sliding, 100, 10_001)).toThrow(RangeError);
  });
});
