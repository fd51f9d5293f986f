import { describe, expect, it } from 'vitest';
import { formatCents } from './money-words';

describe('money in words', () => {
  it.each([
    [123_456, '$1,234.56'],
    [5, '$0.05'],
    [0, '$0.00'],
    [-0, '$0.00'],
    [-2_500, '-$25.00'],
  ])('%i cents reads %j', (cents, words) => {
    expect(formatCents(cents)).toBe(words);
  });
});
