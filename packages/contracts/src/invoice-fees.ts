import { z } from 'zod';

/**
 * A late or storage fee charged on an issued invoice (decision in the invoices' fees): a dated
 * charge with its tax at the invoice's rate. Append-only; waived with a credit note.
 *   GET /api/admin/invoices/:id/fees -> InvoiceFeesState (Staff)
 *   PUT /api/admin/invoices/:id/fees { fees_off } -> InvoiceFeesState (Staff; audited)
 */
export const invoiceFeeKinds = ['late_fee', 'storage_fee'] as const;

export const invoiceFeeSchema = z.object({
  id: z.uuid(),
  kind: z.enum(invoiceFeeKinds),
  description: z.string(),
  /** The house's day it was charged on. */
  charged_on: z.string(),
  amount_cents: z.number().int(),
  taxable: z.boolean(),
  tax_rate_bps: z.number().int(),
  tax_cents: z.number().int(),
  total_cents: z.number().int(),
});
export type InvoiceFee = z.infer<typeof invoiceFeeSchema>;

/** Whether staff turned the invoice's fees off, and the fees charged so far. */
export const invoiceFeesStateSchema = z.object({
  fees_off: z.boolean(),
  fees: z.array(invoiceFeeSchema),
});
export type InvoiceFeesState = z.infer<typeof invoiceFeesStateSchema>;

export const setInvoiceFeesBodySchema = z.object({
  fees_off: z.boolean({ error: 'Say whether fees are off for this invoice (true or false).' }),
});
export type SetInvoiceFeesBody = z.infer<typeof setInvoiceFeesBodySchema>;
