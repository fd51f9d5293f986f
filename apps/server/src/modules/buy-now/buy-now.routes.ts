import {
  buyNowItemSchema,
  buyNowListQuerySchema,
  buyNowPageSchema,
  buyNowPurchaseSchema,
  idempotencyKeySchema,
  uuidSchema,
} from '@auction/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser, signedIn } from '../../plugins/auth';
import type { BuyNowService } from './buy-now.service';

const tags = ['buy-now'];
const params = z.object({ itemId: uuidSchema });

/** Public buy-now listing and item page; buying needs a signed-in, verified account. */
export const buyNowRoutes: FastifyPluginAsyncZod<{ buyNow: BuyNowService }> = async (app, { buyNow }) => {
  app.get(
    '/api/buy-now',
    { schema: { tags, querystring: buyNowListQuerySchema, response: { 200: buyNowPageSchema } } },
    (request) => buyNow.list(request.query),
  );

  app.get(
    '/api/buy-now/:itemId',
    { schema: { tags, params, response: { 200: buyNowItemSchema } } },
    (request) => buyNow.item(request.params.itemId),
  );

  app.post(
    '/api/buy-now/:itemId/purchase',
    {
      onRequest: requireUser,
      schema: {
        tags,
        security: [{ bearer: [] }],
        params,
        headers: z.object({ 'idempotency-key': idempotencyKeySchema.optional() }),
        response: { 200: buyNowPurchaseSchema, 201: buyNowPurchaseSchema },
      },
    },
    async (request, reply) => {
      const { created, purchase } = await buyNow.purchase(
        request.params.itemId,
        signedIn(request),
        request.headers['idempotency-key'] ?? null,
      );
      return reply.code(created ? 201 : 200).send(purchase);
    },
  );
};
