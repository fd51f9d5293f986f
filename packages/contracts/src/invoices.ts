import { z } from 'zod';
import { buyerTermsSchema } from './buyer-terms';
import { calendarDateSchema, instantSchema } from './calendar-date';
import { onOneLine } from './fields';
import { invoiceFeeSchema } from './invoice-fees';
import { listQuerySchema } from './list-query';
import { cents } from './money';
import { pageOf } from './pagination';

/**
 * Invoices, payments, pickup and release (issue "money after the sale"). Every amount is whole
 * cents (`_cents`); dates without a time are `YYYY-MM-DD` in the company time zone.
 *
 * Buyer routes (signed in, own invoices only; another person's invoice is a 404):
 *   GET  /api/invoices                         -> MyInvoiceSummary[] (unpaid first)
 *   GET  /api/invoices/owing                   -> BuyerOwing (what is still to pay, over every invoice)
 *   GET  /api/invoices/:id                     -> InvoiceDetail
 *   GET  /api/invoices/:id/pdf                 -> application/pdf
 *   PUT  /api/invoices/:id/fulfilment          FulfilmentBody -> InvoiceDetail (pickup or a shipping request)
 *   GET  /api/invoices/:id/pickup-slots        -> PickupSlot[] (next 14 days)
 *   PUT  /api/invoices/:id/pickup              PickupBookingBody -> InvoiceDetail
 *   GET  /api/invoices/:id/pay                 -> PayOptions (Stripe or instructions)
 *   POST /api/invoices/:id/payment-intents     PaymentIntentBody -> PaymentIntentAnswer
 *   POST /api/payments/stripe/webhook          (Stripe, signed)
 * Staff routes (Staff or Admin):
 *   GET  /api/admin/invoices                   StaffInvoiceListQuery -> StaffInvoicePage (with totals)
 *   GET  /api/admin/invoices.csv               same filters -> text/csv
 *   POST /api/admin/auctions/:id/invoices      GenerateInvoicesBody -> GenerateInvoicesAnswer
 *   POST /api/admin/invoices/email             BulkEmailBody -> { sent: number }
 *   GET  /api/admin/invoices/:id               -> StaffInvoiceDetail
 *   POST /api/admin/invoices/:id/lines         InvoiceLineBody -> StaffInvoiceDetail (draft only)
 *   DELETE /api/admin/invoices/:id/lines/:lineId -> StaffInvoiceDetail (draft; charges and credits only)
 *   POST /api/admin/invoices/:id/issue         -> StaffInvoiceDetail
 *   POST /api/admin/invoices/:id/void          VoidInvoiceBody -> StaffInvoiceDetail
 *   POST /api/admin/invoices/:id/send          -> StaffInvoiceDetail (e-mail again)
 *   POST /api/admin/invoices/:id/payments      RecordPaymentBody -> StaffInvoiceDetail
 *   POST /api/admin/invoices/:id/refunds       RefundBody -> StaffInvoiceDetail
 *   POST /api/admin/payments/:id/reverse       ReversePaymentBody -> StaffInvoiceDetail
 *   PUT  /api/admin/invoices/:id/shipping      ShippingUpdateBody -> StaffInvoiceDetail
 *   GET  /api/admin/invoices/:id/pdf           -> application/pdf
 *   GET  /api/admin/release-desk?q=            -> ReleaseDeskInvoice[] (number, QR text, paddle, name)
 *   POST /api/admin/invoices/:id/releases      ReleaseBody -> ReleaseDeskInvoice (the desk's view after it)
 *   GET  /api/admin/pick-list?date=YYYY-MM-DD  -> PickListEntry[]
 *   GET/POST /api/admin/auctions/:id/floor-registrations   FloorRegistrationBody -> FloorRegistration
 *   PATCH /api/admin/floor-registrations/:id   FloorRegistrationBody -> FloorRegistration
 *   GET  /api/admin/users/lookup?q=            -> UserLookupResult[] (by e-mail or phone)
 *   GET/POST/DELETE /api/admin/tax-rates       TaxRateBody (Admin only to change)
 *   POST /api/admin/users/:id/tax-exemptions   (multipart: number, expires_on, note, certificate)
 *   GET/POST /api/admin/registrations/:id/tax-exemptions   (a floor buyer without an account)
 *   POST /api/admin/payment-flags/:id/clear    ClearFlagBody
 */

export const invoiceStatuses = ['draft', 'issued', 'partially_paid', 'paid', 'void'] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];
/** What a list shows: the stored status, or `overdue` for an unpaid issued invoice past its due date. */
export const invoiceDisplayStatuses = [...invoiceStatuses, 'overdue'] as const;
export type InvoiceDisplayStatus = (typeof invoiceDisplayStatuses)[number];

export const fulfilmentMethods = ['pickup', 'shipping'] as const;
export const paymentMethods = ['cash', 'debit', 'card_counter', 'cheque', 'etransfer', 'stripe'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];
/** The methods staff record at the counter (Stripe payments come only from the webhook). */
export const recordedPaymentMethods = ['cash', 'debit', 'card_counter', 'cheque', 'etransfer'] as const;
export const paymentMethodLabels: Record<PaymentMethod, string> = {
  cash: 'Cash',
  debit: 'Debit',
  card_counter: 'Credit card at the counter',
  cheque: 'Cheque',
  etransfer: 'Interac e-Transfer',
  stripe: 'Card online',
};
export const chargeTypes = ['shipping', 'handling', 'lot_fee', 'other'] as const;
export const creditTypes = ['discount', 'deposit'] as const;

export const shortText = (label: string, max = 200) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .check(onOneLine)
    .min(1, `${label} is required.`)
    .max(max);

export const shipToSchema = z.object({
  name: shortText('The name'),
  street: shortText('The street'),
  city: shortText('The city', 100),
  /** A province code (`NS`, `ON`...) in Canada; free text abroad. */
  province: z.string().trim().check(onOneLine).max(100),
  postal_code: z.string().trim().check(onOneLine).max(20),
  country: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'Use the two-letter country code, such as CA.'),
});
export type ShipTo = z.infer<typeof shipToSchema>;

export const invoiceLineSchema = z.object({
  id: z.uuid(),
  kind: z.enum(['lot', 'charge', 'credit']),
  lot_id: z.uuid().nullable(),
  lot_number: z.string().nullable(),
  /** A buy-now line: the inventory item bought (`lot_number` is its SKU); absent or null otherwise. */
  inventory_item_id: z.uuid().nullable().optional(),
  description: z.string(),
  amount_cents: z.number().int(),
  premium_cents: z.number().int(),
  taxable: z.boolean(),
  charge_type: z.string().nullable(),
  reason: z.string().nullable(),
  /** Lots only: handed over at the release desk (when and to whom), or null. */
  released_at: z.string().nullable(),
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

export const invoicePaymentSchema = z.object({
  id: z.uuid(),
  kind: z.enum(['payment', 'refund', 'reversal']),
  method: z.enum(paymentMethods),
  amount_cents: z.number().int(),
  received_on: z.string(),
  reference: z.string(),
  reason: z.string().nullable(),
  reverses_payment_id: z.uuid().nullable(),
  created_at: z.string(),
});
export type InvoicePayment = z.infer<typeof invoicePaymentSchema>;

/**
 * An invoice's figures as its ledger keeps them; a screen or a paper shows them as they are and
 * adds up nothing itself. A buyer reads `total - received + refunded = balance`.
 */
export const invoiceTotalsSchema = z.object({
  hammer_cents: z.number().int(),
  premium_cents: z.number().int(),
  charges_cents: z.number().int(),
  credits_cents: z.number().int(),
  /** Before tax: hammer + premium + charges - credits. */
  subtotal_cents: z.number().int(),
  tax_cents: z.number().int(),
  total_cents: z.number().int(),
  /** Money the buyer paid in (payments reversed as mistakes left out). */
  received_cents: z.number().int(),
  /** Money given back to the buyer, a positive amount (refunds reversed as mistakes left out). */
  refunded_cents: z.number().int(),
  /** What the buyer has paid and kept paid: received - refunded. */
  paid_cents: z.number().int(),
  /** What credit notes took off the invoice (their totals, tax included). */
  credited_cents: z.number().int(),
  /** Late and storage fees charged since issue, tax included. */
  fees_cents: z.number().int().default(0),
  /** total + fees - credited - paid; 0 once void; below 0 when the house owes the buyer a refund. */
  balance_cents: z.number().int(),
});
export type InvoiceTotals = z.infer<typeof invoiceTotalsSchema>;

/** `auction`: the lots a paddle won in one sale; `buy_now`: one buy-now purchase (no auction, no paddle). */
export const invoiceKinds = ['auction', 'buy_now'] as const;
export type InvoiceKind = (typeof invoiceKinds)[number];

export const invoiceSummarySchema = invoiceTotalsSchema.extend({
  id: z.uuid(),
  number: z.string().nullable(),
  kind: z.enum(invoiceKinds),
  /** Null for a buy-now purchase. */
  auction_id: z.uuid().nullable(),
  /** The sale's title, or "Buy now" for a buy-now purchase. */
  auction_title: z.string(),
  status: z.enum(invoiceStatuses),
  display_status: z.enum(invoiceDisplayStatuses),
  issued_at: z.string().nullable(),
  due_on: z.string().nullable(),
  /** The moment payment is due (the frozen terms); null on drafts and on invoices issued before terms were kept. */
  due_at: z.string().nullable(),
  /** Null for a buy-now purchase (the buyer is the account, not a paddle). */
  paddle_number: z.number().int().nullable(),
  buyer_name: z.string(),
  fulfilment: z.enum(fulfilmentMethods),
  shipping_requested: z.boolean(),
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

export const invoiceDetailSchema = invoiceSummarySchema.extend({
  sale_date: z.string(),
  buyer_email: z.string().nullable(),
  /** The buyer's mailing address, a line each (a floor buyer's from the desk, an online buyer's account). */
  buyer_address: z.array(z.string()),
  /** The sale's buyer terms as they were at issue; null on a draft (and on invoices issued before they were kept). */
  buyer_terms: buyerTermsSchema.nullable(),
  lines: z.array(invoiceLineSchema),
  payments: z.array(invoicePaymentSchema),
  tax_label: z.string(),
  tax_rate_bps: z.number().int(),
  place_of_supply: z.string(),
  tax_exemption_number: z.string().nullable(),
  gst_hst_number: z.string(),
  ship_to: shipToSchema.nullable(),
  shipping_carrier: z.string().nullable(),
  shipping_quote_cents: z.number().int().nullable(),
  tracking_number: z.string().nullable(),
  shipped_on: z.string().nullable(),
  pickup_slot_start: z.string().nullable(),
  pickup_address: z.string(),
  pickup_hours: z.string(),
  /** What the release desk scans: the invoice's id in a QR code. */
  qr_text: z.string(),
  /** The number of the void invoice this one replaces, for the buyer's papers ("replaces 2026-000120"). */
  replaces_invoice_number: z.string().nullable().default(null),
  /** The credit notes issued against the invoice, oldest first. */
  credit_notes: z
    .array(
      z.object({
        id: z.uuid(),
        number: z.string(),
        issued_on: z.string(),
        total_cents: z.number().int(),
        tax_cents: z.number().int(),
        reason: z.string(),
      }),
    )
    .default([]),
  /** The late and storage fees charged on the invoice, by the day charged. */
  fees: z.array(invoiceFeeSchema).default([]),
});
export type InvoiceDetail = z.infer<typeof invoiceDetailSchema>;

/** What a buyer still has to pay: their issued invoices with a balance, and those balances summed. */
export const buyerOwingSchema = z.object({
  invoices: z.number().int(),
  balance_cents: z.number().int(),
});
export type BuyerOwing = z.infer<typeof buyerOwingSchema>;

export const invoiceHistoryEntrySchema = z.object({
  action: z.string(),
  actor_name: z.string().nullable(),
  at: z.string(),
  detail: z.string(),
});
export const staffInvoiceDetailSchema = invoiceDetailSchema.extend({
  void_reason: z.string().nullable(),
  replaces_invoice_id: z.uuid().nullable(),
  replaced_by_invoice_id: z.uuid().nullable(),
  registration_id: z.uuid().nullable(),
  buyer_user_id: z.uuid().nullable(),
  buyer_flagged: z.boolean(),
  history: z.array(invoiceHistoryEntrySchema),
});
export type StaffInvoiceDetail = z.infer<typeof staffInvoiceDetailSchema>;
/** Issuing answers the invoice, and a warning when a step after it (the e-mail) failed: the issue stands. */
export const issueInvoiceAnswerSchema = staffInvoiceDetailSchema.extend({
  warning: z.string().nullable().default(null),
});

export const staffInvoiceSorts = [
  'number',
  'buyer_name',
  'paddle_number',
  'total_cents',
  'balance_cents',
  'due_on',
  'status',
] as const;
export const staffInvoiceListQuerySchema = listQuerySchema(staffInvoiceSorts, {
  sort: 'number',
  order: 'desc',
}).extend({
  auction_id: z.uuid({ error: 'Not a valid auction id.' }).optional(),
  kind: z.enum(invoiceKinds, { error: 'The kind is auction or buy_now.' }).optional(),
  status: z.enum(invoiceDisplayStatuses, { error: 'Not an invoice status.' }).optional(),
  shipping_requested: z.enum(['true', 'false']).optional(),
});
export type StaffInvoiceListQuery = z.infer<typeof staffInvoiceListQuerySchema>;

export const staffInvoicePageSchema = pageOf(invoiceSummarySchema).extend({
  /**
   * Over every invoice the filter matches (not just this page): the issued ones (drafts and void
   * ones left out), what those still owe (their balances), and the drafts apart, which owe nothing
   * until they are issued.
   */
  totals: z.object({
    count: z.number().int(),
    total_cents: z.number().int(),
    paid_cents: z.number().int(),
    balance_cents: z.number().int(),
    drafts: z.object({ count: z.number().int(), total_cents: z.number().int() }),
  }),
});
export type StaffInvoicePage = z.infer<typeof staffInvoicePageSchema>;

export const generateInvoicesBodySchema = z.object({}).strict();
export const generateInvoicesAnswerSchema = z.object({
  created: z.number().int(),
  regenerated: z.number().int(),
  unchanged_issued: z.number().int(),
  /** Paddles that bought on the floor but have no registration: resolve them before invoicing. */
  problems: z.array(
    z.object({
      paddle_number: z.number().int().nullable(),
      lot_numbers: z.array(z.string()),
      message: z.string(),
    }),
  ),
});
export type GenerateInvoicesAnswer = z.infer<typeof generateInvoicesAnswerSchema>;
/** What an auction's invoicing still waits on, whoever (staff or the automatic run) generated it. */
export const invoiceProblemsAnswerSchema = generateInvoicesAnswerSchema.pick({ problems: true });
export type InvoiceProblemsAnswer = z.infer<typeof invoiceProblemsAnswerSchema>;

/** The invoices e-mailed again in one action from the staff list's row selection. */
export const bulkEmailBodySchema = z.object({
  invoice_ids: z
    .array(z.uuid({ error: 'Not a valid invoice id.' }))
    .min(1, 'Choose at least one invoice to e-mail.')
    .max(500, 'E-mail at most 500 invoices at once.'),
});
export type BulkEmailBody = z.infer<typeof bulkEmailBodySchema>;
export const bulkEmailAnswerSchema = z.object({ sent: z.number().int() });

export const invoiceLineBodySchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('charge'),
    charge_type: z.enum(chargeTypes),
    description: shortText('The description'),
    amount_cents: cents('The amount').min(1, 'The amount must be more than zero.'),
    taxable: z.boolean().default(true),
  }),
  z.object({
    kind: z.literal('credit'),
    charge_type: z.enum(creditTypes),
    description: shortText('The description'),
    amount_cents: cents('The amount').min(1, 'The amount must be more than zero.'),
    reason: shortText('The reason', 500),
  }),
]);
export type InvoiceLineBody = z.infer<typeof invoiceLineBodySchema>;

export const voidInvoiceBodySchema = z.object({ reason: shortText('The reason', 500) });

export const recordPaymentBodySchema = z.object({
  method: z.enum(recordedPaymentMethods, { error: 'Choose how the buyer paid.' }),
  amount_cents: cents('The amount').min(1, 'The amount must be more than zero.'),
  received_on: calendarDateSchema,
  reference: z.string().trim().check(onOneLine).max(200).default(''),
  /** Sent by the form so a double submit records one payment. */
  idempotency_key: z.string().min(8).max(100),
});
export type RecordPaymentBody = z.infer<typeof recordPaymentBodySchema>;

export const refundBodySchema = z.object({
  /** The payment refunded (a Stripe payment is refunded through Stripe). */
  payment_id: z.uuid(),
  amount_cents: cents('The amount').min(1, 'The amount must be more than zero.'),
  reason: shortText('The reason', 500),
  idempotency_key: z.string().min(8).max(100),
});
export const reversePaymentBodySchema = z.object({ reason: shortText('The reason', 500) });

export const fulfilmentBodySchema = z.discriminatedUnion('fulfilment', [
  z.object({ fulfilment: z.literal('pickup') }),
  z.object({ fulfilment: z.literal('shipping'), ship_to: shipToSchema }),
]);
export const shippingUpdateBodySchema = z.object({
  shipping_carrier: z.string().trim().check(onOneLine).max(100).optional(),
  shipping_quote_cents: cents('The shipping quote').optional(),
  tracking_number: z.string().trim().check(onOneLine).max(100).optional(),
  shipped_on: calendarDateSchema.optional(),
});

export const pickupSlotSchema = z.object({ start: z.string(), end: z.string(), remaining: z.number().int() });
export type PickupSlot = z.infer<typeof pickupSlotSchema>;
export const pickupBookingBodySchema = z.object({ slot_start: instantSchema('The pickup time') });

export const payOptionsSchema = z.object({
  balance_cents: z.number().int(),
  /** Present when card payment online is configured. */
  stripe_publishable_key: z.string().nullable(),
  /** How to pay otherwise (e-Transfer address with the invoice number as message, or in person). */
  instructions: z.string(),
  etransfer_email: z.string().nullable(),
});
export const paymentIntentBodySchema = z.object({ idempotency_key: z.string().min(8).max(100) });
export const paymentIntentAnswerSchema = z.object({
  client_secret: z.string(),
  amount_cents: z.number().int(),
});
