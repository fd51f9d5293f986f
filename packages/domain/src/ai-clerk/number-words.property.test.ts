import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sayLikeAnAuctioneer, sayNumber } from '../../test/ai-clerk/say-number.fixture';
import { parseSpokenNumber } from './number-words';
import { parseAuctioneerWords } from './parse';

const numRuns = 2_000;
const anyAmount = fc.integer({ min: 1, max: 99_999 });
const options = fc.record({ and: fc.boolean(), hyphen: fc.boolean(), article: fc.boolean() });

describe('spoken numbers read back to themselves', () => {
  it('every integer 1 to 99,999 in standard English', () => {
    fc.assert(
      fc.property(anyAmount, options, (n, o) => {
        expect(parseSpokenNumber(sayNumber(n, o))?.value).toBe(n);
      }),
      { numRuns },
    );
  });

  it('every integer 1 to 99,999 the way an auctioneer says it', () => {
    fc.assert(
      fc.property(anyAmount, options, (n, o) => {
        expect(parseSpokenNumber(sayLikeAnAuctioneer(n, o))?.value).toBe(n);
      }),
      { numRuns },
    );
  });

  it('a floor bid of 100 or more keeps its amount whatever the asking price', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 99_999 }), options, (n, o) => {
        const reading = parseAuctioneerWords(`I have ${sayNumber(n, o)} in the room`, { askingPrice: n });
        expect(reading.primary.action).toEqual({ type: 'floor_bid', amount: n });
      }),
      { numRuns: 1_000 },
    );
  });

  it('the edges: 1, 99, 100, 999, 1,000, 99,999', () => {
    for (const n of [1, 99, 100, 101, 999, 1000, 1001, 10_000, 99_999]) {
      expect(parseSpokenNumber(sayNumber(n))?.value).toBe(n);
      expect(parseSpokenNumber(sayLikeAnAuctioneer(n))?.value).toBe(n);
    }
  });
});
