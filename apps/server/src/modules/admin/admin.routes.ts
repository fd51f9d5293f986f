import {
  adminAreaRoles,
  adminOverviewSchema,
  outboxMailSchema,
  pageOf,
  pageQuerySchema,
} from '@auction/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRoles } from '../../plugins/auth';
import type { Services } from '../../services';

const tags = ['admin'];
const security = [{ bearer: [] }];

export const adminRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.addHook('onRequest', requireRoles(adminAreaRoles));

  app.get('/api/admin/overview', { schema: { tags, security, response: { 200: adminOverviewSchema } } }, () =>
    services.admin.overview(),
  );

  app.get(
    '/api/admin/outbox',
    { schema: { tags, security, querystring: pageQuerySchema, response: { 200: pageOf(outboxMailSchema) } } },
    (request) => services.admin.outbox(request.query),
  );
};
