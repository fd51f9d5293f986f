import { adminAreaRoles, lotTagsQuerySchema, salePapersParamsSchema } from '@auction/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRoles, signedIn } from '../../plugins/auth';
import type { SalePaper, SalePapers } from './sale-papers.service';

const tags = ['sale papers'];
const security = [{ bearer: [] }];
const params = salePapersParamsSchema;

const sendPdf = (reply: FastifyReply, paper: SalePaper) =>
  reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `inline; filename="${paper.fileName}"`)
    .send(paper.pdf);

/** The sale's printed papers (decision 0083), for Staff and Admins. */
export const salePapersRoutes: FastifyPluginAsyncZod<{ salePapers: SalePapers }> = async (
  app,
  { salePapers },
) => {
  app.addHook('onRequest', requireRoles(adminAreaRoles));

  app.get(
    '/api/admin/auctions/:id/catalogue.pdf',
    { schema: { tags, security, params } },
    async (request, reply) => sendPdf(reply, await salePapers.catalogue(request.params.id)),
  );

  app.get(
    '/api/admin/auctions/:id/auctioneer-book.pdf',
    { schema: { tags, security, params } },
    async (request, reply) =>
      sendPdf(reply, await salePapers.auctioneerBook(request.params.id, signedIn(request).id)),
  );

  app.get(
    '/api/admin/auctions/:id/lot-tags.pdf',
    { schema: { tags, security, params, querystring: lotTagsQuerySchema } },
    async (request, reply) => sendPdf(reply, await salePapers.lotTags(request.params.id, request.query)),
  );
};
