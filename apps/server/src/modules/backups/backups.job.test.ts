import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../../../test/services';
import { createTestDatabase } from '../../../test/test-database';
import type { DatabaseHandle } from '../../db/database';
import { createAuditRepository } from '../../platform/audit.repository';
import { createSettingsRepository } from '../settings/settings.repository';
import { createSettingsService } from '../settings/settings.service';
import { createBackupScheduleJob } from './backups.job';
import { createBackupsService } from './backups.service';

const silent = { warn() {}, error() {}, info() {} } as never;
let database: DatabaseHandle;
let dataDir: string;
beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = await mkdtemp(join(tmpdir(), 'backup-job-'));
});
afterAll(async () => {
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});

type Offsite = Parameters<typeof createBackupsService>[0]['offsite'];

/** One server instance: its own settings cache, its own one-at-a-time guard, the shared folder. */
function instance(now: () => Date, own?: { dataDir: string; offsite: Offsite }) {
  const audit = createAuditRepository(database.db);
  const settingsRepository = createSettingsRepository(database.db);
  const settings = createSettingsService({ settings: settingsRepository, audit });
  const backups = createBackupsService({
    db: database.db,
    dataDir: own?.dataDir ?? dataDir,
    encryptionKey: 'one-key-for-every-instance-of-this-house',
    ...(own ? { offsite: own.offsite } : {}),
    settings,
    settingsRepository,
    audit,
    clock: now,
    log: silent,
  });
  return {
    backups,
    job: createBackupScheduleJob({ db: database.db, backups, settings, clock: now, log: silent }),
  };
}

describe('the nightly backup job', () => {
  it('backs up once in the hour after the set time, and not before or again', async () => {
    let now = new Date('2026-07-15T04:59:00Z'); // 01:59 in Halifax
    const server = instance(() => now);
    await server.job.pass();
    expect(await server.backups.list()).toEqual([]);

    now = new Date('2026-07-15T05:00:20Z');
    await server.job.pass();
    await server.job.pass();
    const made = await server.backups.list();
    expect(made.map((backup) => backup.kind)).toEqual(['scheduled']);

    // A restart reads the folder, not memory: the night's backup is not made twice.
    now = new Date('2026-07-15T05:30:00Z');
    await instance(() => now).job.pass();
    expect(await server.backups.list()).toHaveLength(1);

    // The next night it runs again.
    now = new Date('2026-07-16T05:01:00Z');
    await server.job.pass();
    expect((await server.backups.list()).map((backup) => backup.kind)).toEqual(['scheduled', 'scheduled']);
  });

  it.runIf(Boolean(testDatabaseUrl()))('on PostgreSQL, two instances at once make one backup', async () => {
    const now = new Date('2026-07-20T05:00:30Z');
    const before = (await instance(() => now).backups.list()).length;
    await Promise.all([instance(() => now).job.pass(), instance(() => now).job.pass()]);
    expect((await instance(() => now).backups.list()).length).toBe(before + 1);
  });

  it.runIf(Boolean(testDatabaseUrl()))(
    'on PostgreSQL, instances with their own folders and one bucket make the night’s backup once',
    async () => {
      const stored = new Map<string, Buffer>();
      const store = {
        put: async (name: string, file: string) => {
          stored.set(name, await readFile(file));
        },
        list: async () => [...stored].map(([name, bytes]) => ({ name, size: bytes.length })),
        remove: async (name: string) => {
          stored.delete(name);
        },
        head: async (name: string, bytes: number) => (stored.get(name) ?? Buffer.alloc(0)).subarray(0, bytes),
        read: async () => null,
      };
      let now = new Date('2026-07-25T05:00:30Z');
      const own = async () => ({
        dataDir: await mkdtemp(join(tmpdir(), 'backup-job-own-')),
        offsite: { store, keep: 5 },
      });
      const [a, b] = [instance(() => now, await own()), instance(() => now, await own())];
      await a.job.pass();
      await b.job.pass();
      expect((await a.backups.list()).map((backup) => backup.kind)).toEqual(['scheduled']);
      expect(await b.backups.list()).toEqual([]);
      expect([...stored.keys()]).toHaveLength(1);

      // The next night the other instance may be the one that makes it, once again.
      now = new Date('2026-07-26T05:00:30Z');
      await b.job.pass();
      await a.job.pass();
      expect(await b.backups.list()).toHaveLength(1);
      expect(await a.backups.list()).toHaveLength(1);
      expect([...stored.keys()]).toHaveLength(2);
    },
  );
});
