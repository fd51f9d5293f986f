import { describe, expect, it } from 'vitest';
import { DEFAULT_STAGGER_MS, staggeredEndMs } from './stagger';

const auctionEnd = Date.UTC(2025, 5, 14, 23, 0, 0);

describe('staggeredEndMs', () => {
  it('ends the first lot at the auction end', () => {
    expect(staggeredEndMs(auctionEnd, 0)).toBe(auctionEnd);
  });

  it('spaces lots 30 seconds apart by default', () => {
    expect(DEFAULT_STAGGER_MS).toBe(30_000);
    expect(staggeredEndMs(auctionEnd, 1)).toBe(auctionEnd + 30_000);
    expect(staggeredEndMs(auctionEnd, 59)).toBe(auctionEnd + 59 * 30_000);
  });

  it('uses the auction stagger when given, and 0 ends every lot together', () => {
    expect(staggeredEndMs(auctionEnd, 3, 10_000)).toBe(auctionEnd + 30_000);
    expect(staggeredEndMs(auctionEnd, 3, 0)).toBe(auctionEnd);
  });

  it('refuses a negative or fractional index', () => {
    expect(() => staggeredEndMs(auctionEnd, -1)).toThrow(RangeError);
    expect(() => staggeredEndMs(auctionEnd, 1.5)).toThrow(RangeError);
  });
});
