import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allInCost } from './buyer-cost';
import { buyersPremiumCents } from './buyers-premium';
import { commissionForHammer, NO_COMMISSION_TERMS } from './commission';
import { extendedPriceCents, lotPriceWords, unitsSold } from './quantity-lot';
import { NOVA_SCOTIA_HST_RATES } from './tax-rates';

const numRuns = 1_000;
const unitCents = fc.integer({ min: 0, max: 5_000_000 });
const quantity = fc.integer({ min: 1, max: 10_000 });
const premium = fc.integer({ min: 0, max: 5_000 }).map((rateBps) => ({ kind: 'flat' as const, rateBps }));

describe('a quantity lot, bid per unit', () => {
  it('bills every unit at the hammer per unit; a lot that is not per unit is one unit whatever its quantity', () => {
    fc.assert(
      fc.property(unitCents, quantity, fc.boolean(), (unit, units, perUnit) => {
        const extended = extendedPriceCents(unit, { perUnit, quantity: units });
        expect(extended).toBe(perUnit ? unit * units : unit);
        expect(unitsSold({ perUnit, quantity: units })).toBe(perUnit ? units : 1);
      }),
      { numRuns },
    );
  });

  it('charges premium and tax on the extended hammer, and the lines add up to the cent', () => {
    fc.assert(
      fc.property(unitCents, quantity, premium, (unit, units, schedule) => {
        const hammer = extendedPriceCents(unit, { perUnit: true, quantity: units });
        const cost = allInCost({
          hammerCents: hammer,
          premium: schedule,
          taxRates: NOVA_SCOTIA_HST_RATES,
          saleDate: '2026-12-01',
        });
        expect(cost.premiumCents).toBe(buyersPremiumCents(hammer, schedule));
        expect(cost.totalCents).toBe(hammer + cost.premiumCents + cost.taxCents);
        // Premium on the whole is never more than a cent a unit away from premium unit by unit.
        const unitByUnit = buyersPremiumCents(unit, schedule) * units;
        expect(Math.abs(cost.premiumCents - unitByUnit)).toBeLessThanOrEqual(units);
      }),
      { numRuns },
    );
  });

  it("splits the extended hammer between the consignor and the house's commission to the cent", () => {
    fc.assert(
      fc.property(unitCents, quantity, fc.integer({ min: 0, max: 10_000 }), (unit, units, rateBp) => {
        const hammer = extendedPriceCents(unit, { perUnit: true, quantity: units });
        const commission = commissionForHammer(NO_COMMISSION_TERMS, hammer, rateBp);
        const exact = BigInt(hammer) * BigInt(rateBp);
        expect(BigInt(commission)).toBe((exact + 5_000n) / 10_000n);
        expect(hammer - commission).toBeGreaterThanOrEqual(0);
      }),
      { numRuns },
    );
  });
});

describe('a lot price in words', () => {
  it('gives the whole and its working for a quantity lot, the price alone otherwise', () => {
    expect(lotPriceWords(800, { perUnit: true, quantity: 12 })).toBe('$96.00 (12 units at $8.00)');
    expect(lotPriceWords(800, { perUnit: true, quantity: 1 })).toBe('$8.00 (1 unit at $8.00)');
    expect(lotPriceWords(4_500, { perUnit: false, quantity: 2 })).toBe('$45.00');
  });
});
