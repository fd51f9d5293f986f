import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { SettingsService } from '../modules/settings/settings.service';

/** What stays reachable while maintenance is on: signing in, the footer, the status itself. */
const exempt = new Set([
  'POST /api/auth/login',
  'GET /api/settings',
  'GET /api/maintenance/status',
  'GET /api/health',
  // The load balancer must not take every instance out because the house is in maintenance.
  'GET /api/health/ready',
  // An unsubscribe must always work (Canada's anti-spam law); a mail program does not retry it.
  'GET /api/marketing/unsubscribe',
  'POST /api/marketing/unsubscribe',
  // The WebSocket answers maintenance itself, with an error message and close code 4503.
  'GET /api/ws',
]);

export function isAdmin(request: FastifyRequest): boolean {
  return request.user?.roles.includes('Admin') ?? false;
}

/** 503 `{ maintenance: true, message }` on the API for everyone but an Admin. */
export const maintenancePlugin = fp(async (app: FastifyInstance, options: { settings: SettingsService }) => {
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/') && request.url !== '/api') return;
    if (exempt.has(`${request.method} ${request.routeOptions.url ?? ''}`)) return;
    const maintenance = await options.settings.maintenance();
    if (!maintenance.on || isAdmin(request)) return;
    return reply.code(503).send({ maintenance: true, message: maintenance.message });
  });
});
