import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareLotNumbers } from './lot-number-order';

const numRuns = 1_000;
/** Mostly lot-number-like text, with some of anything. */
const lotNumber = fc.oneof(
  fc.stringMatching(/^0{0,2}[0-9]{1,3}[A-Ca-c]?(-[0-9])?$/),
  fc.string({ maxLength: 4 }),
);

describe('compareLotNumbers is a total order', () => {
  it('is antisymmetric and 0 only for the same text', () => {
    fc.assert(
      fc.property(lotNumber, lotNumber, (a, b) => {
        expect(compareLotNumbers(a, b)).toBe(-compareLotNumbers(b, a) || 0);
        expect(compareLotNumbers(a, b) === 0).toBe(a === b);
      }),
      { numRuns },
    );
  });

  it('is transitive', () => {
    fc.assert(
      fc.property(lotNumber, lotNumber, lotNumber, (a, b, c) => {
        if (compareLotNumbers(a, b) <= 0 && compareLotNumbers(b, c) <= 0) {
          expect(compareLotNumbers(a, c)).toBeLessThanOrEqual(0);
        }
      }),
      { numRuns },
    );
  });

  it('sorts the same whatever order the lots come in, and numbers by value', () => {
    fc.assert(
      fc.property(fc.array(lotNumber, { maxLength: 20 }), (lots) => {
        const once = [...lots].sort(compareLotNumbers);
        expect([...lots].reverse().sort(compareLotNumbers)).toEqual(once);
        const plainNumbers = once.filter((n) => /^[1-9][0-9]*$/.test(n)).map(Number);
        expect(plainNumbers).toEqual([...plainNumbers].sort((p, q) => p - q));
      }),
      { numRuns },
    );
  });
});
