import { describe, expect, it } from 'vitest';
import { accountKeyOf, bookAccountText, type JournalEntry } from './journal';
import { creditNoteEntry, depositEntry, invoiceEntry, payoutEntry, statementEntry } from './journal-entries';

/** An entry's lines as `account: +debit/-credit`, to read a hand-worked entry at a glance. */
const posted = (entry: JournalEntry) =>
  Object.fromEntries(
    entry.lines.map((line) => [accountKeyOf(line.account), line.debitCents - line.creditCents]),
  );

describe('journal entries', () => {
  it('books an invoice: the buyer owes the total, hammer to the consignors, premium and charges to income, HST by province and rate', () => {
    const entry = invoiceEntry({
      number: '2026-000012',
      date: '2026-11-20',
      buyer: 'Ada Buyer',
      hammerCents: 100_000,
      premiumCents: 15_000,
      chargesCents: 4_500,
      discountCents: 1_000,
      depositCreditCents: 5_000,
      taxCents: 16_590,
      placeOfSupply: 'ON',
      taxRateBps: 1300,
    });
    expect(entry.number).toBe('INV-2026-000012');
    expect(posted(entry)).toEqual({
      receivables: 130_090,
      hammer: -100_000,
      premium_income: -15_000,
      charges_income: -4_500,
      sales_returns: 1_000,
      deposits_held: 5_000,
      'hst_payable:ON:1300': -16_590,
    });
  });

  it('books a credit note as the reverse, the hammer back off the consignor clearing', () => {
    const entry = creditNoteEntry({
      number: 'CN-2026-000003',
      invoiceNumber: '2026-000012',
      date: '2026-11-25',
      buyer: 'Ada Buyer',
      hammerCents: 20_000,
      premiumCents: 3_000,
      chargesCents: 0,
      feesCents: 2_500,
      goodwillCents: 1_000,
      taxCents: 3_710,
      placeOfSupply: 'NS',
      taxRateBps: 1400,
    });
    expect(posted(entry)).toEqual({
      receivables: -30_210,
      hammer: 20_000,
      sales_returns: 6_500,
      'hst_payable:NS:1400': 3_710,
    });
  });

  it('books a final statement: the hammer out of clearing, commission, fees and their HST kept, advances back, the rest owed', () => {
    const entry = statementEntry({
      id: '7d3b1c2a-0000-4000-8000-000000000000',
      date: '2026-11-28',
      consignor: 'Estate of M. Reid',
      sale: 'November Estate Sale',
      hammerCents: 200_000,
      hammerTaxCents: 0,
      commissionCents: 30_000,
      feesCents: 2_500,
      taxOnChargesCents: 4_550,
      advancesRecoveredCents: 10_000,
      province: 'NS',
      taxRateBps: 1400,
    });
    expect(entry.number).toBe('STM-7d3b1c2a');
    expect(posted(entry)).toEqual({
      hammer: 200_000,
      commission_income: -30_000,
      fees_income: -2_500,
      'hst_payable:NS:1400': -4_550,
      consignor_advances: -10_000,
      consignor_payables: -152_950,
    });
  });

  it('books a statement the consignor owes on as a debit to their payable', () => {
    const entry = statementEntry({
      id: 'a',
      date: '2026-11-28',
      consignor: 'C',
      sale: 'S',
      hammerCents: 0,
      hammerTaxCents: 0,
      commissionCents: 0,
      feesCents: 1_000,
      taxOnChargesCents: 140,
      advancesRecoveredCents: 0,
      province: 'NS',
      taxRateBps: 1400,
    });
    expect(posted(entry).consignor_payables).toBe(1_140);
  });

  it('moves a deposit through deposits held: paid in, applied back to its method for the ledger payment, refunded out', () => {
    const base = {
      id: 'd',
      date: '2026-11-20',
      bidder: 'B',
      registration: 'paddle 7001',
      method: 'stripe' as const,
      amountCents: 50_000,
      invoiceNumber: null,
    };
    expect(posted(depositEntry({ ...base, kind: 'payment' }))).toEqual({
      stripe_clearing: 50_000,
      deposits_held: -50_000,
    });
    expect(posted(depositEntry({ ...base, kind: 'applied' }))).toEqual({
      stripe_clearing: -50_000,
      deposits_held: 50_000,
    });
    expect(posted(depositEntry({ ...base, kind: 'refund' }))).toEqual({
      stripe_clearing: -50_000,
      deposits_held: 50_000,
    });
  });

  it('pays consignors in cash from the drawer and otherwise from the payouts account', () => {
    const base = {
      id: 'p',
      date: '2026-11-29',
      consignor: 'C',
      sale: 'S',
      amountCents: 9_000,
      reference: '',
    };
    expect(posted(payoutEntry({ ...base, kind: 'payout', method: 'cash' }))).toEqual({
      consignor_payables: 9_000,
      cash: -9_000,
    });
    expect(posted(payoutEntry({ ...base, kind: 'reversal', method: 'cheque' }))).toEqual({
      consignor_payables: -9_000,
      consignor_payouts: 9_000,
    });
  });

  it('names HST accounts by province and rate from the template', () => {
    const account = { key: 'hst_payable', province: 'NS', rateBps: 1400 } as const;
    expect(bookAccountText('HST payable {province} {rate}%', account)).toBe('HST payable NS 14%');
    expect(bookAccountText('GST/HST {province} {rate}', { ...account, province: 'XX', rateBps: 975 })).toBe(
      'GST/HST Outside Canada 9.75',
    );
    expect(bookAccountText('2200', account)).toBe('2200');
  });
});
