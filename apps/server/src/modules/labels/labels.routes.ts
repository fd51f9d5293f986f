import { adminAreaRoles, itemLabelsBodySchema, locationLabelsBodySchema } from '@auction/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRoles, signedIn } from '../../plugins/auth';
import type { LabelsService } from './labels.service';

const tags = ['labels'];
const security = [{ bearer: [] }];

/** Printable label sheets (PDF): Avery 5160 or 2 × 1 in thermal, for items and for locations. */
export const labelsRoutes: FastifyPluginAsyncZod<{ labels: LabelsService }> = async (app, deps) => {
  const { labels } = deps;
  app.addHook('onRequest', requireRoles(adminAreaRoles));

  app.post(
    '/api/admin/labels/items',
    { schema: { tags, security, body: itemLabelsBodySchema } },
    async (request, reply) => {
      const pdf = await labels.items(request.body, signedIn(request).id);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="item-labels-${request.body.format}.pdf"`)
        .send(pdf);
    },
  );

  app.post(
    '/api/admin/labels/locations',
    { schema: { tags, security, body: locationLabelsBodySchema } },
    async (request, reply) => {
      const pdf = await labels.locations(request.body, signedIn(request).id);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="location-labels-${request.body.format}.pdf"`)
        .send(pdf);
    },
  );
};
