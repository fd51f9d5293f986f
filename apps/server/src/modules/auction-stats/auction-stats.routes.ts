import {
  adminAreaRoles,
  auctionDashboardSchema,
  idOrSlugParamsSchema,
  lotStatsResponseSchema,
} from '@auction/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRoles } from '../../plugins/auth';
import type { AuctionStatsService } from './auction-stats.service';

const tags = ['admin'];
const security = [{ bearer: [] }];

/** Staff follow one auction: totals, top lots, latest bids, the closing timeline and each lot's figures. */
export const auctionStatsRoutes: FastifyPluginAsyncZod<{ stats: AuctionStatsService }> = async (
  app,
  { stats },
) => {
  app.addHook('onRequest', requireRoles(adminAreaRoles));

  app.get(
    '/api/admin/auctions/:id/dashboard',
    {
      schema: {
        tags,
        security,
        params: idOrSlugParamsSchema,
        response: { 200: auctionDashboardSchema },
      },
    },
    (request) => stats.dashboard(request.params.id),
  );

  app.get(
    '/api/admin/auctions/:id/lot-stats',
    {
      schema: {
        tags,
        security,
        params: idOrSlugParamsSchema,
        response: { 200: lotStatsResponseSchema },
      },
    },
    (request) => stats.lotStats(request.params.id),
  );
};
