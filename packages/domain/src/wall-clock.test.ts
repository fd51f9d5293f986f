import { describe, expect, it } from 'vitest';
import { addCalendarDays, utcOffsetMinutes, wallClockMs } from './wall-clock';

describe('the wall clock in Halifax', () => {
  it('reads four hours behind UTC in winter and three in summer', () => {
    expect(new Date(wallClockMs(Date.parse('2026-01-15T16:00:00Z'), 'America/Halifax')).toISOString()).toBe(
      '2026-01-15T12:00:00.000Z',
    );
    expect(utcOffsetMinutes(new Date('2026-01-15T16:00:00Z'), 'America/Halifax')).toBe(-240);
    expect(utcOffsetMinutes(new Date('2026-07-15T16:00:00Z'), 'America/Halifax')).toBe(-180);
  });

  it('adds calendar days across months, years and a leap day', () => {
    expect(addCalendarDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addCalendarDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addCalendarDays('2026-03-08', 0)).toBe('2026-03-08');
  });
});
