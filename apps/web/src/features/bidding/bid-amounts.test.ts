import { describe, expect, it } from 'vitest';
import { incrementProfileOf, quickPickCents, raiseAbove, readBidAmount } from './bid-amounts';

describe('quickPickCents', () => {
  it('starts at the minimum and steps by the increment at each amount', () => {
    expect(quickPickCents(12_500)).toEqual([12_500, 13_000, 13_500, 14_000]);
    // Crossing from the $1 row into the $5 row at $100.
    expect(quickPickCents(9_800)).toEqual([9_800, 9_900, 10_000, 10_500]);
  });

  it("steps by the auction's own table when the auction gives one", () => {
    const fives = incrementProfileOf([
      { from_amount: 0, increment: 5 },
      { from_amount: 200, increment: 25 },
    ]);
    expect(quickPickCents(12_500, fives)).toEqual([12_500, 13_000, 13_500, 14_000]);
    expect(quickPickCents(19_000, fives)).toEqual([19_000, 19_500, 20_000, 22_500]);
    expect(raiseAbove(12_500, 20_000, fives)).toBe(22_500);
  });

  it('falls back to the North American table while the auction is not known', () => {
    expect(incrementProfileOf(undefined)).toEqual(incrementProfileOf([]));
    expect(quickPickCents(9_800, incrementProfileOf(undefined))).toEqual([9_800, 9_900, 10_000, 10_500]);
  });
});

describe('raiseAbove', () => {
  it('suggests the minimum, or one step above the leader’s own maximum', () => {
    expect(raiseAbove(12_500, null)).toBe(12_500);
    expect(raiseAbove(91_000, 95_000)).toBe(96_000);
    expect(raiseAbove(12_500, 10_000)).toBe(12_500);
  });
});

describe('readBidAmount', () => {
  it('reads dollars with a sign, spaces and thousands separators', () => {
    expect(readBidAmount('$1,250', 100)).toEqual({ ok: true, cents: 125_000 });
    expect(readBidAmount(' 125.5 ', 100)).toEqual({ ok: true, cents: 12_550 });
  });
  it('refuses empty text, words, a third decimal and amounts below the minimum', () => {
    expect(readBidAmount('', 100)).toEqual({ ok: false, message: 'Enter your maximum bid.' });
    expect(readBidAmount('ten', 100).ok).toBe(false);
    expect(readBidAmount('12.345', 100).ok).toBe(false);
    expect(readBidAmount('-5', 100).ok).toBe(false);
    expect(readBidAmount('120', 12_500)).toEqual({
      ok: false,
      message: 'Your bid must be at least $125.00.',
    });
  });
  it('takes the largest amount the server takes, and not a cent more', () => {
    expect(readBidAmount('99,999,999.99', 100)).toEqual({ ok: true, cents: 9_999_999_999 });
    expect(readBidAmount('100,000,000', 100)).toEqual({ ok: false, message: 'That amount is too large.' });
  });
});
