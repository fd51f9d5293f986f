import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database';
import type { Readiness } from './readiness';

const healthSchema = z.object({ status: z.literal('ok') });
const check = z.enum(['ok', 'failed', 'not used']);
const checksSchema = z.object({ database: check, redis: check, bucket: check });
const readySchema = z.object({ status: z.literal('ready'), checks: checksSchema });
const notReadySchema = z.object({
  status: z.enum(['not ready', 'stopping']),
  message: z.string(),
  checks: checksSchema.optional(),
});

const names = { database: 'the database', redis: 'Redis', bucket: 'the storage bucket' } as const;

/**
 * `/api/health` is liveness (the process answers, and so does its database, as load balancers
 * have always been told); `/api/health/ready` says whether to send this instance traffic.
 */
export const healthRoutes: FastifyPluginAsyncZod<{
  db: Database;
  readiness: () => Promise<Readiness>;
  isStopping: () => boolean;
}> = async (app, { db, readiness, isStopping }) => {
  app.get('/api/health', { schema: { tags: ['health'], response: { 200: healthSchema } } }, async () => {
    await db.execute(sql`select 1`);
    return { status: 'ok' as const };
  });

  app.get(
    '/api/health/ready',
    { schema: { tags: ['health'], response: { 200: readySchema, 503: notReadySchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      if (isStopping()) {
        return reply
          .code(503)
          .send({ status: 'stopping' as const, message: 'This instance is shutting down.' });
      }
      const { isReady, checks } = await readiness();
      if (isReady) return { status: 'ready' as const, checks };
      const failed = (Object.keys(checks) as (keyof typeof checks)[]).filter(
        (key) => checks[key] === 'failed',
      );
      return reply.code(503).send({
        status: 'not ready' as const,
        message: `Not ready: ${failed.map((key) => names[key]).join(', ')} did not answer.`,
        checks,
      });
    },
  );
};
