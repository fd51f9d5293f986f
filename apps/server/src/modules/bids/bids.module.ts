import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { defineModule, routeGroup } from '../../platform/module';
import type { Hub } from '../../realtime/hub';
import type { HouseMetrics } from '../metrics/house-metrics';
import { measuredBids } from '../metrics/measured-bids';
import { bidsRoutes } from './bids.routes';
import { createBidService } from './bids.service';
import type { OutbidMailDeps } from './outbid-mail';
import { createPlaceBidHandler } from './place-bid.handler';

interface BidsNeeds {
  db: Database;
  hub: Hub;
  clock: Clock;
  log: FastifyBaseLogger;
  outbidMail: OutbidMailDeps;
  /** Counts and times each bid by channel (`/metrics`). */
  metrics?: Pick<HouseMetrics, 'bidAnswered'>;
}

/**
 * Bids on timed lots, by HTTP or socket. The socket's `place_bid` is answered by the live sale,
 * which hands a timed lot's bid to `timedBid`.
 */
export const bidsModule = defineModule({
  name: 'bids',
  build: (needs: BidsNeeds) => {
    const bids = createBidService(needs);
    return {
      routes: [routeGroup(bidsRoutes, { bids: { ...bids, ...measuredBids(bids, 'http', needs.metrics) } })],
      provides: { timedBid: createPlaceBidHandler(measuredBids(bids, 'socket', needs.metrics)) },
    };
  },
});
