import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accountTotals, journalTotals, linesTotals } from './journal';
import { type PeriodFacts, periodJournal } from './journal-entries';

const cents = fc.integer({ min: 0, max: 5_000_000 });
const signed = fc.integer({ min: -5_000_000, max: 5_000_000 }).filter((value) => value !== 0);
const day = fc.constantFrom('2026-11-02', '2026-11-15', '2026-11-30');
const id = fc.uuid();
const province = fc.constantFrom('NS', 'ON', 'NB', 'XX');
const rate = fc.constantFrom(0, 500, 1300, 1400, 1500);
const buyerMethod = fc.constantFrom(
  'cash',
  'debit',
  'card_counter',
  'cheque',
  'etransfer',
  'stripe' as const,
);

const invoice = fc.record({
  number: fc.stringMatching(/^2026-\d{6}$/),
  date: day,
  buyer: fc.string({ maxLength: 20 }),
  hammerCents: cents,
  premiumCents: cents,
  chargesCents: cents,
  discountCents: cents,
  depositCreditCents: cents,
  taxCents: cents,
  placeOfSupply: province,
  taxRateBps: rate,
});

const facts: fc.Arbitrary<PeriodFacts> = fc.record({
  invoices: fc.array(invoice, { maxLength: 8 }),
  voids: fc.array(fc.record({ invoice, voidedOn: day }), { maxLength: 3 }),
  creditNotes: fc.array(
    fc.record({
      number: fc.stringMatching(/^CN-2026-\d{6}$/),
      invoiceNumber: fc.stringMatching(/^2026-\d{6}$/),
      date: day,
      buyer: fc.string({ maxLength: 20 }),
      hammerCents: cents,
      premiumCents: cents,
      chargesCents: cents,
      feesCents: cents,
      goodwillCents: cents,
      taxCents: cents,
      placeOfSupply: province,
      taxRateBps: rate,
    }),
    { maxLength: 5 },
  ),
  payments: fc.array(
    fc.record({
      id,
      invoiceNumber: fc.stringMatching(/^2026-\d{6}$/),
      date: day,
      buyer: fc.string({ maxLength: 20 }),
      kind: fc.constantFrom('payment', 'refund', 'reversal' as const),
      method: buyerMethod,
      amountCents: signed,
      reference: fc.string({ maxLength: 10 }),
    }),
    { maxLength: 10 },
  ),
  fees: fc.array(
    fc.record({
      id,
      invoiceNumber: fc.stringMatching(/^2026-\d{6}$/),
      date: day,
      buyer: fc.string({ maxLength: 20 }),
      description: fc.constantFrom('Late fee', 'Storage'),
      amountCents: cents,
      taxCents: cents,
      placeOfSupply: province,
      taxRateBps: rate,
    }),
    { maxLength: 5 },
  ),
  deposits: fc.array(
    fc.record({
      id,
      date: day,
      bidder: fc.string({ maxLength: 20 }),
      registration: fc.string({ maxLength: 20 }),
      kind: fc.constantFrom('payment', 'refund', 'applied' as const),
      method: buyerMethod,
      amountCents: fc.integer({ min: 1, max: 500_000 }),
      invoiceNumber: fc.option(fc.stringMatching(/^2026-\d{6}$/), { nil: null }),
    }),
    { maxLength: 6 },
  ),
  statements: fc.array(
    fc.record({
      id,
      date: day,
      consignor: fc.string({ maxLength: 20 }),
      sale: fc.string({ maxLength: 20 }),
      hammerCents: cents,
      hammerTaxCents: cents,
      commissionCents: cents,
      feesCents: cents,
      taxOnChargesCents: cents,
      advancesRecoveredCents: cents,
      province: fc.constant('NS'),
      taxRateBps: rate,
    }),
    { maxLength: 5 },
  ),
  payouts: fc.array(
    fc.record({
      id,
      date: day,
      consignor: fc.string({ maxLength: 20 }),
      sale: fc.string({ maxLength: 20 }),
      kind: fc.constantFrom('payout', 'reversal' as const),
      method: fc.constantFrom('cash', 'cheque', 'e_transfer', 'direct_deposit' as const),
      amountCents: fc.integer({ min: 1, max: 500_000 }),
      reference: fc.string({ maxLength: 10 }),
    }),
    { maxLength: 5 },
  ),
});

describe('the period journal', () => {
  it('balances every entry, and so the whole period, for any facts', () => {
    fc.assert(
      fc.property(facts, (period) => {
        const entries = periodJournal(period);
        for (const entry of entries) {
          const totals = linesTotals(entry.lines);
          expect(totals.debitCents).toBe(totals.creditCents);
          for (const line of entry.lines) {
            expect(line.debitCents >= 0 && line.creditCents >= 0).toBe(true);
            expect(line.debitCents === 0 || line.creditCents === 0).toBe(true);
            expect(line.debitCents + line.creditCents).toBeGreaterThan(0);
          }
        }
        const whole = journalTotals(entries);
        expect(whole.balanced).toBe(true);
        expect(whole.debitCents).toBe(whole.creditCents);
        const byAccount = accountTotals(entries);
        expect(byAccount.reduce((total, row) => total + row.debitCents, 0)).toBe(whole.debitCents);
        expect(byAccount.reduce((total, row) => total + row.creditCents, 0)).toBe(whole.creditCents);
      }),
    );
  });

  it('leaves the receivable as it was after an invoice and its void, and after a payment and its reversal', () => {
    fc.assert(
      fc.property(invoice, day, signed, buyerMethod, (issued, voidedOn, amount, method) => {
        const entries = periodJournal({
          invoices: [issued],
          voids: [{ invoice: issued, voidedOn }],
          creditNotes: [],
          payments: [
            {
              id: 'a',
              invoiceNumber: issued.number,
              date: voidedOn,
              buyer: '',
              kind: 'payment',
              method,
              amountCents: amount,
              reference: '',
            },
            {
              id: 'b',
              invoiceNumber: issued.number,
              date: voidedOn,
              buyer: '',
              kind: 'reversal',
              method,
              amountCents: -amount,
              reference: '',
            },
          ],
          fees: [],
          deposits: [],
          statements: [],
          payouts: [],
        });
        for (const row of accountTotals(entries)) expect(row.debitCents).toBe(row.creditCents);
      }),
    );
  });
});
