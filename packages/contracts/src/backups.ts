import { z } from 'zod';

/** How a backup came to be: an Admin's "Back up now", or the nightly schedule. */
export const backupKinds = ['manual', 'scheduled'] as const;
export type BackupKind = (typeof backupKinds)[number];
export const backupDatabaseKinds = ['pglite', 'postgres'] as const;

/** A backup's file name: the only handle the API takes, so no path can sneak in. `.backup`: sealed at rest. */
export const backupNamePattern =
  /^harbourside-\d{8}-\d{6}-(?:manual|scheduled|uploaded)-[0-9a-f]{6}\.backup$/;
export const backupNameSchema = z.string().regex(backupNamePattern, 'No backup has this name.');

/** The schedule's three settings, kept with the other settings but shown on the backups page. */
export const backupScheduleSchema = z.object({
  backup_schedule_enabled: z.boolean(),
  backup_schedule_time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use the 24-hour form HH:MM.'),
  backup_keep_last: z
    .number({ error: 'Keep a number of backups.' })
    .int('Keep a whole number of backups.')
    .min(1, 'Keep at least 1 backup.')
    .max(365, 'Keep at most 365 backups.'),
});
export type BackupSchedule = z.infer<typeof backupScheduleSchema>;

/**
 * One backup, as its manifest describes it: in this server's backups folder, in the bucket
 * (decision 0094), or both.
 */
export const backupSchema = z.object({
  name: z.string(),
  kind: z.enum(backupKinds),
  /** Made on another machine (or earlier here) and uploaded for a restore. */
  uploaded: z.boolean(),
  created_at: z.string(),
  database_kind: z.enum(backupDatabaseKinds),
  migration_level: z.number().int(),
  size_bytes: z.number().int(),
  media_files: z.number().int(),
  /** The file is in this server's backups folder; false for a copy only the bucket holds. */
  on_this_server: z.boolean(),
  /** A copy is in the bucket; null when no bucket is set or it could not be read just now. */
  in_bucket: z.boolean().nullable(),
});
export type Backup = z.infer<typeof backupSchema>;

/** The bucket the backups are copied to as they are made, when S3 is set. */
export const backupBucketSchema = z.object({
  /** How many of the newest backups made are kept there (BACKUP_BUCKET_KEEP). */
  keep: z.number().int(),
  /** The bucket answered the list just now. */
  reachable: z.boolean(),
  /** The latest copy failed (cleared by the next that succeeds): which backup, when, and why. */
  last_failure: z.object({ name: z.string(), at: z.string(), message: z.string() }).nullable(),
});
export type BackupBucket = z.infer<typeof backupBucketSchema>;

export const backupListSchema = z.object({
  backups: z.array(backupSchema),
  /** This server's database kind: only a backup of the same kind can be restored here. */
  database_kind: z.enum(backupDatabaseKinds),
  /** When the schedule will next back up (ISO instant), or null when it is off. */
  next_run_at: z.string().nullable(),
  schedule: backupScheduleSchema,
  /** Null when no bucket is set: the backups stay on this server only. */
  bucket: backupBucketSchema.nullable(),
});
export type BackupList = z.infer<typeof backupListSchema>;

/** The word an Admin may type instead of the backup's name to confirm a restore. */
export const restoreConfirmationWord = 'RESTORE';

export const backupRestoreBodySchema = z.object({
  confirmation: z.string().trim().min(1, `Type ${restoreConfirmationWord} or the backup's name to confirm.`),
});
export type BackupRestoreBody = z.infer<typeof backupRestoreBodySchema>;

export const backupRestoreResultSchema = z.object({
  message: z.string(),
  backup: backupSchema,
  /** Maintenance mode was on before the restore, so it stays on. */
  maintenance_kept_on: z.boolean(),
});
export type BackupRestoreResult = z.infer<typeof backupRestoreResultSchema>;
