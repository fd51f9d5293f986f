import { absenteeBidBodySchema, absenteeBidSchema, liveSnapshotSchema, uuidSchema } from '@auction/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { requireUser, signedIn } from '../../plugins/auth';
import { leaveAbsenteeBid } from './absentee-bids';
import type { LiveRoom } from './live-room';
import type { LiveSaleService } from './live-sale.service';

/**
 * GET /api/auctions/:id/live: the live room as `join_auction` answers it, for a client that saw a
 * gap in `seq` or reconnected. Guests get it too (they watch); staff also get the clerk's view.
 * PUT /api/lots/:id/absentee-bid: a bidder's maximum left on a live lot before it opens.
 */
export const liveSaleRoutes: FastifyPluginAsyncZod<{
  db: Database;
  liveRoom: LiveRoom;
  liveSale: LiveSaleService;
}> = async (app, { db, liveRoom, liveSale }) => {
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
      return liveRoom.snapshot(request.params.id, { userId: user?.id ?? null, isStaff }, { fresh: true });
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
        { db, live: liveSale },
        { bidderId: signedIn(request).id, lotId: request.params.id, maxCents: request.body.amount },
      ),
  );
};
