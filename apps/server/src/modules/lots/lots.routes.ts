import {
  bidHistoryItemSchema,
  idOrSlugParamsSchema,
  lotDetailSchema,
  lotListQuerySchema,
  lotSchema,
  pageOf,
} from '@auction/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { renderMarkdown } from '../cms/cms-markdown';
import type { LotsService } from './lots.service';

const tags = ['catalogue'];

/** What anyone may read of the lots: a published auction's lots, one lot and its bid history. */
export const lotsRoutes: FastifyPluginAsyncZod<{ lots: LotsService }> = async (app, { lots }) => {
  app.get(
    '/api/auctions/:id/lots',
    {
      schema: {
        tags,
        params: idOrSlugParamsSchema,
        querystring: lotListQuerySchema,
        response: { 200: pageOf(lotSchema) },
      },
    },
    (request) => lots.listPublic(request.params.id, request.query),
  );

  app.get(
    '/api/lots/:id',
    { schema: { tags, params: idOrSlugParamsSchema, response: { 200: lotDetailSchema } } },
    async (request) => {
      const lot = await lots.getPublic(request.params.id);
      return { ...lot, description_html: renderMarkdown(lot.description) };
    },
  );

  app.get(
    '/api/lots/:id/bids',
    {
      schema: {
        tags,
        params: idOrSlugParamsSchema,
        response: { 200: z.object({ data: z.array(bidHistoryItemSchema) }) },
      },
    },
    (request) => lots.bidHistory(request.params.id),
  );
};
