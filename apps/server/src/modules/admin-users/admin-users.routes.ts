import {
  adminUserDetailSchema,
  adminUserEraseBodySchema,
  adminUserListQuerySchema,
  adminUserPageSchema,
  adminUserReasonBodySchema,
  adminUserRolesBodySchema,
  messageResponseSchema,
  superAdminRoles,
  uuidSchema,
} from '@auction/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { requireRoles, signedIn } from '../../plugins/auth';
import type { Sessions } from '../auth/sessions';
import { adminUserPage } from './admin-user-queries';
import type { AdminUsersService } from './admin-users.service';
import { eraseUser, exportUserData, type PersonConsent } from './user-erasure';

const tags = ['admin'];
const security = [{ bearer: [] }];
const params = z.object({ id: uuidSchema });

/** User administration (issue 12): Admins only, never Staff (spec section 6). */
export const adminUsersRoutes: FastifyPluginAsyncZod<{
  adminUsers: AdminUsersService;
  db: Database;
  sessions: Sessions;
  consent: PersonConsent;
}> = async (app, { adminUsers, db, sessions, consent }) => {
  app.addHook('onRequest', requireRoles(superAdminRoles));
  const actorOf = (request: Parameters<typeof signedIn>[0]) => ({ id: signedIn(request).id, ip: request.ip });
  const detail = { 200: adminUserDetailSchema };

  app.get(
    '/api/admin/users',
    {
      schema: {
        tags,
        security,
        querystring: adminUserListQuerySchema,
        response: { 200: adminUserPageSchema },
      },
    },
    (request) => adminUserPage(db, request.query),
  );

  app.get('/api/admin/users/:id', { schema: { tags, security, params, response: detail } }, (request) =>
    adminUsers.detail(request.params.id),
  );

  app.put(
    '/api/admin/users/:id/roles',
    { schema: { tags, security, params, body: adminUserRolesBodySchema, response: detail } },
    (request) => adminUsers.setRoles(request.params.id, request.body, actorOf(request)),
  );

  app.post(
    '/api/admin/users/:id/disable',
    { schema: { tags, security, params, body: adminUserReasonBodySchema, response: detail } },
    (request) => adminUsers.disable(request.params.id, request.body.reason, actorOf(request)),
  );

  app.post(
    '/api/admin/users/:id/enable',
    { schema: { tags, security, params, response: detail } },
    (request) => adminUsers.enable(request.params.id, actorOf(request)),
  );

  app.post(
    '/api/admin/users/:id/password-reset',
    { schema: { tags, security, params, response: { 200: messageResponseSchema } } },
    async (request) => ({ message: await adminUsers.sendResetLink(request.params.id, actorOf(request)) }),
  );

  app.post(
    '/api/admin/users/:id/verify-email',
    { schema: { tags, security, params, body: adminUserReasonBodySchema, response: detail } },
    (request) => adminUsers.markVerified(request.params.id, request.body.reason, actorOf(request)),
  );

  app.get('/api/admin/users/:id/export', { schema: { tags, security, params } }, async (request, reply) => {
    const data = await exportUserData({ db, consent }, request.params.id, actorOf(request));
    const day = data.exported_at.slice(0, 10);
    return reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('content-disposition', `attachment; filename="user-${request.params.id}-${day}.json"`)
      .send(JSON.stringify(data, null, 2));
  });

  app.post(
    '/api/admin/users/:id/erase',
    { schema: { tags, security, params, body: adminUserEraseBodySchema, response: detail } },
    (request) =>
      eraseUser({ db, sessions, consent }, request.params.id, request.body.confirmation, actorOf(request)),
  );
};
