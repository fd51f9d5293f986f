import { type SQL, sql } from 'drizzle-orm';

/**
 * An issued invoice not fully paid whose due moment has passed, or, on an invoice issued before
 * the frozen terms kept one, whose due day is over: the domain's `isOverdue` as SQL on the
 * invoices table under the name `table` (`i` in the lists' raw SQL). Lists, reminders and the
 * dashboard all ask this one question.
 */
export function overdueSql(now: Date, today: SQL, table = 'i'): SQL {
  const t = sql.raw(table);
  return sql`(${t}.status in ('issued', 'partially_paid')
    and coalesce(${t}.due_at < ${now.toISOString()}::timestamptz, ${t}.due_on < ${today}))`;
}
