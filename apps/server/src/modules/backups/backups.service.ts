import { randomBytes, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { type Backup, type BackupList, backupNamePattern, restoreConfirmationWord } from '@auction/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { backupKeyOf } from '../../backup-key';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { AppError } from '../../errors';
import type { AuditRepository } from '../../platform/audit.repository';
import type { SettingsRepository } from '../settings/settings.repository';
import type { SettingsService } from '../settings/settings.service';
import { BackupRefused, type Manifest, mediaFolder, unpackAndCheck, writeArchive } from './backup-archive';
import { SealRefused } from './backup-crypto';
import {
  codeMigrationLevel,
  databaseDumpFile,
  databaseKindOf,
  dumpDatabase,
  migrationLevel,
  restoreDatabase,
} from './backup-files';
import { openSealed, readUpload } from './backup-intake';
import { type OffsiteBackups, offsiteOf } from './backup-offsite';
import { nextBackupAt } from './backup-schedule';
import { readManifest } from './backup-sealed';
import { upkeepOf } from './backup-upkeep';

export interface BackupActor {
  id: string;
  ip: string;
}

const messages = {
  notFound: 'No backup has this name.',
  busy: 'A backup or restore is already running; wait for it to finish.',
  confirmation: `Type ${restoreConfirmationWord} or the backup's name to confirm.`,
};

const stamp = (at: Date) => at.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);

/**
 * Backups as files (decision 0048): each is one sealed archive (decision 0089) in
 * `DATA_DIR/backups`, listed from the folder, so a restore never rolls back the list. With a
 * bucket, each backup made is copied there too and the list adds the copies only the bucket
 * holds, which download and restore fetch (decision 0094). One backup, upload or restore runs at
 * a time.
 */
export function createBackupsService(deps: {
  db: Database;
  dataDir: string;
  /** BACKUP_ENCRYPTION_KEY, or null for the key kept in DATA_DIR/backup-key. */
  encryptionKey: string | null;
  /** A copy of each backup made in the bucket (`bucketBackups`), keeping the newest `keep` there. */
  offsite?: { store: OffsiteBackups; keep: number };
  settings: SettingsService;
  settingsRepository: SettingsRepository;
  audit: AuditRepository;
  clock: Clock;
  log: FastifyBaseLogger;
}) {
  const folder = join(deps.dataDir, 'backups');
  const databaseKind = databaseKindOf(deps.db);
  let running: string | null = null;
  let key: Promise<string> | null = null;
  const secret = () => {
    key ??= backupKeyOf({ encryptionKey: deps.encryptionKey, dataDir: deps.dataDir });
    return key;
  };

  async function exclusively<T>(what: string, work: () => Promise<T>): Promise<T> {
    if (running) throw new AppError('CONFLICT', messages.busy);
    running = what;
    try {
      return await work();
    } finally {
      running = null;
    }
  }

  /** A scratch folder beside the backups (same disk, so moving out of it is a rename). */
  async function withWorkDir<T>(work: (dir: string) => Promise<T>): Promise<T> {
    const dir = join(folder, `.work-${randomUUID()}`);
    await mkdir(dir, { recursive: true });
    try {
      return await work(dir);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  const upkeep = upkeepOf({ folder, secret, withWorkDir, log: deps.log });
  const offsite = offsiteOf({ offsite: deps.offsite, secret, clock: deps.clock, log: deps.log });

  function describe(
    name: string,
    manifest: Manifest,
    size: number,
    where: Pick<Backup, 'on_this_server' | 'in_bucket'> = { on_this_server: true, in_bucket: null },
  ): Backup {
    return {
      name,
      kind: manifest.kind,
      uploaded: name.includes('-uploaded-'),
      created_at: manifest.created_at,
      database_kind: manifest.database.kind,
      migration_level: manifest.database.migration_level,
      size_bytes: size,
      media_files: manifest.media.files.length,
      ...where,
    };
  }

  const newestFirst = (a: Backup, b: Backup) =>
    b.created_at.localeCompare(a.created_at) || b.name.localeCompare(a.name);

  async function list(): Promise<Backup[]> {
    await mkdir(folder, { recursive: true });
    const backups: Backup[] = [];
    for (const name of await readdir(folder)) {
      if (!backupNamePattern.test(name)) continue;
      const path = join(folder, name);
      const manifest = await readManifest(path, await secret());
      if (manifest instanceof SealRefused) {
        deps.log.warn(
          { backup: name, reason: manifest.message },
          'a file in the backups folder is not listed',
        );
        continue;
      }
      backups.push(describe(name, manifest, (await stat(path)).size));
    }
    return backups.sort(newestFirst);
  }

  /** This server's backups and, with a bucket, whether each is there and the copies only it holds. */
  async function everywhere(): Promise<{ backups: Backup[]; reachable: boolean }> {
    const local = await list();
    const view = await offsite?.view();
    if (!view) return { backups: local, reachable: false };
    const here = local.map((backup) => ({ ...backup, in_bucket: view.names.has(backup.name) }));
    const only = (await view.only(new Set(local.map((backup) => backup.name)))).map(
      ({ name, manifest, size }) =>
        describe(name, manifest, size, { on_this_server: false, in_bucket: true }),
    );
    return { backups: [...here, ...only].sort(newestFirst), reachable: true };
  }

  async function find(name: string): Promise<Backup> {
    const backup = backupNamePattern.test(name)
      ? (await everywhere()).backups.find((b) => b.name === name)
      : undefined;
    if (!backup) throw new AppError('NOT_FOUND', messages.notFound);
    return backup;
  }

  /** Keeps the newest `keep` backups this server made; uploaded ones stay until an Admin deletes them. */
  async function prune(keep: number): Promise<string[]> {
    const own = (await list()).filter((backup) => !backup.uploaded);
    const old = own.slice(keep).map((backup) => backup.name);
    for (const name of old) await rm(join(folder, name), { force: true });
    return old;
  }

  async function create(kind: Manifest['kind'], actor: BackupActor | null): Promise<Backup> {
    return exclusively('backup', () =>
      withWorkDir(async (work) => {
        const createdAt = deps.clock();
        const name = `harbourside-${stamp(createdAt)}-${kind}-${randomBytes(3).toString('hex')}.backup`;
        await dumpDatabase(deps.db, databaseDumpFile(work));
        const partial = join(work, 'archive.backup');
        const manifest = await writeArchive({
          file: partial,
          workDir: work,
          dataDir: deps.dataDir,
          secret: await secret(),
          kind,
          createdAt,
          database: { kind: databaseKind, migrationLevel: await migrationLevel(deps.db) },
        });
        await rename(partial, join(folder, name));
        const removed = await prune((await deps.settings.get()).backup_keep_last);
        const bucket = offsite ? await offsite.copy(name, join(folder, name)) : null;
        const backup = describe(name, manifest, (await stat(join(folder, name))).size, {
          on_this_server: true,
          in_bucket: bucket?.copied ?? null,
        });
        await deps.audit.record({
          actorId: actor?.id ?? null,
          action: 'backup.created',
          entity: 'backup',
          entityId: null,
          after: { name, kind, size_bytes: backup.size_bytes, removed, bucket },
          ip: actor?.ip ?? null,
        });
        return backup;
      }),
    );
  }

  /** Checks a plain tar whole, unpacking it into `into`. */
  async function check(plainTar: string, into: string): Promise<Manifest> {
    await mkdir(into, { recursive: true });
    return unpackAndCheck(plainTar, into, { databaseKind, migrationLevel: await codeMigrationLevel() });
  }

  /** A refusal of the file becomes the 422 the Admin reads; anything else stays an error. */
  async function refusing<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (!(error instanceof BackupRefused || error instanceof SealRefused)) throw error;
      throw new AppError('VALIDATION_FAILED', error.message, { file: [error.message] });
    }
  }

  return {
    list,
    create,

    /** The newest scheduled backup another instance put in the bucket (null without one). */
    lastScheduledInBucket: async (): Promise<Date | null> => (offsite ? offsite.lastScheduledAt() : null),

    /** Before the app listens: the key made if it is to be generated, older plain backups sealed. */
    prepare: () => exclusively('prepare', () => upkeep.prepare()),

    async overview(): Promise<BackupList> {
      const settings = await deps.settings.get();
      const { backups, reachable } = await everywhere();
      return {
        backups,
        database_kind: databaseKind,
        next_run_at: settings.backup_schedule_enabled
          ? nextBackupAt(settings.backup_schedule_time, settings.time_zone, deps.clock()).toISOString()
          : null,
        schedule: {
          backup_schedule_enabled: settings.backup_schedule_enabled,
          backup_schedule_time: settings.backup_schedule_time,
          backup_keep_last: settings.backup_keep_last,
        },
        bucket: offsite?.state(reachable) ?? null,
      };
    },

    /** The sealed file for the download route to stream: from this server, or else from the bucket. */
    async download(name: string): Promise<Readable> {
      const backup = await find(name);
      if (backup.on_this_server) return createReadStream(join(folder, name));
      const body = await offsite?.read(name);
      if (!body) throw new AppError('NOT_FOUND', messages.notFound);
      return body;
    },

    /** Removes a backup wherever it is: the bucket's copy first, so a failure there leaves it all listed. */
    async remove(name: string, actor: BackupActor): Promise<void> {
      await exclusively('delete', async () => {
        const backup = await find(name);
        if (backup.in_bucket) await offsite?.remove(name);
        await rm(join(folder, name), { force: true });
        await deps.audit.record({
          actorId: actor.id,
          action: 'backup.deleted',
          entity: 'backup',
          entityId: null,
          before: {
            name,
            kind: backup.kind,
            created_at: backup.created_at,
            on_this_server: backup.on_this_server,
            in_bucket: backup.in_bucket,
          },
          ip: actor.ip,
        });
      });
    },

    /** Keeps an uploaded archive only when it would restore here; a damaged or foreign file is refused. */
    async upload(file: string, actor: BackupActor): Promise<Backup> {
      return exclusively('upload', () =>
        withWorkDir(async (work) => {
          try {
            const { manifest, sealed } = await refusing(async () =>
              readUpload(file, work, await secret(), check),
            );
            const name = `harbourside-${stamp(new Date(manifest.created_at))}-uploaded-${randomBytes(3).toString('hex')}.backup`;
            await rename(sealed, join(folder, name));
            // An upload is the Admin's own file from elsewhere: it is not copied to the bucket.
            const backup = describe(name, manifest, (await stat(join(folder, name))).size, {
              on_this_server: true,
              in_bucket: offsite ? false : null,
            });
            await deps.audit.record({
              actorId: actor.id,
              action: 'backup.uploaded',
              entity: 'backup',
              entityId: null,
              after: { name, created_at: manifest.created_at, size_bytes: backup.size_bytes },
              ip: actor.ip,
            });
            return backup;
          } finally {
            await rm(file, { force: true });
          }
        }),
      );
    },

    /** Where an upload is written while it arrives. */
    async uploadTarget(): Promise<string> {
      await mkdir(folder, { recursive: true });
      return join(folder, `.upload-${randomUUID()}.part`);
    },

    async restore(
      name: string,
      confirmation: string,
      actor: BackupActor,
    ): Promise<{ backup: Backup; maintenanceKeptOn: boolean }> {
      const backup = await find(name);
      if (confirmation !== restoreConfirmationWord && confirmation !== name) {
        throw new AppError('VALIDATION_FAILED', undefined, { confirmation: [messages.confirmation] });
      }
      return exclusively('restore', () =>
        withWorkDir(async (work) => {
          // Everything is opened and checked (every record's tag, then every part) before anything is touched.
          const secretKey = await secret();
          const sealed = backup.on_this_server ? join(folder, name) : await offsite?.fetch(name, work);
          if (!sealed) throw new AppError('NOT_FOUND', messages.notFound);
          await refusing(() => openSealed(sealed, work, secretKey, check));
          await rm(join(work, 'archive.tar'));
          if (!backup.on_this_server) await rm(sealed);
          const archive = join(work, 'archive');
          const wasOn = (await deps.settings.get()).maintenance_mode;
          await deps.settingsRepository.upsert({ maintenance_mode: true });
          deps.settings.invalidate();
          try {
            await restoreDatabase(deps.db, databaseDumpFile(archive));
            await replaceMedia(join(archive, mediaFolder));
          } finally {
            await deps.settingsRepository.upsert({ maintenance_mode: wasOn });
            deps.settings.invalidate();
          }
          await deps.audit.record({
            actorId: actor.id,
            action: 'backup.restored',
            entity: 'backup',
            entityId: null,
            after: {
              name,
              created_at: backup.created_at,
              from: backup.on_this_server ? 'server' : 'bucket',
              maintenance_kept_on: wasOn,
            },
            ip: actor.ip,
          });
          return { backup, maintenanceKeptOn: wasOn };
        }),
      );
    },
  };

  /** Swaps the pictures folder for the backup's (renames, so readers never see half of each). */
  async function replaceMedia(restored: string): Promise<void> {
    const live = join(deps.dataDir, mediaFolder);
    const previous = join(folder, `.previous-uploads-${randomUUID()}`);
    await mkdir(restored, { recursive: true });
    await rename(live, previous).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
    await rename(restored, live);
    await rm(previous, { recursive: true, force: true });
  }
}
export type BackupsService = ReturnType<typeof createBackupsService>;
