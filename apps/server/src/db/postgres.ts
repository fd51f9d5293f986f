import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { type DatabaseHandle, migrationsFolder } from './database';
import { schema } from './schema';

/** Any fixed number: instances starting together take turns applying migrations. */
const migrationLockKey = 7_304_211;

/**
 * `bigint` (money in cents, sequence numbers) comes back as a number, as PGlite gives it: node-postgres
 * would give a string, and raw SQL on the bid path reads these columns directly. Past 2^53 (never
 * money: the contracts stop at $99,999,999.99) it stays exact as a BigInt, like PGlite.
 */
function parseInt8(text: string): number | bigint {
  const value = BigInt(text);
  return value < Number.MIN_SAFE_INTEGER || value > Number.MAX_SAFE_INTEGER ? value : Number(value);
}
// Drizzle's queries fall back to the global parsers for every type it does not map itself.
pg.types.setTypeParser(pg.types.builtins.INT8, parseInt8);

export function openPostgres(
  url: string,
  options: { onClose?: () => Promise<void>; onError?: (error: Error) => void } = {},
): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection that breaks (database restart, failover) must not take the process down;
  // the pool replaces it on the next query.
  pool.on('error', options.onError ?? (() => {}));
  const db = drizzle({ client: pool, schema });
  let closed = false;
  return {
    db,
    kind: 'postgres',
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [migrationLockKey]);
        await migrate(drizzle({ client, schema }), { migrationsFolder });
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [migrationLockKey]).catch(() => {});
        client.release();
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      try {
        await pool.end();
      } finally {
        await options.onClose?.();
      }
    },
  };
}
