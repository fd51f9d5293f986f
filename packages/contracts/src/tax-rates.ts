import { z } from 'zod';
import { calendarDateSchema } from './calendar-date';
import { shortText } from './invoices';

/** The GST/HST table by province and buyers' exemptions, as staff keep them. */
export const taxRateSchema = z.object({
  id: z.uuid(),
  region: z.string(),
  label: z.string(),
  effective_from: z.string(),
  rate_bps: z.number().int(),
});
export const taxRateBodySchema = z.object({
  region: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'Use a two-letter province code, or XX for outside Canada.'),
  label: shortText('The label', 60),
  effective_from: calendarDateSchema,
  rate_bps: z.number().int().min(0).max(10_000, 'A rate is at most 10,000 basis points (100%).'),
});
export type TaxRate = z.infer<typeof taxRateSchema>;
export type TaxRateBody = z.input<typeof taxRateBodySchema>;

/** A buyer's exemption as staff see it; `in_force` is false once revoked or past its expiry. */
export const taxExemptionSchema = z.object({
  id: z.uuid(),
  user_id: z.uuid().nullable(),
  /** A floor buyer's without an account is held by their registration (decision 0051). */
  registration_id: z.uuid().nullable(),
  exemption_number: z.string(),
  expires_on: z.string().nullable(),
  note: z.string(),
  has_certificate: z.boolean(),
  recorded_at: z.string(),
  recorded_by_name: z.string().nullable(),
  revoked_at: z.string().nullable(),
  in_force: z.boolean(),
});
export type TaxExemption = z.infer<typeof taxExemptionSchema>;
export const revokeExemptionBodySchema = z.object({
  reason: z
    .string({ error: 'Say why the exemption is revoked.' })
    .trim()
    .min(1, 'Say why the exemption is revoked.')
    .max(500, 'The reason is at most 500 characters.'),
});

/** A bidder flagged for not paying: they cannot register for new sales until staff clear it. */
export const paymentFlagSchema = z.object({
  id: z.uuid(),
  user_id: z.uuid(),
  user_name: z.string(),
  user_email: z.string(),
  invoice_id: z.uuid(),
  invoice_number: z.string().nullable(),
  auction_title: z.string(),
  balance_cents: z.number().int(),
  reason: z.string(),
  flagged_at: z.string(),
});
export type PaymentFlag = z.infer<typeof paymentFlagSchema>;
export const clearFlagBodySchema = z.object({
  note: z
    .string({ error: 'Say why the flag is cleared.' })
    .trim()
    .min(1, 'Say why the flag is cleared.')
    .max(500, 'The note is at most 500 characters.'),
});
