import { leadingUuid } from '@auction/domain';
import type { LoaderFunctionArgs } from 'react-router';
import { queryClient } from '../lib/query-client';

// Issue 9: a page's first requests start as soon as its route is known, beside the page's code,
// instead of after that code has loaded and rendered. The loaders return at once: the page still
// shows its own loading state, and the queries it makes find these requests already under way.

const catalogueQueries = () => import('../features/catalogue/api/catalogue-queries');

/**
 * The loader of a route whose page's code starts loading with the route (beside `prefetch`, the
 * page's first requests), not once the layout above it has rendered.
 */
export function withPage(
  page: { preload(): void },
  prefetch?: (args: LoaderFunctionArgs) => null,
): (args: LoaderFunctionArgs) => null {
  return (args) => {
    page.preload();
    return prefetch ? prefetch(args) : null;
  };
}

/** `/auctions/{id}`: the auction. */
export function prefetchAuction({ params }: LoaderFunctionArgs): null {
  const id = leadingUuid(params.auctionId ?? '');
  if (id) void catalogueQueries().then(({ auctionQuery }) => queryClient.prefetchQuery(auctionQuery(id)));
  return null;
}

/** `/lots/{id}`: the lot and its bid history at once, then the lot's auction. */
export function prefetchLot({ params }: LoaderFunctionArgs): null {
  const id = leadingUuid(params.lotId ?? '');
  if (!id) return null;
  void catalogueQueries().then(async ({ auctionQuery, lotBidsQuery, lotQuery }) => {
    void queryClient.prefetchQuery(lotBidsQuery(id));
    await queryClient.prefetchQuery(lotQuery(id));
    const lot = queryClient.getQueryData(lotQuery(id).queryKey);
    if (lot) await queryClient.prefetchQuery(auctionQuery(lot.auction_id));
  });
  return null;
}
