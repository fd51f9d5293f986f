import type { FastifyInstance } from 'fastify';
import type { SeoRepository } from './seo.repository';
import { robotsTxt, sitemapUrls, sitemapXml } from './sitemap';

/** GET /sitemap.xml and GET /robots.txt, whether or not the web app is built. */
export async function seoRoutes(
  app: FastifyInstance,
  options: {
    seo: SeoRepository;
    publicUrl: string;
    /** The CMS's published pages, custom ones included (never drafts). */
    cmsPages?: () => Promise<{ path: string; updated_at: Date }[]>;
  },
) {
  const { seo, publicUrl } = options;

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const [auctions, lots, categories, items, pages] = await Promise.all([
      seo.publicAuctions(),
      seo.publicLots(),
      seo.categories(),
      seo.buyNowItems(),
      options.cmsPages?.() ?? [],
    ]);
    const xml = sitemapXml(sitemapUrls(publicUrl, { auctions, lots, categories, items, pages }));
    return reply
      .header('cache-control', 'public, max-age=600')
      .type('application/xml; charset=utf-8')
      .send(xml);
  });

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .type('text/plain; charset=utf-8')
      .send(robotsTxt(publicUrl)),
  );
}
