import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import lockfile from 'proper-lockfile';

export class DataDirLockedError extends Error {
  constructor(dataDir: string) {
    super(
      `Another server is already using the data directory ${dataDir}. Stop it or set DATA_DIR to another folder. ` +
        '(If no server is running, the lock of a crashed one expires within 15 seconds.)',
    );
    this.name = 'DataDirLockedError';
  }
}

/**
 * One process per embedded database: PGlite is single-process and two writers would corrupt it.
 * proper-lockfile refreshes the lock while we run, so a crashed process's lock goes stale.
 */
export async function lockDataDir(
  dataDir: string,
  onCompromised: (error: Error) => void,
): Promise<() => Promise<void>> {
  await mkdir(dataDir, { recursive: true });
  try {
    return await lockfile.lock(dataDir, {
      lockfilePath: join(dataDir, 'server.lock'),
      stale: 15_000,
      update: 5_000,
      retries: 0,
      realpath: false,
      onCompromised,
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') throw new DataDirLockedError(dataDir);
    throw error;
  }
}
