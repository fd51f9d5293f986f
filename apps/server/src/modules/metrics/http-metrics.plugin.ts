import fp from 'fastify-plugin';
import type { HouseMetrics } from './house-metrics';

/**
 * Times every HTTP answer by its route pattern (`/api/lots/:id/bids`, never the raw URL, so the
 * figures stay few) and status class. Registered on the root, before the areas' routes.
 */
export const httpMetricsPlugin = fp<{ metrics: Pick<HouseMetrics, 'httpAnswered'> }>(
  async (app, { metrics }) => {
    app.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url ?? 'unmatched';
      // A socket's upgrade answers once, when it opens; its life is the open-sockets gauge's.
      if (route === '/api/ws') return;
      metrics.httpAnswered(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    });
  },
  { name: 'http-metrics' },
);
