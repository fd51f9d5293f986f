import { createReadStream, createWriteStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { type Manifest, parseManifest } from './backup-archive';
import {
  isSealed,
  readSealedManifest,
  readSealedManifestOf,
  SealRefused,
  sealMessages,
  sealStream,
  unsealStream,
} from './backup-crypto';

/** The first bytes of a file (fewer when it is shorter). */
export async function headOf(file: string, count: number): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(count);
    const { bytesRead } = await handle.read(head, 0, count, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

export const isSealedFile = async (file: string) => isSealed(await headOf(file, 8));

/** A sealed backup's manifest, read from its head only; or why it cannot be read with this key. */
export async function readManifest(file: string, secret: string): Promise<Manifest | SealRefused> {
  try {
    if (!(await isSealedFile(file))) return new SealRefused('This is not a backup of this site.');
    const manifest = parseManifest(await readSealedManifest(file, secret));
    return manifest ?? new SealRefused('This is not a backup of this site: its manifest is not ours.');
  } catch (error) {
    if (error instanceof SealRefused) return error;
    return new SealRefused(sealMessages.damaged);
  }
}

/** The same from a sealed file's head held in memory (a bucket copy's first bytes). */
export function readManifestOfHead(head: Buffer, secret: string): Manifest | SealRefused {
  try {
    if (!isSealed(head)) return new SealRefused('This is not a backup of this site.');
    const manifest = parseManifest(readSealedManifestOf(head, secret));
    return manifest ?? new SealRefused('This is not a backup of this site: its manifest is not ours.');
  } catch (error) {
    if (error instanceof SealRefused) return error;
    return new SealRefused(sealMessages.damaged);
  }
}

/** Seals a plain tar into `out`, its manifest at the head. */
export async function sealFile(
  plain: string,
  manifest: Manifest,
  secret: string,
  out: string,
): Promise<void> {
  await pipeline(
    createReadStream(plain),
    sealStream(secret, JSON.stringify(manifest, null, 2)),
    createWriteStream(out, { flags: 'wx' }),
  );
}

/**
 * Opens a sealed backup into a plain tar at `out`, every record's tag checked (SealRefused at the
 * first that fails), and returns the manifest its head holds.
 */
export async function unsealFile(sealed: string, secret: string, out: string): Promise<Manifest> {
  const manifest = await readManifest(sealed, secret);
  if (manifest instanceof SealRefused) throw manifest;
  await pipeline(createReadStream(sealed), unsealStream(secret), createWriteStream(out, { flags: 'wx' }));
  return manifest;
}
