import {
  adminAreaRoles,
  advanceBodySchema,
  advanceReversalBodySchema,
  consignorAdvancesSchema,
  consignorBodySchema,
  consignorDetailSchema,
  consignorItemPageSchema,
  consignorItemsQuerySchema,
  consignorLinkUserBodySchema,
  consignorListQuerySchema,
  consignorPageSchema,
  consignorUpdateBodySchema,
  uuidSchema,
} from '@auction/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { requireRoles, signedIn } from '../../plugins/auth';
import { consignorItemPage, consignorPage } from './consignor-queries';
import type { ConsignorsService } from './consignors.service';

const tags = ['admin'];
const security = [{ bearer: [] }];
const params = z.object({ id: uuidSchema });

/** Staff keep the consignor records: contact, payout, commission profile, linked user, advances. */
export const consignorsRoutes: FastifyPluginAsyncZod<{
  consignors: ConsignorsService;
  db: Database;
}> = async (app, { consignors, db }) => {
  app.addHook('onRequest', requireRoles(adminAreaRoles));
  const actorOf = (request: Parameters<typeof signedIn>[0]) => ({ id: signedIn(request).id, ip: request.ip });

  app.get(
    '/api/admin/consignors',
    {
      schema: {
        tags,
        security,
        querystring: consignorListQuerySchema,
        response: { 200: consignorPageSchema },
      },
    },
    (request) => consignorPage(db, request.query),
  );

  app.post(
    '/api/admin/consignors',
    { schema: { tags, security, body: consignorBodySchema, response: { 201: consignorDetailSchema } } },
    async (request, reply) => reply.code(201).send(await consignors.create(request.body, actorOf(request))),
  );

  app.get(
    '/api/admin/consignors/:id',
    { schema: { tags, security, params, response: { 200: consignorDetailSchema } } },
    (request) => consignors.detail(request.params.id),
  );

  app.put(
    '/api/admin/consignors/:id',
    {
      schema: {
        tags,
        security,
        params,
        body: consignorUpdateBodySchema,
        response: { 200: consignorDetailSchema },
      },
    },
    (request) => consignors.update(request.params.id, request.body, actorOf(request)),
  );

  for (const [action, archived] of [
    ['archive', true],
    ['unarchive', false],
  ] as const) {
    app.post(
      `/api/admin/consignors/:id/${action}`,
      { schema: { tags, security, params, response: { 200: consignorDetailSchema } } },
      (request) => consignors.setArchived(request.params.id, archived, actorOf(request)),
    );
  }

  app.put(
    '/api/admin/consignors/:id/user',
    {
      schema: {
        tags,
        security,
        params,
        body: consignorLinkUserBodySchema,
        response: { 200: consignorDetailSchema },
      },
    },
    (request) => consignors.linkUser(request.params.id, request.body.user_id, actorOf(request)),
  );

  app.delete(
    '/api/admin/consignors/:id/user',
    { schema: { tags, security, params, response: { 200: consignorDetailSchema } } },
    (request) => consignors.unlinkUser(request.params.id, actorOf(request)),
  );

  app.get(
    '/api/admin/consignors/:id/items',
    {
      schema: {
        tags,
        security,
        params,
        querystring: consignorItemsQuerySchema,
        response: { 200: consignorItemPageSchema },
      },
    },
    async (request) => {
      await consignors.detail(request.params.id);
      return consignorItemPage(db, request.params.id, request.query);
    },
  );

  app.get(
    '/api/admin/consignors/:id/advances',
    { schema: { tags, security, params, response: { 200: consignorAdvancesSchema } } },
    (request) => consignors.advances(request.params.id),
  );

  app.post(
    '/api/admin/consignors/:id/advances',
    {
      schema: { tags, security, params, body: advanceBodySchema, response: { 201: consignorAdvancesSchema } },
    },
    async (request, reply) =>
      reply.code(201).send(await consignors.recordAdvance(request.params.id, request.body, actorOf(request))),
  );

  app.post(
    '/api/admin/consignors/:id/advances/:advanceId/reverse',
    {
      schema: {
        tags,
        security,
        params: z.object({ id: uuidSchema, advanceId: uuidSchema }),
        body: advanceReversalBodySchema,
        response: { 201: consignorAdvancesSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await consignors.reverseAdvance(
            request.params.id,
            request.params.advanceId,
            request.body.note,
            actorOf(request),
          ),
        ),
  );
};
