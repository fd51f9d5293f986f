import { adminAreaRoles, reportParamsSchema, reportQuerySchema, reportSchema } from '@auction/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRoles } from '../../plugins/auth';
import type { ReportsService } from './reports.service';
import { reportCsv } from './reports-csv';

const tags = ['admin'];
const security = [{ bearer: [] }];

/** Staff and Admin read the reports as JSON, or as CSV with `?format=csv` or `Accept: text/csv`. */
export const reportsRoutes: FastifyPluginAsyncZod<{ reports: ReportsService }> = async (app, { reports }) => {
  app.addHook('onRequest', requireRoles(adminAreaRoles));

  app.get(
    '/api/admin/reports/:name',
    {
      schema: {
        tags,
        security,
        params: reportParamsSchema,
        querystring: reportQuerySchema,
        response: { 200: reportSchema },
      },
    },
    async (request, reply) => {
      const report = await reports.report(request.params.name, request.query);
      const wantsCsv =
        request.query.format === 'csv' ||
        (request.query.format === undefined && String(request.headers.accept ?? '').includes('text/csv'));
      if (!wantsCsv) return report;
      return (
        reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header(
            'content-disposition',
            `attachment; filename="${report.report}-${report.from}-to-${report.to}.csv"`,
          )
          // A string is sent as it is: the JSON schema above never sees the CSV.
          .send(reportCsv(report) as never)
      );
    },
  );
};
