import {
  idempotencyKeySchema,
  myLotBidSchema,
  placeBidBodySchema,
  placeBidResultSchema,
  uuidSchema,
} from '@auction/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser, signedIn } from '../../plugins/auth';
import type { BidService } from './bids.service';

const tags = ['bidding'];

/** POST /api/lots/:id/bids (the same bid service the WebSocket `place_bid` uses) and the caller's own bid. */
export const bidsRoutes: FastifyPluginAsyncZod<{ bids: BidService }> = async (app, { bids }) => {
  app.post(
    '/api/lots/:id/bids',
    {
      onRequest: requireUser,
      schema: {
        tags,
        security: [{ bearer: [] }],
        params: z.object({ id: uuidSchema }),
        headers: z.object({ 'idempotency-key': idempotencyKeySchema.optional() }),
        body: placeBidBodySchema,
        response: { 201: placeBidResultSchema },
      },
    },
    async (request, reply) => {
      const result = await bids.placeBid({
        bidderId: signedIn(request).id,
        lotId: request.params.id,
        amountCents: request.body.amount,
        idempotencyKey: request.headers['idempotency-key'] ?? null,
        log: request.log,
      });
      return reply.code(201).send(result);
    },
  );

  app.get(
    '/api/lots/:id/my-bid',
    {
      onRequest: requireUser,
      schema: {
        tags,
        security: [{ bearer: [] }],
        params: z.object({ id: uuidSchema }),
        response: { 200: myLotBidSchema },
      },
    },
    async (request) => bids.myBid(signedIn(request).id, request.params.id),
  );
};
