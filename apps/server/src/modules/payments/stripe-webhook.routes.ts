import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { StripeSignatureError } from './card-payments';
import type { PaymentsService } from './payments.service';

/**
 * Stripe's webhook: the signature is over the exact bytes sent, so this plugin (and only it)
 * keeps JSON bodies raw. No sign-in: the signature is the authorization.
 */
export const stripeWebhookRoutes: FastifyPluginAsyncZod<{ payments: PaymentsService }> = async (
  app,
  { payments },
) => {
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: 1_048_576 },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/api/payments/stripe/webhook',
    {
      schema: {
        tags: ['payments'],
        hide: true,
        response: {
          200: z.object({ received: z.boolean(), duplicate: z.boolean() }),
          400: z.object({ message: z.string() }),
        },
      },
    },
    async (request, reply) => {
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.from('');
      const signature = request.headers['stripe-signature'];
      try {
        const outcome = await payments.handleStripeEvent(
          body,
          typeof signature === 'string' ? signature : undefined,
        );
        return { received: true, duplicate: outcome === 'duplicate' };
      } catch (error) {
        if (error instanceof StripeSignatureError) return reply.code(400).send({ message: error.message });
        throw error;
      }
    },
  );
};
