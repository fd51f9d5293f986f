import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Services } from '../../services';

const healthSchema = z.object({ status: z.literal('ok') });

/** For load balancers: answers only when the database answers. */
export const healthRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.get('/api/health', { schema: { tags: ['health'], response: { 200: healthSchema } } }, async () => {
    await services.db.execute(sql`select 1`);
    return { status: 'ok' as const };
  });
};
