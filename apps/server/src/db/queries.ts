import type { SQL } from 'drizzle-orm';
import type { Database } from './database';

/** A transaction or the database: what a repository's raw SQL runs on. */
export type Queryable = Pick<Database, 'execute'>;

/** The rows of a raw SQL query, as the driver returned them. */
export async function rowsOf<T>(db: Queryable, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** The first row of a raw SQL query, or null. */
export async function oneOf<T>(db: Queryable, query: SQL): Promise<T | null> {
  const [row] = await rowsOf<T>(db, query);
  return row ?? null;
}
