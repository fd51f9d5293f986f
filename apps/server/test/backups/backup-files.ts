import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Backup } from '@auction/contracts';
import { create, extract } from 'tar';
import { readPlainManifest } from '../../src/modules/backups/backup-archive';
import { sealFile, unsealFile } from '../../src/modules/backups/backup-sealed';
import type { TestApp } from '../test-app';

/** The key the test server generated for its backups. */
export const backupKeyOf = async (t: TestApp) =>
  (await readFile(join(t.dataDir, 'backup-key'), 'utf8')).trim();

/** Sends a file as the multipart upload the page sends. */
export async function uploadBackup(t: TestApp, token: string, bytes: Buffer) {
  const boundary = `----backup${randomUUID()}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="backup.backup"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.request<Backup>({
    method: 'POST',
    url: '/api/admin/backups/upload',
    token,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
}

async function inScratch<T>(work: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'backup-copy-'));
  try {
    return await work(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * A backup as the plain tar it seals (the format before decision 0089), optionally unpacked,
 * altered by the test and packed again in the same order.
 */
export async function plainCopy(t: TestApp, name: string, alter?: (dir: string) => Promise<void>) {
  return inScratch(async (dir) => {
    const tar = join(dir, 'plain.tar');
    await unsealFile(join(t.dataDir, 'backups', name), await backupKeyOf(t), tar);
    if (!alter) return readFile(tar);
    const unpacked = join(dir, 'unpacked');
    await mkdir(unpacked);
    await extract({ file: tar, cwd: unpacked });
    await alter(unpacked);
    const parts = [
      'manifest.json',
      'database.dump',
      ...(await readdir(unpacked)).filter((f) => f === 'uploads'),
    ];
    const altered = join(dir, 'altered.tar');
    await create({ file: altered, cwd: unpacked, portable: true }, parts);
    return readFile(altered);
  });
}

/** A plain tar of ours sealed with a key (another one, or this server's after an alteration). */
export async function sealedCopy(plain: Buffer, key: string): Promise<Buffer> {
  return inScratch(async (dir) => {
    await writeFile(join(dir, 'plain.tar'), plain);
    const manifest = await readPlainManifest(join(dir, 'plain.tar'));
    if (!manifest) throw new Error('the plain copy has no manifest');
    await sealFile(join(dir, 'plain.tar'), manifest, key, join(dir, 'sealed'));
    return readFile(join(dir, 'sealed'));
  });
}
