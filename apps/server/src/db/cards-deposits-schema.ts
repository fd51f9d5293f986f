import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps, users } from './accounts-schema';
import { auctionRegistrations } from './catalogue-schema';
import { invoices, paymentMethods } from './invoices-schema';

/**
 * Cards on file and registration deposits. No card number ever reaches the server: Stripe keeps
 * the card (a SetupIntent saves it), the house keeps its brand, last four digits and expiry to
 * show ("Visa ending 4242") and Stripe's ids to charge it.
 */

/** A card a bidder saved with Stripe for the sales that ask for one; removed ones stay, marked. */
export const savedCards = pgTable(
  'saved_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stripe_customer_id: text('stripe_customer_id').notNull(),
    stripe_payment_method_id: text('stripe_payment_method_id').notNull().unique(),
    /** The SetupIntent that saved it, once: a repeated webhook finds it. */
    stripe_setup_intent_id: text('stripe_setup_intent_id').unique(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    exp_month: integer('exp_month').notNull(),
    exp_year: integer('exp_year').notNull(),
    removed_at: timestamp('removed_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [index('saved_cards_user').on(table.user_id)],
);

export const cardChargeStatuses = ['succeeded', 'declined', 'requires_action', 'pending'] as const;

/**
 * Each time the house charges a saved card for an invoice (staff, or automatically after issue):
 * what was asked, what Stripe answered. The money itself lands in `payments` through the ledger.
 */
export const cardCharges = pgTable(
  'card_charges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoice_id: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    saved_card_id: uuid('saved_card_id')
      .notNull()
      .references(() => savedCards.id, { onDelete: 'restrict' }),
    payment_intent_id: text('payment_intent_id').unique(),
    idempotency_key: text('idempotency_key').notNull().unique(),
    amount_cents: bigint('amount_cents', { mode: 'number' }).notNull(),
    status: text('status', { enum: cardChargeStatuses }).notNull(),
    /** What the bank said when it declined, in its words (shown to staff and the buyer). */
    decline_message: text('decline_message'),
    /** Null when the automatic charge made it. */
    charged_by: uuid('charged_by'),
    ...timestamps,
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('card_charges_invoice').on(table.invoice_id)],
);

export const depositEntryKinds = ['payment', 'refund', 'applied'] as const;

/**
 * The deposit of a registration, append-only: paid (by card through Stripe or at the desk), then
 * applied to the buyer's invoice as a payment, or refunded when nothing was won. What is held is
 * paid less refunded less applied.
 */
export const registrationDeposits = pgTable(
  'registration_deposits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    registration_id: uuid('registration_id')
      .notNull()
      .references(() => auctionRegistrations.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: depositEntryKinds }).notNull(),
    method: text('method', { enum: paymentMethods }).notNull(),
    /** Positive for money in; a refund or an application is positive too, and subtracts. */
    amount_cents: bigint('amount_cents', { mode: 'number' }).notNull(),
    received_on: date('received_on', { mode: 'string' }).notNull(),
    reference: text('reference').notNull().default(''),
    stripe_payment_intent_id: text('stripe_payment_intent_id'),
    stripe_refund_id: text('stripe_refund_id').unique(),
    /** An application: the invoice the deposit went to, and the payment it became there. */
    invoice_id: uuid('invoice_id').references(() => invoices.id, { onDelete: 'restrict' }),
    idempotency_key: text('idempotency_key').unique(),
    recorded_by: uuid('recorded_by'),
    ...timestamps,
  },
  (table) => [
    index('registration_deposits_registration').on(table.registration_id),
    unique('registration_deposits_stripe_payment').on(table.stripe_payment_intent_id, table.kind),
    check('registration_deposits_amount_positive', sql`${table.amount_cents} > 0`),
  ],
);

export const cardsDepositsSchema = { savedCards, cardCharges, registrationDeposits };
export type SavedCardRow = typeof savedCards.$inferSelect;
export type CardChargeRow = typeof cardCharges.$inferSelect;
export type RegistrationDepositRow = typeof registrationDeposits.$inferSelect;
