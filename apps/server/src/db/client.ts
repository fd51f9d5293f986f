import type { Config } from '../config';
import type { DatabaseHandle } from './database';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';

/** PostgreSQL when DATABASE_URL is set, otherwise the embedded PGlite in DATA_DIR/db. */
export function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  onLockCompromised: (error: Error) => void = () => {},
): Promise<DatabaseHandle> {
  if (config.databaseUrl) return Promise.resolve(openPostgres(config.databaseUrl));
  return openPglite(config.dataDir, onLockCompromised);
}
