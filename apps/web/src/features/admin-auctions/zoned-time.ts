/** A `datetime-local` value: `YYYY-MM-DDTHH:mm`, a wall-clock time with no zone. */
const localPattern = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

function partsIn(instant: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
  };
}

/** Minutes the zone is ahead of UTC at `instant` (Halifax: -240 in winter, -180 in summer). */
function offsetMinutes(instant: Date, timeZone: string): number {
  const p = partsIn(instant, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

function pad(value: number, width = 2): string {
  return String(Math.abs(value)).padStart(width, '0');
}

export function isLocalDateTime(value: string): boolean {
  const match = localPattern.exec(value);
  if (!match) return false;
  const [, y, m, d, h, min] = match.map(Number) as [number, number, number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d, h, min));
  return date.getUTCMonth() === m - 1 && date.getUTCDate() === d && h < 24 && min < 60;
}

/**
 * The instant a wall-clock time in `timeZone` names, as ISO 8601 with that zone's offset, e.g.
 * `2026-12-01T10:00` in Halifax -> `2026-12-01T10:00:00-04:00`. A time the spring change skips
 * comes out an hour later; a time the fall change repeats is the first of the two.
 */
export function zonedLocalToIso(local: string, timeZone: string): string {
  const match = localPattern.exec(local);
  if (!match) throw new Error(`Not a local date-time: ${local}`);
  const [, y, m, d, h, min] = match.map(Number) as [number, number, number, number, number, number];
  const wallAsUtc = Date.UTC(y, m - 1, d, h, min);
  const candidates = [
    ...new Set([
      offsetMinutes(new Date(wallAsUtc - 86_400_000), timeZone),
      offsetMinutes(new Date(wallAsUtc + 86_400_000), timeZone),
    ]),
  ];
  // The offset in force at the instant that offset gives; the largest one settles a fall-back repeat.
  const fits = candidates
    .sort((a, b) => b - a)
    .find((offset) => offsetMinutes(new Date(wallAsUtc - offset * 60_000), timeZone) === offset);
  const offset = fits ?? Math.min(...candidates);
  const sign = offset < 0 ? '-' : '+';
  const zone = `${sign}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`;
  return `${local}:00${zone}`;
}

/** An instant shown as a `datetime-local` value in `timeZone`; empty when there is none. */
export function isoToZonedLocal(iso: string | null, timeZone: string): string {
  if (!iso) return '';
  const p = partsIn(new Date(iso), timeZone);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
}

/** The zone's short name at a moment, e.g. "AST" or "ADT" for Halifax. */
export function zoneAbbreviation(timeZone: string, at: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, timeZoneName: 'short' }).formatToParts(at);
  return parts.find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
}
