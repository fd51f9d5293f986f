import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { postgresAnswers, postgresUrlForTests, serviceAvailable } from '../../test/services';
import { openDatabase } from './client';
import { type DatabaseHandle, migrationsFolder } from './database';
import { oneOf } from './queries';

const serverUrl = postgresUrlForTests();
const hasPostgres = await serviceAvailable('POSTGRES', await postgresAnswers(serverUrl), serverUrl);

async function admin(text: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

describe.skipIf(!hasPostgres)('DATABASE_URL (PostgreSQL)', () => {
  const name = `t_${randomBytes(6).toString('hex')}`;
  const handles: DatabaseHandle[] = [];
  afterAll(async () => {
    for (const handle of handles) await handle.close();
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  it('opens a pool, and instances starting together apply the migrations once', async () => {
    await admin(`CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    for (let i = 0; i < 3; i += 1)
      handles.push(await openDatabase({ databaseUrl: url.toString(), dataDir: '/nonexistent' }));
    expect(handles.every((handle) => handle.kind === 'postgres')).toBe(true);
    await Promise.all(handles.map((handle) => handle.migrate()));
    const first = handles[0];
    if (!first) throw new Error('no handle');
    const applied = await oneOf<{ n: number }>(
      first.db,
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    const journal = JSON.parse(await readFile(join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
      entries: unknown[];
    };
    expect(applied?.n).toBe(journal.entries.length);
    const tables = await oneOf<{ n: number }>(
      first.db,
      sql`select count(*)::int as n from information_schema.tables where table_name in ('auctions', 'lots', 'bids', 'max_bids', 'lot_images', 'watchlist', 'auction_registrations', 'categories', 'bid_increment_profiles')`,
    );
    expect(tables?.n).toBe(9);
  });
});
