import {
  adminAreaRoles,
  generateInvoicesAnswerSchema,
  generateInvoicesBodySchema,
  invoiceLineBodySchema,
  invoiceProblemsAnswerSchema,
  issueInvoiceAnswerSchema,
  shippingUpdateBodySchema,
  staffInvoiceDetailSchema,
  staffInvoiceListQuerySchema,
  staffInvoicePageSchema,
  uuidSchema,
  voidInvoiceBodySchema,
} from '@auction/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRoles, signedIn } from '../../plugins/auth';
import type { InvoicesService } from './invoices.service';
import { invoicesCsv } from './invoices-csv';

const tags = ['admin'];
const security = [{ bearer: [] }];
const params = z.object({ id: uuidSchema });

/** Staff generate, edit, issue and void invoices, enter shipping, and list them with totals. */
export const staffInvoicesRoutes: FastifyPluginAsyncZod<{ invoices: InvoicesService }> = async (
  app,
  { invoices },
) => {
  app.addHook('onRequest', requireRoles(adminAreaRoles));

  app.get(
    '/api/admin/invoices',
    {
      schema: {
        tags,
        security,
        querystring: staffInvoiceListQuerySchema,
        response: { 200: staffInvoicePageSchema },
      },
    },
    (request) => invoices.staffList(request.query),
  );

  app.get(
    '/api/admin/invoices.csv',
    { schema: { tags, security, querystring: staffInvoiceListQuerySchema } },
    async (request, reply) => {
      const rows = await invoices.staffCsv(request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="invoices.csv"')
        .send(invoicesCsv(rows));
    },
  );

  app.post(
    '/api/admin/auctions/:id/invoices',
    {
      schema: {
        tags,
        security,
        params,
        body: generateInvoicesBodySchema,
        response: { 200: generateInvoicesAnswerSchema },
      },
    },
    (request) => invoices.generate(request.params.id, signedIn(request)),
  );

  app.get(
    '/api/admin/auctions/:id/invoice-problems',
    { schema: { tags, security, params, response: { 200: invoiceProblemsAnswerSchema } } },
    async (request) => ({ problems: await invoices.problems(request.params.id) }),
  );

  app.get(
    '/api/admin/invoices/:id',
    { schema: { tags, security, params, response: { 200: staffInvoiceDetailSchema } } },
    (request) => invoices.staffInvoice(request.params.id),
  );

  app.post(
    '/api/admin/invoices/:id/lines',
    {
      schema: {
        tags,
        security,
        params,
        body: invoiceLineBodySchema,
        response: { 200: staffInvoiceDetailSchema },
      },
    },
    (request) => invoices.addLine(request.params.id, request.body, signedIn(request)),
  );

  app.delete(
    '/api/admin/invoices/:id/lines/:lineId',
    {
      schema: {
        tags,
        security,
        params: z.object({ id: uuidSchema, lineId: uuidSchema }),
        response: { 200: staffInvoiceDetailSchema },
      },
    },
    (request) => invoices.removeLine(request.params.id, request.params.lineId, signedIn(request)),
  );

  app.post(
    '/api/admin/invoices/:id/issue',
    { schema: { tags, security, params, response: { 200: issueInvoiceAnswerSchema } } },
    (request) => invoices.issue(request.params.id, signedIn(request)),
  );

  app.post(
    '/api/admin/invoices/:id/void',
    {
      schema: {
        tags,
        security,
        params,
        body: voidInvoiceBodySchema,
        response: { 200: staffInvoiceDetailSchema },
      },
    },
    (request) => invoices.void(request.params.id, request.body.reason, signedIn(request)),
  );

  app.put(
    '/api/admin/invoices/:id/shipping',
    {
      schema: {
        tags,
        security,
        params,
        body: shippingUpdateBodySchema,
        response: { 200: staffInvoiceDetailSchema },
      },
    },
    (request) => invoices.updateShipping(request.params.id, request.body, signedIn(request)),
  );
};
