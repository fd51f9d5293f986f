import type { Database } from '../../db/database';
import { defineModule, routeGroup } from '../../platform/module';
import type { LotsService } from '../lots/lots.service';
import type { MyBidsService } from '../my-bids/my-bids.service';
import { createWatchlistRepository } from './watchlist.repository';
import { watchlistRoutes } from './watchlist.routes';

interface WatchlistNeeds {
  db: Database;
  lots: Pick<LotsService, 'getPublic'>;
  myBids: Pick<MyBidsService, 'watched'>;
}

/** The lots a bidder watches. */
export const watchlistModule = defineModule({
  name: 'watchlist',
  build: ({ db, lots, myBids }: WatchlistNeeds) => ({
    routes: [routeGroup(watchlistRoutes, { watchlist: createWatchlistRepository(db), lots, myBids })],
  }),
});
