import {
  adminAreaRoles,
  auctionRegistrationSchema,
  idOrSlugParamsSchema,
  registrationUpdateBodySchema,
  staffRegistrationListQuerySchema,
  staffRegistrationPageSchema,
  uuidSchema,
} from '@auction/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRoles } from '../../plugins/auth';
import type { RegistrationsService } from './registrations.service';

const tags = ['admin'];
const security = [{ bearer: [] }];

/** Staff list an auction's registrations and approve or refuse them. */
export const staffRegistrationsRoutes: FastifyPluginAsyncZod<{
  registrations: RegistrationsService;
}> = async (app, { registrations }) => {
  app.addHook('onRequest', requireRoles(adminAreaRoles));

  app.get(
    '/api/admin/auctions/:id/registrations',
    {
      schema: {
        tags,
        security,
        params: idOrSlugParamsSchema,
        querystring: staffRegistrationListQuerySchema,
        response: { 200: staffRegistrationPageSchema },
      },
    },
    (request) => registrations.list(request.params.id, request.query),
  );

  app.patch(
    '/api/admin/registrations/:id',
    {
      schema: {
        tags,
        security,
        params: z.object({ id: uuidSchema }),
        body: registrationUpdateBodySchema,
        response: { 200: auctionRegistrationSchema },
      },
    },
    (request) => registrations.update(request.params.id, request.body),
  );
};
