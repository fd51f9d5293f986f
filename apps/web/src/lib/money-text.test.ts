import { describe, expect, it } from 'vitest';
import { centsToText, toCents } from './money-text';

describe('centsToText', () => {
  it('shows whole dollars without decimals, else two decimals', () => {
    expect(centsToText(12_500)).toBe('125');
    expect(centsToText(12_550)).toBe('125.50');
    expect(centsToText(null)).toBe('');
  });
});

describe('toCents', () => {
  it('reads typed dollars, with or without thousands separators, to the cent', () => {
    expect(toCents('12')).toBe(1_200);
    expect(toCents('12.5')).toBe(1_250);
    expect(toCents('1,250.00')).toBe(125_000);
  });
});
