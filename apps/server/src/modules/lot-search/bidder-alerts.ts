import { saleOpeningMail, savedSearchMatchMail } from '../../mail/lot-search-mails';
import type { MailService } from '../../mail/mail.service';
import type { MatchedLot, SearchOwner, Tx } from './saved-searches.repository';

/** Runs once the transaction that queued the alert has committed (hands the mail on, wakes a sender). */
export type AfterCommit = () => void;

export interface OpeningSale {
  id: string;
  slug: string;
  title: string;
  type: 'timed' | 'live';
}

/**
 * How a bidder is told what they asked to hear about. Each call queues its message in the
 * caller's transaction (the one that claimed the match or the reminder), so an alert goes out
 * exactly when the claim commits. Mail now; pushes plug in beside it at the root.
 */
export interface BidderAlerts {
  savedSearchMatched(
    tx: Tx,
    bidder: SearchOwner,
    searches: string[],
    lots: MatchedLot[],
  ): Promise<AfterCommit>;
  saleOpening(tx: Tx, bidder: SearchOwner, sale: OpeningSale): Promise<AfterCommit>;
}

/** Several ways of telling at once (mail and push): each queues in the same transaction. */
export function allAlerts(...channels: BidderAlerts[]): BidderAlerts {
  const each = async (queue: (channel: BidderAlerts) => Promise<AfterCommit>): Promise<AfterCommit> => {
    const afters: AfterCommit[] = [];
    for (const channel of channels) afters.push(await queue(channel));
    return () => {
      for (const after of afters) after();
    };
  };
  return {
    savedSearchMatched: (tx, bidder, searches, lots) =>
      each((channel) => channel.savedSearchMatched(tx, bidder, searches, lots)),
    saleOpening: (tx, bidder, sale) => each((channel) => channel.saleOpening(tx, bidder, sale)),
  };
}

export function mailedAlerts(deps: {
  mail: Pick<MailService, 'queueInTransaction' | 'afterCommit'>;
  siteName: () => Promise<string>;
  publicUrl: string;
}): BidderAlerts {
  return {
    async savedSearchMatched(tx, bidder, searches, lots) {
      const pending = await deps.mail.queueInTransaction(
        tx,
        savedSearchMatchMail({
          siteName: await deps.siteName(),
          to: bidder.email,
          name: bidder.name,
          searches,
          lots: lots.map((lot) => ({
            lotNumber: lot.lot_number,
            title: lot.title,
            auctionTitle: lot.auction_title,
            link: `${deps.publicUrl}/lots/${lot.lot_id}-${lot.slug}`,
          })),
          manageLink: `${deps.publicUrl}/dashboard#saved-searches`,
        }),
      );
      return () => deps.mail.afterCommit(pending);
    },
    async saleOpening(tx, bidder, sale) {
      const path = `/auctions/${sale.id}-${sale.slug}`;
      const pending = await deps.mail.queueInTransaction(
        tx,
        saleOpeningMail({
          siteName: await deps.siteName(),
          to: bidder.email,
          name: bidder.name,
          auctionTitle: sale.title,
          isLive: sale.type === 'live',
          link: `${deps.publicUrl}${sale.type === 'live' ? `${path}/live` : path}`,
        }),
      );
      return () => deps.mail.afterCommit(pending);
    },
  };
}
