import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import type { MailService } from '../../mail/mail.service';
import { defineModule, routeGroup } from '../../platform/module';
import type { Hub } from '../../realtime/hub';
import type { HouseMetrics } from '../metrics/house-metrics';
import type { QueuePushes } from '../push/push-queue';
import { createClosingRepository } from './closing.repository';
import { createClosingService } from './closing.service';
import { createClosingPauses } from './closing-pauses';
import { closingPausesRoutes } from './closing-pauses.routes';
import { createLotClosingJob } from './lot-closing.job';
import { createLotRetiming } from './lot-retiming';
import { createOutageRepository } from './outage.repository';
import { createOutageRecovery } from './outage-recovery';

interface ClosingNeeds {
  db: Database;
  hub: Hub;
  mail: MailService;
  siteName: () => Promise<string>;
  publicUrl: string;
  clock: Clock;
  log: FastifyBaseLogger;
  /** After an auction closes (its invoices are made here when the house says so). */
  onAuctionClosed: (auctionId: string) => Promise<void>;
  /** Closing-soon and won alerts to the bidders' devices, queued with what they tell. */
  queuePushes?: QueuePushes;
  /** Hears how late past its end each lot closed (`/metrics`). */
  metrics?: Pick<HouseMetrics, 'lotClosed'>;
  /** A gap in the closing job longer than `gapSeconds` is an outage; caught lots end `retimeSeconds` after it. */
  outage: { gapSeconds: number; retimeSeconds: number };
}

/**
 * Timed lots close when their end passes: the closing pass every second, on every instance. After
 * an outage, or when staff resume a paused sale, the lots the gap caught are re-timed instead.
 */
export const closingModule = defineModule({
  name: 'closing',
  build: ({ db, log, outage, ...needs }: ClosingNeeds) => {
    const outages = createOutageRepository(db);
    const retiming = createLotRetiming({ outages, retimeSeconds: outage.retimeSeconds, ...needs });
    const recovery = createOutageRecovery({ db, outages, retiming, gapSeconds: outage.gapSeconds, log });
    const closing = createClosingService({
      db,
      closing: createClosingRepository(db),
      log,
      recovery,
      ...needs,
    });
    const pauses = createClosingPauses({ db, outages, retiming, clock: needs.clock });
    return {
      routes: [routeGroup(closingPausesRoutes, { pauses })],
      jobs: [createLotClosingJob({ closing, log })],
      provides: {
        closing,
        /** The last outage and the paused sales, for the admin dashboard. */
        closingWatch: { lastOutage: outages.lastOutage, pausedSales: outages.pausedSales },
      },
    };
  },
});
