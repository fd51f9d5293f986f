import {
  adminAreaRoles,
  type CategoryBody,
  categoryBodySchema,
  categorySchema,
  uuidSchema,
} from '@auction/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors';
import { requireRoles } from '../../plugins/auth';
import { slugOf } from '../auctions/slug';
import type { CategoriesRepository } from './categories.repository';
import { toCategoryJson } from './category-json';

const tags = ['admin'];
const security = [{ bearer: [] }];

/** Staff name the categories auctions and lots are filed under. */
export const staffCategoriesRoutes: FastifyPluginAsyncZod<{ categories: CategoriesRepository }> = async (
  app,
  { categories },
) => {
  app.addHook('onRequest', requireRoles(adminAreaRoles));

  async function valuesOf(body: CategoryBody, exceptId?: string) {
    const slug = body.slug ?? slugOf(body.name);
    if (await categories.slugTaken(slug, exceptId)) {
      throw new AppError('VALIDATION_FAILED', undefined, {
        slug: ['Another category has this web address.'],
      });
    }
    return { name: body.name, slug, image: body.image };
  }

  app.post(
    '/api/admin/categories',
    { schema: { tags, security, body: categoryBodySchema, response: { 201: categorySchema } } },
    async (request, reply) => {
      const all = await categories.all();
      const [row] = await categories.insert([{ ...(await valuesOf(request.body)), position: all.length }]);
      if (!row) throw new AppError('CONFLICT', 'Another category has this web address.');
      return reply.code(201).send(toCategoryJson(row));
    },
  );

  app.put(
    '/api/admin/categories/:id',
    {
      schema: {
        tags,
        security,
        params: z.object({ id: uuidSchema }),
        body: categoryBodySchema,
        response: { 200: categorySchema },
      },
    },
    async (request) => {
      const notFound = new AppError('NOT_FOUND', 'This category does not exist.');
      if (!(await categories.byId(request.params.id))) throw notFound;
      const row = await categories.update(request.params.id, await valuesOf(request.body, request.params.id));
      if (!row) throw notFound;
      return toCategoryJson(row);
    },
  );
};
