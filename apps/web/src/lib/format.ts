/** Dates are shown in the company's time zone, in Canadian English (DESIGN.md section 4). */
export const TIME_ZONE = 'America/Halifax';

export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  return new Intl.DateTimeFormat('en-CA', { dateStyle: 'long', timeZone: TIME_ZONE }).format(new Date(iso));
}

export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  return new Intl.DateTimeFormat('en-CA', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: TIME_ZONE,
  }).format(new Date(iso));
}

/**
 * A calendar date `YYYY-MM-DD` as "Nov. 25, 2026", read as the day itself (no time zone shift);
 * an instant (an ISO timestamp) as the day it was in the house's time zone.
 */
export function formatDay(day: string | null | undefined): string {
  if (!day) return '—';
  if (day.length > 10) {
    const instant = new Date(day);
    if (Number.isNaN(instant.getTime())) return day;
    return new Intl.DateTimeFormat('en-CA', { dateStyle: 'medium', timeZone: TIME_ZONE }).format(instant);
  }
  const date = new Date(`${day}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat('en-CA', { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

/** Today in the house's time zone, `YYYY-MM-DD`: the date a payment at the counter was received. */
export function todayInHalifax(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: TIME_ZONE,
  }).format(now);
}

export function formatCount(value: number): string {
  return new Intl.NumberFormat('en-CA').format(value);
}

/** A sale time with its zone, e.g. "Nov. 22, 2026, 6:00 p.m. AST". */
export function formatSaleTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  return new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: TIME_ZONE,
    timeZoneName: 'short',
  }).format(new Date(iso));
}

/** A time of day with seconds, e.g. "6:04:12 p.m. AST", for an end that just moved. */
export function formatTimeOfDay(iso: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    hour: 'numeric',
    minute: '2-digit',
    second: '2-digit',
    timeZone: TIME_ZONE,
    timeZoneName: 'short',
  }).format(new Date(iso));
}

const clockTime = new Intl.DateTimeFormat('en-CA', {
  hour: 'numeric',
  minute: '2-digit',
  timeZone: TIME_ZONE,
  timeZoneName: 'short',
});

/** A time of day in the house's zone, e.g. "7:38 p.m. AST", whatever the device's own zone. */
export function formatClockTime(instant: string | number | Date): string {
  return clockTime.format(new Date(instant));
}
