import { randomUUID } from 'node:crypto';
import {
  adminAreaRoles,
  cardChargeSchema,
  cardSetupBodySchema,
  cardSetupConfirmBodySchema,
  cardSetupSchema,
  chargeSavedCardBodySchema,
  invoiceCardOnFileSchema,
  savedCardListSchema,
  savedCardSchema,
  uuidSchema,
} from '@auction/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRoles, requireUser, signedIn } from '../../plugins/auth';
import type { SavedCardsService } from './saved-cards.service';

const tags = ['payments'];
const security = [{ bearer: [] }];
const idParams = z.object({ id: uuidSchema });

/** A bidder's own cards: save one with Stripe, list them, remove one. */
export const savedCardsRoutes: FastifyPluginAsyncZod<{ savedCards: SavedCardsService }> = async (
  app,
  { savedCards },
) => {
  app.addHook('onRequest', requireUser);

  app.get(
    '/api/users/cards',
    { schema: { tags, security, response: { 200: savedCardListSchema } } },
    async (request) => ({ data: await savedCards.list(signedIn(request).id) }),
  );

  app.post(
    '/api/users/cards/setup',
    { schema: { tags, security, body: cardSetupBodySchema, response: { 200: cardSetupSchema } } },
    (request) => {
      const { row } = signedIn(request);
      return savedCards.startSetup(
        { id: row.id, email: row.email, name: row.name },
        request.body.auction_id ?? null,
        randomUUID(),
      );
    },
  );

  app.post(
    '/api/users/cards/confirm',
    { schema: { tags, security, body: cardSetupConfirmBodySchema, response: { 200: savedCardSchema } } },
    (request) => savedCards.confirmSetup(signedIn(request).id, request.body.setup_intent_id),
  );

  app.delete(
    '/api/users/cards/:id',
    { schema: { tags, security, params: idParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await savedCards.remove(signedIn(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  );
};

/** Staff see the card on file for an invoice's sale and charge it for the balance. */
export const staffCardChargesRoutes: FastifyPluginAsyncZod<{ savedCards: SavedCardsService }> = async (
  app,
  { savedCards },
) => {
  app.addHook('onRequest', requireRoles(adminAreaRoles));

  app.get(
    '/api/admin/invoices/:id/card-on-file',
    { schema: { tags, security, params: idParams, response: { 200: invoiceCardOnFileSchema } } },
    (request) => savedCards.invoiceCardOnFile(request.params.id),
  );

  app.post(
    '/api/admin/invoices/:id/card-charges',
    {
      schema: {
        tags,
        security,
        params: idParams,
        body: chargeSavedCardBodySchema,
        response: { 200: cardChargeSchema },
      },
    },
    async (request) => {
      const row = await savedCards.charge(request.params.id, {
        actorId: signedIn(request).id,
        idempotencyKey: `staff-${request.body.idempotency_key}`,
      });
      const { charges } = await savedCards.invoiceCardOnFile(request.params.id);
      const answer = charges.find((charge) => charge.id === row.id);
      if (!answer) throw new Error('the charge just made is not listed');
      return answer;
    },
  );
};
