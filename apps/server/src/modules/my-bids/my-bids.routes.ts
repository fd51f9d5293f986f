import { myBidListSchema, wonLotListSchema } from '@auction/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, signedIn } from '../../plugins/auth';
import type { Services } from '../../services';

const tags = ['users'];
const security = [{ bearer: [] }];

/** A bidder's own bids and wins: only ever their own maximum and their own lots. */
export const myBidsRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.addHook('onRequest', requireUser);

  app.get(
    '/api/users/bids',
    { schema: { tags, security, response: { 200: myBidListSchema } } },
    async (request) => ({ data: await services.myBids.activeBids(signedIn(request).id) }),
  );

  app.get(
    '/api/users/won-lots',
    { schema: { tags, security, response: { 200: wonLotListSchema } } },
    async (request) => ({ data: await services.myBids.wonLots(signedIn(request).id) }),
  );
};
