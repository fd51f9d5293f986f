import { describe, expect, it } from 'vitest';
import { formatSaleTime } from './format';

describe('formatSaleTime', () => {
  it('shows sale times in Halifax time with the zone, summer and winter', () => {
    expect(formatSaleTime('2026-11-22T22:00:00.000Z')).toBe('Nov 22, 2026, 6:00 p.m. AST');
    expect(formatSaleTime('2026-07-01T15:30:00.000Z')).toBe('Jul 1, 2026, 12:30 p.m. ADT');
  });
  it('puts the calendar day in Halifax, not UTC', () => {
    expect(formatSaleTime('2026-04-01T02:30:00.000Z')).toBe('Mar 31, 2026, 11:30 p.m. ADT');
  });
  it('shows a dash when there is no time', () => {
    expect(formatSaleTime(null)).toBe('—');
  });
});
