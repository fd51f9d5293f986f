import { z } from 'zod';

/**
 * The days a date sent to the house may name (decision 0061): the house's records start well
 * after 2000 and nothing it plans runs past 2100, so a date outside is a typing mistake.
 */
export const calendarDateRange = { first: '2000-01-01', last: '2100-12-31' } as const;

const pattern = /^(\d{4})-(\d{2})-(\d{2})$/;

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** How many days a month has: 28 or 29 for February, 30 for April, June, September, November. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/**
 * What is wrong with a date written `YYYY-MM-DD`, in words staff can act on; null for a day that
 * is on the calendar (2024-02-29 is, 2026-02-30 is not) within `calendarDateRange`.
 */
export function calendarDateProblem(text: string): string | null {
  const match = pattern.exec(text);
  if (!match) return 'Use a date written YYYY-MM-DD.';
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    return `${text} is not a day on the calendar.`;
  }
  if (text < calendarDateRange.first || text > calendarDateRange.last) {
    return `Use a date from ${calendarDateRange.first} to ${calendarDateRange.last}.`;
  }
  return null;
}

/** Every date a client sends: a real day, `YYYY-MM-DD`, within `calendarDateRange`. */
export const calendarDateSchema = z
  .string({ error: 'The date is required.' })
  .superRefine((text, context) => {
    const problem = calendarDateProblem(text);
    if (problem) context.addIssue({ code: 'custom', message: problem, continue: false });
  });

/**
 * A moment a client sends (`2026-05-01T18:00:00-03:00`): ISO 8601 with its offset, on a real day
 * within `calendarDateRange` (in UTC), so year 0000 or 9999 is refused on its field, not stored.
 */
export const instantSchema = (label: string) =>
  z.iso
    .datetime({ offset: true, error: `${label} must be a date and time, e.g. 2026-05-01T18:00:00-03:00.` })
    .superRefine((text, context) => {
      const at = new Date(Date.parse(text));
      const year = at.getUTCFullYear();
      const problem = Number.isNaN(year)
        ? `${label} is not a moment on the calendar.`
        : year < 2000 || year > 2100
          ? `Use a date from ${calendarDateRange.first} to ${calendarDateRange.last}.`
          : calendarDateProblem(at.toISOString().slice(0, 10));
      if (problem) context.addIssue({ code: 'custom', message: problem, continue: false });
    });
