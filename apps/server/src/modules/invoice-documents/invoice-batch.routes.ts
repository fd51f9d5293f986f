import { adminAreaRoles, invoiceBatchBodySchema } from '@auction/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRoles } from '../../plugins/auth';
import type { InvoiceBatch } from './invoice-batch-pdf';
import { sendPdf } from './invoice-documents.routes';

const security = [{ bearer: [] }];

/** Staff print the chosen invoices as one PDF. */
export const invoiceBatchRoutes: FastifyPluginAsyncZod<{ invoiceBatch: InvoiceBatch }> = async (
  app,
  { invoiceBatch },
) => {
  app.addHook('onRequest', requireRoles(adminAreaRoles));

  app.post(
    '/api/admin/invoices/batch.pdf',
    {
      schema: {
        tags: ['admin'],
        security,
        body: invoiceBatchBodySchema,
        response: { 200: z.any().describe('The chosen invoices in one PDF (application/pdf).') },
      },
    },
    async (request, reply) => sendPdf(reply, await invoiceBatch.pdf(request.body.invoice_ids)),
  );
};
