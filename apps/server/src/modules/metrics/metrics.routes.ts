import type { FastifyPluginAsync } from 'fastify';
import type { Registry } from 'prom-client';

/**
 * GET /metrics in the Prometheus text format, for the addresses the settings allow. Anyone else
 * gets exactly what an unknown address gets (decision 0088): the route does not say it exists.
 */
export const metricsRoutes: FastifyPluginAsync<{
  registry: Registry;
  isAllowed: (address: string) => boolean;
}> = async (app, { registry, isAllowed }) => {
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!isAllowed(request.ip)) return reply.callNotFound();
    const text = await registry.metrics();
    return reply.header('cache-control', 'no-store').type(registry.contentType).send(text);
  });
};
