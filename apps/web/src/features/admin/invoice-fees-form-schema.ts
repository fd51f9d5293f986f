import type { InvoiceFeeSettings } from '@auction/contracts';
import { z } from 'zod';
import { centsToText, dollarsText, toCents } from '../../lib/money-text';

const wholeDays = (label: string, min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,3}$/, `${label} must be a whole number of days.`)
    .refine((text) => Number(text) >= min && Number(text) <= max, `${label} is from ${min} to ${max} days.`);

const percentText = z
  .string()
  .trim()
  .regex(/^\d{1,2}(\.\d{1,2})?$/, 'The percent must be a number, e.g. 1.5.')
  .refine((text) => Number(text) <= 25, 'The percent is at most 25%.');

/**
 * The late and storage fees as the settings page edits them: amounts in dollars, the percent as
 * typed, days as whole numbers. The server's `invoiceFeeSettingsSchema` has the last word.
 */
export const invoiceFeesFormSchema = z.object({
  notice_days: wholeDays('The notice', 1, 30),
  late_enabled: z.boolean(),
  late_after_days: wholeDays('The days overdue', 1, 365),
  late_method: z.enum(['fixed', 'percent']),
  late_amount: dollarsText('The late fee'),
  late_percent: percentText,
  late_minimum: dollarsText('The minimum'),
  late_taxable: z.boolean(),
  storage_enabled: z.boolean(),
  storage_per: z.enum(['invoice', 'lot']),
  storage_daily: dollarsText('The daily storage'),
  storage_grace_days: wholeDays('The free days', 0, 90),
  storage_days_after_due: wholeDays('The days after the due day', 1, 365),
  storage_taxable: z.boolean(),
});
export type InvoiceFeesFormValues = z.infer<typeof invoiceFeesFormSchema>;

export function toInvoiceFeesFormValues(fees: InvoiceFeeSettings): InvoiceFeesFormValues {
  return {
    notice_days: String(fees.notice_days),
    late_enabled: fees.late_fee.enabled,
    late_after_days: String(fees.late_fee.after_days),
    late_method: fees.late_fee.method,
    late_amount: centsToText(fees.late_fee.amount_cents),
    late_percent: String(fees.late_fee.rate_bps / 100),
    late_minimum: centsToText(fees.late_fee.minimum_cents),
    late_taxable: fees.late_fee.taxable,
    storage_enabled: fees.storage_fee.enabled,
    storage_per: fees.storage_fee.per,
    storage_daily: centsToText(fees.storage_fee.daily_cents),
    storage_grace_days: String(fees.storage_fee.grace_days),
    storage_days_after_due: String(fees.storage_fee.days_after_due_without_window),
    storage_taxable: fees.storage_fee.taxable,
  };
}

export function toInvoiceFeeSettings(form: InvoiceFeesFormValues): InvoiceFeeSettings {
  return {
    notice_days: Number(form.notice_days),
    late_fee: {
      enabled: form.late_enabled,
      after_days: Number(form.late_after_days),
      method: form.late_method,
      amount_cents: toCents(form.late_amount),
      rate_bps: Math.round(Number(form.late_percent) * 100),
      minimum_cents: toCents(form.late_minimum),
      taxable: form.late_taxable,
    },
    storage_fee: {
      enabled: form.storage_enabled,
      per: form.storage_per,
      daily_cents: toCents(form.storage_daily),
      grace_days: Number(form.storage_grace_days),
      days_after_due_without_window: Number(form.storage_days_after_due),
      taxable: form.storage_taxable,
    },
  };
}

const serverFields: Record<string, keyof InvoiceFeesFormValues> = {
  'invoice_fees.notice_days': 'notice_days',
  'invoice_fees.late_fee.after_days': 'late_after_days',
  'invoice_fees.late_fee.amount_cents': 'late_amount',
  'invoice_fees.late_fee.rate_bps': 'late_percent',
  'invoice_fees.late_fee.minimum_cents': 'late_minimum',
  'invoice_fees.storage_fee.daily_cents': 'storage_daily',
  'invoice_fees.storage_fee.grace_days': 'storage_grace_days',
  'invoice_fees.storage_fee.days_after_due_without_window': 'storage_days_after_due',
};

/** The form field a server error names (`invoice_fees.late_fee.amount_cents` → `late_amount`). */
export const feesFieldOf = (field: string): keyof InvoiceFeesFormValues | null => serverFields[field] ?? null;
