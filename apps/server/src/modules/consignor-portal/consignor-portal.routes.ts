import {
  consignorOverviewQuerySchema,
  consignorOverviewSchema,
  consignorProjectionSchema,
  consignorStatementListSchema,
} from '@auction/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRoles, signedIn } from '../../plugins/auth';
import type { Services } from '../../services';

const tags = ['consignor'];
const security = [{ bearer: [] }];

/**
 * The consignor's own view on the dashboard (decision 0043): the Consignor role and a linked
 * record, else 403. Each answer is read from that record alone.
 */
export const consignorPortalRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  const portal = services.consignorPortal;
  app.addHook('onRequest', requireRoles(['Consignor']));

  app.get(
    '/api/consignor/overview',
    {
      schema: {
        tags,
        security,
        querystring: consignorOverviewQuerySchema,
        response: { 200: consignorOverviewSchema },
      },
    },
    (request) => portal.overview(signedIn(request), request.query),
  );

  app.get(
    '/api/consignor/projection',
    { schema: { tags, security, response: { 200: consignorProjectionSchema } } },
    (request) => portal.projection(signedIn(request)),
  );

  app.get(
    '/api/consignor/statements',
    { schema: { tags, security, response: { 200: consignorStatementListSchema } } },
    (request) => portal.statements(signedIn(request)),
  );
};
