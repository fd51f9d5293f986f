import { uuidSchema } from '@auction/contracts';
import { z } from 'zod';

/**
 * What the house reads of a Stripe event, parsed before any of it reaches the database. A signed
 * event is Stripe's, but its shape is still data: an id that is not an id, an invoice id that is
 * not a UUID or an amount that is not whole cents is ignored (and logged), never a 5xx, which
 * Stripe would retry for days.
 */

/** Stripe's ids: `evt_...`, `pi_...`, `ch_...`, `re_...`. */
const stripeId = z.string().regex(/^[A-Za-z0-9_]{1,255}$/);
/** Whole cents, as Stripe counts them. */
const cents = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
/** Stripe's words for a status or a reason: `succeeded`, `requested_by_customer`. */
const word = z.string().regex(/^[a-z_]{1,100}$/);
/** A payment intent named by its id, or expanded to the object. */
const intentRef = z
  .union([stripeId, z.object({ id: stripeId })])
  .nullish()
  .transform((ref) => (typeof ref === 'string' ? ref : (ref?.id ?? null)));

const envelopeSchema = z.object({
  id: stripeId,
  type: z.string().regex(/^[a-z_.]{1,100}$/),
  // Seconds since 1970, before the year 10000.
  created: z.number().int().min(0).max(253_402_300_799),
});

const intentSchema = z.object({
  id: stripeId,
  status: word,
  amount: cents,
  amount_received: cents.nullish(),
  metadata: z.record(z.string(), z.unknown()).nullish(),
});

const refundSchema = z.object({
  id: stripeId,
  amount: cents,
  // An odd reason is not worth refusing the refund for: it reads as refunded at Stripe.
  reason: word.nullish().catch(null),
  status: word.nullish(),
  payment_intent: intentRef,
  metadata: z.record(z.string(), z.unknown()).nullish(),
});

const chargeSchema = z.object({
  id: stripeId,
  amount_refunded: cents,
  payment_intent: intentRef,
  refunds: z.object({ data: z.array(refundSchema) }).nullish(),
});

export interface StripeEnvelope {
  id: string;
  type: string;
  createdAt: Date;
}

export interface StripeIntent {
  id: string;
  status: string;
  amountCents: number;
  /** What Stripe took: `amount_received`, or the amount when it is not there. */
  receivedCents: number;
  /** The invoice it pays, when its metadata names one by a UUID. */
  invoiceId: string | null;
  /** The metadata's invoice id as sent (its start), for the log when it is not a UUID. */
  sentInvoiceId: string | null;
}

export interface StripeRefund {
  id: string;
  amountCents: number;
  reason: string | null;
  status: string | null;
  paymentIntentId: string | null;
  /**
   * The registration whose deposit this refund gave back, when the house made it so (metadata
   * `kind: deposit`): the deposits area's, never the invoice ledger's, though an applied card
   * deposit is paid on an invoice by the same PaymentIntent.
   */
  depositRegistrationId: string | null;
}

/** The metadata the house puts on a refund of a deposit's money, read back by `stripeRefund`. */
export function depositRefundMetadata(registrationId: string): Record<string, string> {
  return { kind: 'deposit', registration_id: registrationId };
}

export interface StripeCharge {
  id: string;
  amountRefundedCents: number;
  paymentIntentId: string | null;
  /** The refunds listed on the charge, or null when Stripe left the list out. */
  refunds: StripeRefund[] | null;
}

export function stripeEnvelope(event: unknown): StripeEnvelope | null {
  const parsed = envelopeSchema.safeParse(event);
  if (!parsed.success) return null;
  const { id, type, created } = parsed.data;
  return { id, type, createdAt: new Date(created * 1000) };
}

export function stripeIntent(object: unknown): StripeIntent | null {
  const parsed = intentSchema.safeParse(object);
  if (!parsed.success) return null;
  const intent = parsed.data;
  const sentInvoiceId = intent.metadata?.invoice_id;
  const invoiceId = uuidSchema.safeParse(sentInvoiceId);
  return {
    id: intent.id,
    status: intent.status,
    amountCents: intent.amount,
    receivedCents: intent.amount_received || intent.amount,
    invoiceId: invoiceId.success ? invoiceId.data : null,
    sentInvoiceId: sentInvoiceId === undefined ? null : String(sentInvoiceId).slice(0, 100),
  };
}

function refundOf(refund: z.infer<typeof refundSchema>): StripeRefund {
  const registrationId = uuidSchema.safeParse(refund.metadata?.registration_id);
  return {
    id: refund.id,
    amountCents: refund.amount,
    reason: refund.reason ?? null,
    status: refund.status ?? null,
    paymentIntentId: refund.payment_intent,
    depositRegistrationId:
      refund.metadata?.kind === 'deposit' && registrationId.success ? registrationId.data : null,
  };
}

export function stripeRefund(object: unknown): StripeRefund | null {
  const parsed = refundSchema.safeParse(object);
  return parsed.success ? refundOf(parsed.data) : null;
}

export function stripeCharge(object: unknown): StripeCharge | null {
  const parsed = chargeSchema.safeParse(object);
  if (!parsed.success) return null;
  const charge = parsed.data;
  return {
    id: charge.id,
    amountRefundedCents: charge.amount_refunded,
    paymentIntentId: charge.payment_intent,
    refunds: charge.refunds ? charge.refunds.data.map(refundOf) : null,
  };
}

/** The payment intent a refund event is about, read before the event is handled. */
export function refundedIntentId(type: string, object: unknown): string | null {
  if (type === 'charge.refunded') return stripeCharge(object)?.paymentIntentId ?? null;
  if (type === 'refund.created') return stripeRefund(object)?.paymentIntentId ?? null;
  return null;
}
