import {
  adminAreaRoles,
  invoiceFeesStateSchema,
  setInvoiceFeesBodySchema,
  uuidSchema,
} from '@auction/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRoles, signedIn } from '../../plugins/auth';
import type { InvoiceFeesService } from './invoice-fees.service';

const security = [{ bearer: [] }];
const params = z.object({ id: uuidSchema });

/** Staff read an invoice's fees and turn them off (or on again) for that invoice. */
export const staffInvoiceFeesRoutes: FastifyPluginAsyncZod<{ fees: InvoiceFeesService }> = async (
  app,
  { fees },
) => {
  const tags = ['admin'];
  app.addHook('onRequest', requireRoles(adminAreaRoles));

  app.get(
    '/api/admin/invoices/:id/fees',
    { schema: { tags, security, params, response: { 200: invoiceFeesStateSchema } } },
    async (request) => {
      const [off, list] = await Promise.all([
        fees.feesOff(request.params.id),
        fees.feesOf(request.params.id),
      ]);
      return { fees_off: off, fees: list };
    },
  );

  app.put(
    '/api/admin/invoices/:id/fees',
    {
      schema: {
        tags,
        security,
        params,
        body: setInvoiceFeesBodySchema,
        response: { 200: invoiceFeesStateSchema },
      },
    },
    (request) =>
      fees.setFeesOff(request.params.id, request.body.fees_off, { id: signedIn(request).id, ip: request.ip }),
  );
};
