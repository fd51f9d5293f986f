import { type SQL, sql } from 'drizzle-orm';

/**
 * An issued invoice not fully paid whose due moment has passed, or, on an invoice issued before
 * the frozen terms kept one, whose due day is over: the domain's `isOverdue` as SQL on `invoices i`.
 * Lists, reminders and the dashboard all ask this one question.
 */
export function overdueSql(now: Date, today: SQL): SQL {
  return sql`(i.status in ('issued', 'partially_paid')
    and coalesce(i.due_at < ${now.toISOString()}::timestamptz, i.due_on < ${today}))`;
}
