/** Days (Mo..Su) and a 24-hour opening and closing time, as the company settings keep them. */
export interface OpeningHoursRow {
  days: readonly string[];
  opens: string;
  closes: string;
}

/** The settings' day codes and the English day names (also schema.org's day names). */
export const dayNames = {
  Mo: 'Monday',
  Tu: 'Tuesday',
  We: 'Wednesday',
  Th: 'Thursday',
  Fr: 'Friday',
  Sa: 'Saturday',
  Su: 'Sunday',
} as const;
type DayCode = keyof typeof dayNames;
const nameOf = (day: string): string | undefined => dayNames[day as DayCode];
const order = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'];

function dayRange(days: readonly string[]): string {
  const sorted = [...days].sort((a, b) => order.indexOf(a) - order.indexOf(b));
  const consecutive = sorted.every(
    (day, i) => i === 0 || order.indexOf(day) === order.indexOf(sorted[i - 1] ?? '') + 1,
  );
  const first = sorted[0] ?? '';
  const last = sorted[sorted.length - 1] ?? '';
  if (consecutive && sorted.length > 2) return `${nameOf(first)} to ${nameOf(last)}`;
  return sorted.map((day) => nameOf(day) ?? day).join(', ');
}

/** "10 a.m.", "4:30 p.m." for a 24-hour HH:MM. */
export function timeOfDayWords(value: string): string {
  const [h = '0', m = '00'] = value.split(':');
  const hour = Number(h);
  const suffix = hour >= 12 ? 'p.m.' : 'a.m.';
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return m === '00' ? `${twelve} ${suffix}` : `${twelve}:${m} ${suffix}`;
}

/** "Monday to Friday, 10 a.m. – 5 p.m." lines, in the Canadian style. */
export function formatHours(hours: readonly OpeningHoursRow[]): string[] {
  return hours.map(
    (row) => `${dayRange(row.days)}: ${timeOfDayWords(row.opens)} – ${timeOfDayWords(row.closes)}`,
  );
}
