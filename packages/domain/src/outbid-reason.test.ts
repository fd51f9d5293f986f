import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NORTH_AMERICAN_INCREMENT_PROFILE } from './bid-increments';
import { outbidReason } from './outbid-reason';
import { resolveMaxBid } from './proxy-bidding';

describe('outbidReason', () => {
  it('names a tie lost to an earlier equal maximum, and nothing else', () => {
    expect(outbidReason({ yourMax: 430, price: 430, isHighBidder: false })).toBe('earlier_equal_max');
    expect(outbidReason({ yourMax: 400, price: 430, isHighBidder: false })).toBeNull();
    expect(outbidReason({ yourMax: 430, price: 430, isHighBidder: true })).toBeNull();
    expect(outbidReason({ yourMax: null, price: 430, isHighBidder: false })).toBeNull();
  });

  it('says "earlier equal max" exactly when the proxy rules kept the lead on a tie', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5_000 }), fc.integer({ min: 1, max: 5_000 }), (a, b) => {
        const leaderMax = a * 100;
        const challengerMax = Math.max(b * 100, 100);
        const standing = {
          startingBidCents: 100,
          reserveCents: null,
          priceCents: 100,
          highBidderId: 'first',
          highMaxCents: leaderMax,
        };
        const placed = resolveMaxBid(
          standing,
          { bidderId: 'second', maxCents: challengerMax, placedAtMs: 0 },
          NORTH_AMERICAN_INCREMENT_PROFILE,
        );
        if (!placed.ok) return;
        const reason = outbidReason({
          yourMax: challengerMax,
          price: placed.standing.priceCents,
          isHighBidder: placed.standing.highBidderId === 'second',
        });
        expect(reason === 'earlier_equal_max').toBe(challengerMax === leaderMax);
      }),
    );
  });
});
