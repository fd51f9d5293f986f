import {
  type Auction,
  auctionDashboardSchema,
  auctionSchema,
  lotStatsResponseSchema,
} from '@auction/contracts';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';

/** Staff data of one sale; not 'public', so it is dropped when the session ends. */
export const saleKeys = {
  all: (auctionId: string) => ['admin', 'sale', auctionId] as const,
  auction: (auctionId: string) => ['admin', 'sale', auctionId, 'auction'] as const,
  dashboard: (auctionId: string) => ['admin', 'sale', auctionId, 'dashboard'] as const,
  lotStats: (auctionId: string) => ['admin', 'sale', auctionId, 'lot-stats'] as const,
  registrations: (auctionId: string) => ['admin', 'sale', auctionId, 'registrations'] as const,
};

/**
 * Admin pages do not open the socket (spec section 7), so a sale that is taking bids is
 * re-read on a timer instead; TanStack Query pauses it while the tab is hidden.
 */
export const LIVE_REFRESH_MS = 5_000;
const biddingStatuses: readonly Auction['status'][] = ['open', 'live', 'closing'];
export const isTakingBids = (status: Auction['status'] | undefined) =>
  status !== undefined && biddingStatuses.includes(status);

export const saleAuctionQuery = (auctionId: string) =>
  queryOptions({
    queryKey: saleKeys.auction(auctionId),
    queryFn: async () => auctionSchema.parse((await http.get(`/api/admin/auctions/${auctionId}`)).data),
    staleTime: 30_000,
    // The status badge follows the sale from open to closing to closed.
    refetchInterval: (query) => (isTakingBids(query.state.data?.status) ? 30_000 : false),
    refetchIntervalInBackground: false,
  });

export const dashboardQuery = (auctionId: string) =>
  queryOptions({
    queryKey: saleKeys.dashboard(auctionId),
    queryFn: async () =>
      auctionDashboardSchema.parse((await http.get(`/api/admin/auctions/${auctionId}/dashboard`)).data),
    refetchInterval: (query) => (isTakingBids(query.state.data?.auction.status) ? LIVE_REFRESH_MS : false),
    refetchIntervalInBackground: false,
  });

export const lotStatsQuery = (auctionId: string, live: boolean) =>
  queryOptions({
    queryKey: saleKeys.lotStats(auctionId),
    queryFn: async () =>
      lotStatsResponseSchema.parse((await http.get(`/api/admin/auctions/${auctionId}/lot-stats`)).data).data,
    refetchInterval: live ? LIVE_REFRESH_MS : false,
    refetchIntervalInBackground: false,
  });
