import type { InvoiceBatchBody } from '@auction/contracts';
import { http } from '../../../lib/http/client';
import { saveFile } from '../../../lib/save-file';

/** The chosen invoices as one PDF to print, each from a new page, saved for the counter or the mail. */
export async function downloadInvoiceBatchPdf(invoiceIds: readonly string[]): Promise<void> {
  const body: InvoiceBatchBody = { invoice_ids: [...invoiceIds] };
  const answer = await http.post<Blob>('/api/admin/invoices/batch.pdf', body, {
    responseType: 'blob',
    headers: { Accept: 'application/pdf' },
  });
  saveFile(answer.data, invoiceIds.length === 1 ? 'invoice.pdf' : `invoices-${invoiceIds.length}.pdf`);
}
