import { contactBodySchema, messageResponseSchema } from '@auction/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bodyEmail } from '../../plugins/rate-limits';
import type { ContactService } from './contact.service';

export const contactRoutes: FastifyPluginAsyncZod<{ contact: ContactService }> = async (app, { contact }) => {
  const limits = app.limitsFor('contact', bodyEmail);
  app.post(
    '/api/contact',
    {
      schema: { tags: ['contact'], body: contactBodySchema, response: { 202: messageResponseSchema } },
      onRequest: limits.onRequest,
      preHandler: limits.preHandler,
    },
    async (request, reply) => reply.code(202).send({ message: await contact.send(request.body) }),
  );
};
