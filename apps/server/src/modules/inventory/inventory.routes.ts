import {
  adminAreaRoles,
  inventoryItemBodySchema,
  inventoryItemDetailSchema,
  inventoryItemUpdateSchema,
  inventoryListQuerySchema,
  inventoryPageSchema,
  inventoryPictureOrderSchema,
  inventoryStatusChangeSchema,
  uuidSchema,
} from '@auction/contracts';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRoles, signedIn } from '../../plugins/auth';
import { maxImageBytes, readImageUpload } from '../media/read-upload';
import type { InventoryService } from './inventory.service';

const tags = ['admin'];
const security = [{ bearer: [] }];
const params = z.object({ id: uuidSchema });
const detail = { 200: inventoryItemDetailSchema };

/** Staff take in goods, find and edit them, change their status by hand where allowed, and picture them. */
export const inventoryRoutes: FastifyPluginAsyncZod<{ inventory: InventoryService }> = async (
  app,
  { inventory },
) => {
  app.addHook('onRequest', requireRoles(adminAreaRoles));
  await app.register(multipart, { limits: { fileSize: maxImageBytes, files: 1 } });

  app.get(
    '/api/admin/inventory',
    {
      schema: {
        tags,
        security,
        querystring: inventoryListQuerySchema,
        response: { 200: inventoryPageSchema },
      },
    },
    (request) => inventory.list(request.query),
  );

  app.post(
    '/api/admin/inventory',
    {
      schema: { tags, security, body: inventoryItemBodySchema, response: { 201: inventoryItemDetailSchema } },
    },
    async (request, reply) =>
      reply.code(201).send(await inventory.create(request.body, signedIn(request).id)),
  );

  app.get('/api/admin/inventory/:id', { schema: { tags, security, params, response: detail } }, (request) =>
    inventory.detail(request.params.id),
  );

  app.put(
    '/api/admin/inventory/:id',
    { schema: { tags, security, params, body: inventoryItemUpdateSchema, response: detail } },
    (request) => inventory.update(request.params.id, request.body, signedIn(request).id),
  );

  app.post(
    '/api/admin/inventory/:id/status',
    { schema: { tags, security, params, body: inventoryStatusChangeSchema, response: detail } },
    (request) => inventory.changeStatus(request.params.id, request.body, signedIn(request).id),
  );

  app.post(
    '/api/admin/inventory/:id/pictures',
    {
      schema: {
        tags,
        security,
        params,
        consumes: ['multipart/form-data'],
        response: { 201: inventoryItemDetailSchema },
      },
    },
    async (request, reply) => {
      const upload = await readImageUpload(app, request);
      return reply
        .code(201)
        .send(await inventory.addPicture(request.params.id, upload, signedIn(request).id));
    },
  );

  app.put(
    '/api/admin/inventory/:id/pictures/order',
    { schema: { tags, security, params, body: inventoryPictureOrderSchema, response: detail } },
    (request) => inventory.orderPictures(request.params.id, request.body.picture_ids, signedIn(request).id),
  );

  app.delete(
    '/api/admin/inventory/:id/pictures/:pictureId',
    {
      schema: {
        tags,
        security,
        params: z.object({ id: uuidSchema, pictureId: uuidSchema }),
        response: detail,
      },
    },
    (request) => inventory.removePicture(request.params.id, request.params.pictureId, signedIn(request).id),
  );
};
