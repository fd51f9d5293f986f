import { describe, expect, it } from 'vitest';
import { endParts, formatBidTime, formatEnd } from './sale-format';

describe('sale times in Halifax', () => {
  const now = Date.parse('2026-11-22T16:30:00.000Z'); // 12:30 AST
  it('gives a bid of today its time of day, an older one its day too', () => {
    expect(formatBidTime('2026-11-22T16:04:05.000Z', now)).toBe('12:04:05');
    expect(formatBidTime('2026-11-22T03:59:00.000Z', now)).toMatch(/^Nov\.? 21, 23:59:00$/);
  });
  it('splits a lot end into time and day, to the second', () => {
    expect(endParts('2026-11-22T23:00:30.000Z')).toEqual({
      time: '7:00:30 p.m.',
      day: expect.stringMatching(/^Nov\.? 22$/),
    });
    expect(formatEnd(null)).toBe('—');
  });
});
