import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './database';
import { openPglite } from './pglite';
import { oneOf } from './queries';

let dir: string;
let first: DatabaseHandle;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'pglite-'));
  first = await openPglite(dir, () => {});
});
afterAll(async () => {
  await first.close();
  await rm(dir, { recursive: true, force: true });
});

describe('the embedded database', () => {
  it('runs with fsync on', async () => {
    const setting = await oneOf<{ fsync: string }>(first.db, sql`SHOW fsync`);
    expect(setting?.fsync).toBe('on');
  });

  it('refuses a second server on the same data directory with a clear message', async () => {
    await expect(openPglite(dir, () => {})).rejects.toThrow(
      `Another server is already using the data directory ${dir}. Stop it or set DATA_DIR to another folder.`,
    );
  });

  it('applies migrations, keeps data across a restart, and frees the directory on close', async () => {
    await first.migrate();
    await first.db.execute(sql`insert into settings (key, value) values ('probe', '"kept"'::jsonb)`);
    await first.close();
    first = await openPglite(dir, () => {});
    await first.migrate();
    const probe = await oneOf<{ value: string }>(
      first.db,
      sql`select value from settings where key = 'probe'`,
    );
    expect(probe?.value).toBe('kept');
  });
});
