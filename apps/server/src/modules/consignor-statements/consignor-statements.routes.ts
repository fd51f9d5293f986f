import {
  adminAreaRoles,
  payoutBodySchema,
  payoutReversalBodySchema,
  payoutsCsvQuerySchema,
  statementDetailSchema,
  statementFinaliseBodySchema,
  statementGenerateBodySchema,
  statementGenerateBuyNowBodySchema,
  statementGenerationSchema,
  statementListQuerySchema,
  statementPageSchema,
  uuidSchema,
} from '@auction/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRoles, signedIn } from '../../plugins/auth';
import type { ConsignorStatementsService } from './consignor-statements.service';

const tags = ['admin'];
const security = [{ bearer: [] }];
const params = z.object({ id: uuidSchema });
const detail = { 200: statementDetailSchema };

/** Staff make, finalise, print, e-mail and pay out consignor statements (Admin and Staff). */
export const consignorStatementsRoutes: FastifyPluginAsyncZod<{
  consignorStatements: ConsignorStatementsService;
}> = async (app, { consignorStatements }) => {
  const statements = consignorStatements;
  app.addHook('onRequest', requireRoles(adminAreaRoles));
  const actorOf = (request: Parameters<typeof signedIn>[0]) => ({ id: signedIn(request).id, ip: request.ip });

  app.get(
    '/api/admin/consignor-statements',
    {
      schema: {
        tags,
        security,
        querystring: statementListQuerySchema,
        response: { 200: statementPageSchema },
      },
    },
    (request) => statements.page(request.query),
  );

  app.post(
    '/api/admin/consignor-statements/generate',
    {
      schema: {
        tags,
        security,
        body: statementGenerateBodySchema,
        response: { 200: statementGenerationSchema },
      },
    },
    (request) => statements.generateForAuction(request.body.auction_id, actorOf(request)),
  );

  app.post(
    '/api/admin/consignor-statements/generate-buy-now',
    {
      schema: {
        tags,
        security,
        body: statementGenerateBuyNowBodySchema,
        response: { 200: statementGenerationSchema },
      },
    },
    (request) => statements.generateBuyNow(request.body, actorOf(request)),
  );

  app.get(
    '/api/admin/consignor-statements/:consignorId/:saleKey',
    {
      schema: {
        tags,
        security,
        params: z.object({ consignorId: uuidSchema, saleKey: uuidSchema }),
        response: detail,
      },
    },
    (request) => statements.detailByKey(request.params.consignorId, request.params.saleKey),
  );

  app.post(
    '/api/admin/consignor-statements/:id/regenerate',
    { schema: { tags, security, params, response: detail } },
    (request) => statements.regenerate(request.params.id, actorOf(request)),
  );

  app.post(
    '/api/admin/consignor-statements/:id/finalise',
    { schema: { tags, security, params, body: statementFinaliseBodySchema, response: detail } },
    (request) => statements.finalise(request.params.id, request.body.override_reason, actorOf(request)),
  );

  app.get(
    '/api/admin/consignor-statements/:id/pdf',
    {
      schema: { tags, security, params, response: { 200: z.any().describe('The statement as a PDF.') } },
    },
    async (request, reply) => {
      const { filename, pdf } = await statements.pdf(request.params.id);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  app.post(
    '/api/admin/consignor-statements/:id/email',
    { schema: { tags, security, params, response: detail } },
    (request) => statements.email(request.params.id, actorOf(request)),
  );

  app.post(
    '/api/admin/consignor-statements/:id/payouts',
    { schema: { tags, security, params, body: payoutBodySchema, response: { 201: statementDetailSchema } } },
    async (request, reply) =>
      reply.code(201).send(await statements.recordPayout(request.params.id, request.body, actorOf(request))),
  );

  app.post(
    '/api/admin/consignor-statements/:id/payouts/:payoutId/reverse',
    {
      schema: {
        tags,
        security,
        params: z.object({ id: uuidSchema, payoutId: uuidSchema }),
        body: payoutReversalBodySchema,
        response: { 201: statementDetailSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await statements.reversePayout(
            request.params.id,
            request.params.payoutId,
            request.body.note,
            actorOf(request),
          ),
        ),
  );

  app.get(
    '/api/admin/consignor-payouts.csv',
    { schema: { tags, security, querystring: payoutsCsvQuerySchema } },
    async (request, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="consignor-payouts.csv"')
        .header('cache-control', 'private, no-store')
        .send(await statements.payoutsCsv(request.query)),
  );
};
