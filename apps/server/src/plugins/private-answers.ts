import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * An answer to a signed-in request, or any sign-in answer (login hands out a token), is one
 * person's: `no-store` keeps it out of shared proxies and out of the browser's cache on a shared
 * computer, where the next person could open it from history.
 */
export const privateAnswersPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply) => {
    if (!String(reply.getHeader('content-type') ?? '').includes('application/json')) return;
    const signInRoute = request.routeOptions.url?.startsWith('/api/auth/') ?? false;
    if (request.user || signInRoute) reply.header('cache-control', 'no-store');
  });
});
