import { describe, expect, it } from 'vitest';
import { allInCost } from './buyer-cost';
import { type BuyersPremium, DEFAULT_BUYERS_PREMIUM } from './buyers-premium';
import { NOVA_SCOTIA_HST_RATES } from './tax-rates';

const onDay = (saleDate: string, hammerCents: number, premium: BuyersPremium = DEFAULT_BUYERS_PREMIUM) =>
  allInCost({ hammerCents, premium, taxRates: NOVA_SCOTIA_HST_RATES, saleDate });

describe('allInCost', () => {
  it('adds 15% premium and 14% HST on hammer + premium from 1 April 2025', () => {
    expect(onDay('2025-04-01', 10_000)).toEqual({
      hammerCents: 10_000,
      premiumCents: 1_500,
      taxCents: 1_610,
      totalCents: 13_110,
    });
  });

  it('charges 15% HST the day before', () => {
    expect(onDay('2025-03-31', 10_000)).toEqual({
      hammerCents: 10_000,
      premiumCents: 1_500,
      taxCents: 1_725,
      totalCents: 13_225,
    });
  });

  it('taxes the rounded premium, each rounded half up', () => {
    // $1.11 hammer: premium 16.65 -> 17 cents; tax 14% of 128 = 17.92 -> 18 cents.
    expect(onDay('2025-06-01', 111)).toEqual({
      hammerCents: 111,
      premiumCents: 17,
      taxCents: 18,
      totalCents: 146,
    });
    // $0.25 hammer: premium 3.75 -> 4; tax 14% of 29 = 4.06 -> 4.
    expect(onDay('2025-06-01', 25)).toMatchObject({ premiumCents: 4, taxCents: 4, totalCents: 33 });
    // $0.30 hammer, no premium: tax 14% of 30 = 4.2 -> 4; 15% of 30 = 4.5 -> 5 (the half goes up).
    const none: BuyersPremium = { kind: 'flat', rateBps: 0 };
    expect(onDay('2025-06-01', 30, none).taxCents).toBe(4);
    expect(onDay('2025-03-01', 30, none).taxCents).toBe(5);
  });

  it('uses premium tiers at their boundary', () => {
    const tiered: BuyersPremium = {
      kind: 'tiered',
      tiers: [
        { fromCents: 0, rateBps: 1_500 },
        { fromCents: 500_000, rateBps: 1_000 },
      ],
    };
    expect(onDay('2025-06-01', 500_000, tiered)).toEqual({
      hammerCents: 500_000,
      premiumCents: 75_000,
      taxCents: 80_500,
      totalCents: 655_500,
    });
    expect(onDay('2025-06-01', 600_000, tiered)).toMatchObject({ premiumCents: 85_000, taxCents: 95_900 });
  });

  it('throws when no tax rate is in force', () => {
    expect(() => onDay('2001-01-01', 10_000)).toThrow(/No tax rate/);
  });
});
