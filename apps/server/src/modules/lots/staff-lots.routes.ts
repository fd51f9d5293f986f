import {
  adminAreaRoles,
  idOrSlugParamsSchema,
  lotBodySchema,
  lotBulkPricesBodySchema,
  lotImageOrderBodySchema,
  lotListQuerySchema,
  lotReorderBodySchema,
  lotUpdateBodySchema,
  messageResponseSchema,
  pageOf,
  staffLotSchema,
  uuidSchema,
} from '@auction/contracts';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRoles } from '../../plugins/auth';
import { maxImageBytes, readImageUpload } from '../media/read-upload';
import type { LotsService } from './lots.service';

const tags = ['admin'];
const security = [{ bearer: [] }];
const lotParams = z.object({ id: uuidSchema });

/** Staff add and edit lots, their order, prices and images. */
export const staffLotsRoutes: FastifyPluginAsyncZod<{ lots: LotsService }> = async (app, { lots }) => {
  app.addHook('onRequest', requireRoles(adminAreaRoles));
  await app.register(multipart, { limits: { fileSize: maxImageBytes, files: 1 } });

  app.get(
    '/api/admin/auctions/:id/lots',
    {
      schema: {
        tags,
        security,
        params: idOrSlugParamsSchema,
        querystring: lotListQuerySchema,
        response: { 200: pageOf(staffLotSchema) },
      },
    },
    (request) => lots.listForStaff(request.params.id, request.query),
  );

  app.post(
    '/api/admin/auctions/:id/lots',
    {
      schema: {
        tags,
        security,
        params: idOrSlugParamsSchema,
        body: lotBodySchema,
        response: { 201: staffLotSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await lots.add(request.params.id, request.body)),
  );

  app.post(
    '/api/admin/auctions/:id/lots/reorder',
    {
      schema: {
        tags,
        security,
        params: idOrSlugParamsSchema,
        body: lotReorderBodySchema,
        response: { 200: messageResponseSchema },
      },
    },
    (request) => lots.reorder(request.params.id, request.body.lot_ids),
  );

  app.post(
    '/api/admin/auctions/:id/lots/prices',
    {
      schema: {
        tags,
        security,
        params: idOrSlugParamsSchema,
        body: lotBulkPricesBodySchema,
        response: { 200: messageResponseSchema },
      },
    },
    (request) => lots.bulkPrices(request.params.id, request.body.lots),
  );

  app.put(
    '/api/admin/lots/:id',
    {
      schema: {
        tags,
        security,
        params: lotParams,
        body: lotUpdateBodySchema,
        response: { 200: staffLotSchema },
      },
    },
    (request) => lots.edit(request.params.id, request.body),
  );

  app.post(
    '/api/admin/lots/:id/withdraw',
    { schema: { tags, security, params: lotParams, response: { 200: staffLotSchema } } },
    (request) => lots.withdraw(request.params.id),
  );

  app.put(
    '/api/admin/lots/:id/images/order',
    {
      schema: {
        tags,
        security,
        params: lotParams,
        body: lotImageOrderBodySchema,
        response: { 200: staffLotSchema },
      },
    },
    (request) => lots.orderImages(request.params.id, request.body.image_ids),
  );

  app.delete(
    '/api/admin/lots/:id/images/:imageId',
    {
      schema: {
        tags,
        security,
        params: z.object({ id: uuidSchema, imageId: uuidSchema }),
        response: { 200: staffLotSchema },
      },
    },
    (request) => lots.removeImage(request.params.id, request.params.imageId),
  );

  app.post(
    '/api/admin/lots/:id/images',
    {
      schema: {
        tags,
        security,
        params: lotParams,
        consumes: ['multipart/form-data'],
        response: { 201: staffLotSchema },
      },
    },
    async (request, reply) => {
      const upload = await readImageUpload(app, request);
      return reply.code(201).send(await lots.addImage(request.params.id, upload));
    },
  );
};
