import {
  adminAreaRoles,
  pickListEntrySchema,
  pickListQuerySchema,
  releaseBodySchema,
  releaseDeskInvoiceSchema,
  releaseDeskQuerySchema,
  uuidSchema,
} from '@auction/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRoles, signedIn } from '../../plugins/auth';
import type { Actor, PickupService } from './pickup.service';

const security = [{ bearer: [] }];
const invoiceParams = z.object({ id: uuidSchema });

export function actorOf(request: FastifyRequest): Actor {
  const user = signedIn(request);
  return { id: user.id, roles: user.roles, ip: request.ip };
}

/** The release desk: find an invoice, hand over its paid lots, print the day's pick list. */
export const releaseDeskRoutes: FastifyPluginAsyncZod<{ pickup: PickupService }> = async (
  app,
  { pickup },
) => {
  const tags = ['release desk'];
  app.addHook('onRequest', requireRoles(adminAreaRoles));

  app.get(
    '/api/admin/release-desk',
    {
      schema: {
        tags,
        security,
        querystring: releaseDeskQuerySchema,
        response: { 200: z.array(releaseDeskInvoiceSchema) },
      },
    },
    (request) => pickup.search(request.query.q),
  );

  app.post(
    '/api/admin/invoices/:id/releases',
    {
      schema: {
        tags,
        security,
        params: invoiceParams,
        body: releaseBodySchema,
        response: { 200: releaseDeskInvoiceSchema },
      },
    },
    (request) => pickup.release(request.params.id, request.body, actorOf(request)),
  );

  app.get(
    '/api/admin/pick-list',
    {
      schema: {
        tags,
        security,
        querystring: pickListQuerySchema,
        response: { 200: z.array(pickListEntrySchema) },
      },
    },
    (request) => pickup.pickList(request.query.date),
  );
};
