import {
  adminAreaRoles,
  lotGroupBodySchema,
  lotGroupSchema,
  lotGroupsSchema,
  uuidSchema,
} from '@auction/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRoles, signedIn } from '../../plugins/auth';
import type { LotGroupsService } from './lot-groups.service';

const tags = ['lot groups'];
const security = [{ bearer: [] }];
const params = z.object({ id: uuidSchema });

/**
 * GET and POST /api/admin/auctions/:id/lot-groups: a sale's choice lots, and offering lots as one.
 * DELETE /api/admin/auctions/:id/lot-groups/:groupId: the lots are offered on their own again.
 */
export const lotGroupsRoutes: FastifyPluginAsyncZod<{ lotGroups: LotGroupsService }> = async (app, deps) => {
  const { lotGroups } = deps;
  app.addHook('onRequest', requireRoles(adminAreaRoles));

  app.get(
    '/api/admin/auctions/:id/lot-groups',
    { schema: { tags, security, params, response: { 200: lotGroupsSchema } } },
    async (request) => ({ data: await lotGroups.list(request.params.id) }),
  );

  app.post(
    '/api/admin/auctions/:id/lot-groups',
    { schema: { tags, security, params, body: lotGroupBodySchema, response: { 201: lotGroupSchema } } },
    async (request, reply) => {
      const group = await lotGroups.create(request.params.id, request.body, signedIn(request).id);
      return reply.code(201).send(group);
    },
  );

  app.delete(
    '/api/admin/auctions/:id/lot-groups/:groupId',
    { schema: { tags, security, params: params.extend({ groupId: uuidSchema }) } },
    async (request, reply) => {
      await lotGroups.remove(request.params.id, request.params.groupId, signedIn(request).id);
      return reply.code(204).send();
    },
  );
};
