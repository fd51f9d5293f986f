import { describe, expect, it } from 'vitest';
import { nextLotNumbers } from './lot-numbers';

describe('nextLotNumbers', () => {
  it('starts at 1 in an empty auction', () => {
    expect(nextLotNumbers([], 3)).toEqual(['1', '2', '3']);
  });

  it('follows the last lot in natural order, not in text order', () => {
    expect(nextLotNumbers(['9', '10', '2'], 2)).toEqual(['11', '12']);
    expect(nextLotNumbers(['12', '12A', '3'], 1)).toEqual(['13']);
  });

  it('skips numbers already taken and handles numbers beyond 2^53', () => {
    expect(nextLotNumbers(['5', '6', 'A1'], 1)).toEqual(['7']);
    expect(nextLotNumbers(['9007199254740993'], 1)).toEqual(['9007199254740994']);
  });
});
