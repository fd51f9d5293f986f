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

/** One archive in the backups folder, as its manifest describes it. */
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
});
export type Backup = z.infer<typeof backupSchema>;

export const backupListSchema = z.object({
  backups: z.array(backupSchema),
  /** This server's database kind: only a backup of the same kind can be restored here. */
  database_kind: z.enum(backupDatabaseKinds),
  /** When the schedule will next back up (ISO instant), or null when it is off. */
  next_run_at: z.string().nullable(),
  schedule: backupScheduleSchema,
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
