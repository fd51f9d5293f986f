import {
  adminAreaRoles,
  announceAuctionBodySchema,
  audiencePreviewSchema,
  campaignAudienceSchema,
  campaignBodySchema,
  campaignListQuerySchema,
  campaignPageSchema,
  campaignProgressSchema,
  campaignRenderSchema,
  campaignSchema,
  renderCampaignBodySchema,
  testSendAnswerSchema,
  updateCampaignBodySchema,
  uuidSchema,
} from '@auction/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { AppError } from '../../errors';
import { requireRoles, signedIn } from '../../plugins/auth';
import type { CampaignEngagement } from './campaign-engagement';
import { campaignPage } from './campaign-queries';
import { openPixel } from './campaign-tracking';
import type { CampaignActor, MarketingCampaignsService } from './marketing-campaigns.service';

const tags = ['marketing'];
const security = [{ bearer: [] }];
const params = z.object({ id: uuidSchema });

function actorOf(request: FastifyRequest): CampaignActor {
  const user = signedIn(request);
  return { id: user.id, email: user.row.email, roles: user.roles, ip: request.ip };
}

interface CampaignDeps {
  db: Database;
  marketingCampaigns: MarketingCampaignsService;
  campaignEngagement: CampaignEngagement;
}

/** E-mail campaigns for Staff and Admin: drafts, audience, preview, test send, send and progress. */
export const marketingCampaignsRoutes: FastifyPluginAsyncZod<CampaignDeps> = async (app, deps) => {
  const { db, marketingCampaigns: campaigns } = deps;
  app.addHook('onRequest', requireRoles(adminAreaRoles));
  const one = { tags, security, params, response: { 200: campaignSchema } };

  app.get(
    '/api/admin/marketing/campaigns',
    {
      schema: { tags, security, querystring: campaignListQuerySchema, response: { 200: campaignPageSchema } },
    },
    (request) => campaignPage(db, request.query),
  );
  app.post(
    '/api/admin/marketing/campaigns',
    { schema: { tags, security, body: campaignBodySchema, response: { 201: campaignSchema } } },
    async (request, reply) => reply.code(201).send(await campaigns.create(request.body, actorOf(request))),
  );
  app.get('/api/admin/marketing/campaigns/:id', { schema: one }, (request) =>
    campaigns.get(request.params.id),
  );
  app.patch(
    '/api/admin/marketing/campaigns/:id',
    { schema: { ...one, body: updateCampaignBodySchema } },
    (request) => campaigns.update(request.params.id, request.body, actorOf(request)),
  );
  app.delete(
    '/api/admin/marketing/campaigns/:id',
    { schema: { tags, security, params, response: { 204: z.null() } } },
    async (request, reply) => {
      await campaigns.remove(request.params.id, actorOf(request));
      return reply.code(204).send(null);
    },
  );
  app.post(
    '/api/admin/marketing/audience-preview',
    { schema: { tags, security, body: campaignAudienceSchema, response: { 200: audiencePreviewSchema } } },
    async (request) => ({ count: await campaigns.audienceSize(request.body) }),
  );
  app.post(
    '/api/admin/marketing/render',
    { schema: { tags, security, body: renderCampaignBodySchema, response: { 200: campaignRenderSchema } } },
    (request) => campaigns.render(request.body.subject, request.body.body_markdown),
  );
  app.post(
    '/api/admin/marketing/campaigns/:id/test-send',
    { schema: { tags, security, params, response: { 200: testSendAnswerSchema } } },
    (request) => campaigns.testSend(request.params.id, actorOf(request)),
  );
  app.post('/api/admin/marketing/campaigns/:id/send', { schema: one }, (request) =>
    campaigns.send(request.params.id, actorOf(request)),
  );
  app.post('/api/admin/marketing/campaigns/:id/cancel', { schema: one }, (request) =>
    campaigns.cancel(request.params.id, actorOf(request)),
  );
  app.get(
    '/api/admin/marketing/campaigns/:id/progress',
    { schema: { tags, security, params, response: { 200: campaignProgressSchema } } },
    (request) => campaigns.progress(request.params.id),
  );
  app.post(
    '/api/admin/auctions/:id/announcement',
    {
      schema: { tags, security, params, body: announceAuctionBodySchema, response: { 201: campaignSchema } },
    },
    async (request, reply) =>
      reply.code(201).send(await campaigns.announce(request.params.id, request.body, actorOf(request))),
  );
};

const token = z.string().min(1).max(200);

/** The open pixel and click redirect of tracked campaigns; they work without signing in. */
export const campaignTrackingRoutes: FastifyPluginAsyncZod<CampaignDeps> = async (app, deps) => {
  const engagement = deps.campaignEngagement;
  app.get(
    '/api/marketing/open/:token',
    { schema: { tags, params: z.object({ token }) } },
    async (request, reply) => {
      await engagement.opened(request.params.token);
      // The same picture whatever the token, so a guess learns nothing.
      return reply.header('cache-control', 'no-store').type('image/gif').send(openPixel);
    },
  );
  app.get(
    '/api/marketing/click/:token',
    {
      schema: {
        tags,
        params: z.object({ token }),
        querystring: z.object({ url: z.string().min(1).max(2000) }),
      },
    },
    async (request, reply) => {
      const target = await engagement.clicked(request.params.token, request.query.url);
      if (!target) throw new AppError('NOT_FOUND', 'This link is not one of the campaign’s links.');
      return reply.header('cache-control', 'no-store').redirect(target, 302);
    },
  );
};
