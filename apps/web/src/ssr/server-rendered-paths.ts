import { matchRoutes, type RouteObject } from 'react-router';

/**
 * The public pages the server renders (decision 0070): what a guest sees is what everyone sees
 * first. Sign-in, account and admin pages stay client rendered: they depend on the visitor's
 * session, which only the browser holds.
 */
const serverRenderedPatterns: readonly RegExp[] = [
  /^\/$/,
  /^\/auctions\/?$/,
  /^\/auctions\/past\/?$/,
  /^\/auctions\/[^/]+\/?$/,
  /^\/auctions\/[^/]+\/(live|live-sst)\/?$/,
  /^\/lots\/[^/]+\/?$/,
  /^\/buy-now\/?$/,
  /^\/inventory\/[^/]+\/?$/,
  /^\/category\/[^/]+\/?$/,
  /^\/(services|about|contact|privacy-policy|terms-conditions)\/?$/i,
];

/**
 * Whether a path is one of the server-rendered pages: a listed one, or one that only the public
 * catch-all answers (a CMS page at its own path, else the not-found page).
 */
export function isServerRenderedPath(routes: RouteObject[], path: string): boolean {
  if (serverRenderedPatterns.some((pattern) => pattern.test(path))) return true;
  if (/^\/admin(\/|$)/i.test(path)) return false;
  const matches = matchRoutes(routes, path);
  return matches?.at(-1)?.route.path === '*';
}
