import { describe, expect, it } from 'vitest';
import { formatDay, formatSaleTime, todayInHalifax } from './format';

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

describe('formatDay', () => {
  it('reads a calendar date as the day itself, with no time zone shift', () => {
    expect(formatDay('2026-11-25')).toBe('Nov 25, 2026');
    expect(formatDay('2026-01-01T23:00:00Z')).toBe('Jan 1, 2026');
  });
  it('reads an instant as the day it was in Halifax, not in UTC', () => {
    // Issued at 9:26 p.m. on December 1 in Halifax, which is already December 2 in UTC.
    expect(formatDay('2026-12-02T01:26:00.000Z')).toBe('Dec 1, 2026');
  });
  it('shows a dash when there is no date', () => {
    expect(formatDay(null)).toBe('—');
  });
});

describe('todayInHalifax', () => {
  it('is the date in Halifax, which is still the day before late in the UTC evening', () => {
    expect(todayInHalifax(new Date('2026-11-26T02:30:00Z'))).toBe('2026-11-25');
  });
});
