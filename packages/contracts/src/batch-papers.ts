import { z } from 'zod';

/**
 * Papers printed in a batch for the counter and the mail (decision 0060): one PDF of the chosen
 * invoices or consignor statements, each starting on a new page, in the order chosen.
 *
 * Staff routes (Staff or Admin):
 *   POST /api/admin/invoices/batch.pdf                InvoiceBatchBody -> application/pdf
 *   POST /api/admin/consignor-statements/batch.pdf    StatementBatchBody -> application/pdf
 */
export const maxBatchPapers = 200;

export const invoiceBatchBodySchema = z.object({
  invoice_ids: z
    .array(z.uuid({ error: 'Not a valid invoice id.' }), { error: 'Choose the invoices to print.' })
    .min(1, 'Choose at least one invoice to print.')
    .max(maxBatchPapers, `Print at most ${maxBatchPapers} invoices at once.`),
});
export type InvoiceBatchBody = z.infer<typeof invoiceBatchBodySchema>;

export const statementBatchBodySchema = z.object({
  statement_ids: z
    .array(z.uuid({ error: 'Not a valid statement id.' }), { error: 'Choose the statements to print.' })
    .min(1, 'Choose at least one statement to print.')
    .max(maxBatchPapers, `Print at most ${maxBatchPapers} statements at once.`),
});
export type StatementBatchBody = z.infer<typeof statementBatchBodySchema>;
