/**
 * Wall-clock readings in a time zone (the company's America/Halifax): what a clock on the wall
 * shows at an instant, and calendar-day arithmetic on `YYYY-MM-DD` dates. The building blocks of
 * schedules that follow the house's clock through the changes to and from daylight time.
 */
const minuteMs = 60_000;
const formats = new Map<string, Intl.DateTimeFormat>();

function wallClockFormat(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** The wall-clock reading at an instant in a time zone, as if it were UTC, in whole minutes (ms). */
export function wallClockMs(instant: number, timeZone: string): number {
  const parts = wallClockFormat(timeZone).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
}

/** How far a time zone's wall clock is ahead of UTC at an instant, in minutes (Halifax: -240 or -180). */
export function utcOffsetMinutes(instant: Date, timeZone: string): number {
  const wall = wallClockMs(instant.getTime(), timeZone);
  return Math.round((wall - Math.floor(instant.getTime() / minuteMs) * minuteMs) / minuteMs);
}

/** A calendar date (`YYYY-MM-DD`) some days later (or earlier, when negative). */
export function addCalendarDays(date: string, days: number): string {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}
