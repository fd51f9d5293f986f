import { isCalendarDate } from '../tax-rates';

/** Statuses an invoice is stored with; `overdue` is derived, never stored. */
export type StoredInvoiceStatus = 'draft' | 'issued' | 'partially_paid' | 'paid' | 'void';

/** An issued invoice not fully paid whose due day has passed (days are `YYYY-MM-DD`, local). */
export function isOverdue(status: StoredInvoiceStatus, dueOn: string | null, today: string): boolean {
  if (status !== 'issued' && status !== 'partially_paid') return false;
  return dueOn !== null && today > dueOn;
}

/** What a list shows: the stored status, or `overdue`. */
export function invoiceDisplayStatus(
  status: StoredInvoiceStatus,
  dueOn: string | null,
  today: string,
): StoredInvoiceStatus | 'overdue' {
  return isOverdue(status, dueOn, today) ? 'overdue' : status;
}

/** A calendar day plus whole days: the due day is the issue day plus the payment terms. */
export function addDays(day: string, days: number): string {
  if (!isCalendarDate(day)) throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${day}`);
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}
