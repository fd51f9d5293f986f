import { describe, expect, it } from 'vitest';
import { calendarDateIn } from './calendar-date';

describe('calendarDateIn', () => {
  it('gives the Halifax day, which differs from the UTC day late in the evening', () => {
    expect(calendarDateIn(new Date('2025-04-01T02:59:59.999Z'), 'America/Halifax')).toBe('2025-03-31');
    expect(calendarDateIn(new Date('2025-04-01T03:00:00Z'), 'America/Halifax')).toBe('2025-04-01');
  });

  it('follows standard time in winter (UTC-4)', () => {
    expect(calendarDateIn(new Date('2025-01-15T03:59:00Z'), 'America/Halifax')).toBe('2025-01-14');
    expect(calendarDateIn(new Date('2025-01-15T04:00:00Z'), 'America/Halifax')).toBe('2025-01-15');
  });

  it('throws on an unknown time zone', () => {
    expect(() => calendarDateIn(new Date(0), 'Atlantic/Nowhere')).toThrow(RangeError);
  });
});
