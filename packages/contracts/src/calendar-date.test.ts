import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calendarDateProblem, calendarDateRange, calendarDateSchema } from './calendar-date';

const isCalendarDate = (text: string) => calendarDateProblem(text) === null;

const pad = (value: number, width: number) => String(value).padStart(width, '0');
const written = (year: number, month: number, day: number) =>
  `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;

/** The calendar as the JavaScript clock keeps it, to check the rule against. */
function onTheCalendar(year: number, month: number, day: number): boolean {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

describe('calendar dates', () => {
  it('accept every day from the first to the last of the range', () => {
    const first = Date.parse(`${calendarDateRange.first}T00:00:00Z`);
    const last = Date.parse(`${calendarDateRange.last}T00:00:00Z`);
    fc.assert(
      fc.property(fc.integer({ min: first / 86_400_000, max: last / 86_400_000 }), (dayNumber) => {
        const day = new Date(dayNumber * 86_400_000).toISOString().slice(0, 10);
        expect(calendarDateProblem(day)).toBeNull();
      }),
    );
  });

  it('accept a year, month and day exactly when the calendar has that day and it is in range', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 9999 }),
        fc.integer({ min: 0, max: 99 }),
        fc.integer({ min: 0, max: 99 }),
        (year, month, day) => {
          const text = written(year, month, day);
          const inRange = text >= calendarDateRange.first && text <= calendarDateRange.last;
          expect(isCalendarDate(text)).toBe(onTheCalendar(year, month, day) && inRange);
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it('know the leap years: 2000 and 2024 have 29 February, 2026 and 2100 do not', () => {
    expect(['2000-02-29', '2024-02-29', '2026-02-28'].map(isCalendarDate)).toEqual([true, true, true]);
    expect(['2026-02-29', '2100-02-29'].map(isCalendarDate)).toEqual([false, false]);
  });

  it('say what is wrong with the dates an office manager typed', () => {
    const problems = ['2026-02-30', '2026-13-01', '2026-00-10', '2026-04-31'].map(calendarDateProblem);
    expect(problems).toEqual([
      '2026-02-30 is not a day on the calendar.',
      '2026-13-01 is not a day on the calendar.',
      '2026-00-10 is not a day on the calendar.',
      '2026-04-31 is not a day on the calendar.',
    ]);
    for (const day of ['0000-01-01', '1900-01-01', '1999-12-31', '2101-01-01', '2999-01-01']) {
      expect(calendarDateProblem(day)).toBe('Use a date from 2000-01-01 to 2100-12-31.');
    }
    expect(calendarDateProblem('24/11/2026')).toBe('Use a date written YYYY-MM-DD.');
    expect(calendarDateProblem('2026-11-24T00:00')).toBe('Use a date written YYYY-MM-DD.');
  });

  it('are one schema that refuses anything but text', () => {
    expect(calendarDateSchema.safeParse('2026-11-24').success).toBe(true);
    expect(calendarDateSchema.safeParse(20261124).error?.issues[0]?.message).toBe('The date is required.');
  });
});
