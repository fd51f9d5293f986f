import { webAppPagePatterns } from '@auction/contracts';

/** First path segments the server or the app answers itself: a custom page there would be hidden. */
const serverSegments = ['api', 'media', 'assets', 'docs', 'ws', 'health', 'sitemap', 'robots', 'favicon'];

const appSegments = webAppPagePatterns
  .map((pattern) => pattern.split('/')[1] ?? '')
  .filter((segment) => segment !== '' && !segment.startsWith(':'));

export const reservedSegments: ReadonlySet<string> = new Set([...appSegments, ...serverSegments]);

/** Why a custom page cannot live at a path (one of the app's own routes), or null when it can. */
export function reservedPathMessage(path: string): string | null {
  const first = path.split('/')[1] ?? '';
  if (first === '' || reservedSegments.has(first))
    return `${path === '/' ? '/' : `/${first}`} is one of the site’s own pages; choose another path, like /faq.`;
  return null;
}
