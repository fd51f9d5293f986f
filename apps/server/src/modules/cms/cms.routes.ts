import {
  adminAreaRoles,
  cmsDraftBodySchema,
  cmsNewPageBodySchema,
  cmsPageDetailSchema,
  cmsPageListItemSchema,
  cmsPreviewBodySchema,
  cmsPreviewSchema,
  cmsPublicQuerySchema,
  cmsVersionBodySchema,
  cmsVersionSchema,
  publicCmsPageSchema,
  superAdminRoles,
  uuidSchema,
} from '@auction/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRoles, signedIn } from '../../plugins/auth';
import type { CmsService } from './cms.service';
import { renderMarkdown } from './cms-markdown';

const security = [{ bearer: [] }];
const params = z.object({ id: uuidSchema });
const versionParams = z.object({
  id: uuidSchema,
  version: z.coerce.number({ error: 'Not a version.' }).int().positive('Not a version.'),
});

/** The public site's words: the published version of a page, for anyone. */
export const pagesRoutes: FastifyPluginAsyncZod<{ cms: CmsService }> = async (app, { cms }) => {
  app.get(
    '/api/pages',
    {
      schema: {
        tags: ['content'],
        querystring: cmsPublicQuerySchema,
        response: { 200: publicCmsPageSchema },
      },
    },
    async (request, reply) => {
      const page = await cms.publicPage(request.query.path);
      reply.header('cache-control', 'no-cache');
      return page;
    },
  );
};

/** Content management (decision 0047): Staff and Admins edit and publish; only Admins add and delete pages. */
export const cmsRoutes: FastifyPluginAsyncZod<{ cms: CmsService }> = async (app, { cms }) => {
  const tags = ['admin'];
  app.addHook('onRequest', requireRoles(adminAreaRoles));
  const adminOnly = requireRoles(superAdminRoles);
  const actorOf = (request: Parameters<typeof signedIn>[0]) => ({ id: signedIn(request).id, ip: request.ip });
  const detail = { 200: cmsPageDetailSchema };

  app.get(
    '/api/admin/cms/pages',
    { schema: { tags, security, response: { 200: z.array(cmsPageListItemSchema) } } },
    () => cms.list(),
  );

  app.post(
    '/api/admin/cms/pages',
    { onRequest: adminOnly, schema: { tags, security, body: cmsNewPageBodySchema, response: detail } },
    (request) => cms.create(request.body, actorOf(request)),
  );

  app.get('/api/admin/cms/pages/:id', { schema: { tags, security, params, response: detail } }, (request) =>
    cms.detail(request.params.id),
  );

  app.get(
    '/api/admin/cms/pages/:id/versions/:version',
    { schema: { tags, security, params: versionParams, response: { 200: cmsVersionSchema } } },
    (request) => cms.version(request.params.id, request.params.version),
  );

  app.put(
    '/api/admin/cms/pages/:id/draft',
    { schema: { tags, security, params, body: cmsDraftBodySchema, response: detail } },
    (request) => cms.saveDraft(request.params.id, request.body, actorOf(request)),
  );

  app.post(
    '/api/admin/cms/pages/:id/publish',
    { schema: { tags, security, params, body: cmsVersionBodySchema, response: detail } },
    (request) => cms.publish(request.params.id, request.body.version, actorOf(request)),
  );

  app.post(
    '/api/admin/cms/pages/:id/restore',
    { schema: { tags, security, params, body: cmsVersionBodySchema, response: detail } },
    (request) => cms.restore(request.params.id, request.body.version, actorOf(request)),
  );

  app.post(
    '/api/admin/cms/pages/:id/unpublish',
    { schema: { tags, security, params, response: detail } },
    (request) => cms.unpublish(request.params.id, actorOf(request)),
  );

  app.delete(
    '/api/admin/cms/pages/:id',
    { onRequest: adminOnly, schema: { tags, security, params } },
    async (request, reply) => {
      await cms.remove(request.params.id, actorOf(request));
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/admin/cms/preview',
    { schema: { tags, security, body: cmsPreviewBodySchema, response: { 200: cmsPreviewSchema } } },
    (request) => ({ html: renderMarkdown(request.body.markdown) }),
  );
};
