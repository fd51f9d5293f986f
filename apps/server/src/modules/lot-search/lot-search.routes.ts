import {
  lotSearchPageSchema,
  lotSearchQuerySchema,
  messageResponseSchema,
  savedSearchBodySchema,
  savedSearchListSchema,
  savedSearchParamsSchema,
  savedSearchSchema,
} from '@auction/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, signedIn } from '../../plugins/auth';
import type { LotSearchService } from './lot-search.service';
import type { SavedSearchesService } from './saved-searches.service';

const tags = ['search'];
const security = [{ bearer: [] }];

/** Anyone may search; the same search is cached briefly by browsers and proxies. */
export const lotSearchRoutes: FastifyPluginAsyncZod<{ search: LotSearchService }> = async (
  app,
  { search },
) => {
  app.get(
    '/api/search/lots',
    { schema: { tags, querystring: lotSearchQuerySchema, response: { 200: lotSearchPageSchema } } },
    async (request) => search.search(request.query),
  );
};

/** A bidder's own saved searches; someone else's are not found. */
export const savedSearchesRoutes: FastifyPluginAsyncZod<{ saved: SavedSearchesService }> = async (
  app,
  { saved },
) => {
  app.addHook('onRequest', requireUser);

  app.get(
    '/api/saved-searches',
    { schema: { tags, security, response: { 200: savedSearchListSchema } } },
    async (request) => ({ data: await saved.list(signedIn(request).id) }),
  );

  app.post(
    '/api/saved-searches',
    {
      schema: {
        tags,
        security,
        body: savedSearchBodySchema,
        response: { 200: savedSearchSchema, 201: savedSearchSchema },
      },
    },
    async (request, reply) => {
      const { search, created } = await saved.save(signedIn(request).id, request.body);
      return reply.code(created ? 201 : 200).send(search);
    },
  );

  app.delete(
    '/api/saved-searches/:id',
    { schema: { tags, security, params: savedSearchParamsSchema, response: { 200: messageResponseSchema } } },
    async (request) => {
      await saved.remove(signedIn(request).id, request.params.id);
      return { message: 'Saved search removed.' };
    },
  );
};
