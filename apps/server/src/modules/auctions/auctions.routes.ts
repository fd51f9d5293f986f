import {
  auctionListQuerySchema,
  auctionRegistrationSchema,
  auctionSchema,
  bidHistoryItemSchema,
  idOrSlugParamsSchema,
  lotListQuerySchema,
  lotSchema,
  pageOf,
  pastAuctionSchema,
  registerForAuctionBodySchema,
} from '@auction/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser, signedIn } from '../../plugins/auth';
import type { Services } from '../../services';

const tags = ['catalogue'];

/** What anyone may read: published auctions (never drafts), their lots and bid history. */
export const auctionsRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { auctions, lots, registrations } = services;

  app.get(
    '/api/auctions',
    { schema: { tags, querystring: auctionListQuerySchema, response: { 200: pageOf(auctionSchema) } } },
    (request) => auctions.list(request.query),
  );

  app.get(
    '/api/auctions/past',
    { schema: { tags, querystring: auctionListQuerySchema, response: { 200: pageOf(pastAuctionSchema) } } },
    (request) => auctions.listPast(request.query),
  );

  app.get(
    '/api/auctions/:id',
    { schema: { tags, params: idOrSlugParamsSchema, response: { 200: auctionSchema } } },
    (request) => auctions.get(request.params.id, { withDrafts: false }),
  );

  app.get(
    '/api/auctions/:id/lots',
    {
      schema: {
        tags,
        params: idOrSlugParamsSchema,
        querystring: lotListQuerySchema,
        response: { 200: pageOf(lotSchema) },
      },
    },
    (request) => lots.listPublic(request.params.id, request.query),
  );

  app.get(
    '/api/lots/:id',
    { schema: { tags, params: idOrSlugParamsSchema, response: { 200: lotSchema } } },
    (request) => lots.getPublic(request.params.id),
  );

  app.get(
    '/api/lots/:id/bids',
    {
      schema: {
        tags,
        params: idOrSlugParamsSchema,
        response: { 200: z.object({ data: z.array(bidHistoryItemSchema) }) },
      },
    },
    (request) => lots.bidHistory(request.params.id),
  );

  app.get(
    '/api/auctions/:id/registration',
    {
      onRequest: requireUser,
      schema: {
        tags,
        security: [{ bearer: [] }],
        params: idOrSlugParamsSchema,
        response: { 200: auctionRegistrationSchema },
      },
    },
    (request) => registrations.mine(request.params.id, signedIn(request).id),
  );

  app.post(
    '/api/auctions/:id/register',
    {
      onRequest: requireUser,
      schema: {
        tags,
        security: [{ bearer: [] }],
        params: idOrSlugParamsSchema,
        body: registerForAuctionBodySchema,
        response: { 200: auctionRegistrationSchema, 201: auctionRegistrationSchema },
      },
    },
    async (request, reply) => {
      const { created, registration } = await registrations.register(request.params.id, signedIn(request).id);
      return reply.code(created ? 201 : 200).send(registration);
    },
  );
};
