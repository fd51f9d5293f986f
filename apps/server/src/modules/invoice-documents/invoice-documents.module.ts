import { defineModule, routeGroup } from '../../platform/module';
import { invoiceBatchRoutes } from './invoice-batch.routes';
import { createInvoiceBatch } from './invoice-batch-pdf';
import { invoicePdfRoutes, staffInvoiceDocumentsRoutes } from './invoice-documents.routes';
import { createInvoiceDocuments } from './invoice-documents.service';

/** An invoice's PDF and its e-mail (sent on issue, resent by staff, attached by the mail sender), and a batch to print. */
export const invoiceDocumentsModule = defineModule({
  name: 'invoice-documents',
  build: (needs: Parameters<typeof createInvoiceDocuments>[0]) => {
    const invoiceDocuments = createInvoiceDocuments(needs);
    return {
      routes: [
        routeGroup(invoicePdfRoutes, { invoiceDocuments }),
        routeGroup(staffInvoiceDocumentsRoutes, { invoiceDocuments }),
        routeGroup(invoiceBatchRoutes, { invoiceBatch: createInvoiceBatch(needs) }),
      ],
      provides: {
        onIssued: (invoiceId: string) => invoiceDocuments.onIssued(invoiceId),
        onVoided: (invoiceId: string) => invoiceDocuments.onVoided(invoiceId),
        attachments: invoiceDocuments.attachments,
      },
    };
  },
});
