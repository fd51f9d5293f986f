import { createReadStream, createWriteStream } from 'node:fs';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { isDeepStrictEqual } from 'node:util';
import { createGunzip } from 'node:zlib';
import { BackupRefused, type Manifest, readPlainManifest } from './backup-archive';
import { SealRefused } from './backup-crypto';
import { headOf, isSealedFile, sealFile, unsealFile } from './backup-sealed';

/** An archive holds every picture: allow a large one (10 GB), also once uncompressed. */
export const maxBackupBytes = 10 * 1024 ** 3;

export const intakeMessages = {
  notOurs: 'This is not a backup of this site.',
  badGzip: 'This compressed file is damaged or incomplete: it does not uncompress.',
  tooLarge: 'The backup file may not be larger than 10 GB.',
  mismatch: 'This backup is damaged: its sealed manifest does not match its contents.',
};

const isGzip = (head: Buffer) => head.length >= 2 && head[0] === 0x1f && head[1] === 0x8b;

/** Uncompresses a gzip upload into `out`, refusing one that is damaged or too large once open. */
async function gunzip(file: string, out: string): Promise<void> {
  let total = 0;
  const limit = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      total += chunk.length;
      if (total > maxBackupBytes) done(new BackupRefused(intakeMessages.tooLarge));
      else done(null, chunk);
    },
  });
  try {
    await pipeline(createReadStream(file), createGunzip(), limit, createWriteStream(out, { flags: 'wx' }));
  } catch (error) {
    if (error instanceof BackupRefused) throw error;
    throw new BackupRefused(intakeMessages.badGzip);
  }
}

/**
 * Opens a sealed backup into `work` (every tag checked, then the tar checked whole by `check`)
 * and returns its manifest. Nothing outside `work` is touched.
 */
export async function openSealed(
  sealed: string,
  work: string,
  secret: string,
  check: (plainTar: string, into: string) => Promise<Manifest>,
): Promise<Manifest> {
  const plain = join(work, 'archive.tar');
  const head = await unsealFile(sealed, secret, plain);
  const manifest = await check(plain, join(work, 'archive'));
  if (!isDeepStrictEqual(head, manifest)) throw new BackupRefused(intakeMessages.mismatch);
  return manifest;
}

/**
 * Reads an upload as a backup of this site, in `work`: a sealed one made with this key, an older
 * plain tar of ours, or either of them gzip-compressed. Returns the manifest and the sealed file
 * to keep (the upload itself, or a new seal of it in `work`); throws BackupRefused or SealRefused.
 */
export async function readUpload(
  upload: string,
  work: string,
  secret: string,
  check: (plainTar: string, into: string) => Promise<Manifest>,
): Promise<{ manifest: Manifest; sealed: string }> {
  let source = upload;
  if (isGzip(await headOf(upload, 2))) {
    source = join(work, 'uncompressed');
    await gunzip(upload, source);
  }
  if (await isSealedFile(source)) {
    return { manifest: await openSealed(source, work, secret, check), sealed: source };
  }
  if (!(await readPlainManifest(source))) throw new SealRefused(intakeMessages.notOurs);
  const manifest = await check(source, join(work, 'archive'));
  const sealed = join(work, 'sealed.backup');
  await sealFile(source, manifest, secret, sealed);
  return { manifest, sealed };
}
