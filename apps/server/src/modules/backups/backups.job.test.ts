import { mkdtemp, rm } from 'node:fs/promises';
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

/** One server instance: its own settings cache, its own one-at-a-time guard, the shared folder. */
function instance(now: () => Date) {
  const audit = createAuditRepository(database.db);
  const settingsRepository = createSettingsRepository(database.db);
  const settings = createSettingsService({ settings: settingsRepository, audit });
  const backups = createBackupsService({
    db: database.db,
    dataDir,
    encryptionKey: null,
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
});
