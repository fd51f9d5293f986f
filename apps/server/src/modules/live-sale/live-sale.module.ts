import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import type { MailService } from '../../mail/mail.service';
import { defineModule, routeGroup } from '../../platform/module';
import type { Hub } from '../../realtime/hub';
import type { MessageHandler, RoomPresence } from '../../realtime/message-handler';
import type { MediaStore } from '../media/media-store';
import type { HouseMetrics } from '../metrics/house-metrics';
import type { QueuePushes } from '../push/push-queue';
import type { SettingsReader } from '../settings/settings.repository';
import type { PresenceStore } from './live-presence';
import { createLiveRoom } from './live-room';
import { createLiveSaleHandlers } from './live-sale.handlers';
import { liveQueries, toLotTerms } from './live-sale.repository';
import { liveSaleRoutes } from './live-sale.routes';
import { createLiveSaleService } from './live-sale.service';
import { createLiveSaleWins } from './live-sale-wins';

interface LiveSaleNeeds {
  db: Database;
  hub: Hub;
  clock: Clock;
  media: MediaStore;
  log: FastifyBaseLogger;
  mail: MailService;
  /** The house's name, read through the transaction that ends the sale. */
  siteName: (tx: SettingsReader) => Promise<string>;
  publicUrl: string;
  /** Who is in each live room; across instances with Redis, else this process's own sockets. */
  presence: PresenceStore;
  /** A bid on a timed lot that arrives on the socket (the bids area answers it). */
  timedBid: MessageHandler<'place_bid'>;
  /** When the clerk ends the sale (its invoices are made). */
  onSaleEnded: (auctionId: string) => Promise<unknown>;
  /** Alerts to the followers' devices when the sale starts. */
  queuePushes?: QueuePushes;
  /** Counts and times the room's bids (`/metrics`). */
  metrics?: Pick<HouseMetrics, 'bidAnswered'>;
}

/** The live webcast sale: the clerk's console, the room's socket messages and absentee bids. */
export const liveSaleModule = defineModule({
  name: 'live-sale',
  build: ({
    db,
    hub,
    clock,
    media,
    log,
    mail,
    siteName,
    publicUrl,
    presence,
    timedBid,
    onSaleEnded,
    queuePushes,
    metrics,
  }: LiveSaleNeeds) => {
    const wins = createLiveSaleWins({ mail, siteName, publicUrl });
    const liveSale = createLiveSaleService({ db, hub, clock, media, log, wins, queuePushes });
    liveSale.onSaleEnded(onSaleEnded);
    const liveRoom = createLiveRoom({ db, hub, media, clock, presence, live: liveSale, log });
    const roomPresence: RoomPresence = liveRoom;
    return {
      routes: [routeGroup(liveSaleRoutes, { db, liveRoom, liveSale, mail, siteName, publicUrl })],
      handlers: createLiveSaleHandlers({ liveRoom, liveSale, timedBid, metrics }),
      close: () => liveRoom.close(),
      provides: {
        presence: roomPresence,
        /** Each lot's absentee maxima exactly as the sale will bid them (the auctioneer's book). */
        absenteesOf: async (auctionId: string) =>
          toLotTerms(await liveQueries.lotTerms(db, auctionId), await liveQueries.absentees(db, auctionId)),
      },
    };
  },
});
