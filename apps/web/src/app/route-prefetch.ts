import { leadingUuid } from '@auction/domain';
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { queryClient } from '../lib/query-client';

// Issue 9: a page's first requests start as soon as its route is known, beside the page's code,
// instead of after that code has loaded and rendered. In the browser the loaders return at once:
// the page still shows its own loading state, and the queries it makes find these requests
// already under way. On the server (decision 0070) they fill the request's own cache and are
// waited for, so the page renders with its data.

const catalogueQueries = () => import('../features/catalogue/api/catalogue-queries');

/** What a server render hands its route loaders: the request's own query cache. */
export interface ServerLoadContext {
  queryClient: QueryClient;
}

type Prefetch = (args: LoaderFunctionArgs) => null | Promise<null>;

function serverCacheOf(context: unknown): QueryClient | null {
  const candidate = (context as Partial<ServerLoadContext> | undefined)?.queryClient;
  return candidate ?? null;
}

/** In the browser: start `fill` and return at once. On the server: fill the request's cache first. */
function prefill(
  args: LoaderFunctionArgs,
  fill: (client: QueryClient) => Promise<void>,
): null | Promise<null> {
  const server = serverCacheOf(args.context);
  if (server) return fill(server).then(() => null);
  void fill(queryClient);
  return null;
}

/**
 * The loader of a route whose page's code starts loading with the route (beside `prefetch`, the
 * page's first requests), not once the layout above it has rendered.
 */
export function withPage(page: { preload(): void }, prefetch?: Prefetch): Prefetch {
  return (args) => {
    page.preload();
    return prefetch ? prefetch(args) : null;
  };
}

/** `/auctions/{id}`: the auction. */
export function prefetchAuction(args: LoaderFunctionArgs): null | Promise<null> {
  const id = leadingUuid(args.params.auctionId ?? '');
  if (!id) return null;
  return prefill(args, async (client) => {
    const { auctionQuery } = await catalogueQueries();
    await client.prefetchQuery(auctionQuery(id));
  });
}

/** `/lots/{id}`: the lot and its bid history at once, then the lot's auction. */
export function prefetchLot(args: LoaderFunctionArgs): null | Promise<null> {
  const id = leadingUuid(args.params.lotId ?? '');
  if (!id) return null;
  return prefill(args, async (client) => {
    const { auctionQuery, lotBidsQuery, lotQuery } = await catalogueQueries();
    const bids = client.prefetchQuery(lotBidsQuery(id));
    await client.prefetchQuery(lotQuery(id));
    const lot = client.getQueryData(lotQuery(id).queryKey);
    if (lot) await client.prefetchQuery(auctionQuery(lot.auction_id));
    await bids;
  });
}
