import type { Config } from '../config';
import type { DatabaseHandle } from './database';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';

/**
 * PostgreSQL when DATABASE_URL is set, otherwise the embedded PGlite in DATA_DIR/db. `onError` hears
 * of a broken idle connection (PostgreSQL) or a lost data-directory lock (PGlite).
 */
export function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  onError: (error: Error) => void = () => {},
): Promise<DatabaseHandle> {
  if (config.databaseUrl) return Promise.resolve(openPostgres(config.databaseUrl, { onError }));
  return openPglite(config.dataDir, onError);
}
