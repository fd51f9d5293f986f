import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
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
    const client = await PGlite.create(join(dataDir, 'db'), { startParams: durableStartParams });
    return pgliteHandle(client, release);
  } catch (error) {
    await release();
    throw error;
  }
}
