import type { AuctionDashboard, LotStatsResponse } from '@auction/contracts';
import type { AuctionsService } from '../auctions/auctions.service';
import type { AuctionStatsRepository } from './auction-stats.repository';
import { dashboardFigures, RECENT_BIDS, toLotStatsRow } from './dashboard-figures';

/** Staff reads of one auction's bidding: the dashboard and the per-lot statistics. */
export function createAuctionStatsService(deps: {
  stats: AuctionStatsRepository;
  auctions: Pick<AuctionsService, 'find'>;
  clock: () => Date;
}) {
  return {
    async lotStats(auctionIdOrSlug: string): Promise<LotStatsResponse> {
      const auction = await deps.auctions.find(auctionIdOrSlug, { withDrafts: true });
      const lots = await deps.stats.lotFigures(auction.id);
      return { data: lots.map(toLotStatsRow) };
    },

    async dashboard(auctionIdOrSlug: string): Promise<AuctionDashboard> {
      const auction = await deps.auctions.find(auctionIdOrSlug, { withDrafts: true });
      const generatedAt = deps.clock();
      const [lots, counts, recent] = await Promise.all([
        deps.stats.lotFigures(auction.id),
        deps.stats.counts(auction.id),
        deps.stats.recentBids(auction.id, RECENT_BIDS),
      ]);
      return {
        auction: {
          id: auction.id,
          title: auction.title,
          status: auction.status,
          type: auction.type,
          start_date: auction.start_at?.toISOString() ?? null,
          end_date: auction.end_at?.toISOString() ?? null,
        },
        generated_at: generatedAt.toISOString(),
        ...dashboardFigures(lots.map(toLotStatsRow), counts, recent),
      };
    },
  };
}
export type AuctionStatsService = ReturnType<typeof createAuctionStatsService>;
