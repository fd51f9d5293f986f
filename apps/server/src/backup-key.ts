import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * BACKUP_ENCRYPTION_KEY when set; otherwise a key generated on first start and kept (mode 0600)
 * in DATA_DIR/backup-key, as the JWT secret is (decision 0089). A backup can be restored only with
 * the key it was made with, so the Admin keeps a copy of it away from the data.
 */
export async function backupKeyOf(settings: {
  encryptionKey: string | null;
  dataDir: string;
}): Promise<string> {
  if (settings.encryptionKey) return settings.encryptionKey;
  await mkdir(settings.dataDir, { recursive: true });
  const file = join(settings.dataDir, 'backup-key');
  try {
    await writeFile(file, `${randomBytes(32).toString('base64url')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const key = (await readFile(file, 'utf8')).trim();
  if (key.length < 32) {
    throw new Error(
      `The backup key in ${file} is too short; restore the key the backups were made with, or delete the file to generate a new one.`,
    );
  }
  return key;
}
