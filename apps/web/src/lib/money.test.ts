import { describe, expect, it } from 'vitest';
import { dollarsToCents, formatCents, formatDollars } from './money';

describe('money formatting', () => {
  it('shows cents as Canadian dollars with thousands separators', () => {
    expect(formatCents(123_456)).toBe('$1,234.56');
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(5)).toBe('$0.05');
    expect(formatCents(100_000_000)).toBe('$1,000,000.00');
  });
  it('writes a zero as $0.00 whatever its sign, and money going out with a minus', () => {
    expect(formatCents(-0)).toBe('$0.00');
    expect(formatCents(-1_000)).toBe('-$10.00');
  });
  it('turns the API dollars into whole cents without float drift', () => {
    expect(dollarsToCents(19.99)).toBe(1999);
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
    expect(formatDollars(1250.5)).toBe('$1,250.50');
  });
});
