import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { createRepeatingPass } from '../../jobs/repeating-pass';
import type { SettingsService } from '../settings/settings.service';
import { databaseKindOf } from './backup-files';
import { isBackupDue } from './backup-schedule';
import type { BackupsService } from './backups.service';

/** Any fixed number: on PostgreSQL only the instance holding it makes the night's backup. */
const scheduleLockKey = 7_304_212;

/**
 * Checks every minute whether the nightly backup is due. Nothing is kept in memory: the next run
 * follows from the setting and the newest scheduled backup in the folder, so a restart loses no
 * night. Two instances on one PostgreSQL take a try-lock; PGlite has one instance by its own lock.
 * Instances each have their own folder: under the lock, a scheduled backup another instance put in
 * the bucket counts too (decision 0094), so the night's backup is made once.
 */
export function createBackupScheduleJob(deps: {
  db: Database;
  backups: BackupsService;
  settings: SettingsService;
  clock: Clock;
  log: FastifyBaseLogger;
}) {
  async function due(askBucket = false): Promise<boolean> {
    const settings = await deps.settings.get();
    const newest = (await deps.backups.list()).find(
      (backup) => backup.kind === 'scheduled' && !backup.uploaded,
    );
    const here = newest ? new Date(newest.created_at) : null;
    const input = {
      enabled: settings.backup_schedule_enabled,
      time: settings.backup_schedule_time,
      timeZone: settings.time_zone,
      now: deps.clock(),
    };
    if (!isBackupDue({ ...input, lastScheduledAt: here })) return false;
    if (!askBucket) return true;
    return isBackupDue({ ...input, lastScheduledAt: await deps.backups.lastScheduledInBucket() });
  }

  async function pass(): Promise<void> {
    if (!(await due())) return;
    if (databaseKindOf(deps.db) === 'pglite') {
      await deps.backups.create('scheduled', null);
      return;
    }
    const pool = (deps.db as unknown as { $client: pg.Pool }).$client;
    const client = await pool.connect();
    try {
      const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [
        scheduleLockKey,
      ]);
      if (!rows[0]?.locked) return;
      try {
        // Another instance may have made it while this one waited, into its own folder and the bucket.
        if (await due(true)) await deps.backups.create('scheduled', null);
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [scheduleLockKey]);
      }
    } finally {
      client.release();
    }
  }

  return {
    pass,
    ...createRepeatingPass({ what: 'the scheduled backup', pass, defaultIntervalMs: 60_000, log: deps.log }),
  };
}
export type BackupScheduleJob = ReturnType<typeof createBackupScheduleJob>;
