import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import type { DatabaseHandle } from '../src/db/database';
import { createPglite, pgliteHandle } from '../src/db/pglite';
import { openPostgres } from '../src/db/postgres';
import { adminQuery, databaseUrl } from './postgres-admin';
import { testDatabaseUrl } from './services';

/**
 * A fresh database of its own on the test server, dropped again on close: a copy of the run's
 * migrated template (see global-setup.ts), so every migration has already run, as on a migrated server.
 */
async function freshPostgres(serverUrl: string): Promise<DatabaseHandle> {
  const name = `t_${randomBytes(6).toString('hex')}`;
  const template = inject('postgresTemplate');
  await adminQuery(serverUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const handle = openPostgres(databaseUrl(serverUrl, name), {
    onClose: () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  });
  if (!template) await handle.migrate();
  return handle;
}

/** A migrated PGlite loaded from the run's template. */
async function freshPglite(): Promise<DatabaseHandle> {
  const template = await readFile(inject('pgliteTemplate'));
  const client = await createPglite(undefined, { loadDataDir: new Blob([template]) });
  return pgliteHandle(client);
}

/** PGlite by default; a fresh PostgreSQL database when TEST_DATABASE_URL is set. */
export function createTestDatabase(): Promise<DatabaseHandle> {
  const url = testDatabaseUrl();
  return url ? freshPostgres(url) : freshPglite();
}
