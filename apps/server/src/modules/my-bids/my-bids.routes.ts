import { myBidListSchema, wonLotListSchema } from '@auction/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, signedIn } from '../../plugins/auth';
import type { MyBidsService } from './my-bids.service';

const tags = ['users'];
const security = [{ bearer: [] }];

/** A bidder's own bids and wins: only ever their own maximum and their own lots. */
export const myBidsRoutes: FastifyPluginAsyncZod<{ myBids: MyBidsService }> = async (app, { myBids }) => {
  app.addHook('onRequest', requireUser);

  app.get(
    '/api/users/bids',
    { schema: { tags, security, response: { 200: myBidListSchema } } },
    async (request) => ({ data: await myBids.activeBids(signedIn(request).id) }),
  );

  app.get(
    '/api/users/won-lots',
    { schema: { tags, security, response: { 200: wonLotListSchema } } },
    async (request) => ({ data: await myBids.wonLots(signedIn(request).id) }),
  );
};
