import { myBidListSchema, watchedLotListSchema, wonLotListSchema } from '@auction/contracts';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';
import { queryKeys } from '../../../lib/query-keys';

/** The signed-in bidder's watched lots, newest watched first, each with its auction. */
export const watchlistQuery = queryOptions({
  queryKey: queryKeys.watchlist,
  queryFn: async () => watchedLotListSchema.parse((await http.get('/api/watchlist')).data).data,
  // Read again on every visit: bids and closes change these lists between pages.
  staleTime: 0,
});

/** The lots they bid on in auctions still selling, with their own maximum and standing. */
export const myBidsQuery = queryOptions({
  queryKey: queryKeys.myBids,
  queryFn: async () => myBidListSchema.parse((await http.get('/api/users/bids')).data).data,
  staleTime: 0,
});

/** The lots knocked down to them, with the all-in cost and pickup. */
export const wonLotsQuery = queryOptions({
  queryKey: queryKeys.wonLots,
  queryFn: async () => wonLotListSchema.parse((await http.get('/api/users/won-lots')).data).data,
  staleTime: 0,
});
