import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { defineModule, routeGroup } from '../../platform/module';
import type { AuctionsService } from '../auctions/auctions.service';
import { createAuctionStatsRepository } from './auction-stats.repository';
import { auctionStatsRoutes } from './auction-stats.routes';
import { createAuctionStatsService } from './auction-stats.service';

/** Staff follow one auction: totals, top lots, latest bids, the closing timeline. */
export const auctionStatsModule = defineModule({
  name: 'auction-stats',
  build: ({
    db,
    auctions,
    clock,
  }: {
    db: Database;
    auctions: Pick<AuctionsService, 'find'>;
    clock: Clock;
  }) => ({
    routes: [
      routeGroup(auctionStatsRoutes, {
        stats: createAuctionStatsService({ stats: createAuctionStatsRepository(db), auctions, clock }),
      }),
    ],
  }),
});
