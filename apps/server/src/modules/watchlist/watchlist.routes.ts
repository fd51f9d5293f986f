import {
  lotIdParamsSchema,
  lotSchema,
  messageResponseSchema,
  watchedLotListSchema,
  watchlistBodySchema,
} from '@auction/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors';
import { requireUser, signedIn } from '../../plugins/auth';
import type { LotsService } from '../lots/lots.service';
import type { MyBidsService } from '../my-bids/my-bids.service';
import type { WatchlistRepository } from './watchlist.repository';

const tags = ['watchlist'];
const security = [{ bearer: [] }];

export const watchlistRoutes: FastifyPluginAsyncZod<{
  lots: Pick<LotsService, 'getPublic'>;
  myBids: Pick<MyBidsService, 'watched'>;
  watchlist: WatchlistRepository;
}> = async (app, { lots, myBids, watchlist }) => {
  app.addHook('onRequest', requireUser);

  app.get(
    '/api/watchlist',
    { schema: { tags, security, response: { 200: watchedLotListSchema } } },
    async (request) => ({
      data: await myBids.watched(await watchlist.lotIdsOf(signedIn(request).id)),
    }),
  );

  app.post(
    '/api/watchlist',
    { schema: { tags, security, body: watchlistBodySchema, response: { 200: lotSchema, 201: lotSchema } } },
    async (request, reply) => {
      const lot = await lots.getPublic(request.body.lot_id);
      const added = await watchlist.add(signedIn(request).id, lot.id);
      return reply.code(added ? 201 : 200).send(lot);
    },
  );

  app.delete(
    '/api/watchlist/:lotId',
    { schema: { tags, security, params: lotIdParamsSchema, response: { 200: messageResponseSchema } } },
    async (request) => {
      if (!(await watchlist.remove(signedIn(request).id, request.params.lotId))) {
        throw new AppError('NOT_FOUND', 'This lot is not on your watchlist.');
      }
      return { message: 'Removed from your watchlist.' };
    },
  );
};
