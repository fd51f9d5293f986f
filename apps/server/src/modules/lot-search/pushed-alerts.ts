import type { QueuePushes } from '../push/push-queue';
import type { BidderAlerts } from './bidder-alerts';

/**
 * The same alerts pushed to the bidder's devices (those that want the kind), queued in the
 * transaction that claimed them, beside the mail.
 */
export function pushedAlerts(deps: { queuePushes: QueuePushes }): BidderAlerts {
  return {
    async savedSearchMatched(tx, bidder, searches, lots) {
      const [first] = lots;
      if (!first) return () => {};
      const only = lots.length === 1;
      await deps.queuePushes(tx, 'saved_search', [
        {
          userId: bidder.id,
          // A lot is alerted once per saved search, so the first of a pass's lots names the pass.
          dedupeKey: `saved-search:${first.lot_id}`,
          payload: {
            title: only
              ? `New lot for “${searches[0] ?? ''}”`
              : `${lots.length} new lots match your saved searches`,
            body: only
              ? `Lot ${first.lot_number}: ${first.title} (${first.auction_title})`
              : lots.map((lot) => lot.title).join(', '),
            url: only
              ? `/lots/${first.lot_id}-${first.slug}`
              : `/search?q=${encodeURIComponent(searches[0] ?? first.title)}`,
            tag: `saved-search:${first.lot_id}`,
          },
        },
      ]);
      return () => {};
    },
    async saleOpening(tx, bidder, sale) {
      const path = `/auctions/${sale.id}-${sale.slug}`;
      await deps.queuePushes(tx, 'sale_opening', [
        {
          userId: bidder.id,
          dedupeKey: `sale-opening:${sale.id}`,
          payload: {
            title: sale.type === 'live' ? `Live now: ${sale.title}` : `Now open: ${sale.title}`,
            body: sale.type === 'live' ? 'The live sale has started. Join the room.' : 'Bidding is open.',
            url: sale.type === 'live' ? `${path}/live` : path,
            tag: `sale-opening:${sale.id}`,
          },
        },
      ]);
      return () => {};
    },
  };
}
