import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { premiumArbitrary } from '../../test/premium-arbitrary';
import { allInCost } from '../buyer-cost';
import { type BuyersPremium, buyersPremiumCents } from '../buyers-premium';
import { invoiceTotals } from './invoice-totals';
import { allocateCents, lotShares } from './lot-shares';

const numRuns = 500;
const premium = premiumArbitrary;
const hammers = fc.array(fc.integer({ min: 0, max: 100_000_000 }), { minLength: 1, maxLength: 30 });
const rate = fc.integer({ min: 0, max: 10_000 });
const lotsOf = (list: number[], p: BuyersPremium) =>
  list.map((hammer) => ({ hammer_cents: hammer, premium_cents: buyersPremiumCents(hammer, p) }));
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

describe('what each lot is shown to cost', () => {
  it('adds up to the invoice total to the cent, for any lots, premium and tax rate', () => {
    fc.assert(
      fc.property(hammers, premium, rate, fc.boolean(), (list, p, taxRateBps, exempt) => {
        const lots = lotsOf(list, p);
        const totals = invoiceTotals({ lots, charges: [], credits: [], taxRateBps, exempt });
        const shares = lotShares({ lots, taxCents: totals.tax_cents });
        expect(sum(shares.map((share) => share.total_cents))).toBe(totals.total_cents);
        expect(sum(shares.map((share) => share.tax_cents))).toBe(totals.tax_cents);
        for (const [index, share] of shares.entries()) {
          expect(share.hammer_cents).toBe(lots[index]?.hammer_cents);
          expect(share.premium_cents).toBe(lots[index]?.premium_cents);
          expect(share.total_cents).toBe(share.hammer_cents + share.premium_cents + share.tax_cents);
        }
      }),
      { numRuns },
    );
  });

  it('gives each lot its exact part of the tax, rounded down or up, never more than a cent off', () => {
    fc.assert(
      fc.property(hammers, premium, rate, (list, p, taxRateBps) => {
        const lots = lotsOf(list, p);
        const totals = invoiceTotals({ lots, charges: [], credits: [], taxRateBps, exempt: false });
        const shares = lotShares({ lots, taxCents: totals.tax_cents });
        const whole = BigInt(totals.taxable_cents);
        for (const [index, share] of shares.entries()) {
          const lot = lots[index] as (typeof lots)[number];
          const exact = BigInt(totals.tax_cents) * BigInt(lot.hammer_cents + lot.premium_cents);
          const tax = BigInt(share.tax_cents);
          if (whole === 0n) expect(share.tax_cents).toBe(0);
          else expect(tax * whole <= exact + whole && tax * whole >= exact - whole).toBe(true);
        }
      }),
      { numRuns },
    );
  });

  it('leaves the taxable charges their part, so lots and charges less credits make the total', () => {
    fc.assert(
      fc.property(
        hammers,
        premium,
        rate,
        fc.array(fc.integer({ min: 1, max: 1_000_000 }), { maxLength: 4 }),
        fc.integer({ min: 0, max: 10_000 }),
        (list, p, taxRateBps, chargeAmounts, deposit) => {
          const lots = lotsOf(list, p);
          const charges = chargeAmounts.map((amount) => ({ amount_cents: amount, taxable: true }));
          const credits = deposit > 0 ? [{ amount_cents: deposit, charge_type: 'deposit' }] : [];
          const totals = invoiceTotals({ lots, charges, credits, taxRateBps, exempt: false });
          const shares = lotShares({ lots, taxableChargesCents: chargeAmounts, taxCents: totals.tax_cents });
          const chargesTax = allocateCents(totals.tax_cents, [
            ...lots.map((lot) => lot.hammer_cents + lot.premium_cents),
            ...chargeAmounts,
          ]).slice(lots.length);
          expect(
            sum(shares.map((share) => share.total_cents)) +
              sum(chargeAmounts) +
              sum(chargesTax) -
              sum(credits.map((credit) => credit.amount_cents)),
          ).toBe(totals.total_cents);
        },
      ),
      { numRuns },
    );
  });

  it('is what rounding the tax per lot got wrong: $1,063.88 shown for an invoice of $1,063.87', () => {
    const fifteen: BuyersPremium = { kind: 'flat', rateBps: 1_500 };
    const lots = lotsOf([40_575, 40_575], fifteen);
    const totals = invoiceTotals({ lots, charges: [], credits: [], taxRateBps: 1_400, exempt: false });
    expect(totals.total_cents).toBe(106_387);
    const perLot = allInCost({
      hammerCents: 40_575,
      premium: fifteen,
      taxRates: [{ effectiveFrom: '2025-04-01', rateBps: 1_400 }],
      saleDate: '2026-11-20',
    });
    expect(2 * perLot.totalCents).toBe(106_388);
    const shares = lotShares({ lots, taxCents: totals.tax_cents });
    expect(shares.map((share) => share.tax_cents)).toEqual([6_533, 6_532]);
    expect(sum(shares.map((share) => share.total_cents))).toBe(106_387);
  });
});

describe('allocateCents', () => {
  it('splits any amount into parts that add up to it, each within a cent of its exact share', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000_000 }),
        fc.array(fc.integer({ min: 0, max: 1_000_000_000 }), { minLength: 1, maxLength: 20 }),
        (amount, weights) => {
          const parts = allocateCents(amount, weights);
          expect(sum(parts)).toBe(amount);
          const whole = sum(weights);
          for (const [index, part] of parts.entries()) {
            const exact = whole === 0 ? amount / weights.length : (amount * (weights[index] ?? 0)) / whole;
            expect(Math.abs(part - exact)).toBeLessThan(1 + 1e-6);
          }
        },
      ),
      { numRuns },
    );
  });

  it('gives the odd cent to the largest remainder, then the earlier part', () => {
    expect(allocateCents(10, [1, 1, 1])).toEqual([4, 3, 3]);
    expect(allocateCents(5, [0, 0])).toEqual([3, 2]);
    expect(allocateCents(7, [1, 2])).toEqual([2, 5]);
  });
});
