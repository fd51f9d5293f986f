import type { BidHistoryEntry } from './bid-history';
import type { IncrementProfile } from './bid-increments';
import { type ProxyStanding, resolveMaxBid } from './proxy-bidding';

export type LotOpening = Pick<ProxyStanding, 'startingBidCents' | 'reserveCents'>;

/**
 * Runs the `max` entries of a history, in order, through the rules from the lot's opening.
 * The `proxy` entries are what the rules answered, so they are regenerated, not read: a caller
 * checks a stored history by comparing `entries` with it and `standing` with the lot row.
 * Throws when a stored maximum would have been refused, since then the history is corrupt.
 */
export function replayBidHistory(
  opening: LotOpening,
  history: readonly BidHistoryEntry[],
  profile: IncrementProfile,
): { standing: ProxyStanding; entries: BidHistoryEntry[] } {
  const { startingBidCents, reserveCents } = opening;
  let standing: ProxyStanding = {
    startingBidCents,
    reserveCents,
    priceCents: 0,
    highBidderId: null,
    highMaxCents: null,
  };
  const entries: BidHistoryEntry[] = [];
  history.forEach((entry, index) => {
    if (entry.kind !== 'max') return;
    const bid = { bidderId: entry.bidderId, maxCents: entry.maxCents, placedAtMs: entry.placedAtMs };
    const result = resolveMaxBid(standing, bid, profile);
    if (!result.ok) throw new Error(`History entry ${index} would have been refused (${result.reason})`);
    standing = result.standing;
    entries.push(...result.entries);
  });
  return { standing, entries };
}
