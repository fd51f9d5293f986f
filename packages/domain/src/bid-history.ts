/**
 * One line of a lot's bid history, shaped to be stored one row per entry. The server adds the
 * lot id and a per-auction sequence number, numbering the entries of one accepted bid in the
 * order they are returned; the domain never invents ids or sequence numbers.
 *
 * - `max`: a bidder's own submission. `amountCents` is where their bid stands once the system
 *   has answered (the public figure); `maxCents` is the maximum they typed, which stays private
 *   and is what a replay needs.
 * - `proxy`: the system bidding for someone up to their maximum, in answer to a challenger.
 *
 * One accepted bid yields, in order:
 * - first bid on the lot: the bidder's `max` entry at the opening price;
 * - a challenger with a lower or equal maximum: the challenger's `max` entry at their full
 *   maximum, then the high bidder's `proxy` answer at the new price;
 * - a challenger with a higher maximum: the old high bidder's `proxy` entry at their maximum
 *   (left out when the price already stood there), then the challenger's `max` entry at the
 *   new price;
 * - the high bidder raising their own maximum: their `max` entry at the price, unchanged unless
 *   the raise reached the reserve.
 * So amounts never go down along the history, and the last entry always names the high bidder
 * at the current price.
 */
export type BidHistoryEntry = MaxBidEntry | ProxyBidEntry;

type EntryBase = { bidderId: string; amountCents: number; placedAtMs: number };

export type MaxBidEntry = EntryBase & { kind: 'max'; maxCents: number };

export type ProxyBidEntry = EntryBase & { kind: 'proxy'; maxCents: null };
