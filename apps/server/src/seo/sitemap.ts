import type { SitemapRecord } from './seo.repository';

export interface SitemapUrl {
  loc: string;
  lastmod?: Date;
}

/** The public pages that are not records: home, listings and the house's own pages. */
export const staticPaths = [
  '/',
  '/auctions',
  '/auctions/past',
  '/buy-now',
  '/services',
  '/about',
  '/contact',
  '/privacy-policy',
  '/terms-conditions',
] as const;

/** Text safe inside an XML element. */
export function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

export function sitemapXml(urls: readonly SitemapUrl[]): string {
  const entries = urls.map((url) => {
    const lastmod = url.lastmod ? `<lastmod>${url.lastmod.toISOString()}</lastmod>` : '';
    return `  <url><loc>${escapeXml(url.loc)}</loc>${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/** Every URL of the sitemap: static pages, then auctions, lots, buy-now items and categories by their slug URLs. */
export function sitemapUrls(
  publicUrl: string,
  records: {
    auctions: SitemapRecord[];
    lots: SitemapRecord[];
    categories: { slug: string; created_at: Date }[];
    /** Buy-now items for sale. */
    items?: SitemapRecord[];
    /** Published CMS pages: the built-in ones get their last change, custom ones are added. */
    pages?: { path: string; updated_at: Date }[];
  },
): SitemapUrl[] {
  const pages = records.pages ?? [];
  const changedAt = new Map(pages.map((page) => [page.path, page.updated_at]));
  const statics: readonly string[] = staticPaths;
  const newest = [...records.auctions, ...records.lots].reduce<Date | undefined>(
    (latest, record) => (!latest || record.updated_at > latest ? record.updated_at : latest),
    undefined,
  );
  return [
    ...staticPaths.map((path) => ({
      loc: `${publicUrl}${path}`,
      ...(newest && (path === '/' || path.startsWith('/auctions'))
        ? { lastmod: newest }
        : changedAt.has(path)
          ? { lastmod: changedAt.get(path) }
          : {}),
    })),
    ...pages
      .filter((page) => !statics.includes(page.path))
      .map((page) => ({ loc: `${publicUrl}${page.path}`, lastmod: page.updated_at })),
    ...records.auctions.map((a) => ({
      loc: `${publicUrl}/auctions/${a.id}-${a.slug}`,
      lastmod: a.updated_at,
    })),
    ...records.lots.map((lot) => ({
      loc: `${publicUrl}/lots/${lot.id}-${lot.slug}`,
      lastmod: lot.updated_at,
    })),
    ...(records.items ?? []).map((item) => ({
      loc: `${publicUrl}/inventory/${item.id}-${item.slug}`,
      lastmod: item.updated_at,
    })),
    ...records.categories.map((category) => ({
      loc: `${publicUrl}/category/${encodeURIComponent(category.slug)}`,
      ...(newest ? { lastmod: newest } : {}),
    })),
  ];
}

/** Crawl everything public; keep out the signed-in, staff and API areas and the one-time token links. */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /dashboard',
    'Disallow: /profile',
    'Disallow: /watchlist',
    'Disallow: /invoices',
    'Disallow: /api',
    'Disallow: /reset-password',
    'Disallow: /verify-email',
    'Disallow: /unsubscribe',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
