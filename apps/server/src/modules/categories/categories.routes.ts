import { categorySchema, categorySlugParamsSchema } from '@auction/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors';
import type { CategoriesRepository } from './categories.repository';
import { toCategoryJson } from './category-json';

const tags = ['catalogue'];

export const categoriesRoutes: FastifyPluginAsyncZod<{ categories: CategoriesRepository }> = async (
  app,
  { categories },
) => {
  app.get(
    '/api/categories',
    { schema: { tags, response: { 200: z.object({ data: z.array(categorySchema) }) } } },
    async () => ({
      data: (await categories.all()).map(toCategoryJson),
    }),
  );

  app.get(
    '/api/categories/:slug',
    { schema: { tags, params: categorySlugParamsSchema, response: { 200: categorySchema } } },
    async (request) => {
      const row = await categories.bySlug(request.params.slug);
      if (!row) throw new AppError('NOT_FOUND', 'This category does not exist.');
      return toCategoryJson(row);
    },
  );
};
