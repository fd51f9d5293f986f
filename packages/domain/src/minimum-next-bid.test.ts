import { describe, expect, it } from 'vitest';
import { NORTH_AMERICAN_INCREMENT_PROFILE as northAmerican } from './bid-increments';
import { minimumNextBidCents } from './minimum-next-bid';

describe('minimumNextBidCents', () => {
  it('is the starting bid before any bid', () => {
    expect(
      minimumNextBidCents({ startingBidCents: 2_500, priceCents: 0, highBidderId: null }, northAmerican),
    ).toBe(2_500);
  });

  it('is the price plus the increment at the price once there is a bid', () => {
    const standing = { startingBidCents: 2_500, priceCents: 2_500, highBidderId: 'b1' };
    expect(minimumNextBidCents(standing, northAmerican)).toBe(2_600);
  });

  it('uses the increment of the row the price is in, at the boundary', () => {
    const at = (priceCents: number) =>
      minimumNextBidCents({ startingBidCents: 100, priceCents, highBidderId: 'b1' }, northAmerican);
    expect(at(9_900)).toBe(10_000);
    expect(at(10_000)).toBe(10_500);
    expect(at(49_000)).toBe(49_500);
    expect(at(50_000)).toBe(51_000);
    expect(at(500_000)).toBe(510_000);
  });
});
