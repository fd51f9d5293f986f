import type { Backup } from '@auction/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { systemClock } from '../clock';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { createBackupsService } from '../modules/backups/backups.service';
import { createSettingsRepository } from '../modules/settings/settings.repository';
import { createSettingsService } from '../modules/settings/settings.service';
import { createAuditRepository } from '../platform/audit.repository';

/** The demo's first backup, made once right after the demo data is seeded, so the list is not empty. */
export async function seedBackup(
  db: Database,
  config: Pick<Config, 'dataDir' | 'backups'>,
  log: FastifyBaseLogger,
): Promise<Backup> {
  const audit = createAuditRepository(db);
  const settingsRepository = createSettingsRepository(db);
  const backups = createBackupsService({
    db,
    dataDir: config.dataDir,
    encryptionKey: config.backups.encryptionKey,
    settings: createSettingsService({ settings: settingsRepository, audit }),
    settingsRepository,
    audit,
    clock: systemClock,
    log,
  });
  return backups.create('manual', null);
}
