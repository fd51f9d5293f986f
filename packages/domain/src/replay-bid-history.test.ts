import { describe, expect, it } from 'vitest';
import type { BidHistoryEntry } from './bid-history';
import { NORTH_AMERICAN_INCREMENT_PROFILE as northAmerican } from './bid-increments';
import { type ProxyStanding, resolveMaxBid } from './proxy-bidding';
import { replayBidHistory } from './replay-bid-history';

const opening = { startingBidCents: 2_500, reserveCents: 8_000 };

describe('replayBidHistory', () => {
  it('reproduces the standing and every entry, proxy answers included', () => {
    let standing: ProxyStanding = { ...opening, priceCents: 0, highBidderId: null, highMaxCents: null };
    const history: BidHistoryEntry[] = [];
    const bids = [
      ['ann', 5_000],
      ['bob', 6_000],
      ['ann', 9_000],
      ['bob', 9_000],
      ['bob', 12_000],
    ] as const;
    bids.forEach(([bidderId, maxCents], index) => {
      const result = resolveMaxBid(standing, { bidderId, maxCents, placedAtMs: index }, northAmerican);
      if (!result.ok) throw new Error(result.reason);
      standing = result.standing;
      history.push(...result.entries);
    });
    expect(standing).toMatchObject({ priceCents: 9_100, highBidderId: 'bob' });
    expect(replayBidHistory(opening, history, northAmerican)).toEqual({ standing, entries: history });
  });

  it('throws on a history whose maximum the rules would have refused', () => {
    const forged: BidHistoryEntry[] = [
      { kind: 'max', bidderId: 'ann', amountCents: 1_000, maxCents: 1_000, placedAtMs: 0 },
    ];
    expect(() => replayBidHistory(opening, forged, northAmerican)).toThrow(/entry 0 .*BELOW_MINIMUM/);
  });

  it('returns only the standing, even when given a whole lot as the opening', () => {
    const lot = { ...opening, status: 'open', priceCents: 9_999, bidCount: 7, endsAtMs: 1 };
    expect(replayBidHistory(lot, [], northAmerican).standing).toEqual({
      ...opening,
      priceCents: 0,
      highBidderId: null,
      highMaxCents: null,
    });
  });
});
