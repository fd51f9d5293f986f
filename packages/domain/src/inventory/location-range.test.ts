import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareLotNumbers } from '../lot-number-order';
import { expandLocationRange, locationRangeSize } from './location-range';

describe('a range of location codes', () => {
  it('counts each level with the zero padding typed', () => {
    const codes = expandLocationRange('A', [
      { from: '01', to: '03' },
      { from: '1', to: '4' },
      { from: '1', to: '2' },
    ]);
    expect(codes).toHaveLength(24);
    expect(codes.slice(0, 3)).toEqual(['A-01-1-1', 'A-01-1-2', 'A-01-2-1']);
    expect(codes.at(-1)).toBe('A-03-4-2');
  });

  it('is the prefix alone without levels, and empty when a level runs backwards', () => {
    expect(expandLocationRange('YARD', [])).toEqual(['YARD']);
    expect(expandLocationRange('B', [{ from: '5', to: '2' }])).toEqual([]);
    expect(locationRangeSize([{ from: '5', to: '2' }])).toBe(0);
  });

  it('holds as many distinct codes as its size says, already in natural order', () => {
    const part = fc
      .tuple(fc.integer({ min: 0, max: 12 }), fc.integer({ min: 0, max: 4 }), fc.integer({ min: 1, max: 3 }))
      .map(([from, span, width]) => ({ from: String(from).padStart(width, '0'), to: String(from + span) }));
    fc.assert(
      fc.property(fc.array(part, { maxLength: 3 }), (parts) => {
        const codes = expandLocationRange('A', parts);
        expect(codes).toHaveLength(locationRangeSize(parts));
        expect(new Set(codes).size).toBe(codes.length);
        expect([...codes].sort(compareLotNumbers)).toEqual(codes);
      }),
    );
  });
});
