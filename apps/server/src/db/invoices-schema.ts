import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps, users } from './accounts-schema';
import { auctionRegistrations, auctions, lots, type PickupWindowColumn } from './catalogue-schema';
import { inventoryItems } from './inventory-schema';

/**
 * Money after the hammer: invoices, their lines, payments, pickup and release. Every amount is
 * integer cents; the totals an invoice carries are a cache of the domain's pure computation over
 * its lines and payments, rewritten in the same transaction as any change to them.
 */

export const invoiceStatuses = ['draft', 'issued', 'partially_paid', 'paid', 'void'] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];
export const fulfilmentMethods = ['pickup', 'shipping'] as const;

/** Where goods go: the shipping address of an invoice (country CA with a province, or abroad). */
export interface ShipToColumn {
  name: string;
  street: string;
  city: string;
  province: string;
  postal_code: string;
  country: string;
}

/**
 * The sale's buyer terms as they were when the invoice was issued: every paper and screen about
 * the invoice reads these, never the auction's or the house's current ones.
 */
export interface BuyerTermsColumn {
  /** When payment is due: the moment (ISO) and, for the papers, the day in the house's time zone. */
  due_at: string;
  due_on: string;
  /** The terms the due moment came from: hours after the close (the sale's) or days (the house's). */
  payment_due: { kind: 'hours'; hours: number } | { kind: 'days'; days: number };
  pickup: PickupWindowColumn | null;
  pickup_info: string;
  shipping_offered: boolean;
  terms_text: string;
}

export const invoiceKinds = ['auction', 'buy_now'] as const;

export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** `auction`: the lots a registration won in one auction; `buy_now`: one buy-now purchase. */
    kind: text('kind', { enum: invoiceKinds }).notNull().default('auction'),
    /** The auction sold in; null for a buy-now purchase. */
    auction_id: uuid('auction_id').references(() => auctions.id, { onDelete: 'restrict' }),
    /** The buyer: an online, absentee or floor registration (paddle) in the auction; null for buy-now. */
    registration_id: uuid('registration_id').references(() => auctionRegistrations.id, {
      onDelete: 'restrict',
    }),
    /** The registration's user when it has one, kept here so "my invoices" is one index look-up. */
    buyer_user_id: uuid('buyer_user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: invoiceStatuses }).notNull().default('draft'),
    /** `2026-000123`: given at issue from `invoice_number_counters`, never reused. */
    number: text('number').unique(),
    number_year: integer('number_year'),
    number_seq: integer('number_seq'),
    /** The sale day in the company time zone: it decides the tax rate in force. */
    sale_date: date('sale_date', { mode: 'string' }).notNull(),
    issued_at: timestamp('issued_at', { withTimezone: true }),
    issued_by: uuid('issued_by'),
    due_on: date('due_on', { mode: 'string' }),
    /** The moment payment is due (a sale's terms may say hours after the close). */
    due_at: timestamp('due_at', { withTimezone: true }),
    /** The buyer terms frozen at issue (null on a draft). */
    buyer_terms: jsonb('buyer_terms').$type<BuyerTermsColumn>(),
    fulfilment: text('fulfilment', { enum: fulfilmentMethods }).notNull().default('pickup'),
    ship_to: jsonb('ship_to').$type<ShipToColumn>(),
    shipping_requested_at: timestamp('shipping_requested_at', { withTimezone: true }),
    shipping_carrier: text('shipping_carrier'),
    shipping_quote_cents: bigint('shipping_quote_cents', { mode: 'number' }),
    tracking_number: text('tracking_number'),
    shipped_on: date('shipped_on', { mode: 'string' }),
    /** A province code (`NS`, `ON`...) or `XX` outside Canada; decides the tax rate. */
    place_of_supply: text('place_of_supply').notNull().default('NS'),
    tax_rate_bps: integer('tax_rate_bps').notNull(),
    tax_exemption_id: uuid('tax_exemption_id'),
    hammer_cents: bigint('hammer_cents', { mode: 'number' }).notNull().default(0),
    premium_cents: bigint('premium_cents', { mode: 'number' }).notNull().default(0),
    charges_cents: bigint('charges_cents', { mode: 'number' }).notNull().default(0),
    credits_cents: bigint('credits_cents', { mode: 'number' }).notNull().default(0),
    tax_cents: bigint('tax_cents', { mode: 'number' }).notNull().default(0),
    total_cents: bigint('total_cents', { mode: 'number' }).notNull().default(0),
    /**
     * The ledger's figures (`invoice-ledger.ts`), rewritten with every entry and every change of
     * the total: money received, money refunded (positive), paid (received less refunded) and the
     * balance (total less paid; 0 when void). Reports and lists read them, never derive them.
     */
    paid_cents: bigint('paid_cents', { mode: 'number' }).notNull().default(0),
    received_cents: bigint('received_cents', { mode: 'number' }).notNull().default(0),
    refunded_cents: bigint('refunded_cents', { mode: 'number' }).notNull().default(0),
    balance_cents: bigint('balance_cents', { mode: 'number' }).notNull().default(0),
    /** What the credit notes against this invoice took off it (the ledger's figure). */
    credited_cents: bigint('credited_cents', { mode: 'number' }).notNull().default(0),
    /** Late and storage fees charged after issue, tax included (the ledger's figure). */
    fees_cents: bigint('fees_cents', { mode: 'number' }).notNull().default(0),
    void_reason: text('void_reason'),
    voided_at: timestamp('voided_at', { withTimezone: true }),
    voided_by: uuid('voided_by'),
    /** The void invoice this one replaces, if any. */
    replaces_invoice_id: uuid('replaces_invoice_id'),
    reminder_sent_at: timestamp('reminder_sent_at', { withTimezone: true }),
    created_by: uuid('created_by'),
    ...timestamps,
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    /** One invoice per buyer per auction, apart from void ones. */
    uniqueIndex('invoices_live_per_registration')
      .on(table.auction_id, table.registration_id)
      .where(sql`${table.status} <> 'void'`),
    unique('invoices_number_year_seq').on(table.number_year, table.number_seq),
    index('invoices_buyer_user').on(table.buyer_user_id),
    index('invoices_status_due_on').on(table.status, table.due_on),
    check(
      'invoices_paid_within_total',
      sql`${table.paid_cents} >= 0 and ${table.paid_cents} <= ${table.total_cents} + ${table.fees_cents}`,
    ),
    check(
      'invoices_kind_shape',
      sql`(${table.kind} = 'auction' and ${table.auction_id} is not null and ${table.registration_id} is not null) or (${table.kind} = 'buy_now' and ${table.auction_id} is null and ${table.buyer_user_id} is not null)`,
    ),
    check(
      'invoices_number_when_issued',
      sql`(${table.status} = 'draft') = (${table.number} is null) or ${table.status} = 'void'`,
    ),
  ],
);

export const invoiceLineKinds = ['lot', 'charge', 'credit'] as const;
export const chargeTypes = ['shipping', 'handling', 'lot_fee', 'other'] as const;
export const creditTypes = ['discount', 'deposit'] as const;

export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoice_id: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: text('kind', { enum: invoiceLineKinds }).notNull(),
    lot_id: uuid('lot_id').references(() => lots.id, { onDelete: 'restrict' }),
    /** A buy-now line: the inventory item bought (`lot_id` is null, `lot_number` holds its SKU). */
    inventory_item_id: uuid('inventory_item_id').references(() => inventoryItems.id, {
      onDelete: 'restrict',
    }),
    lot_number: text('lot_number'),
    description: text('description').notNull(),
    /** A lot line: the hammer price; a charge or credit: its amount (always positive). */
    amount_cents: bigint('amount_cents', { mode: 'number' }).notNull(),
    /** A lot line: the buyer's premium on this lot. */
    premium_cents: bigint('premium_cents', { mode: 'number' }).notNull().default(0),
    taxable: boolean('taxable').notNull().default(true),
    /** A charge: one of `chargeTypes`; a credit: one of `creditTypes`. */
    charge_type: text('charge_type'),
    reason: text('reason'),
    created_by: uuid('created_by'),
    ...timestamps,
  },
  (table) => [
    index('invoice_lines_invoice').on(table.invoice_id, table.position),
    index('invoice_lines_lot').on(table.lot_id),
    index('invoice_lines_inventory_item').on(table.inventory_item_id),
    check(
      'invoice_lines_amount_not_negative',
      sql`${table.amount_cents} >= 0 and ${table.premium_cents} >= 0`,
    ),
  ],
);

/** The last invoice number given in each year: issuing locks the year's row, so no gap, no twin. */
export const invoiceNumberCounters = pgTable('invoice_number_counters', {
  year: integer('year').primaryKey(),
  last_seq: integer('last_seq').notNull().default(0),
});

export const paymentKinds = ['payment', 'refund', 'reversal'] as const;
export const paymentMethods = ['cash', 'debit', 'card_counter', 'cheque', 'etransfer', 'stripe'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/**
 * Append-only (a trigger refuses changes): money in is positive, a refund negative, a reversal
 * the opposite of the entry it reverses. An invoice's paid amount is the sum.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoice_id: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: paymentKinds }).notNull(),
    method: text('method', { enum: paymentMethods }).notNull(),
    amount_cents: bigint('amount_cents', { mode: 'number' }).notNull(),
    received_on: date('received_on', { mode: 'string' }).notNull(),
    reference: text('reference').notNull().default(''),
    reason: text('reason'),
    reverses_payment_id: uuid('reverses_payment_id').unique(),
    stripe_payment_intent_id: text('stripe_payment_intent_id'),
    stripe_refund_id: text('stripe_refund_id').unique(),
    idempotency_key: text('idempotency_key').unique(),
    /** Null when Stripe's webhook recorded it. */
    recorded_by: uuid('recorded_by'),
    ...timestamps,
  },
  (table) => [
    index('payments_invoice').on(table.invoice_id, table.created_at),
    uniqueIndex('payments_stripe_payment_intent')
      .on(table.stripe_payment_intent_id)
      .where(sql`${table.kind} = 'payment' and ${table.stripe_payment_intent_id} is not null`),
    check('payments_amount_not_zero', sql`${table.amount_cents} <> 0`),
  ],
);

/** One PaymentIntent a bidder started on the pay page; the webhook alone turns it into a payment. */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoice_id: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    payment_intent_id: text('payment_intent_id').notNull().unique(),
    idempotency_key: text('idempotency_key').notNull().unique(),
    amount_cents: bigint('amount_cents', { mode: 'number' }).notNull(),
    status: text('status').notNull(),
    started_by: uuid('started_by'),
    ...timestamps,
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('payment_attempts_invoice').on(table.invoice_id)],
);

/** Each Stripe event id once: a duplicate delivery finds its row and changes nothing. */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  /** When the event was made at Stripe (its `created`), to put events that arrive out of order in order. */
  stripe_created_at: timestamp('stripe_created_at', { withTimezone: true }).notNull(),
  received_at: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** GST/HST rates by province (`NS`, `ON`...; `XX` abroad, zero-rated) and the day each takes effect. */
export const taxRates = pgTable(
  'tax_rates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    region: text('region').notNull(),
    label: text('label').notNull(),
    effective_from: date('effective_from', { mode: 'string' }).notNull(),
    rate_bps: integer('rate_bps').notNull(),
    ...timestamps,
  },
  (table) => [
    unique('tax_rates_region_effective_from').on(table.region, table.effective_from),
    check('tax_rates_rate_range', sql`${table.rate_bps} >= 0 and ${table.rate_bps} <= 10000`),
  ],
);

/** A buyer's tax exemption recorded by staff: the number, its expiry and the scanned certificate. */
export const taxExemptions = pgTable(
  'tax_exemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    registration_id: uuid('registration_id').references(() => auctionRegistrations.id, {
      onDelete: 'cascade',
    }),
    exemption_number: text('exemption_number').notNull(),
    expires_on: date('expires_on', { mode: 'string' }),
    /** Storage key of the certificate (a PDF or picture, checked by its bytes). */
    certificate_key: text('certificate_key'),
    note: text('note').notNull().default(''),
    recorded_by: uuid('recorded_by'),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index('tax_exemptions_user').on(table.user_id),
    check('tax_exemptions_holder', sql`${table.user_id} is not null or ${table.registration_id} is not null`),
  ],
);

/** A pickup booked for an invoice: the slot's start (slots come from the pickup hours). */
export const pickupBookings = pgTable(
  'pickup_bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoice_id: uuid('invoice_id')
      .notNull()
      .unique()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    slot_start: timestamp('slot_start', { withTimezone: true }).notNull(),
    booked_by: uuid('booked_by'),
    ...timestamps,
  },
  (table) => [index('pickup_bookings_slot_start').on(table.slot_start)],
);

/** A lot handed over at the release desk: once, to whom, by whom; an override says why. */
export const lotReleases = pgTable(
  'lot_releases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoice_id: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    /** The lot handed over; null for a buy-now item (then `inventory_item_id` names it). */
    lot_id: uuid('lot_id')
      .unique()
      .references(() => lots.id, { onDelete: 'restrict' }),
    inventory_item_id: uuid('inventory_item_id')
      .unique()
      .references(() => inventoryItems.id, { onDelete: 'restrict' }),
    released_to: text('released_to').notNull(),
    released_by: uuid('released_by').notNull(),
    override_reason: text('override_reason'),
    released_at: timestamp('released_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('lot_releases_invoice').on(table.invoice_id),
    check('lot_releases_one_thing', sql`(${table.lot_id} is null) <> (${table.inventory_item_id} is null)`),
  ],
);

/** A bidder flagged for an unpaid invoice: cannot register for new auctions until staff clear it. */
export const bidderPaymentFlags = pgTable(
  'bidder_payment_flags',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    invoice_id: uuid('invoice_id')
      .notNull()
      .unique()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    flagged_at: timestamp('flagged_at', { withTimezone: true }).notNull().defaultNow(),
    cleared_at: timestamp('cleared_at', { withTimezone: true }),
    cleared_by: uuid('cleared_by'),
    clear_note: text('clear_note'),
  },
  (table) => [index('bidder_payment_flags_open').on(table.user_id).where(sql`${table.cleared_at} is null`)],
);

export const invoicesSchema = {
  invoices,
  invoiceLines,
  invoiceNumberCounters,
  payments,
  paymentAttempts,
  stripeEvents,
  taxRates,
  taxExemptions,
  pickupBookings,
  lotReleases,
  bidderPaymentFlags,
};
export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoiceLineRow = typeof invoiceLines.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type TaxRateRow = typeof taxRates.$inferSelect;
