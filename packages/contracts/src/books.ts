import { z } from 'zod';
import { calendarDateSchema } from './calendar-date';
import { onOneLine } from './fields';

/**
 * The accounting export (issue 20): the house's journal for a period, for its bookkeeper to
 * import into QuickBooks Online or Xero, with the accounts named in settings (decision 0067).
 */

/** Every account the journal posts to, in the order the settings page lists them. */
export const accountingAccountKeys = [
  'receivables',
  'hammer',
  'premium_income',
  'charges_income',
  'hst_payable',
  'sales_returns',
  'cash',
  'cheques',
  'card_clearing',
  'stripe_clearing',
  'etransfer',
  'deposits_held',
  'consignor_payables',
  'commission_income',
  'fees_income',
  'consignor_advances',
  'consignor_payouts',
] as const;
export type AccountingAccountKey = (typeof accountingAccountKeys)[number];

/** What the settings page calls each account, and what posts to it. */
export const accountingAccountLabels: Record<AccountingAccountKey, { label: string; hint: string }> = {
  receivables: { label: 'Accounts receivable', hint: 'What buyers owe on their invoices.' },
  hammer: {
    label: 'Hammer (consignor clearing)',
    hint: "The hammer of goods sold for consignors, until their statement moves it to what they're owed.",
  },
  premium_income: { label: "Buyer's premium income", hint: "The house's premium on each invoice." },
  charges_income: {
    label: 'Charges income',
    hint: 'Shipping, handling and other charges on invoices, and late and storage fees.',
  },
  hst_payable: {
    label: 'HST payable',
    hint: 'One per province and rate: {province} and {rate} are filled in, e.g. "HST payable NS 14%".',
  },
  sales_returns: {
    label: 'Credit notes (sales returns)',
    hint: 'Premium, charges and goodwill given back by credit notes, and discounts on invoices.',
  },
  cash: { label: 'Cash', hint: 'Cash taken at the counter, and cash paid to consignors.' },
  cheques: { label: 'Cheques', hint: 'Cheques taken at the counter.' },
  card_clearing: {
    label: 'Card clearing (counter)',
    hint: 'Debit and card payments at the counter terminal.',
  },
  stripe_clearing: { label: 'Stripe clearing', hint: 'Card payments online through Stripe.' },
  etransfer: { label: 'Interac e-Transfer', hint: 'e-Transfers received and sent back.' },
  deposits_held: {
    label: 'Deposits held',
    hint: 'Registration deposits paid and not yet applied or refunded.',
  },
  consignor_payables: {
    label: 'Consignor payables',
    hint: 'What the house owes consignors on final statements.',
  },
  commission_income: { label: 'Commission income', hint: 'Commission charged to consignors.' },
  fees_income: { label: 'Fees income', hint: 'Lot, photo and unsold fees charged to consignors.' },
  consignor_advances: {
    label: 'Consignor advances',
    hint: 'Advances paid to consignors, taken back by their statements.',
  },
  consignor_payouts: {
    label: 'Consignor payouts',
    hint: 'The bank account cheques, e-Transfers and direct deposits to consignors are paid from.',
  },
};

const accountNameSchema = z
  .string({ error: 'The account name is required.' })
  .trim()
  .check(onOneLine)
  .min(1, 'The account name is required.')
  .max(100, 'An account name is at most 100 characters.');

const accountCodeSchema = z
  .string({ error: 'The account code is required.' })
  .trim()
  .check(onOneLine)
  .min(1, 'The account code is required.')
  .max(30, 'An account code is at most 30 characters.');

/** An account as QuickBooks Online knows it (its name) and as Xero does (its code). */
export const accountingAccountSchema = z.object({ name: accountNameSchema, code: accountCodeSchema });
export type AccountingAccount = z.infer<typeof accountingAccountSchema>;

/** The `accounting_accounts` setting: every account, and the tax rate name Xero's lines carry. */
export const accountingAccountsSchema = z.object({
  accounts: z.object(
    Object.fromEntries(accountingAccountKeys.map((key) => [key, accountingAccountSchema])) as Record<
      AccountingAccountKey,
      typeof accountingAccountSchema
    >,
  ),
  /** Xero asks a tax rate on every journal line; the journal carries the HST on its own lines. */
  xero_tax_rate: accountNameSchema,
});
export type AccountingAccounts = z.infer<typeof accountingAccountsSchema>;

export const journalFormats = ['json', 'quickbooks', 'xero'] as const;
export type JournalFormat = (typeof journalFormats)[number];

/** The last day a period starting on `from` may end on: a year less a day. */
export function lastDayWithinAYear(from: string): string {
  const [year, month, day] = from.split('-').map(Number) as [number, number, number];
  const end = new Date(Date.UTC(2000, month - 1, day));
  end.setUTCFullYear(year + 1, month - 1, day);
  if (end.getUTCDate() !== day) end.setUTCDate(0);
  else end.setUTCDate(end.getUTCDate() - 1);
  return end.toISOString().slice(0, 10);
}

/** GET /api/admin/books/journal: the house days of the period, both ends included. */
export const journalQuerySchema = z
  .object({
    from: calendarDateSchema,
    to: calendarDateSchema,
    format: z.enum(journalFormats, { error: 'Ask for json, quickbooks or xero.' }).default('json'),
  })
  .superRefine((query, context) => {
    if (query.to < query.from) {
      context.addIssue({
        code: 'custom',
        path: ['to'],
        message: 'The period must end on or after its first day.',
      });
    } else if (query.to > lastDayWithinAYear(query.from)) {
      context.addIssue({ code: 'custom', path: ['to'], message: 'An export covers at most a year.' });
    }
  });
export type JournalQuery = z.infer<typeof journalQuerySchema>;

export const journalSourceKinds = [
  'invoice',
  'invoice_void',
  'credit_note',
  'payment',
  'invoice_fee',
  'deposit',
  'statement',
  'payout',
] as const;
export type JournalSourceKind = (typeof journalSourceKinds)[number];

export const journalLineSchema = z.object({
  account: accountingAccountSchema,
  description: z.string(),
  debit_cents: z.number().int(),
  credit_cents: z.number().int(),
});
export type JournalLineJson = z.infer<typeof journalLineSchema>;

export const journalEntrySchema = z.object({
  /** The journal number both programs group lines by: `INV-2026-000123`, `PMT-...`. */
  number: z.string(),
  date: z.string(),
  kind: z.enum(journalSourceKinds),
  /** What the entry is, in a sentence: "Invoice 2026-000123, paddle 7012". */
  narration: z.string(),
  /** The buyer or consignor (QuickBooks' Name column); empty when none. */
  name: z.string(),
  lines: z.array(journalLineSchema),
  debit_cents: z.number().int(),
  credit_cents: z.number().int(),
});
export type JournalEntryJson = z.infer<typeof journalEntrySchema>;

export const journalSchema = z.object({
  from: z.string(),
  to: z.string(),
  entries: z.array(journalEntrySchema),
  /** What each account was debited and credited over the period. */
  accounts: z.array(
    z.object({
      account: accountingAccountSchema,
      debit_cents: z.number().int(),
      credit_cents: z.number().int(),
    }),
  ),
  debit_cents: z.number().int(),
  credit_cents: z.number().int(),
  balanced: z.boolean(),
});
export type Journal = z.infer<typeof journalSchema>;
