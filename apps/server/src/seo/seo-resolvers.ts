import { type AdminSettings, isWebAppPage } from '@auction/contracts';
import { leadingUuid } from '@auction/domain';
import { AppError } from '../errors';
import type { AuctionsService } from '../modules/auctions/auctions.service';
import type { BuyNowService } from '../modules/buy-now/buy-now.service';
import type { CategoriesRepository } from '../modules/categories/categories.repository';
import type { CmsService } from '../modules/cms/cms.service';
import type { LotsService } from '../modules/lots/lots.service';
import type { SettingsService } from '../modules/settings/settings.service';
import { auctionHead } from './auction-head';
import { buyNowItemHead, buyNowListHead } from './buy-now-head';
import { categoryHead } from './category-head';
import { cmsPageResolver } from './cms-head';
import type { HeadTags } from './head';
import { localBusinessJsonLd } from './local-business';
import { lotHead } from './lot-head';
import { pageScriptsOfBuild } from './page-scripts';
import type { SeoRepository } from './seo.repository';
import { notFoundHead } from './seo-text';

/** Answers the head tags of one path, or null when the path is not its kind of page. */
export type SeoResolver = (path: string) => Promise<HeadTags | null>;

export function homeDescription(settings: AdminSettings): string {
  const place = [settings.address.city, settings.address.province].filter(Boolean).join(', ');
  const area = settings.area_served.length > 0 ? ` Serving ${settings.area_served.join(', ')}.` : '';
  return `${settings.site_name}${place ? ` in ${place}` : ''}: estate auctions, business liquidations, equipment sales and retail overstock, online and live.${area}`;
}

export function homeResolver(deps: {
  settings: SettingsService;
  publicUrl: string;
  cms?: Pick<CmsService, 'findPublic'>;
}): SeoResolver {
  return async (path) => {
    if (path !== '/') return null;
    const settings = await deps.settings.get();
    // The home page's SEO title and description from the CMS, when staff have written them.
    const page = await deps.cms?.findPublic('/');
    const title = page?.seo_title || `${settings.site_name} | Online and live auctions`;
    const description = page?.seo_description || homeDescription(settings);
    return {
      title,
      description,
      canonical: `${deps.publicUrl}/`,
      openGraph: {
        'og:type': 'website',
        'og:site_name': settings.site_name,
        'og:title': title,
        'og:description': description,
        'og:url': `${deps.publicUrl}/`,
        'og:locale': 'en_CA',
      },
      jsonLd: [localBusinessJsonLd(settings, deps.publicUrl)],
    };
  };
}

export interface SeoDeps {
  settings: SettingsService;
  publicUrl: string;
  auctions: AuctionsService;
  lots: LotsService;
  /** The buy-now item page's public answer (null where buy-now is not wired, e.g. some tests). */
  buyNow?: Pick<BuyNowService, 'item'>;
  categories: CategoriesRepository;
  seo: SeoRepository;
  /** The CMS's published pages (their SEO title and description; custom pages at their own paths). */
  cms?: Pick<CmsService, 'findPublic'>;
  /** The public URL of a stored media key. */
  mediaUrl: (key: string) => string;
  /** The built web app, whose manifest names each public page's scripts for the head; none without. */
  webDistDir?: string | null;
}

/** How many current lots a category page lists in its JSON-LD. */
export const categoryListLimit = 50;

const isNotFound = (error: unknown) => error instanceof AppError && error.code === 'NOT_FOUND';

/** Null when the path is another kind of page; the not-found head when the record is missing or a draft. */
function recordResolver(
  deps: SeoDeps,
  pattern: RegExp,
  head: (segment: string, settings: AdminSettings) => Promise<HeadTags | null>,
): SeoResolver {
  return async (path) => {
    const segment = pattern.exec(path)?.[1];
    if (segment === undefined) return null;
    const settings = await deps.settings.get();
    try {
      return await head(segment, settings);
    } catch (error) {
      if (isNotFound(error)) return notFoundHead(settings);
      throw error;
    }
  };
}

/** `/auctions/{uuid}` and `/auctions/{uuid}-{slug}` (not `/auctions/past`). */
export function auctionResolver(deps: SeoDeps): SeoResolver {
  return recordResolver(deps, /^\/auctions\/([^/]+)\/?$/, async (segment, settings) => {
    if (segment === 'past') return null;
    if (!leadingUuid(segment)) return notFoundHead(settings);
    const auction = await deps.auctions.get(segment, { withDrafts: false });
    return auctionHead(auction, settings, deps.publicUrl);
  });
}

/** `/lots/{uuid}` and `/lots/{uuid}-{slug}`, when the lot's auction is published. */
export function lotResolver(deps: SeoDeps): SeoResolver {
  return recordResolver(deps, /^\/lots\/([^/]+)\/?$/, async (segment, settings) => {
    if (!leadingUuid(segment)) return notFoundHead(settings);
    const lot = await deps.lots.getPublic(segment);
    const auction = await deps.auctions.get(lot.auction_id, { withDrafts: false });
    return lotHead(lot, auction, settings, deps.publicUrl);
  });
}

/** `/inventory/{uuid}-{slug}`: a buy-now item (on sale or sold); `/buy-now`: the listing. */
export function buyNowResolver(deps: SeoDeps): SeoResolver {
  const item = recordResolver(deps, /^\/inventory\/([^/]+)\/?$/, async (segment, settings) => {
    const id = leadingUuid(segment);
    if (!id || !deps.buyNow) return notFoundHead(settings);
    return buyNowItemHead(await deps.buyNow.item(id), settings, deps.publicUrl);
  });
  return async (path) => {
    if (/^\/buy-now\/?$/.test(path)) return buyNowListHead(await deps.settings.get(), deps.publicUrl);
    return item(path);
  };
}

/** `/category/{slug}` with the category's lots in current auctions. */
export function categoryResolver(deps: SeoDeps): SeoResolver {
  return recordResolver(deps, /^\/category\/([^/]+)\/?$/, async (segment, settings) => {
    const category = /^[a-z0-9-]{1,80}$/.test(segment) ? await deps.categories.bySlug(segment) : null;
    if (!category) return notFoundHead(settings);
    const lots = await deps.seo.currentLotsOfCategory(category.id, categoryListLimit);
    return categoryHead({ category, lots, mediaUrl: deps.mediaUrl, settings, publicUrl: deps.publicUrl });
  });
}

/** Any path that is none of the app's pages: 404 with the not-found head (no soft 404 for crawlers). */
export function unknownPageResolver(deps: Pick<SeoDeps, 'settings'>): SeoResolver {
  return async (path) => (isWebAppPage(path) ? null : notFoundHead(await deps.settings.get()));
}

/** A page found (not a 404) gets its scripts' modulepreload hints beside its head tags. */
function withPageScripts(resolve: SeoResolver, scripts: (path: string) => string[]): SeoResolver {
  return async (path) => {
    const head = await resolve(path);
    if (!head || (head.status ?? 200) !== 200) return head;
    const modulePreloads = scripts(path);
    return modulePreloads.length > 0 ? { ...head, modulePreloads } : head;
  };
}

/**
 * Every page kind with its own head, tried in order; the first answer wins. With a built web app,
 * the public pages' heads name their scripts, and the public pages without head tags of their own
 * (the auction lists) get those hints alone.
 */
export function createSeoResolvers(deps: SeoDeps): SeoResolver[] {
  const resolvers = [
    homeResolver(deps),
    auctionResolver(deps),
    lotResolver(deps),
    buyNowResolver(deps),
    categoryResolver(deps),
    ...(deps.cms ? [cmsPageResolver({ ...deps, cms: deps.cms })] : []),
    unknownPageResolver(deps),
  ];
  if (!deps.webDistDir) return resolvers;
  const scripts = pageScriptsOfBuild(deps.webDistDir);
  return [
    ...resolvers.map((resolve) => withPageScripts(resolve, scripts)),
    async (path) => {
      const modulePreloads = scripts(path);
      return modulePreloads.length > 0 ? { modulePreloads } : null;
    },
  ];
}
