import { contactBodySchema, messageResponseSchema } from '@auction/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bodyEmail } from '../../plugins/rate-limits';
import type { Services } from '../../services';

export const contactRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const limits = app.limitsFor('contact', bodyEmail);
  app.post(
    '/api/contact',
    {
      schema: { tags: ['contact'], body: contactBodySchema, response: { 202: messageResponseSchema } },
      onRequest: limits.onRequest,
      preHandler: limits.preHandler,
    },
    async (request, reply) => reply.code(202).send({ message: await services.contact.send(request.body) }),
  );
};
