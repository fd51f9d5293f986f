import {
  absenteeBidBodySchema,
  absenteeBidSchema,
  adminAreaRoles,
  liveSnapshotSchema,
  paperAbsenteeBidBodySchema,
  phoneBidderBodySchema,
  phoneBidderSchema,
  phoneBiddersSchema,
  staffAbsenteeBidSchema,
  staffAbsenteeBidsSchema,
  uuidSchema,
} from '@auction/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database';
import type { MailService } from '../../mail/mail.service';
import { requireRoles, requireUser, signedIn } from '../../plugins/auth';
import type { SettingsReader } from '../settings/settings.repository';
import { leaveAbsenteeBid } from './absentee-bids';
import type { LiveRoom } from './live-room';
import type { LiveSaleService } from './live-sale.service';
import { absenteeBidsOf, keyInAbsenteeBid } from './paper-absentee-bids';
import { phoneBiddersOf, savePhoneBidder } from './phone-bidders';

/**
 * GET /api/auctions/:id/live: the live room as `join_auction` answers it, for a client that saw a
 * gap in `seq` or reconnected. Guests get it too (they watch); staff also get the clerk's view.
 * PUT /api/lots/:id/absentee-bid: a bidder's maximum left on a live lot before it opens.
 * GET and POST /api/admin/auctions/:id/absentee-bids: staff list a sale's absentee maxima and key in
 * one a registered bidder left on paper.
 * GET and PUT /api/admin/auctions/:id/phone-bidders: the sale's phone bidders, and setting one up.
 */
export const liveSaleRoutes: FastifyPluginAsyncZod<{
  db: Database;
  liveRoom: LiveRoom;
  liveSale: LiveSaleService;
  mail: MailService;
  siteName: (tx: SettingsReader) => Promise<string>;
  publicUrl: string;
}> = async (app, { db, liveRoom, liveSale, mail, siteName, publicUrl }) => {
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

  app.get(
    '/api/admin/auctions/:id/absentee-bids',
    {
      onRequest: requireRoles(adminAreaRoles),
      schema: {
        tags: ['live sale'],
        security: [{ bearer: [] }],
        params: z.object({ id: uuidSchema }),
        response: { 200: staffAbsenteeBidsSchema },
      },
    },
    async (request) => absenteeBidsOf(db, request.params.id),
  );

  app.post(
    '/api/admin/auctions/:id/absentee-bids',
    {
      onRequest: requireRoles(adminAreaRoles),
      schema: {
        tags: ['live sale'],
        security: [{ bearer: [] }],
        params: z.object({ id: uuidSchema }),
        body: paperAbsenteeBidBodySchema,
        response: { 201: staffAbsenteeBidSchema },
      },
    },
    async (request, reply) => {
      const bid = await keyInAbsenteeBid(
        { db, live: liveSale, mail, siteName, publicUrl },
        {
          auctionId: request.params.id,
          paddle: request.body.paddle,
          lotNumber: request.body.lot_number,
          maxCents: request.body.amount,
          staffId: signedIn(request).id,
        },
      );
      return reply.code(201).send(bid);
    },
  );

  app.get(
    '/api/admin/auctions/:id/phone-bidders',
    {
      onRequest: requireRoles(adminAreaRoles),
      schema: {
        tags: ['live sale'],
        security: [{ bearer: [] }],
        params: z.object({ id: uuidSchema }),
        response: { 200: phoneBiddersSchema },
      },
    },
    async (request) => phoneBiddersOf(db, request.params.id),
  );

  app.put(
    '/api/admin/auctions/:id/phone-bidders',
    {
      onRequest: requireRoles(adminAreaRoles),
      schema: {
        tags: ['live sale'],
        security: [{ bearer: [] }],
        params: z.object({ id: uuidSchema }),
        body: phoneBidderBodySchema,
        response: { 200: phoneBidderSchema },
      },
    },
    async (request) =>
      savePhoneBidder(db, {
        auctionId: request.params.id,
        paddle: request.body.paddle,
        phone: request.body.phone,
        lotNumbers: request.body.lot_numbers,
        lineStaff: request.body.line_staff,
        staffId: signedIn(request).id,
      }),
  );
};
