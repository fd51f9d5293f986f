import {
  adminAreaRoles,
  depositIntentBodySchema,
  depositIntentSchema,
  recordDepositBodySchema,
  refundDepositBodySchema,
  staffRegistrationExtrasSchema,
  uuidSchema,
} from '@auction/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRoles, requireUser, signedIn } from '../../plugins/auth';
import type { DepositsService } from './deposits.service';

const security = [{ bearer: [] }];
const idParams = z.object({ id: uuidSchema });

/** The bidder pays their registration's deposit by card. */
export const depositsRoutes: FastifyPluginAsyncZod<{ deposits: DepositsService }> = async (
  app,
  { deposits },
) => {
  app.addHook('onRequest', requireUser);

  app.post(
    '/api/registrations/:id/deposit-intent',
    {
      schema: {
        tags: ['catalogue'],
        security,
        params: idParams,
        body: depositIntentBodySchema,
        response: { 200: depositIntentSchema },
      },
    },
    (request) =>
      deposits.startCardDeposit(signedIn(request).id, request.params.id, request.body.idempotency_key),
  );
};

/** Staff see the sale's deposits and cards, record a desk deposit and hand back one to refund. */
export const staffDepositsRoutes: FastifyPluginAsyncZod<{ deposits: DepositsService }> = async (
  app,
  { deposits },
) => {
  app.addHook('onRequest', requireRoles(adminAreaRoles));
  const tags = ['admin'];

  app.get(
    '/api/admin/auctions/:id/registration-deposits',
    { schema: { tags, security, params: idParams, response: { 200: staffRegistrationExtrasSchema } } },
    (request) => deposits.staffList(request.params.id),
  );

  app.post(
    '/api/admin/registrations/:id/deposits',
    {
      schema: {
        tags,
        security,
        params: idParams,
        body: recordDepositBodySchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await deposits.recordDeskDeposit(request.params.id, request.body, signedIn(request).id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/admin/registrations/:id/deposit-refund',
    {
      schema: {
        tags,
        security,
        params: idParams,
        body: refundDepositBodySchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await deposits.refundDesk(request.params.id, request.body, signedIn(request).id);
      return reply.code(204).send(null);
    },
  );
};
