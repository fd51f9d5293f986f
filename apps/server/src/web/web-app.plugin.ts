import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, sep } from 'node:path';
import { isWebAppPage } from '@auction/contracts';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { injectHead } from '../seo/head';
import type { SeoResolver } from '../seo/seo-resolvers';
import {
  guestApiCalls,
  type PageRenderer,
  pageRendererOf,
  type RenderedPage,
  serverEntryOf,
} from './page-renderer';

/** The head's mark of a site in maintenance; the web app reads it before its first call. */
export const maintenanceMetaName = 'site-maintenance';

export const notBuiltMessage =
  'The web app is not built yet. Run "npm run build" (npm start does it on first start), then reload this page.';

const notFound = { message: 'Not found.', code: 'NOT_FOUND' };
const pathOf = (request: FastifyRequest) => request.url.split('?')[0] ?? '/';
const looksLikeFile = (path: string) => /\.[a-z0-9]+$/i.test(path);

// Browsers send text/html; link-preview crawlers often send only */* or no Accept at all.
function acceptsHtml(request: FastifyRequest): boolean {
  const accept = request.headers.accept;
  return !accept || /text\/html|text\/\*|\*\/\*/.test(accept);
}

/** A page of the app, or a path that looks like one, asked for by a client that takes HTML. */
function wantsPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = pathOf(request);
  if (path === '/api' || path.startsWith('/api/')) return false;
  if (looksLikeFile(path) && !isWebAppPage(path)) return false;
  return acceptsHtml(request);
}

/**
 * The built React app: hashed files under /assets are cached for a year, index.html never; the
 * build's Brotli and gzip copies are served to the clients that take them.
 * Every other GET that takes HTML gets index.html, with head tags for the pages that have them;
 * a path that is none of the app's pages, or an auction, lot or category that does not exist (or
 * is a draft), is answered with 404 and the not-found page's head (the app shows its not-found page).
 */
export const webAppPlugin = fp(
  async (
    app: FastifyInstance,
    options: {
      distDir: string | null;
      seo: SeoResolver[];
      /** Whether maintenance is on: the page then says so in its head, so the app shows the maintenance page before any call. */
      maintenanceOn: () => Promise<boolean>;
      /** The server's clock: a rendered page's countdowns start from its "now". */
      clock?: () => Date;
      /** Renders the public pages into `#root` (decision 0070); by default the web app's server build. */
      renderPage?: PageRenderer;
    },
  ) => {
    const distDir =
      options.distDir && existsSync(join(options.distDir, 'index.html')) ? options.distDir : null;
    if (!distDir) app.log.warn(notBuiltMessage);

    if (distDir) {
      await app.register(fastifyStatic, {
        root: distDir,
        prefix: '/',
        index: false,
        wildcard: true,
        cacheControl: false,
        // The build writes a .br and a .gz beside each text file; they go out by Accept-Encoding.
        preCompressed: true,
        // Source maps would hand out the app's source; error reporting gets them from the build, not from us.
        // The build's own notes (.vite/, such as the manifest a benchmark asks for) are not the site's either.
        allowedPath: (path) => !path.endsWith('.map') && !path.startsWith('/.vite/'),
        setHeaders(res, path) {
          const immutable = path.includes(`${sep}assets${sep}`);
          res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    }

    const renderPage =
      options.renderPage ??
      (distDir
        ? pageRendererOf({ entryFile: serverEntryOf(distDir), callApi: guestApiCalls(app), log: app.log })
        : null);
    const clock = options.clock ?? (() => new Date());

    /** The page rendered, or null (logged) when the render failed: the page then goes out unrendered. */
    async function rendered(request: FastifyRequest): Promise<RenderedPage | null> {
      if (!renderPage) return null;
      try {
        return await renderPage({ url: `http://localhost${request.url}`, now: clock().getTime() });
      } catch (error) {
        request.log.error(
          { err: error, url: request.url },
          'server render failed; the page is sent unrendered',
        );
        return null;
      }
    }

    async function sendPage(request: FastifyRequest, reply: FastifyReply) {
      const path = pathOf(request);
      if (!distDir) {
        if (!isWebAppPage(path)) return reply.code(404).send(notFound);
        return reply.code(503).type('text/plain; charset=utf-8').send(notBuiltMessage);
      }
      // A build under way removes index.html for a moment: say so, as before the first build.
      const built = await readFile(join(distDir, 'index.html'), 'utf8').catch(() => null);
      if (built === null) return reply.code(503).type('text/plain; charset=utf-8').send(notBuiltMessage);
      let html = built;
      let status = 200;
      let hasTitle = false;
      for (const resolve of options.seo) {
        const head = await resolve(path);
        if (head) {
          html = injectHead(html, head);
          status = head.status ?? 200;
          hasTitle = head.title !== undefined;
          break;
        }
      }
      if (await options.maintenanceOn()) html = injectHead(html, { meta: { [maintenanceMetaName]: 'on' } });
      else {
        const page = await rendered(request);
        if (page) {
          html = html.replace(
            '<div id="root"></div>',
            () => `<div id="root">${page.html}</div>${page.dataScript}`,
          );
          status = Math.max(status, page.status);
          // The app's own title where the head has none, so the title sent and the one set agree.
          if (!hasTitle && page.title) html = injectHead(html, { title: page.title });
        }
      }
      return reply
        .code(status)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(html);
    }

    app.get('/', { schema: { hide: true } }, sendPage);

    app.setNotFoundHandler(async (request, reply) => {
      if (wantsPage(request)) return sendPage(request, reply);
      return reply.code(404).send(notFound);
    });
  },
);
