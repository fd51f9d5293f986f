import {
  buyerOwingSchema,
  fulfilmentBodySchema,
  invoiceDetailSchema,
  invoiceSummarySchema,
  uuidSchema,
} from '@auction/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser, signedIn } from '../../plugins/auth';
import type { InvoicesService } from './invoices.service';

const tags = ['invoices'];
const security = [{ bearer: [] }];
const params = z.object({ id: uuidSchema });

/** A buyer's own invoices: another person's invoice is not found, never forbidden (no hint it exists). */
export const invoicesRoutes: FastifyPluginAsyncZod<{ invoices: InvoicesService }> = async (
  app,
  { invoices },
) => {
  app.addHook('onRequest', requireUser);

  app.get(
    '/api/invoices',
    { schema: { tags, security, response: { 200: z.array(invoiceSummarySchema) } } },
    (request) => invoices.buyerInvoices(signedIn(request).id),
  );

  app.get(
    '/api/invoices/owing',
    { schema: { tags, security, response: { 200: buyerOwingSchema } } },
    (request) => invoices.buyerOwing(signedIn(request).id),
  );

  app.get(
    '/api/invoices/:id',
    { schema: { tags, security, params, response: { 200: invoiceDetailSchema } } },
    (request) => invoices.buyerInvoice(signedIn(request).id, request.params.id),
  );

  app.put(
    '/api/invoices/:id/fulfilment',
    {
      schema: { tags, security, params, body: fulfilmentBodySchema, response: { 200: invoiceDetailSchema } },
    },
    (request) => invoices.setFulfilment(signedIn(request).id, request.params.id, request.body),
  );
};
