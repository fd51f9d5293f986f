import {
  auctionRegistrationSchema,
  idOrSlugParamsSchema,
  registerForAuctionBodySchema,
} from '@auction/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, signedIn } from '../../plugins/auth';
import type { RegistrationsService } from './registrations.service';

const tags = ['catalogue'];

/** A bidder's own registration for an auction, and registering to bid. */
export const registrationsRoutes: FastifyPluginAsyncZod<{ registrations: RegistrationsService }> = async (
  app,
  { registrations },
) => {
  app.get(
    '/api/auctions/:id/registration',
    {
      onRequest: requireUser,
      schema: {
        tags,
        security: [{ bearer: [] }],
        params: idOrSlugParamsSchema,
        response: { 200: auctionRegistrationSchema },
      },
    },
    (request) => registrations.mine(request.params.id, signedIn(request).id),
  );

  app.post(
    '/api/auctions/:id/register',
    {
      onRequest: requireUser,
      schema: {
        tags,
        security: [{ bearer: [] }],
        params: idOrSlugParamsSchema,
        body: registerForAuctionBodySchema,
        response: { 200: auctionRegistrationSchema, 201: auctionRegistrationSchema },
      },
    },
    async (request, reply) => {
      const { created, registration } = await registrations.register(request.params.id, signedIn(request).id);
      return reply.code(created ? 201 : 200).send(registration);
    },
  );
};
