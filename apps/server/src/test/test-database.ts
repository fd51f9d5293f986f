import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { pgliteHandle } from '../db/pglite';
import { openPostgres } from '../db/postgres';
import { testDatabaseUrl } from './services';

async function adminQuery(serverUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** A fresh database of its own on the test server, dropped again on close. */
async function freshPostgres(serverUrl: string): Promise<DatabaseHandle> {
  const name = `t_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = openPostgres(url.toString(), {
    onClose: () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  });
  await handle.migrate();
  return handle;
}

/** A migrated PGlite loaded from the run's template. */
async function freshPglite(): Promise<DatabaseHandle> {
  const template = await readFile(inject('pgliteTemplate'));
  const client = await PGlite.create({ loadDataDir: new Blob([template]) });
  return pgliteHandle(client);
}

/** PGlite by default; a fresh PostgreSQL database when TEST_DATABASE_URL is set. */
export function createTestDatabase(): Promise<DatabaseHandle> {
  const url = testDatabaseUrl();
  return url ? freshPostgres(url) : freshPglite();
}
