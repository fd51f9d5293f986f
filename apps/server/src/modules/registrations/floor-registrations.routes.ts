import {
  adminAreaRoles,
  floorRegistrationBodySchema,
  floorRegistrationSchema,
  idOrSlugParamsSchema,
  userLookupQuerySchema,
  userLookupResultSchema,
  uuidSchema,
} from '@auction/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRoles, signedIn } from '../../plugins/auth';
import type { FloorRegistrationsService } from './floor-registrations';

const tags = ['admin'];
const security = [{ bearer: [] }];

/** Staff register floor buyers at the desk and find the account one may already have. */
export const floorRegistrationsRoutes: FastifyPluginAsyncZod<{
  floorRegistrations: FloorRegistrationsService;
}> = async (app, { floorRegistrations }) => {
  app.addHook('onRequest', requireRoles(adminAreaRoles));

  app.get(
    '/api/admin/auctions/:id/floor-registrations',
    {
      schema: {
        tags,
        security,
        params: idOrSlugParamsSchema,
        response: { 200: z.array(floorRegistrationSchema) },
      },
    },
    (request) => floorRegistrations.list(request.params.id),
  );

  app.post(
    '/api/admin/auctions/:id/floor-registrations',
    {
      schema: {
        tags,
        security,
        params: idOrSlugParamsSchema,
        body: floorRegistrationBodySchema,
        response: { 201: floorRegistrationSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(
        await floorRegistrations.create(request.params.id, request.body, {
          id: signedIn(request).id,
          ip: request.ip,
        }),
      ),
  );

  app.patch(
    '/api/admin/floor-registrations/:id',
    {
      schema: {
        tags,
        security,
        params: z.object({ id: uuidSchema }),
        body: floorRegistrationBodySchema,
        response: { 200: floorRegistrationSchema },
      },
    },
    (request) =>
      floorRegistrations.update(request.params.id, request.body, {
        id: signedIn(request).id,
        ip: request.ip,
      }),
  );

  app.get(
    '/api/admin/users/lookup',
    {
      schema: {
        tags,
        security,
        querystring: userLookupQuerySchema,
        response: { 200: z.array(userLookupResultSchema) },
      },
    },
    (request) => floorRegistrations.lookup(request.query.q),
  );
};
