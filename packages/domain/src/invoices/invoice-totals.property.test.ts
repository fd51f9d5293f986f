import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { premiumArbitrary } from '../../test/premium-arbitrary';
import { buyersPremiumCents } from '../buyers-premium';
import {
  creditRefusal,
  type InvoiceCreditAmounts,
  type InvoiceTotalsInput,
  invoiceSetTotals,
  invoiceTotals,
} from './invoice-totals';

const numRuns = 500;
const premium = premiumArbitrary;
const hammers = fc.array(fc.integer({ min: 0, max: 100_000_000 }), { maxLength: 30 });
const charges = fc.array(
  fc.record({ amount_cents: fc.integer({ min: 1, max: 1_000_000 }), taxable: fc.boolean() }),
  { maxLength: 5 },
);
const wishedCredits = fc.array(
  fc.record({
    amount_cents: fc.integer({ min: 1, max: 50_000_000 }),
    charge_type: fc.constantFrom('discount', 'deposit'),
  }),
  { maxLength: 6 },
);
const rate = fc.integer({ min: 0, max: 10_000 });

/** Adds the credits one by one as staff would: the refused ones are left out. */
function withAcceptedCredits(base: InvoiceTotalsInput, wished: InvoiceCreditAmounts[]): InvoiceTotalsInput {
  let input = base;
  for (const credit of wished) {
    if (creditRefusal(input, credit) === null) input = { ...input, credits: [...input.credits, credit] };
  }
  return input;
}

const invoiceInput = fc
  .record({ hammers, premium, charges, wishedCredits, rate, exempt: fc.boolean() })
  .map(({ hammers, premium, charges, wishedCredits, rate, exempt }) =>
    withAcceptedCredits(
      {
        lots: hammers.map((hammer) => ({
          hammer_cents: hammer,
          premium_cents: buyersPremiumCents(hammer, premium),
        })),
        charges,
        credits: [],
        taxRateBps: rate,
        exempt,
      },
      wishedCredits,
    ),
  );

describe('invoice totals', () => {
  it('add up to the cent: the parts and the tax make the total', () => {
    fc.assert(
      fc.property(invoiceInput, (input) => {
        const t = invoiceTotals(input);
        expect(t.total_cents).toBe(
          t.hammer_cents + t.premium_cents + t.charges_cents + t.tax_cents - t.credits_cents,
        );
        expect(t.hammer_cents).toBe(input.lots.reduce((s, l) => s + l.hammer_cents, 0));
        expect(Number.isSafeInteger(t.total_cents)).toBe(true);
      }),
      { numRuns },
    );
  });

  it('charge tax once on the taxable sum, half up, and none when exempt', () => {
    fc.assert(
      fc.property(invoiceInput, (input) => {
        const t = invoiceTotals(input);
        if (input.exempt) {
          expect(t.tax_cents).toBe(0);
          return;
        }
        const exact = BigInt(t.taxable_cents) * BigInt(input.taxRateBps);
        const diff = BigInt(t.tax_cents) * 10_000n - exact;
        expect(diff > -5_000n && diff <= 5_000n).toBe(true);
      }),
      { numRuns },
    );
  });

  it('a deposit lowers what is owed but not the tax; a discount lowers both', () => {
    fc.assert(
      fc.property(invoiceInput, fc.integer({ min: 1, max: 1_000 }), (input, amount) => {
        const before = invoiceTotals(input);
        const deposit = invoiceTotals({
          ...input,
          credits: [...input.credits, { amount_cents: amount, charge_type: 'deposit' }],
        });
        expect(deposit.tax_cents).toBe(before.tax_cents);
        expect(deposit.total_cents).toBe(before.total_cents - amount);
        const discount = invoiceTotals({
          ...input,
          credits: [...input.credits, { amount_cents: amount, charge_type: 'discount' }],
        });
        expect(discount.tax_cents).toBeLessThanOrEqual(before.tax_cents);
      }),
      { numRuns },
    );
  });

  it('is never negative once the credit rule has had its say', () => {
    fc.assert(
      fc.property(invoiceInput, (input) => {
        expect(invoiceTotals(input).total_cents).toBeGreaterThanOrEqual(0);
      }),
      { numRuns },
    );
  });

  it('refuses a credit larger than what is owed', () => {
    const input: InvoiceTotalsInput = {
      lots: [{ hammer_cents: 10_000, premium_cents: 1_500 }],
      charges: [],
      credits: [],
      taxRateBps: 1_400,
      exempt: false,
    };
    expect(invoiceTotals(input)).toMatchObject({ tax_cents: 1_610, total_cents: 13_110 });
    expect(creditRefusal(input, { amount_cents: 13_111, charge_type: 'deposit' })).toMatch(/more than/);
    expect(creditRefusal(input, { amount_cents: 13_110, charge_type: 'deposit' })).toBeNull();
    expect(creditRefusal(input, { amount_cents: 11_501, charge_type: 'discount' })).toMatch(/discount/);
    expect(creditRefusal(input, { amount_cents: 11_500, charge_type: 'discount' })).toBeNull();
  });
});

describe('a set of invoices', () => {
  const invoice = fc.record({
    status: fc.constantFrom('draft', 'issued', 'partially_paid', 'paid', 'void'),
    total_cents: fc.integer({ min: 0, max: 10_000_000 }),
    paid_cents: fc.integer({ min: 0, max: 10_000_000 }),
  });

  it('a void changes no other total: the sum drops by exactly the voided invoice', () => {
    fc.assert(
      fc.property(fc.array(invoice, { minLength: 1, maxLength: 20 }), fc.nat(), (list, pick) => {
        const index = pick % list.length;
        const target = list[index] as (typeof list)[number];
        const before = invoiceSetTotals(list);
        const voided = list.map((row, i) => (i === index ? { ...row, status: 'void' as const } : row));
        const after = invoiceSetTotals(voided);
        const counted = target.status === 'void' ? 0 : 1;
        expect(after.count).toBe(before.count - counted);
        expect(after.total_cents).toBe(before.total_cents - counted * target.total_cents);
        expect(after.paid_cents).toBe(before.paid_cents - counted * target.paid_cents);
        const others = (rows: typeof list) => invoiceSetTotals(rows.filter((_, i) => i !== index));
        expect(others(voided)).toEqual(others(list));
      }),
      { numRuns },
    );
  });
});
