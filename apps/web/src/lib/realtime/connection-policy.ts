import { leadingUuid } from '@auction/domain';

const realtimePrefixes = [
  '/live',
  '/admin/clerk-panel',
  '/admin/auctioneer-display',
  '/admin/test-ai-clerk',
  '/dashboard',
  // Issue 3: live watchlist prices and countdowns (decision 0012).
  '/watchlist',
];

function isAuctionDetail(pathname: string): boolean {
  if (pathname.includes('/invoices') || pathname.startsWith('/admin')) return false;
  const [, first, segment] = pathname.split('/');
  return first === 'auctions' && segment !== undefined && leadingUuid(segment) !== null;
}

/** A lot page, `/lots/{uuid}` or its SEO path `/lots/{uuid}-{slug}`: live bidding (decision 0012). */
function isLotDetail(pathname: string): boolean {
  const [, first, segment, ...rest] = pathname.split('/');
  return (
    first === 'lots' &&
    segment !== undefined &&
    leadingUuid(segment) !== null &&
    rest.every((part) => part === '')
  );
}

/** Spec section 7: the socket is opened only on the pages that show live data. */
export function shouldConnectRealtime(pathname: string): boolean {
  return (
    realtimePrefixes.some((prefix) => pathname.startsWith(prefix)) ||
    isAuctionDetail(pathname) ||
    isLotDetail(pathname)
  );
}

/** Same host as the page, wss on https pages, the token as a query parameter when signed in. */
export function realtimeUrl(token: string | null, location: Pick<Location, 'protocol' | 'host'>): string {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  const query = token ? `?token=${encodeURIComponent(token)}` : '';
  return `${scheme}://${location.host}/api/ws${query}`;
}
