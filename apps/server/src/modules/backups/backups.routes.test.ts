import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Backup, BackupList } from '@auction/contracts';
import { eq, sql } from 'drizzle-orm';
import { create } from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupKeyOf, plainCopy, sealedCopy, uploadBackup } from '../../../test/backups/backup-files';
import { type BuiltUser, buildCategory, buildUser, tokenFor } from '../../../test/factories';
import { createTestApp, type TestApp, testClock } from '../../../test/test-app';
import { rowsOf } from '../../db/queries';
import { categories, users } from '../../db/schema';

let t: TestApp;
let admin: BuiltUser;
let adminToken: string;
const clock = testClock();
beforeAll(async () => {
  t = await createTestApp({ deps: { clock } });
  admin = await buildUser(t, { roles: ['Admin', 'Bidder'], name: 'Harriet Backup' });
  adminToken = await tokenFor(t, admin);
});
afterAll(() => t.close());

const asAdmin = <T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
) => t.request<T>({ method, url, token: adminToken, ...(payload === undefined ? {} : { payload }) });
const backupsFolder = () => join(t.dataDir, 'backups');
const picture = () => join(t.dataDir, 'uploads', 'lots', `${'ab'.repeat(16)}-320.webp`);

async function backUp(): Promise<Backup> {
  clock.advance(1_000);
  const answer = await asAdmin<Backup>('POST', '/api/admin/backups');
  expect(answer.status, answer.text).toBe(201);
  return answer.body;
}
const list = async () => (await asAdmin<BackupList>('GET', '/api/admin/backups')).body;

const upload = (bytes: Buffer) => uploadBackup(t, adminToken, bytes);
const alteredCopy = (name: string, alter: (dir: string) => Promise<void>) => plainCopy(t, name, alter);

describe('back up and restore', () => {
  it('restores the database and the pictures as they were, in maintenance while it runs', async () => {
    const category = await buildCategory(t, { name: 'Nautical charts' });
    await mkdir(join(t.dataDir, 'uploads', 'lots'), { recursive: true });
    await writeFile(picture(), 'the picture as it was');
    // A cleared logo is a JSON null in a NOT NULL column: it must come back as exactly that.
    await t.db.execute(
      sql`INSERT INTO settings (key, value) VALUES ('logo_url', 'null'::jsonb) ON CONFLICT (key) DO UPDATE SET value = 'null'::jsonb`,
    );
    const backup = await backUp();
    expect(backup).toMatchObject({
      kind: 'manual',
      uploaded: false,
      database_kind: t.database.kind,
      media_files: 1,
    });

    // Changes after the backup: a renamed category, a new account, a replaced and an added picture.
    await t.db.update(categories).set({ name: 'Renamed after' }).where(eq(categories.id, category.id));
    const later = await buildUser(t, { name: 'Laurie Later' });
    await writeFile(picture(), 'a different picture');
    await writeFile(join(t.dataDir, 'uploads', 'lots', `${'cd'.repeat(16)}-320.webp`), 'added later');

    const restoring = asAdmin<{ message: string; maintenance_kept_on: boolean }>(
      'POST',
      `/api/admin/backups/${backup.name}/restore`,
      { confirmation: 'RESTORE' },
    );
    let done = false;
    void restoring.then(() => {
      done = true;
    });
    const seen = new Set<number>();
    while (!done) {
      seen.add((await t.request({ method: 'GET', url: '/api/categories' })).status);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const answer = await restoring;
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.maintenance_kept_on).toBe(false);
    expect(seen.has(503)).toBe(true);

    const [row] = await t.db.select().from(categories).where(eq(categories.id, category.id));
    expect(row?.name).toBe('Nautical charts');
    const logo = await rowsOf<{ json_null: boolean }>(
      t.db,
      sql`SELECT value = 'null'::jsonb AS json_null FROM settings WHERE key = 'logo_url'`,
    );
    expect(logo).toEqual([{ json_null: true }]);
    expect(await t.db.select().from(users).where(eq(users.id, later.id))).toEqual([]);
    expect(await readFile(picture(), 'utf8')).toBe('the picture as it was');
    expect(await readdir(join(t.dataDir, 'uploads', 'lots'))).toEqual([`${'ab'.repeat(16)}-320.webp`]);
    // The site is open again, and the restore is in the audit log written after it.
    expect((await t.request({ method: 'GET', url: '/api/categories' })).status).toBe(200);
    const audit = await rowsOf<{ action: string }>(
      t.db,
      sql`SELECT action FROM audit_log WHERE action LIKE 'backup.%' ORDER BY created_at`,
    );
    const actions = audit.map((r) => r.action);
    expect(actions.at(-1)).toBe('backup.restored');
  });

  it('keeps maintenance on after a restore when it was on before', async () => {
    const backup = await backUp();
    await asAdmin('PUT', '/api/admin/settings', { maintenance_mode: true });
    const answer = await asAdmin<{ maintenance_kept_on: boolean }>(
      'POST',
      `/api/admin/backups/${backup.name}/restore`,
      {
        confirmation: backup.name,
      },
    );
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.maintenance_kept_on).toBe(true);
    expect((await t.request({ method: 'GET', url: '/api/categories' })).status).toBe(503);
    await asAdmin('PUT', '/api/admin/settings', { maintenance_mode: false });
  });

  it('asks for the typed confirmation', async () => {
    const backup = await backUp();
    const answer = await asAdmin('POST', `/api/admin/backups/${backup.name}/restore`, {
      confirmation: 'yes',
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors?.confirmation).toEqual(["Type RESTORE or the backup's name to confirm."]);
    const missing = await asAdmin(
      'POST',
      '/api/admin/backups/harbourside-20260101-000000-manual-abcdef.backup/restore',
      {
        confirmation: 'RESTORE',
      },
    );
    expect(missing.status).toBe(404);
    expect((await asAdmin('GET', '/api/admin/backups/..%2Fsecret.tar/download')).status).toBe(422);
  });
});

describe('files that are not a good backup of this site', () => {
  it('refuses a corrupt file, a foreign tar, the other database kind and a tampered part, changing nothing', async () => {
    const backup = await backUp();
    const category = await buildCategory(t, { name: 'Untouched' });
    const before = (await list()).backups.map((b) => b.name);
    const otherKind = t.database.kind === 'pglite' ? 'postgres' : 'pglite';

    const foreignDir = await mkdtemp(join(tmpdir(), 'foreign-'));
    await writeFile(join(foreignDir, 'notes.txt'), 'not a backup');
    await create({ file: join(foreignDir, 'foreign.tar'), cwd: foreignDir }, ['notes.txt']);
    const foreign = await readFile(join(foreignDir, 'foreign.tar'));
    await rm(foreignDir, { recursive: true, force: true });

    const cases: [string, Buffer, RegExp][] = [
      ['corrupt', randomBytes(4096), /not a backup of this site/],
      ['foreign', foreign, /not a backup of this site/],
      [
        'other kind',
        await alteredCopy(backup.name, async (dir) => {
          const manifest = JSON.parse(await readFile(join(dir, 'manifest.json'), 'utf8'));
          manifest.database.kind = otherKind;
          await writeFile(join(dir, 'manifest.json'), JSON.stringify(manifest));
        }),
        /but this server runs/,
      ],
      [
        'newer',
        await alteredCopy(backup.name, async (dir) => {
          const manifest = JSON.parse(await readFile(join(dir, 'manifest.json'), 'utf8'));
          manifest.database.migration_level += 1;
          await writeFile(join(dir, 'manifest.json'), JSON.stringify(manifest));
        }),
        /newer version of the site/,
      ],
      [
        'tampered',
        await alteredCopy(backup.name, async (dir) => {
          const dump = await readFile(join(dir, 'database.dump'));
          dump[dump.length - 10] = (dump[dump.length - 10] ?? 0) ^ 0xff;
          await writeFile(join(dir, 'database.dump'), dump);
        }),
        /database.dump does not match its checksum/,
      ],
    ];
    for (const [what, bytes, message] of cases) {
      const answer = await upload(bytes);
      expect(answer.status, what).toBe(422);
      expect(answer.body.message, what).toMatch(message);
      // The same file placed in the folder by hand (sealed with this server's key when it has a
      // manifest of ours) is refused by the restore too, before maintenance.
      const name = `harbourside-20200101-000000-manual-${randomBytes(3).toString('hex')}.backup`;
      const ours = what !== 'corrupt' && what !== 'foreign';
      await writeFile(
        join(backupsFolder(), name),
        ours ? await sealedCopy(bytes, await backupKeyOf(t)) : bytes,
      );
      const restore = await asAdmin('POST', `/api/admin/backups/${name}/restore`, {
        confirmation: 'RESTORE',
      });
      expect(restore.status === 422 || restore.status === 404, what).toBe(true);
      await rm(join(backupsFolder(), name));
    }
    const tampered = cases[4]?.[1] ?? Buffer.alloc(0);
    const name = `harbourside-20200101-000000-manual-${randomBytes(3).toString('hex')}.backup`;
    await writeFile(join(backupsFolder(), name), await sealedCopy(tampered, await backupKeyOf(t)));
    const restore = await asAdmin('POST', `/api/admin/backups/${name}/restore`, { confirmation: 'RESTORE' });
    expect(restore.status).toBe(422);
    expect(restore.body.message).toMatch(/does not match its checksum/);
    await rm(join(backupsFolder(), name));

    const [row] = await t.db.select().from(categories).where(eq(categories.id, category.id));
    expect(row?.name).toBe('Untouched');
    expect((await list()).backups.map((b) => b.name)).toEqual(before);
    expect((await t.request({ method: 'GET', url: '/api/categories' })).status).toBe(200);
    expect((await readdir(backupsFolder())).filter((f) => f.startsWith('.'))).toEqual([]);
  });

  it('takes back a good backup uploaded from elsewhere, and downloads it', async () => {
    const backup = await backUp();
    const download = await t.app.inject({
      method: 'GET',
      url: `/api/admin/backups/${backup.name}/download`,
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe(`attachment; filename="${backup.name}"`);
    expect(download.rawPayload.equals(await readFile(join(backupsFolder(), backup.name)))).toBe(true);

    const answer = await upload(download.rawPayload);
    expect(answer.status, answer.text).toBe(201);
    expect(answer.body).toMatchObject({ uploaded: true, kind: 'manual', created_at: backup.created_at });
    expect((await list()).backups.map((b) => b.name)).toContain(answer.body.name);
    expect((await asAdmin('DELETE', `/api/admin/backups/${answer.body.name}`)).status).toBe(204);
    expect((await list()).backups.map((b) => b.name)).not.toContain(answer.body.name);
  });
});

describe('the schedule and keep-last', () => {
  it('keeps only the newest N of the backups this server made', async () => {
    const saved = await asAdmin<BackupList>('PUT', '/api/admin/backups/schedule', {
      backup_schedule_enabled: true,
      backup_schedule_time: '03:30',
      backup_keep_last: 2,
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.schedule).toEqual({
      backup_schedule_enabled: true,
      backup_schedule_time: '03:30',
      backup_keep_last: 2,
    });
    expect(saved.body.next_run_at).not.toBeNull();
    await backUp();
    const second = await backUp();
    const third = await backUp();
    const own = (await list()).backups.filter((b) => !b.uploaded);
    expect(own.map((b) => b.name)).toEqual([third.name, second.name]);
  });

  it('refuses a schedule that makes no sense', async () => {
    const answer = await asAdmin('PUT', '/api/admin/backups/schedule', {
      backup_schedule_enabled: true,
      backup_schedule_time: '25:00',
      backup_keep_last: 0,
    });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.errors ?? {}).sort()).toEqual([
      'backup_keep_last',
      'backup_schedule_time',
    ]);
    const off = await asAdmin<BackupList>('PUT', '/api/admin/backups/schedule', {
      backup_schedule_enabled: false,
      backup_schedule_time: '02:00',
      backup_keep_last: 7,
    });
    expect(off.body.next_run_at).toBeNull();
  });
});
