import {
  adminAreaRoles,
  auctionBodySchema,
  auctionSchema,
  idOrSlugParamsSchema,
  messageResponseSchema,
  pageOf,
  staffAuctionListQuerySchema,
} from '@auction/contracts';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRoles } from '../../plugins/auth';
import { maxImageBytes, readImageUpload } from '../media/read-upload';
import type { AuctionsService } from './auctions.service';

const tags = ['admin'];
const security = [{ bearer: [] }];

/** Staff create, edit, publish and clone auctions (drafts included). */
export const staffAuctionsRoutes: FastifyPluginAsyncZod<{ auctions: AuctionsService }> = async (
  app,
  { auctions },
) => {
  app.addHook('onRequest', requireRoles(adminAreaRoles));
  await app.register(multipart, { limits: { fileSize: maxImageBytes, files: 1 } });

  app.get(
    '/api/admin/auctions',
    {
      schema: {
        tags,
        security,
        querystring: staffAuctionListQuerySchema,
        response: { 200: pageOf(auctionSchema) },
      },
    },
    (request) => auctions.listAll(request.query),
  );

  app.post(
    '/api/admin/auctions',
    { schema: { tags, security, body: auctionBodySchema, response: { 201: auctionSchema } } },
    async (request, reply) => reply.code(201).send(await auctions.create(request.body)),
  );

  app.get(
    '/api/admin/auctions/:id',
    { schema: { tags, security, params: idOrSlugParamsSchema, response: { 200: auctionSchema } } },
    (request) => auctions.get(request.params.id, { withDrafts: true }),
  );

  app.put(
    '/api/admin/auctions/:id',
    {
      schema: {
        tags,
        security,
        params: idOrSlugParamsSchema,
        body: auctionBodySchema,
        response: { 200: auctionSchema },
      },
    },
    (request) => auctions.update(request.params.id, request.body),
  );

  app.delete(
    '/api/admin/auctions/:id',
    { schema: { tags, security, params: idOrSlugParamsSchema, response: { 200: messageResponseSchema } } },
    (request) => auctions.remove(request.params.id),
  );

  app.post(
    '/api/admin/auctions/:id/publish',
    { schema: { tags, security, params: idOrSlugParamsSchema, response: { 200: auctionSchema } } },
    (request) => auctions.publish(request.params.id),
  );

  app.post(
    '/api/admin/auctions/:id/image',
    {
      schema: {
        tags,
        security,
        params: idOrSlugParamsSchema,
        consumes: ['multipart/form-data'],
        response: { 200: auctionSchema },
      },
    },
    async (request) => auctions.setCoverImage(request.params.id, await readImageUpload(app, request)),
  );

  app.post(
    '/api/admin/auctions/:id/clone',
    { schema: { tags, security, params: idOrSlugParamsSchema, response: { 201: auctionSchema } } },
    async (request, reply) => reply.code(201).send(await auctions.clone(request.params.id)),
  );
};
