/**
 * The calendar day (`YYYY-MM-DD`) an instant falls on in a time zone, such as the company's
 * America/Halifax: 2025-04-01T02:30Z is still 31 March there, under the old tax rate.
 */
export function calendarDateIn(instant: Date, timeZone: string): string {
  const format = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const parts = format.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}
