import { sql } from 'drizzle-orm';
import { oneOf, type Queryable } from '../../db/queries';

export interface QueueFigures {
  depth: number;
  /** Seconds since the oldest queued row was written; 0 when none waits. */
  oldestAgeSeconds: number;
}

async function queued(db: Queryable, table: 'outbox' | 'push_outbox'): Promise<QueueFigures> {
  const row = await oneOf<{ depth: number | string; age: number | string | null }>(
    db,
    sql`select count(*)::int as depth,
      extract(epoch from now() - min(created_at))::float8 as age
    from ${sql.identifier(table)} where status = 'queued'`,
  );
  return { depth: Number(row?.depth ?? 0), oldestAgeSeconds: Math.max(0, Number(row?.age ?? 0)) };
}

/** What `/metrics` reads from the database at scrape time (small counts over indexed columns). */
export function createMetricsRepository(db: Queryable) {
  return {
    mailOutbox: () => queued(db, 'outbox'),
    pushOutbox: () => queued(db, 'push_outbox'),
    /** Seconds the oldest open lot is past its end (the closing pass has not reached it); 0 when none. */
    async oldestLotPastEndSeconds(): Promise<number> {
      const row = await oneOf<{ age: number | string | null }>(
        db,
        sql`select extract(epoch from now() - min(end_at))::float8 as age
        from lots where status = 'open' and end_at <= now()`,
      );
      return Math.max(0, Number(row?.age ?? 0));
    },
  };
}
export type MetricsRepository = ReturnType<typeof createMetricsRepository>;
