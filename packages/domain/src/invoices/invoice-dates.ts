import { isCalendarDate } from '../tax-rates';

/** Statuses an invoice is stored with; `overdue` is derived, never stored. */
export type StoredInvoiceStatus = 'draft' | 'issued' | 'partially_paid' | 'paid' | 'void';

/** When an invoice is due: the moment its frozen terms name, and the day; older invoices have only the day. */
export interface InvoiceDue {
  due_at: string | null;
  due_on: string | null;
}

/**
 * An issued invoice not fully paid whose due moment has passed; an invoice without one is
 * overdue once its due day (`YYYY-MM-DD`, the house's) is over.
 */
export function isOverdue(status: StoredInvoiceStatus, due: InvoiceDue, now: Date, today: string): boolean {
  if (status !== 'issued' && status !== 'partially_paid') return false;
  if (due.due_at !== null) return now.getTime() > Date.parse(due.due_at);
  return due.due_on !== null && today > due.due_on;
}

/** What a list shows: the stored status, or `overdue`. */
export function invoiceDisplayStatus(
  status: StoredInvoiceStatus,
  due: InvoiceDue,
  now: Date,
  today: string,
): StoredInvoiceStatus | 'overdue' {
  return isOverdue(status, due, now, today) ? 'overdue' : status;
}

/** A calendar day plus whole days: the due day is the issue day plus the payment terms. */
export function addDays(day: string, days: number): string {
  if (!isCalendarDate(day)) throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${day}`);
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}
