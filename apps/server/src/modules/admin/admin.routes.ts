import {
  adminAreaRoles,
  adminOverviewSchema,
  outboxMailSchema,
  pageOf,
  pageQuerySchema,
  superAdminRoles,
} from '@auction/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRoles, signedIn } from '../../plugins/auth';
import type { AdminService } from './admin.service';

const tags = ['admin'];
const security = [{ bearer: [] }];

export const adminRoutes: FastifyPluginAsyncZod<{ admin: AdminService }> = async (app, { admin }) => {
  app.addHook('onRequest', requireRoles(adminAreaRoles));

  app.get('/api/admin/overview', { schema: { tags, security, response: { 200: adminOverviewSchema } } }, () =>
    admin.overview(),
  );

  // The outbox holds mails with links that grant access: Admins only, never Staff.
  app.get(
    '/api/admin/outbox',
    {
      schema: { tags, security, querystring: pageQuerySchema, response: { 200: pageOf(outboxMailSchema) } },
      onRequest: requireRoles(superAdminRoles),
    },
    (request) => admin.outbox(request.query, signedIn(request).row.email),
  );
};
