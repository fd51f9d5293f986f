import {
  adminAreaRoles,
  centsToDollars,
  type IncrementProfileBody,
  type IncrementProfileJson,
  incrementProfileBodySchema,
  incrementProfileSchema,
  uuidSchema,
} from '@auction/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { IncrementProfileRow } from '../../db/schema';
import { AppError } from '../../errors';
import { requireRoles } from '../../plugins/auth';
import type { IncrementProfilesRepository } from './increment-profiles.repository';

const tags = ['admin'];
const security = [{ bearer: [] }];

export function toIncrementProfileJson(row: IncrementProfileRow): IncrementProfileJson {
  return {
    id: row.id,
    name: row.name,
    rows: row.rows.map((r) => ({
      from_amount: centsToDollars(r.from_cents),
      increment: centsToDollars(r.increment_cents),
    })),
    is_default: row.is_default,
  };
}

function toColumns(body: IncrementProfileBody) {
  return {
    name: body.name,
    rows: body.rows.map((row) => ({ from_cents: row.from_amount, increment_cents: row.increment })),
    is_default: body.is_default,
  };
}

/** Staff keep the bid increment tables; the rules of a valid table live in the contracts schema. */
export const incrementProfilesRoutes: FastifyPluginAsyncZod<{
  incrementProfiles: IncrementProfilesRepository;
}> = async (app, { incrementProfiles }) => {
  const profiles = incrementProfiles;
  app.addHook('onRequest', requireRoles(adminAreaRoles));

  app.get(
    '/api/admin/increment-profiles',
    { schema: { tags, security, response: { 200: z.object({ data: z.array(incrementProfileSchema) }) } } },
    async () => ({ data: (await profiles.all()).map(toIncrementProfileJson) }),
  );

  app.post(
    '/api/admin/increment-profiles',
    {
      schema: { tags, security, body: incrementProfileBodySchema, response: { 201: incrementProfileSchema } },
    },
    async (request, reply) => {
      const row = await profiles.save(toColumns(request.body));
      if (!row) throw new Error('profile insert returned nothing');
      return reply.code(201).send(toIncrementProfileJson(row));
    },
  );

  app.put(
    '/api/admin/increment-profiles/:id',
    {
      schema: {
        tags,
        security,
        params: z.object({ id: uuidSchema }),
        body: incrementProfileBodySchema,
        response: { 200: incrementProfileSchema },
      },
    },
    async (request) => {
      const notFound = new AppError('NOT_FOUND', 'This increment profile does not exist.');
      if (!(await profiles.byId(request.params.id))) throw notFound;
      const row = await profiles.save({ id: request.params.id, ...toColumns(request.body) });
      if (!row) throw notFound;
      return toIncrementProfileJson(row);
    },
  );
};
