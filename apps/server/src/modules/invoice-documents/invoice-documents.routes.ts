import {
  adminAreaRoles,
  bulkEmailAnswerSchema,
  bulkEmailBodySchema,
  staffInvoiceDetailSchema,
  uuidSchema,
} from '@auction/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRoles, requireUser, signedIn } from '../../plugins/auth';
import type { InvoiceDocuments, InvoicePdf } from './invoice-documents.service';

const security = [{ bearer: [] }];
const params = z.object({ id: uuidSchema });
const pdfAnswer = { 200: z.any().describe('The invoice as a PDF (application/pdf).') };

export function sendPdf(reply: import('fastify').FastifyReply, { filename, pdf }: InvoicePdf) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);
}

/** The buyer's own invoice as a PDF: another person's invoice is not found. */
export const invoicePdfRoutes: FastifyPluginAsyncZod<{ invoiceDocuments: InvoiceDocuments }> = async (
  app,
  { invoiceDocuments },
) => {
  app.addHook('onRequest', requireUser);

  app.get(
    '/api/invoices/:id/pdf',
    { schema: { tags: ['invoices'], security, params, response: pdfAnswer } },
    async (request, reply) =>
      sendPdf(reply, await invoiceDocuments.buyerPdf(signedIn(request).id, request.params.id)),
  );
};

/** Staff print any invoice and e-mail it again, one or many. */
export const staffInvoiceDocumentsRoutes: FastifyPluginAsyncZod<{
  invoiceDocuments: InvoiceDocuments;
}> = async (app, { invoiceDocuments }) => {
  const tags = ['admin'];
  app.addHook('onRequest', requireRoles(adminAreaRoles));

  app.get(
    '/api/admin/invoices/:id/pdf',
    { schema: { tags, security, params, response: pdfAnswer } },
    async (request, reply) => sendPdf(reply, await invoiceDocuments.staffPdf(request.params.id)),
  );

  app.post(
    '/api/admin/invoices/:id/send',
    { schema: { tags, security, params, response: { 200: staffInvoiceDetailSchema } } },
    (request) => invoiceDocuments.resend(request.params.id, signedIn(request).id),
  );

  app.post(
    '/api/admin/invoices/email',
    { schema: { tags, security, body: bulkEmailBodySchema, response: { 200: bulkEmailAnswerSchema } } },
    async (request) => ({
      sent: await invoiceDocuments.resendMany(request.body.invoice_ids, signedIn(request).id),
    }),
  );
};
