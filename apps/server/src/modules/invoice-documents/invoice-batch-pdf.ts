import type { InvoiceDetail } from '@auction/contracts';
import { AppError } from '../../errors';
import type { SettingsService } from '../settings/settings.service';
import type { InvoicePdf, InvoiceReader } from './invoice-documents.service';
import { drawInvoice } from './invoice-pdf';
import { houseDetails, type InvoiceCompany, openDocument } from './pdf-pieces';

/**
 * Many invoices in one PDF for the counter and the mail (decision 0060): each starts on a new page
 * and keeps its own page numbers, and a draft or void one its watermark.
 */
export async function renderInvoiceBatchPdf(
  details: readonly InvoiceDetail[],
  company: InvoiceCompany,
): Promise<Buffer> {
  const { doc, finished } = openDocument({
    title: `Invoices (${details.length}) - ${company.name}`,
    author: company.name,
  });
  for (const [index, detail] of details.entries()) {
    if (index > 0) doc.addPage();
    await drawInvoice(doc, detail, company);
  }
  doc.end();
  return finished;
}

/** The batch as staff ask for it: the ids in the order chosen, each once; an unknown id prints nothing. */
export function createInvoiceBatch(deps: {
  invoices: Pick<InvoiceReader, 'staffInvoice'>;
  settings: SettingsService;
  publicUrl: string;
  cardPayments: boolean;
}) {
  return {
    async pdf(invoiceIds: readonly string[]): Promise<InvoicePdf> {
      const details: InvoiceDetail[] = [];
      const unknown: string[] = [];
      for (const id of new Set(invoiceIds)) {
        try {
          details.push(await deps.invoices.staffInvoice(id));
        } catch (error) {
          if (!(error instanceof AppError && error.code === 'NOT_FOUND')) throw error;
          unknown.push(id);
        }
      }
      if (unknown.length > 0) {
        const message = `No invoice has the id ${unknown.join(', ')}.`;
        throw new AppError('VALIDATION_FAILED', message, { invoice_ids: [message] });
      }
      const company = await houseDetails(deps.settings, deps.publicUrl, deps.cardPayments);
      return {
        filename: `invoices-${details.length}.pdf`,
        pdf: await renderInvoiceBatchPdf(details, company),
      };
    },
  };
}
export type InvoiceBatch = ReturnType<typeof createInvoiceBatch>;
