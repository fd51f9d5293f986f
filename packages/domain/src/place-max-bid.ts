import type { BidHistoryEntry } from './bid-history';
import type { IncrementProfile } from './bid-increments';
import { type MaxBid, type ProxyRefusal, resolveMaxBid } from './proxy-bidding';
import { endAfterAcceptedBid, type SoftCloseSettings } from './soft-close';
import { isLotClosed, type TimedLot } from './timed-lot';

export type TimedBiddingRules = { increments: IncrementProfile; softClose: SoftCloseSettings };

/**
 * `LOT_ENDED`: the end time has passed but the closing ticker has not run yet; the bid is
 * refused all the same, because a lot closes at its end time, not when the ticker gets to it.
 */
export type BidRefusal = 'LOT_NOT_OPEN' | 'LOT_CLOSED' | 'LOT_ENDED' | ProxyRefusal;

export type PlaceBidResult =
  | { ok: true; lot: TimedLot; entries: BidHistoryEntry[]; isExtended: boolean }
  | { ok: false; reason: BidRefusal };

/**
 * A maximum bid on a timed lot at `bid.placedAtMs`: refused on a lot not open or past its end,
 * else resolved by the proxy rules, with the soft close applied. The returned entries are to be
 * appended to the history; `bidCount` has already grown by their number.
 */
export function placeMaxBid(lot: TimedLot, bid: MaxBid, rules: TimedBiddingRules): PlaceBidResult {
  if (isLotClosed(lot.status)) return { ok: false, reason: 'LOT_CLOSED' };
  if (lot.status !== 'open') return { ok: false, reason: 'LOT_NOT_OPEN' };
  if (bid.placedAtMs >= lot.endsAtMs) return { ok: false, reason: 'LOT_ENDED' };

  const resolution = resolveMaxBid(lot, bid, rules.increments);
  if (!resolution.ok) return resolution;

  const endsAtMs = endAfterAcceptedBid(lot.endsAtMs, bid.placedAtMs, rules.softClose);
  const next: TimedLot = {
    ...lot,
    ...resolution.standing,
    bidCount: lot.bidCount + resolution.entries.length,
    endsAtMs,
  };
  return { ok: true, lot: next, entries: resolution.entries, isExtended: endsAtMs !== lot.endsAtMs };
}
