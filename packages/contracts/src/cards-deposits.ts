import { z } from 'zod';
import { calendarDateSchema } from './calendar-date';
import { onOneLine } from './fields';
import { paymentMethods } from './invoices';
import { cents } from './money';

/**
 * Cards on file and registration deposits (decision 0069). The server keeps only Stripe's ids and
 * what it shows of a card: its brand, last four digits and expiry.
 */

export const savedCardSchema = z.object({
  id: z.uuid(),
  brand: z.string(),
  last4: z.string(),
  exp_month: z.number().int(),
  exp_year: z.number().int(),
  /** "Visa ending 4242", as every screen shows it. */
  label: z.string(),
  created_at: z.string(),
});
export type SavedCard = z.infer<typeof savedCardSchema>;

export const savedCardListSchema = z.object({ data: z.array(savedCardSchema) });

/** What the browser needs to save a card with Stripe.js (`confirmCardSetup`). */
export const cardSetupSchema = z.object({
  client_secret: z.string(),
  stripe_publishable_key: z.string(),
});
export type CardSetup = z.infer<typeof cardSetupSchema>;

export const cardSetupBodySchema = z.object({
  /** The sale the card is saved for: it is attached to that registration once Stripe confirms it. */
  auction_id: z.uuid({ error: 'Name the auction the card is for.' }).optional(),
});

/** The browser says Stripe confirmed the SetupIntent; the server asks Stripe itself. */
export const cardSetupConfirmBodySchema = z.object({
  setup_intent_id: z
    .string({ error: 'The setup is required.' })
    .regex(/^seti_[A-Za-z0-9_]{1,200}$/, 'This is not a Stripe card setup.'),
  auction_id: z.uuid().optional(),
});

export const cardChargeStatusValues = ['succeeded', 'declined', 'requires_action', 'pending'] as const;
export const cardChargeSchema = z.object({
  id: z.uuid(),
  invoice_id: z.uuid(),
  card_label: z.string(),
  amount_cents: z.number().int(),
  status: z.enum(cardChargeStatusValues),
  decline_message: z.string().nullable(),
  /** Null when the automatic charge made it. */
  charged_by_name: z.string().nullable(),
  created_at: z.string(),
});
export type CardCharge = z.infer<typeof cardChargeSchema>;

/** The staff invoice page: the buyer's card for this sale, and what was asked of it. */
export const invoiceCardOnFileSchema = z.object({
  card: savedCardSchema.nullable(),
  charges: z.array(cardChargeSchema),
});
export type InvoiceCardOnFile = z.infer<typeof invoiceCardOnFileSchema>;

export const chargeSavedCardBodySchema = z.object({
  /** Sent by the button so a double press charges once. */
  idempotency_key: z.string().min(8).max(100),
});

/** What a registration still waits for before the bidder can bid. */
export const registrationWaits = ['approval', 'deposit', 'card'] as const;
export type RegistrationWait = (typeof registrationWaits)[number];

export const depositStatuses = ['none', 'owing', 'held', 'applied', 'refunded', 'to_refund'] as const;
export type DepositStatus = (typeof depositStatuses)[number];

export const depositEntrySchema = z.object({
  id: z.uuid(),
  kind: z.enum(['payment', 'refund', 'applied']),
  method: z.enum(paymentMethods),
  amount_cents: z.number().int(),
  received_on: z.string(),
  reference: z.string(),
  invoice_id: z.uuid().nullable(),
});

/** A registration's deposit: what the sale asked, what is paid, held, applied and refunded. */
export const registrationDepositSchema = z.object({
  asked_cents: z.number().int().nullable(),
  paid_cents: z.number().int(),
  held_cents: z.number().int(),
  applied_cents: z.number().int(),
  refunded_cents: z.number().int(),
  /** A desk deposit of a bidder who won nothing, for staff to hand back. */
  to_refund_cents: z.number().int(),
  status: z.enum(depositStatuses),
  entries: z.array(depositEntrySchema),
});
export type RegistrationDeposit = z.infer<typeof registrationDepositSchema>;

/** What a registration asks of the bidder beyond the terms, shown on the registration and lot pages. */
export const registrationStandingSchema = z.object({
  deposit: registrationDepositSchema.nullable(),
  card_required: z.boolean(),
  card: savedCardSchema.nullable(),
  /** Whether card payment online is set up (without it the card and a card deposit cannot be taken). */
  card_payments_available: z.boolean(),
  waiting_for: z.array(z.enum(registrationWaits)),
});
export type RegistrationStanding = z.infer<typeof registrationStandingSchema>;

/** Paying the deposit by card: a PaymentIntent for it, confirmed in the browser. */
export const depositIntentSchema = z.object({
  client_secret: z.string(),
  amount_cents: z.number().int(),
  stripe_publishable_key: z.string(),
});
export const depositIntentBodySchema = z.object({ idempotency_key: z.string().min(8).max(100) });

export const deskDepositMethods = ['cash', 'debit', 'card_counter', 'cheque', 'etransfer'] as const;
export type DeskDepositMethod = (typeof deskDepositMethods)[number];
export const recordDepositBodySchema = z.object({
  method: z.enum(deskDepositMethods, { error: 'Choose how the bidder paid.' }),
  amount_cents: cents('The amount').min(1, 'The amount must be more than zero.'),
  received_on: calendarDateSchema,
  reference: z.string().trim().check(onOneLine).max(200).default(''),
  idempotency_key: z.string().min(8).max(100),
});
export type RecordDepositBody = z.infer<typeof recordDepositBodySchema>;

/** Staff hand back a desk deposit listed "to refund". */
export const refundDepositBodySchema = z.object({
  received_on: calendarDateSchema,
  reference: z.string().trim().check(onOneLine).max(200).default(''),
});

/** The staff registrations page: each registration's deposit and card, by registration id. */
export const staffRegistrationExtrasSchema = z.object({
  data: z.array(
    z.object({
      registration_id: z.uuid(),
      deposit: registrationDepositSchema.nullable(),
      card: savedCardSchema.nullable(),
      waiting_for: z.array(z.enum(registrationWaits)),
    }),
  ),
});
export type StaffRegistrationExtras = z.infer<typeof staffRegistrationExtrasSchema>;
