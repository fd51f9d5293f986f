import { describe, expect, it } from 'vitest';
import { compareLotNumbers, normaliseLotNumber } from './lot-number-order';

const sorted = (lotNumbers: string[]) => [...lotNumbers].sort(compareLotNumbers);

describe('compareLotNumbers', () => {
  it('puts lots in sale order', () => {
    expect(sorted(['13', '12B', '2', '12', '10', '12A', '1'])).toEqual([
      '1',
      '2',
      '10',
      '12',
      '12A',
      '12B',
      '13',
    ]);
  });

  it.each([
    ['1', '2'],
    ['2', '10'],
    ['9', '10'],
    ['12', '12A'],
    ['12A', '12B'],
    ['12B', '13'],
    ['12a', '12B'],
    ['12Z', '13'],
    ['99', '100'],
    ['', '1'],
    ['1', 'A'],
    ['A', 'B'],
    ['A2', 'A10'],
    ['7', '7-1'],
    ['10-2', '10-10'],
    ['123456789012345678901', '123456789012345678902'],
  ])('%j comes before %j', (earlier, later) => {
    expect(compareLotNumbers(earlier, later)).toBe(-1);
    expect(compareLotNumbers(later, earlier)).toBe(1);
  });

  it('ignores case, then orders by exact text so the sort is the same whatever the input order', () => {
    expect(sorted(['12a', '12A'])).toEqual(['12A', '12a']);
    expect(sorted(['12A', '12a'])).toEqual(['12A', '12a']);
    expect(sorted(['12', '012', '12A', '0012'])).toEqual(['0012', '012', '12', '12A']);
  });

  it('orders odd lot numbers: empty, letters only, spaces', () => {
    expect(sorted(['B', '', 'a', '3', 'A', ' 3'])).toEqual(['', '3', ' 3', 'A', 'a', 'B']);
  });

  it('is 0 only for the same text', () => {
    expect(compareLotNumbers('12A', '12A')).toBe(0);
    expect(compareLotNumbers('', '')).toBe(0);
  });
});

describe('a lot number as typed or imported', () => {
  it.each([
    ['12', '12'],
    [' 12a ', '12A'],
    ['12AB', '12AB'],
    ['007', '007'],
    ['999999', '999999'],
  ])('%j is lot %j', (typed, number) => {
    expect(normaliseLotNumber(typed)).toBe(number);
  });

  it.each(['', 'A12', '12-A', '12 A', '12ABC', '1234567', '12.5', 'lot 12'])(
    '%j is not a lot number',
    (typed) => {
      expect(normaliseLotNumber(typed)).toBeNull();
    },
  );
});
