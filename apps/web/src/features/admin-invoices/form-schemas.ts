import {
  type chargeTypes,
  type creditTypes,
  invoiceLineBodySchema,
  recordedPaymentMethods,
  recordPaymentBodySchema,
  refundBodySchema,
  shippingUpdateBodySchema,
} from '@auction/contracts';
import { z } from 'zod';
import { dollarsText, toCents } from '../../lib/money-text';

/*
 * Each form keeps the body's own field names, so a 422 from the server lands on the field it names.
 * Amounts are typed in dollars (`amount_cents` holds the text), turned into cents, then checked by
 * the contract's schema, the same one the server applies.
 */

/** The form's values as the body it becomes; the contract's schema then checks them for real. */
const checkedBy = <S extends z.ZodType>(_schema: S, body: unknown) => body as z.input<S>;

const paymentBody = recordPaymentBodySchema.omit({ idempotency_key: true });
const refundBody = refundBodySchema.omit({ idempotency_key: true });

export const lineFormSchema = z
  .object({
    kind: z.enum(['charge', 'credit']),
    charge_type: z.string(),
    description: z.string(),
    amount_cents: dollarsText('The amount'),
    taxable: z.boolean(),
    reason: z.string(),
  })
  .transform(({ kind, charge_type, description, amount_cents, taxable, reason }) =>
    checkedBy(
      invoiceLineBodySchema,
      kind === 'charge'
        ? { kind, charge_type, description, amount_cents: toCents(amount_cents), taxable }
        : { kind, charge_type, description, amount_cents: toCents(amount_cents), reason },
    ),
  )
  .pipe(invoiceLineBodySchema);
export type LineFormValues = z.input<typeof lineFormSchema>;

export const chargeTypeLabels: Record<(typeof chargeTypes)[number] | (typeof creditTypes)[number], string> = {
  shipping: 'Shipping',
  handling: 'Handling',
  lot_fee: 'Lot fee',
  other: 'Other charge',
  discount: 'Discount',
  deposit: 'Deposit applied',
};

export const paymentFormSchema = z
  .object({
    method: z.string(),
    amount_cents: dollarsText('The amount'),
    received_on: z.string(),
    reference: z.string(),
  })
  .transform((values) => checkedBy(paymentBody, { ...values, amount_cents: toCents(values.amount_cents) }))
  .pipe(paymentBody);
export type PaymentFormValues = z.input<typeof paymentFormSchema>;
export const recordedMethods = recordedPaymentMethods;

export const refundFormSchema = z
  .object({
    payment_id: z.string().min(1, 'Choose the payment to refund.'),
    amount_cents: dollarsText('The amount'),
    reason: z.string(),
  })
  .transform((values) => checkedBy(refundBody, { ...values, amount_cents: toCents(values.amount_cents) }))
  .pipe(refundBody);
export type RefundFormValues = z.input<typeof refundFormSchema>;

export const quoteFormSchema = z
  .object({
    shipping_carrier: z.string().trim().min(1, 'The carrier is required.'),
    shipping_quote_cents: dollarsText('The shipping quote'),
  })
  .transform((values) =>
    checkedBy(shippingUpdateBodySchema, {
      ...values,
      shipping_quote_cents: toCents(values.shipping_quote_cents),
    }),
  )
  .pipe(shippingUpdateBodySchema.pick({ shipping_carrier: true, shipping_quote_cents: true }));
export type QuoteFormValues = z.input<typeof quoteFormSchema>;

export const trackingFormSchema = z
  .object({
    tracking_number: z.string().trim().min(1, 'The tracking number is required.'),
    shipped_on: z.string(),
  })
  .transform((values) => checkedBy(shippingUpdateBodySchema, values))
  .pipe(shippingUpdateBodySchema.pick({ tracking_number: true, shipped_on: true }));
export type TrackingFormValues = z.input<typeof trackingFormSchema>;
