import { adminAreaRoles, saleClosingsSchema, uuidSchema } from '@auction/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRoles, signedIn } from '../../plugins/auth';
import type { ClosingPauses } from './closing-pauses';

const tags = ['closing'];
const security = [{ bearer: [] }];
const params = z.object({ id: uuidSchema });
const schema = { tags, security, params, response: { 200: saleClosingsSchema } };

/**
 * GET /api/admin/auctions/:id/closings: whether a sale's closings are paused.
 * POST .../closings/pause: no lot of the sale closes until resumed (409 if paused, or not a timed
 * sale taking bids). POST .../closings/resume: the lots the pause caught are re-timed (409 if not paused).
 */
export const closingPausesRoutes: FastifyPluginAsyncZod<{ pauses: ClosingPauses }> = async (
  app,
  { pauses },
) => {
  app.addHook('onRequest', requireRoles(adminAreaRoles));

  app.get('/api/admin/auctions/:id/closings', { schema }, (request) => pauses.get(request.params.id));
  app.post('/api/admin/auctions/:id/closings/pause', { schema }, (request) =>
    pauses.pause(request.params.id, signedIn(request).id),
  );
  app.post('/api/admin/auctions/:id/closings/resume', { schema }, (request) =>
    pauses.resume(request.params.id, signedIn(request).id),
  );
};
