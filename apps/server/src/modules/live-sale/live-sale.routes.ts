import { absenteeBidBodySchema, absenteeBidSchema, liveSnapshotSchema, uuidSchema } from '@auction/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser, signedIn } from '../../plugins/auth';
import type { Services } from '../../services';
import { leaveAbsenteeBid } from './absentee-bids';

/**
 * GET /api/auctions/:id/live: the live room as `join_auction` answers it, for a client that saw a
 * gap in `seq` or reconnected. Guests get it too (they watch); staff also get the clerk's view.
 * PUT /api/lots/:id/absentee-bid: a bidder's maximum left on a live lot before it opens.
 */
export const liveSaleRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.get(
    '/api/auctions/:id/live',
    {
      schema: {
        tags: ['live sale'],
        params: z.object({ id: uuidSchema }),
        response: { 200: liveSnapshotSchema },
      },
    },
    async (request) => {
      const user = request.user;
      const isStaff = user?.roles.some((role) => role === 'Staff' || role === 'Admin') ?? false;
      return services.liveRoom.snapshot(
        request.params.id,
        { userId: user?.id ?? null, isStaff },
        { fresh: true },
      );
    },
  );

  app.put(
    '/api/lots/:id/absentee-bid',
    {
      onRequest: requireUser,
      schema: {
        tags: ['live sale'],
        security: [{ bearer: [] }],
        params: z.object({ id: uuidSchema }),
        body: absenteeBidBodySchema,
        response: { 200: absenteeBidSchema },
      },
    },
    async (request) =>
      leaveAbsenteeBid(
        { db: services.db, live: services.liveSale },
        { bidderId: signedIn(request).id, lotId: request.params.id, maxCents: request.body.amount },
      ),
  );
};
