import {
  auctionDetailSchema,
  auctionListQuerySchema,
  auctionSchema,
  idOrSlugParamsSchema,
  pageOf,
  pastAuctionSchema,
} from '@auction/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { renderMarkdown } from '../cms/cms-markdown';
import type { AuctionsService } from './auctions.service';

const tags = ['catalogue'];

/** What anyone may read: published auctions (never drafts) and past sales. */
export const auctionsRoutes: FastifyPluginAsyncZod<{ auctions: AuctionsService }> = async (
  app,
  { auctions },
) => {
  app.get(
    '/api/auctions',
    { schema: { tags, querystring: auctionListQuerySchema, response: { 200: pageOf(auctionSchema) } } },
    (request) => auctions.list(request.query),
  );

  app.get(
    '/api/auctions/past',
    { schema: { tags, querystring: auctionListQuerySchema, response: { 200: pageOf(pastAuctionSchema) } } },
    (request) => auctions.listPast(request.query),
  );

  app.get(
    '/api/auctions/:id',
    { schema: { tags, params: idOrSlugParamsSchema, response: { 200: auctionDetailSchema } } },
    async (request) => {
      const auction = await auctions.get(request.params.id, { withDrafts: false });
      return { ...auction, description_html: renderMarkdown(auction.description) };
    },
  );
};
