import { join } from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { lockDataDir } from './data-dir-lock';
import { type DatabaseHandle, migrationsFolder } from './database';
import { schema } from './schema';

/** PGlite ships with fsync off (`-F`); a database people trust with bids needs it on. */
export const durableStartParams = [
  ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
  '-c',
  'fsync=on',
];

/**
 * Every embedded engine the house starts (the data folder, a backup being restored, the tests'
 * template): with the trigram extension the search index needs (migration 0026), which PGlite
 * loads only when asked at start.
 */
export function createPglite(dataDir?: string, options: PGliteOptions = {}): Promise<PGlite> {
  const withTrigrams = { ...options, extensions: { ...options.extensions, pg_trgm } };
  return dataDir === undefined ? PGlite.create(withTrigrams) : PGlite.create(dataDir, withTrigrams);
}

/** Wraps a started PGlite in the common handle; `onClose` runs after the engine is closed. */
export function pgliteHandle(client: PGlite, onClose: () => Promise<void> = async () => {}): DatabaseHandle {
  const db = drizzle({ client, schema });
  let closed = false;
  return {
    db,
    kind: 'pglite',
    migrate: () => migrate(db, { migrationsFolder }),
    async close() {
      if (closed) return;
      closed = true;
      try {
        await client.close();
      } finally {
        await onClose();
      }
    },
  };
}

export async function openPglite(
  dataDir: string,
  onLockCompromised: (error: Error) => void,
): Promise<DatabaseHandle> {
  const release = await lockDataDir(dataDir, onLockCompromised);
  try {
    const client = await createPglite(join(dataDir, 'db'), { startParams: durableStartParams });
    return pgliteHandle(client, release);
  } catch (error) {
    await release();
    throw error;
  }
}
