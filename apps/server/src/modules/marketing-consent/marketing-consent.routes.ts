import {
  adminAreaRoles,
  consentLedgerPageSchema,
  consentLedgerQuerySchema,
  unsubscribeAnswerSchema,
  unsubscribeMessages,
  unsubscribePreviewSchema,
  unsubscribeQuerySchema,
  unsubscribeTokenSchema,
} from '@auction/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors';
import { requireRoles } from '../../plugins/auth';
import { consentLedgerCsv } from './consent-csv';
import type { MarketingConsentService } from './marketing-consent.service';

/**
 * The unsubscribe endpoint works without signing in: the signed token is the authorization. It
 * takes the page's JSON `{ token }`, and the one-click POST of RFC 8058 that mail programs send:
 * the token in the query and the form-encoded body `List-Unsubscribe=One-Click`. The API uses
 * bearer tokens, never cookies, so a cross-site POST carries no one's session and needs no CSRF
 * exemption. GET only reads, since link scanners open every link in a mail.
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod<{ marketingConsent: MarketingConsentService }> = async (
  app,
  { marketingConsent },
) => {
  const tags = ['marketing'];
  const limit = app.ipLimitFor('unsubscribe');

  // Only here: mail programs send the one-click unsubscribe as a form.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.get(
    '/api/marketing/unsubscribe',
    {
      schema: { tags, querystring: unsubscribeQuerySchema, response: { 200: unsubscribePreviewSchema } },
      onRequest: limit,
    },
    (request) => marketingConsent.preview(request.query.token),
  );

  app.post(
    '/api/marketing/unsubscribe',
    {
      schema: {
        tags,
        querystring: z.object({ token: unsubscribeTokenSchema.optional() }),
        body: z
          .object({
            token: unsubscribeTokenSchema.optional(),
            'List-Unsubscribe': z.literal('One-Click').optional(),
          })
          .nullish(),
        response: { 200: unsubscribeAnswerSchema },
      },
      onRequest: limit,
    },
    (request) => {
      const fromPage = request.body?.token;
      const token = fromPage ?? request.query.token;
      if (!token)
        throw new AppError('TOKEN_INVALID', unsubscribeMessages.invalid, {
          token: [unsubscribeMessages.invalid],
        });
      const userAgent = request.headers['user-agent'] ?? null;
      return marketingConsent.unsubscribe(token, fromPage ? 'page' : 'one_click', {
        ip: request.ip,
        userAgent,
      });
    },
  );
};

/** The consent ledger for Staff and Admin, as a page and as CSV. */
export const consentLedgerRoutes: FastifyPluginAsyncZod<{
  marketingConsent: MarketingConsentService;
}> = async (app, { marketingConsent }) => {
  const tags = ['admin'];
  const security = [{ bearer: [] }];
  app.addHook('onRequest', requireRoles(adminAreaRoles));

  app.get(
    '/api/admin/marketing/consents',
    {
      schema: {
        tags,
        security,
        querystring: consentLedgerQuerySchema,
        response: { 200: consentLedgerPageSchema },
      },
    },
    (request) => marketingConsent.ledgerPage(request.query),
  );

  app.get(
    '/api/admin/marketing/consents.csv',
    { schema: { tags, security, querystring: consentLedgerQuerySchema } },
    async (request, reply) => {
      const rows = await marketingConsent.ledgerRows(request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="marketing-consents.csv"')
        .send(consentLedgerCsv(rows));
    },
  );
};
