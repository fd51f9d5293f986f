import { formatCents } from '../../lib/money';

/** A calendar date `YYYY-MM-DD` as "Nov. 25, 2026", read as the day itself (no time zone shift). */
export function formatDay(day: string | null | undefined): string {
  if (!day) return '—';
  const date = new Date(`${day.slice(0, 10)}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat('en-CA', { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

/** Today in the house's time zone, `YYYY-MM-DD`: the date a payment at the counter was received. */
export function todayInHalifax(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: 'America/Halifax',
  }).format(now);
}

/** A draft has no number yet: it is named "Draft" until it is issued. */
export const invoiceName = (number: string | null) => (number ? `Invoice ${number}` : 'Draft invoice');

/** Money for a CSV cell: plain dollars with two decimals, no currency sign. */
export const csvMoney = (cents: number) => (cents / 100).toFixed(2);

export { formatCents };

/** A fresh key for one submission of a money form, so a double submit records the payment once. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}
