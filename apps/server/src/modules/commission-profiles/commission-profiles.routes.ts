import {
  adminAreaRoles,
  commissionProfileBodySchema,
  commissionProfileListSchema,
  commissionProfileSchema,
  messageResponseSchema,
  superAdminRoles,
  uuidSchema,
} from '@auction/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRoles, signedIn } from '../../plugins/auth';
import type { CommissionProfilesService } from './commission-profiles.service';

const tags = ['admin'];
const security = [{ bearer: [] }];
const params = z.object({ id: uuidSchema });
const actorOf = (request: FastifyRequest) => ({ id: signedIn(request).id, ip: request.ip });
/** Commission terms are the house's money policy: Staff read them, only an Admin changes them. */
const adminWrites = requireRoles(superAdminRoles);

export const commissionProfilesRoutes: FastifyPluginAsyncZod<{
  commissionProfiles: CommissionProfilesService;
}> = async (app, deps) => {
  const profiles = deps.commissionProfiles;
  app.addHook('onRequest', requireRoles(adminAreaRoles));

  app.get(
    '/api/admin/commission-profiles',
    { schema: { tags, security, response: { 200: commissionProfileListSchema } } },
    async () => ({ data: await profiles.list() }),
  );

  app.get(
    '/api/admin/commission-profiles/:id',
    { schema: { tags, security, params, response: { 200: commissionProfileSchema } } },
    (request) => profiles.get(request.params.id),
  );

  app.post(
    '/api/admin/commission-profiles',
    {
      onRequest: adminWrites,
      schema: {
        tags,
        security,
        body: commissionProfileBodySchema,
        response: { 201: commissionProfileSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await profiles.create(request.body, actorOf(request))),
  );

  app.put(
    '/api/admin/commission-profiles/:id',
    {
      onRequest: adminWrites,
      schema: {
        tags,
        security,
        params,
        body: commissionProfileBodySchema,
        response: { 200: commissionProfileSchema },
      },
    },
    (request) => profiles.update(request.params.id, request.body, actorOf(request)),
  );

  app.post(
    '/api/admin/commission-profiles/:id/default',
    {
      onRequest: adminWrites,
      schema: { tags, security, params, response: { 200: commissionProfileSchema } },
    },
    (request) => profiles.makeDefault(request.params.id, actorOf(request)),
  );

  app.delete(
    '/api/admin/commission-profiles/:id',
    { onRequest: adminWrites, schema: { tags, security, params, response: { 200: messageResponseSchema } } },
    (request) => profiles.remove(request.params.id, actorOf(request)),
  );
};
