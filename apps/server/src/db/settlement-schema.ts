import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from './accounts-schema';
import { auctions, lots } from './catalogue-schema';
import { consignorAdvances, consignors, inventoryItems, payoutMethods } from './inventory-schema';

/**
 * Settlement with consignors: one statement per consignor per auction (or per period of buy-now
 * sales), its lines as the domain's `statementLines` worked them out, and the payouts made on it.
 * The totals a statement carries are a cache of `statementTotals` over its lines, rewritten in
 * the same transaction as any change while it is a draft; final and paid statements are fixed.
 */

export const statementStatuses = ['draft', 'final', 'paid'] as const;
export const statementKinds = ['auction', 'buy_now'] as const;

export const consignorStatements = pgTable(
  'consignor_statements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    consignor_id: uuid('consignor_id')
      .notNull()
      .references(() => consignors.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: statementKinds }).notNull().default('auction'),
    auction_id: uuid('auction_id').references(() => auctions.id, { onDelete: 'restrict' }),
    /** Buy-now statements cover a period of days (company time zone), both ends included. */
    period_start: date('period_start', { mode: 'string' }),
    period_end: date('period_end', { mode: 'string' }),
    status: text('status', { enum: statementStatuses }).notNull().default('draft'),
    /** The day whose HST rate applies (the sale day, or the period's last day). */
    sale_date: date('sale_date', { mode: 'string' }).notNull(),
    consignor_is_registrant: boolean('consignor_is_registrant').notNull().default(false),
    lots_count: integer('lots_count').notNull().default(0),
    sold_lots_count: integer('sold_lots_count').notNull().default(0),
    hammer_cents: bigint('hammer_cents', { mode: 'number' }).notNull().default(0),
    commission_cents: bigint('commission_cents', { mode: 'number' }).notNull().default(0),
    lot_fees_cents: bigint('lot_fees_cents', { mode: 'number' }).notNull().default(0),
    photo_fees_cents: bigint('photo_fees_cents', { mode: 'number' }).notNull().default(0),
    unsold_fees_cents: bigint('unsold_fees_cents', { mode: 'number' }).notNull().default(0),
    charges_cents: bigint('charges_cents', { mode: 'number' }).notNull().default(0),
    tax_rate_bp: integer('tax_rate_bp').notNull().default(0),
    tax_on_charges_cents: bigint('tax_on_charges_cents', { mode: 'number' }).notNull().default(0),
    hammer_tax_cents: bigint('hammer_tax_cents', { mode: 'number' }).notNull().default(0),
    advances_recovered_cents: bigint('advances_recovered_cents', { mode: 'number' }).notNull().default(0),
    /** What the house pays; negative when the consignor owes the house. */
    net_payout_cents: bigint('net_payout_cents', { mode: 'number' }).notNull().default(0),
    /** Sum of the payouts recorded against it (payouts minus reversals). */
    paid_cents: bigint('paid_cents', { mode: 'number' }).notNull().default(0),
    finalised_at: timestamp('finalised_at', { withTimezone: true }),
    finalised_by: uuid('finalised_by'),
    /** Set when staff finalised before every buyer had paid: why. */
    override_reason: text('override_reason'),
    mailed_at: timestamp('mailed_at', { withTimezone: true }),
    ...timestamps,
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('consignor_statements_one_per_auction')
      .on(table.consignor_id, table.auction_id)
      .where(sql`${table.kind} = 'auction'`),
    uniqueIndex('consignor_statements_one_per_period')
      .on(table.consignor_id, table.period_start, table.period_end)
      .where(sql`${table.kind} = 'buy_now'`),
    index('consignor_statements_auction').on(table.auction_id),
    index('consignor_statements_status').on(table.status),
    check(
      'consignor_statements_kind_shape',
      sql`(${table.kind} = 'auction' and ${table.auction_id} is not null) or (${table.kind} = 'buy_now' and ${table.period_start} is not null and ${table.period_end} is not null and ${table.period_start} <= ${table.period_end})`,
    ),
  ],
);

export const consignorStatementLines = pgTable(
  'consignor_statement_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    statement_id: uuid('statement_id')
      .notNull()
      .references(() => consignorStatements.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    outcome: text('outcome', { enum: ['sold', 'unsold'] }).notNull(),
    lot_id: uuid('lot_id').references(() => lots.id, { onDelete: 'set null' }),
    inventory_item_id: uuid('inventory_item_id').references(() => inventoryItems.id, {
      onDelete: 'set null',
    }),
    /** The lot number or SKU and title as printed, kept as they were when the statement was made. */
    reference: text('reference').notNull(),
    title: text('title').notNull(),
    hammer_cents: bigint('hammer_cents', { mode: 'number' }).notNull().default(0),
    commission_cents: bigint('commission_cents', { mode: 'number' }).notNull().default(0),
    lot_fee_cents: bigint('lot_fee_cents', { mode: 'number' }).notNull().default(0),
    photo_fee_cents: bigint('photo_fee_cents', { mode: 'number' }).notNull().default(0),
    unsold_fee_cents: bigint('unsold_fee_cents', { mode: 'number' }).notNull().default(0),
    /** Whether the buyer's invoice for this lot is paid (a statement is final only when all are). */
    buyer_paid: boolean('buyer_paid').notNull().default(false),
  },
  (table) => [index('consignor_statement_lines_statement').on(table.statement_id, table.position)],
);

/** Which advances a statement took back, and how much of each. */
export const consignorAdvanceRecoveries = pgTable(
  'consignor_advance_recoveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    statement_id: uuid('statement_id')
      .notNull()
      .references(() => consignorStatements.id, { onDelete: 'cascade' }),
    advance_id: uuid('advance_id')
      .notNull()
      .references(() => consignorAdvances.id, { onDelete: 'restrict' }),
    amount_cents: bigint('amount_cents', { mode: 'number' }).notNull(),
  },
  (table) => [
    index('consignor_advance_recoveries_advance').on(table.advance_id),
    check('consignor_advance_recoveries_positive', sql`${table.amount_cents} > 0`),
  ],
);

export const payoutKinds = ['payout', 'reversal'] as const;

/**
 * Money paid to a consignor on a statement. Append-only (a trigger refuses update and delete): a
 * mistake is a `reversal` row naming the payout it undoes.
 */
export const consignorPayouts = pgTable(
  'consignor_payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    statement_id: uuid('statement_id')
      .notNull()
      .references(() => consignorStatements.id, { onDelete: 'restrict' }),
    consignor_id: uuid('consignor_id')
      .notNull()
      .references(() => consignors.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: payoutKinds }).notNull().default('payout'),
    method: text('method', { enum: [...payoutMethods, 'cash'] }).notNull(),
    amount_cents: bigint('amount_cents', { mode: 'number' }).notNull(),
    /** The cheque number, the e-Transfer reference or the deposit's trace number. */
    reference: text('reference').notNull().default(''),
    paid_on: date('paid_on', { mode: 'string' }).notNull(),
    note: text('note').notNull().default(''),
    reverses_id: uuid('reverses_id'),
    idempotency_key: text('idempotency_key').unique(),
    recorded_by: uuid('recorded_by'),
    ...timestamps,
  },
  (table) => [
    index('consignor_payouts_statement').on(table.statement_id),
    uniqueIndex('consignor_payouts_one_reversal').on(table.reverses_id),
    check('consignor_payouts_amount_positive', sql`${table.amount_cents} > 0`),
  ],
);

export const settlementSchema = {
  consignorStatements,
  consignorStatementLines,
  consignorAdvanceRecoveries,
  consignorPayouts,
};
