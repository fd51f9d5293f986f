import {
  consignorOverviewQuerySchema,
  consignorOverviewSchema,
  consignorProjectionSchema,
  consignorStatementListSchema,
  uuidSchema,
} from '@auction/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRoles, signedIn } from '../../plugins/auth';
import type { ConsignorStatementsService } from '../consignor-statements/consignor-statements.service';
import type { ConsignorPortal } from './consignor-portal.service';

const tags = ['consignor'];
const security = [{ bearer: [] }];

/**
 * The consignor's own view on the dashboard (decision 0043): the Consignor role and a linked
 * record, else 403. Each answer is read from that record alone.
 */
export const consignorPortalRoutes: FastifyPluginAsyncZod<{
  consignorPortal: ConsignorPortal;
  /** A statement's PDF, made by the statements area. */
  consignorStatements: Pick<ConsignorStatementsService, 'pdf'>;
}> = async (app, { consignorPortal, consignorStatements }) => {
  const portal = consignorPortal;
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

  app.get(
    '/api/consignor/statements/:id/pdf',
    {
      schema: {
        tags,
        security,
        params: z.object({ id: uuidSchema }),
        response: { 200: z.any().describe('The statement as a PDF.') },
      },
    },
    async (request, reply) => {
      const id = await portal.statementId(signedIn(request), request.params.id);
      const { filename, pdf } = await consignorStatements.pdf(id);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};
