/**
 * The web app's pages (spec section 2) as React Router patterns. The server answers 200 with the
 * app for these and 404 for any other path; the router's own routes are tested against this list.
 */
export const webAppPagePatterns = [
  '/',
  '/auctions',
  '/auctions/past',
  '/auctions/:auctionId',
  '/auctions/:auctionId/live',
  '/auctions/:auctionId/live-sst',
  '/lots/:lotId',
  '/inventory/:itemId',
  '/category/:slug',
  '/buy-now',
  '/search',
  '/services',
  '/about',
  '/contact',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password/:token',
  '/verify-email',
  '/unsubscribe',
  '/privacy-policy',
  '/terms-conditions',
  '/dashboard',
  '/profile',
  '/watchlist',
  '/invoices',
  '/invoices/:invoiceId',
  '/invoices/:invoiceId/pay',
  '/admin',
  '/admin/auctioneer-display/:auctionId',
  '/admin/inventory',
  '/admin/inventory/locations',
  '/admin/inventory/locations/:locationId',
  '/admin/inventory/import',
  '/admin/inventory/import-images',
  '/admin/inventory/new',
  '/admin/inventory/:itemId',
  '/admin/auctions',
  '/admin/auctions/new',
  '/admin/auctions/:auctionId/edit',
  '/admin/auctions/:auctionId/dashboard',
  '/admin/auctions/:auctionId/lots',
  '/admin/auctions/:auctionId/lot-stats',
  '/admin/auctions/:auctionId/absentee-bids',
  '/admin/auctions/:auctionId/bidder-registration',
  '/admin/invoices',
  '/admin/invoices/:invoiceId',
  '/admin/release-desk',
  '/admin/release-desk/pick-list',
  '/admin/cash-drawer',
  '/admin/reports/books',
  '/admin/consignors',
  '/admin/consignors/:consignorId',
  '/admin/consignor-statements',
  '/admin/consignor-statements/:consignorId/:auctionId',
  '/admin/bid-increment-profiles',
  '/admin/commission-profiles',
  '/admin/reports',
  '/admin/cms',
  '/admin/cms/:pageId',
  '/admin/marketing',
  '/admin/marketing/campaigns/new',
  '/admin/marketing/campaigns/:campaignId',
  '/admin/clerk-panel/:auctionId',
  '/admin/clerk-panel-sst/:auctionId',
  '/admin/test-ai-clerk',
  '/admin/users',
  '/admin/users/:userId',
  '/admin/settings',
  '/admin/backups',
] as const;

const segmentsOf = (path: string) => path.split('/').slice(1);
const patterns = webAppPagePatterns.map((pattern) => (pattern === '/' ? [] : segmentsOf(pattern)));

/**
 * Whether a URL path (no query) is one of the app's pages, matched as React Router does:
 * static segments ignore case, a `:param` takes any one non-empty segment, a trailing slash is ignored.
 */
export function isWebAppPage(path: string): boolean {
  const segments = path === '/' ? [] : segmentsOf(path.endsWith('/') ? path.slice(0, -1) : path);
  if (segments.some((segment) => segment === '')) return false;
  return patterns.some(
    (pattern) =>
      pattern.length === segments.length &&
      pattern.every((part, i) => part.startsWith(':') || part.toLowerCase() === segments[i]?.toLowerCase()),
  );
}
