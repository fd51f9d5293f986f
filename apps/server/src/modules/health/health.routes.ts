import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database';

const healthSchema = z.object({ status: z.literal('ok') });

/** For load balancers: answers only when the database answers. */
export const healthRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get('/api/health', { schema: { tags: ['health'], response: { 200: healthSchema } } }, async () => {
    await db.execute(sql`select 1`);
    return { status: 'ok' as const };
  });
};
