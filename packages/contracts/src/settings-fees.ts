import { z } from 'zod';

const cents = (label: string, max: number, maxWords: string) =>
  z
    .number({ error: `${label} must be an amount in cents.` })
    .int(`${label} must be a whole number of cents.`)
    .min(0, `${label} may not be negative.`)
    .max(max, `${label} is at most ${maxWords}.`);
const days = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a number of days.` })
    .int(`${label} must be a whole number of days.`)
    .min(
      min,
      min === 0 ? `${label} may not be negative.` : `${label} is at least ${min} day${min === 1 ? '' : 's'}.`,
    )
    .max(max, `${label} is at most ${max} days.`);

/**
 * Late and storage fees, added to issued invoices by the daily fee job. A late fee
 * once, some days after the due day, while unpaid; storage each day after the pickup window while
 * lots are not collected. The buyer is told by e-mail `notice_days` before either first applies.
 */
export const invoiceFeeSettingsSchema = z.object({
  notice_days: days('The notice', 1, 30),
  late_fee: z
    .object({
      enabled: z.boolean(),
      after_days: days('The days overdue', 1, 365),
      method: z.enum(['fixed', 'percent'], { error: 'Choose a fixed amount or a percent of the balance.' }),
      amount_cents: cents('The late fee', 1_000_000, '$10,000.00'),
      rate_bps: z
        .number({ error: 'The percent must be a number.' })
        .int('The percent has at most two decimals.')
        .min(0, 'The percent may not be negative.')
        .max(2_500, 'The percent is at most 25%.'),
      minimum_cents: cents('The minimum', 1_000_000, '$10,000.00'),
      taxable: z.boolean(),
    })
    .superRefine((rule, ctx) => {
      if (!rule.enabled) return;
      if (rule.method === 'fixed' && rule.amount_cents <= 0) {
        ctx.addIssue({
          code: 'custom',
          path: ['amount_cents'],
          message: 'A late fee must be more than zero.',
        });
      }
      if (rule.method === 'percent' && rule.rate_bps <= 0 && rule.minimum_cents <= 0) {
        ctx.addIssue({
          code: 'custom',
          path: ['rate_bps'],
          message: 'Give a percent or a minimum above zero.',
        });
      }
    }),
  storage_fee: z
    .object({
      enabled: z.boolean(),
      per: z.enum(['invoice', 'lot'], { error: 'Charge storage per invoice or per lot.' }),
      daily_cents: cents('The daily storage', 100_000, '$1,000.00'),
      grace_days: days('The free days', 0, 90),
      days_after_due_without_window: days('The days after the due day', 1, 365),
      taxable: z.boolean(),
    })
    .superRefine((rule, ctx) => {
      if (rule.enabled && rule.daily_cents <= 0) {
        ctx.addIssue({
          code: 'custom',
          path: ['daily_cents'],
          message: 'Daily storage must be more than zero.',
        });
      }
    }),
});
export type InvoiceFeeSettings = z.infer<typeof invoiceFeeSettingsSchema>;
