import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { schema } from './schema';

/** The one database type the code is written against, whether PGlite or PostgreSQL is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies every committed migration that has not run yet. */
  migrate(): Promise<void>;
  /** Releases connections, the embedded engine and the data-directory lock. */
  close(): Promise<void>;
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
