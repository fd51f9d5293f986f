import type { AdminSettings, PublicCmsPage } from '@auction/contracts';
import { builtInPages } from '../modules/cms/built-in/built-in-pages';
import type { CmsService } from '../modules/cms/cms.service';
import { reservedPathMessage } from '../modules/cms/cms-paths';
import type { HeadTags } from './head';
import { excerpt, pageTitle } from './seo-text';

const builtInPaths = new Set(builtInPages.map((page) => page.path));
const cmsPathShape = /^\/([a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*)?$/;

/** The CMS page a request path may show: built-in pages and custom paths, never the app's other routes. */
export function cmsPathOf(path: string): string | null {
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  if (!cmsPathShape.test(trimmed)) return null;
  if (builtInPaths.has(trimmed)) return trimmed;
  return reservedPathMessage(trimmed) ? null : trimmed;
}

const plainText = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&(lt|gt|quot|#39);/g, '');

/** Title and description of a published CMS page: its SEO fields, else its title and first words. */
export function cmsHead(page: PublicCmsPage, settings: AdminSettings, publicUrl: string): HeadTags {
  const title = page.seo_title || pageTitle(page.title, settings.site_name);
  const text = page.sections.map((section) => plainText(section.html)).join(' ');
  const description = page.seo_description || excerpt(text, 160);
  const url = `${publicUrl}${page.path === '/' ? '/' : page.path}`;
  return {
    title,
    description,
    canonical: url,
    openGraph: {
      'og:type': 'website',
      'og:site_name': settings.site_name,
      'og:title': title,
      'og:description': description,
      'og:url': url,
      'og:locale': 'en_CA',
    },
  };
}

/** Published CMS pages get their head; a CMS path with nothing published is left to the not-found head. */
export function cmsPageResolver(deps: {
  cms: Pick<CmsService, 'findPublic'>;
  settings: { get(): Promise<AdminSettings> };
  publicUrl: string;
}) {
  return async (path: string): Promise<HeadTags | null> => {
    const cmsPath = cmsPathOf(path);
    if (!cmsPath || cmsPath === '/') return null;
    const page = await deps.cms.findPublic(cmsPath);
    return page ? cmsHead(page, await deps.settings.get(), deps.publicUrl) : null;
  };
}
