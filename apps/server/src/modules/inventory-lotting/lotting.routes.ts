import {
  adminAreaRoles,
  idOrSlugParamsSchema,
  lotCandidateFiltersSchema,
  lotCandidateSchema,
  lotCandidatesQuerySchema,
  lotsFromInventoryBodySchema,
  lotsFromInventoryResultSchema,
  relistBodySchema,
  returnToConsignorBodySchema,
  unsoldItemActionResultSchema,
  unsoldItemSchema,
  uuidSchema,
} from '@auction/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRoles, signedIn } from '../../plugins/auth';
import type { LottingActor, LottingService } from './lotting.service';

const tags = ['inventory'];
const security = [{ bearer: [] }];
const itemParams = z.object({ id: uuidSchema });

function actorOf(request: FastifyRequest): LottingActor {
  return { id: signedIn(request).id, ip: request.ip };
}

/** Staff make lots of inventory items, and relist or return the items that come back unsold. */
export const lottingRoutes: FastifyPluginAsyncZod<{ lotting: LottingService }> = async (app, { lotting }) => {
  app.addHook('onRequest', requireRoles(adminAreaRoles));

  app.get(
    '/api/admin/auctions/:id/lot-candidates',
    {
      schema: {
        tags,
        security,
        params: idOrSlugParamsSchema,
        querystring: lotCandidatesQuerySchema,
        response: { 200: z.array(lotCandidateSchema) },
      },
    },
    (request) => lotting.candidates(request.params.id, request.query),
  );

  app.get(
    '/api/admin/lot-candidates/filters',
    { schema: { tags, security, response: { 200: lotCandidateFiltersSchema } } },
    () => lotting.candidateFilters(),
  );

  app.post(
    '/api/admin/auctions/:id/lots/from-inventory',
    {
      schema: {
        tags,
        security,
        params: idOrSlugParamsSchema,
        body: lotsFromInventoryBodySchema,
        response: { 200: lotsFromInventoryResultSchema },
      },
    },
    (request) => lotting.addFromInventory(request.params.id, request.body.item_ids, actorOf(request)),
  );

  app.get(
    '/api/admin/auctions/:id/unsold-items',
    {
      schema: { tags, security, params: idOrSlugParamsSchema, response: { 200: z.array(unsoldItemSchema) } },
    },
    (request) => lotting.unsoldItems(request.params.id),
  );

  app.post(
    '/api/admin/inventory/:id/relist',
    {
      schema: {
        tags,
        security,
        params: itemParams,
        body: relistBodySchema,
        response: { 200: unsoldItemActionResultSchema },
      },
    },
    (request) => lotting.relist(request.params.id, request.body.auction_id, actorOf(request)),
  );

  app.post(
    '/api/admin/inventory/:id/return',
    {
      schema: {
        tags,
        security,
        params: itemParams,
        body: returnToConsignorBodySchema,
        response: { 200: unsoldItemActionResultSchema },
      },
    },
    (request) => lotting.markReturned(request.params.id, request.body.note, actorOf(request)),
  );
};
