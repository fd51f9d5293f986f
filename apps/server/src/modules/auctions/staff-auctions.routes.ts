import {
  adminAreaRoles,
  auctionBodySchema,
  auctionRegistrationSchema,
  auctionSchema,
  idOrSlugParamsSchema,
  messageResponseSchema,
  pageOf,
  registrationUpdateBodySchema,
  staffAuctionListQuerySchema,
  staffRegistrationListQuerySchema,
  staffRegistrationPageSchema,
  uuidSchema,
} from '@auction/contracts';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRoles } from '../../plugins/auth';
import type { Services } from '../../services';
import { maxImageBytes, readImageUpload } from '../media/read-upload';

const tags = ['admin'];
const security = [{ bearer: [] }];

/** Staff create, edit, publish and clone auctions (drafts included) and manage registrations. */
export const staffAuctionsRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  const { auctions, registrations } = services;
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

  app.get(
    '/api/admin/auctions/:id/registrations',
    {
      schema: {
        tags,
        security,
        params: idOrSlugParamsSchema,
        querystring: staffRegistrationListQuerySchema,
        response: { 200: staffRegistrationPageSchema },
      },
    },
    (request) => registrations.list(request.params.id, request.query),
  );

  app.patch(
    '/api/admin/registrations/:id',
    {
      schema: {
        tags,
        security,
        params: z.object({ id: uuidSchema }),
        body: registrationUpdateBodySchema,
        response: { 200: auctionRegistrationSchema },
      },
    },
    (request) => registrations.update(request.params.id, request.body),
  );
};
