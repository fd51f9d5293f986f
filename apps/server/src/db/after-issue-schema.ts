import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from './accounts-schema';
import { invoiceLines, invoices } from './invoices-schema';

/**
 * What changes an invoice's money after issue besides payments, and the counter's day end: late
 * and storage fees, credit notes with their own number series, and the drawer counts. All
 * append-only (a trigger refuses changes), like payments.
 */

export const invoiceFeeKinds = ['late_fee', 'storage_fee'] as const;

/**
 * A dated charge added to an issued invoice through its ledger: a late fee after the due day, or
 * storage per day after the pickup window, each taxed at the invoice's rate when the settings say
 * so. Append-only; the tax report counts it on the day it is charged. One fee of a kind per
 * invoice per day, so a job run twice charges once.
 */
export const invoiceFees = pgTable(
  'invoice_fees',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoice_id: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: invoiceFeeKinds }).notNull(),
    description: text('description').notNull(),
    /** The house's day the fee is charged on. */
    charged_on: date('charged_on', { mode: 'string' }).notNull(),
    amount_cents: bigint('amount_cents', { mode: 'number' }).notNull(),
    taxable: boolean('taxable').notNull(),
    tax_rate_bps: integer('tax_rate_bps').notNull(),
    tax_cents: bigint('tax_cents', { mode: 'number' }).notNull(),
    total_cents: bigint('total_cents', { mode: 'number' }).notNull(),
    /** Null when the fee job charged it. */
    charged_by: uuid('charged_by'),
    ...timestamps,
  },
  (table) => [
    unique('invoice_fees_one_a_day').on(table.invoice_id, table.kind, table.charged_on),
    index('invoice_fees_charged_on').on(table.charged_on),
    check('invoice_fees_amount_positive', sql`${table.amount_cents} > 0 and ${table.tax_cents} >= 0`),
  ],
);

/** The buyer was told a fee is coming, once per kind per invoice, before it first applies. */
export const invoiceFeeNotices = pgTable(
  'invoice_fee_notices',
  {
    invoice_id: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: invoiceFeeKinds }).notNull(),
    /** The first day the fee applies, as the notice said. */
    applies_on: date('applies_on', { mode: 'string' }).notNull(),
    sent_at: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.invoice_id, table.kind] })],
);

export const creditNoteLineKinds = ['lot', 'charge', 'fee', 'goodwill'] as const;

/**
 * A credit note against an issued invoice: numbered `CN-2026-000012` from its own gapless series
 * when it is issued, at the invoice's own tax rate and place of supply. Append-only: a mistaken
 * credit note is answered with an invoice, never edited.
 */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoice_id: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    number: text('number').notNull().unique(),
    number_year: integer('number_year').notNull(),
    number_seq: integer('number_seq').notNull(),
    /** The house's day it was issued: the tax and sales reports count it in that period. */
    issued_on: date('issued_on', { mode: 'string' }).notNull(),
    issued_at: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    issued_by: uuid('issued_by'),
    reason: text('reason').notNull(),
    place_of_supply: text('place_of_supply').notNull(),
    tax_rate_bps: integer('tax_rate_bps').notNull(),
    hammer_cents: bigint('hammer_cents', { mode: 'number' }).notNull().default(0),
    premium_cents: bigint('premium_cents', { mode: 'number' }).notNull().default(0),
    charges_cents: bigint('charges_cents', { mode: 'number' }).notNull().default(0),
    goodwill_cents: bigint('goodwill_cents', { mode: 'number' }).notNull().default(0),
    /** Late and storage fees waived (before their tax). */
    fees_cents: bigint('fees_cents', { mode: 'number' }).notNull().default(0),
    tax_cents: bigint('tax_cents', { mode: 'number' }).notNull().default(0),
    total_cents: bigint('total_cents', { mode: 'number' }).notNull(),
    idempotency_key: text('idempotency_key').unique(),
    ...timestamps,
  },
  (table) => [
    unique('credit_notes_number_year_seq').on(table.number_year, table.number_seq),
    index('credit_notes_invoice').on(table.invoice_id),
    index('credit_notes_issued_on').on(table.issued_on),
    check('credit_notes_total_positive', sql`${table.total_cents} > 0`),
  ],
);

/** What a credit note takes back: a lot line (in whole or part), a charge, or a goodwill amount. */
export const creditNoteLines = pgTable(
  'credit_note_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    credit_note_id: uuid('credit_note_id')
      .notNull()
      .references(() => creditNotes.id, { onDelete: 'restrict' }),
    position: integer('position').notNull(),
    kind: text('kind', { enum: creditNoteLineKinds }).notNull(),
    /** The invoice line credited; null for a goodwill amount. */
    invoice_line_id: uuid('invoice_line_id').references(() => invoiceLines.id, { onDelete: 'restrict' }),
    /** A fee waived (late or storage): the fee row credited; null otherwise. */
    invoice_fee_id: uuid('invoice_fee_id').references(() => invoiceFees.id, { onDelete: 'restrict' }),
    lot_number: text('lot_number'),
    description: text('description').notNull(),
    /** A lot: the hammer credited; a charge or goodwill: the amount. */
    amount_cents: bigint('amount_cents', { mode: 'number' }).notNull(),
    /** A lot: the buyer's premium credited with it. */
    premium_cents: bigint('premium_cents', { mode: 'number' }).notNull().default(0),
    taxable: boolean('taxable').notNull().default(true),
  },
  (table) => [
    index('credit_note_lines_note').on(table.credit_note_id, table.position),
    index('credit_note_lines_invoice_line').on(table.invoice_line_id),
    index('credit_note_lines_invoice_fee').on(table.invoice_fee_id),
    check(
      'credit_note_lines_amount_not_negative',
      sql`${table.amount_cents} >= 0 and ${table.premium_cents} >= 0`,
    ),
  ],
);

/** The last credit note number given in each year, as `invoice_number_counters`. */
export const creditNoteNumberCounters = pgTable('credit_note_number_counters', {
  year: integer('year').primaryKey(),
  last_seq: integer('last_seq').notNull().default(0),
});

/**
 * The counter's count of its drawer at day end: cash, cheques and card-terminal slips against the
 * payments recorded that day. Append-only: a recount is a new row, the latest one stands.
 */
export const cashDrawerCounts = pgTable(
  'cash_drawer_counts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The house's business day counted. */
    day: date('day', { mode: 'string' }).notNull(),
    /** The float the drawer opened with (left out of what the day took). */
    float_cents: bigint('float_cents', { mode: 'number' }).notNull().default(0),
    counted_cash_cents: bigint('counted_cash_cents', { mode: 'number' }).notNull(),
    counted_cheque_cents: bigint('counted_cheque_cents', { mode: 'number' }).notNull(),
    counted_card_cents: bigint('counted_card_cents', { mode: 'number' }).notNull(),
    /** What the payments recorded for the day said, when it was counted. */
    expected_cash_cents: bigint('expected_cash_cents', { mode: 'number' }).notNull(),
    expected_cheque_cents: bigint('expected_cheque_cents', { mode: 'number' }).notNull(),
    expected_card_cents: bigint('expected_card_cents', { mode: 'number' }).notNull(),
    /** Counted less expected, over all three (negative: short). */
    over_short_cents: bigint('over_short_cents', { mode: 'number' }).notNull(),
    note: text('note').notNull().default(''),
    counted_by: uuid('counted_by').notNull(),
    ...timestamps,
  },
  (table) => [index('cash_drawer_counts_day').on(table.day, table.created_at)],
);

export const afterIssueSchema = {
  invoiceFees,
  invoiceFeeNotices,
  creditNotes,
  creditNoteLines,
  creditNoteNumberCounters,
  cashDrawerCounts,
};
export type CreditNoteRow = typeof creditNotes.$inferSelect;
export type CreditNoteLineRow = typeof creditNoteLines.$inferSelect;
export type CashDrawerCountRow = typeof cashDrawerCounts.$inferSelect;
export type InvoiceFeeRow = typeof invoiceFees.$inferSelect;
