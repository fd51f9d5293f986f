import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import type { MailService } from '../../mail/mail.service';
import { defineModule } from '../../platform/module';
import type { Hub } from '../../realtime/hub';
import type { HouseMetrics } from '../metrics/house-metrics';
import type { QueuePushes } from '../push/push-queue';
import { createClosingRepository } from './closing.repository';
import { createClosingService } from './closing.service';
import { createLotClosingJob } from './lot-closing.job';

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
}

/** Timed lots close when their end passes: the closing pass every second, on every instance. */
export const closingModule = defineModule({
  name: 'closing',
  build: ({ db, log, ...needs }: ClosingNeeds) => {
    const closing = createClosingService({ db, closing: createClosingRepository(db), log, ...needs });
    return { jobs: [createLotClosingJob({ closing, log })], provides: { closing } };
  },
});
