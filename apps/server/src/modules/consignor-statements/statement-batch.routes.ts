import { adminAreaRoles, statementBatchBodySchema } from '@auction/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRoles } from '../../plugins/auth';
import type { StatementBatch } from './statement-batch-pdf';

const security = [{ bearer: [] }];

/** Staff print the chosen consignor statements as one PDF. */
export const statementBatchRoutes: FastifyPluginAsyncZod<{ statementBatch: StatementBatch }> = async (
  app,
  { statementBatch },
) => {
  app.addHook('onRequest', requireRoles(adminAreaRoles));

  app.post(
    '/api/admin/consignor-statements/batch.pdf',
    {
      schema: {
        tags: ['admin'],
        security,
        body: statementBatchBodySchema,
        response: { 200: z.any().describe('The chosen statements in one PDF (application/pdf).') },
      },
    },
    async (request, reply) => {
      const { filename, pdf } = await statementBatch.pdf(request.body.statement_ids);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};
