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
 */
export function createBackupScheduleJob(deps: {
  db: Database;
  backups: BackupsService;
  settings: SettingsService;
  clock: Clock;
  log: FastifyBaseLogger;
}) {
  async function due(): Promise<boolean> {
    const settings = await deps.settings.get();
    const newest = (await deps.backups.list()).find(
      (backup) => backup.kind === 'scheduled' && !backup.uploaded,
    );
    return isBackupDue({
      enabled: settings.backup_schedule_enabled,
      time: settings.backup_schedule_time,
      timeZone: settings.time_zone,
      now: deps.clock(),
      lastScheduledAt: newest ? new Date(newest.created_at) : null,
    });
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
        // Another instance may have made it while this one waited.
        if (await due()) await deps.backups.create('scheduled', null);
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
