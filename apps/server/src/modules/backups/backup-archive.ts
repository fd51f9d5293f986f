import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { open, readdir, readFile, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { backupDatabaseKinds, backupKinds } from '@auction/contracts';
import { create, extract } from 'tar';
import { z } from 'zod';
import { sealStream } from './backup-crypto';

/**
 * One backup is one tar: `manifest.json` first, then `database.dump`, then the uploaded pictures
 * under `uploads/`, sealed at rest (decision 0089; the manifest is also sealed on its own at the
 * head, so the list reads only that). The manifest holds the SHA-256 of every part, so a restore
 * can tell a damaged or altered file before touching anything.
 */
export const manifestName = 'manifest.json';
export const databaseDumpName = 'database.dump';
export const mediaFolder = 'uploads';
export const appName = 'harbourside-auctions';
export const formatVersion = 1;

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);
const part = z.object({ size_bytes: z.number().int().min(0), sha256 });
const mediaPath = z
  .string()
  .regex(/^uploads\/(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*$/);

export const manifestSchema = z.object({
  format_version: z.literal(formatVersion),
  app: z.literal(appName),
  created_at: z.iso.datetime(),
  kind: z.enum(backupKinds),
  database: part.extend({ kind: z.enum(backupDatabaseKinds), migration_level: z.number().int().min(0) }),
  media: z.object({ size_bytes: z.number().int().min(0), files: z.array(part.extend({ path: mediaPath })) }),
});
export type Manifest = z.infer<typeof manifestSchema>;

/** Why an archive cannot be restored here, in words for the Admin. */
export class BackupRefused extends Error {
  override name = 'BackupRefused';
}

async function hashOf(path: string): Promise<{ size_bytes: number; sha256: string }> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(path), hash);
  return { size_bytes: (await stat(path)).size, sha256: hash.digest('hex') };
}

/** Every file under a folder, as paths relative to `base` with forward slashes; none when it is missing. */
async function filesUnder(folder: string, base: string): Promise<string[]> {
  let entries: string[];
  try {
    entries = await readdir(folder, { recursive: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const files: string[] = [];
  for (const entry of entries.sort()) {
    const path = join(folder, entry);
    // Half-written pictures (`.part`) are not pictures yet.
    if (path.endsWith('.part') || !(await stat(path)).isFile()) continue;
    files.push(relative(base, path).split(sep).join('/'));
  }
  return files;
}

/**
 * Writes the sealed archive at `file` from a database dump in `workDir` and the pictures in
 * `dataDir/uploads`, streamed through the seal (no plain tar is written); returns its manifest.
 */
export async function writeArchive(input: {
  file: string;
  workDir: string;
  dataDir: string;
  secret: string;
  kind: Manifest['kind'];
  createdAt: Date;
  database: { kind: Manifest['database']['kind']; migrationLevel: number };
}): Promise<Manifest> {
  const media = await filesUnder(join(input.dataDir, mediaFolder), input.dataDir);
  const files = [];
  for (const path of media) files.push({ path, ...(await hashOf(join(input.dataDir, path))) });
  const manifest: Manifest = {
    format_version: formatVersion,
    app: appName,
    created_at: input.createdAt.toISOString(),
    kind: input.kind,
    database: {
      kind: input.database.kind,
      migration_level: input.database.migrationLevel,
      ...(await hashOf(join(input.workDir, databaseDumpName))),
    },
    media: { size_bytes: files.reduce((sum, f) => sum + f.size_bytes, 0), files },
  };
  const text = JSON.stringify(manifest, null, 2);
  await writeFile(join(input.workDir, manifestName), text);
  // One tar from two folders: the pictures are reached through a link beside the dump.
  const link = join(input.workDir, mediaFolder);
  if (media.length > 0) await symlink(join(input.dataDir, mediaFolder), link, 'dir');
  try {
    const tar = create({ cwd: input.workDir, portable: true }, [manifestName, databaseDumpName, ...media]);
    await pipeline(tar, sealStream(input.secret, text), createWriteStream(input.file));
  } finally {
    await rm(link, { force: true });
  }
  return manifest;
}

/** The manifest at the head of a plain (older, unsealed) archive, or null when it does not start with ours. */
export async function readPlainManifest(file: string): Promise<Manifest | null> {
  const handle = await open(file, 'r');
  try {
    const header = Buffer.alloc(512);
    const { bytesRead } = await handle.read(header, 0, 512, 0);
    if (bytesRead < 512) return null;
    const name = header.subarray(0, 100).toString('utf8').replace(/\0.*$/s, '');
    const size = Number.parseInt(header.subarray(124, 136).toString('ascii').replace(/\0.*$/s, '').trim(), 8);
    if (name !== manifestName || !Number.isInteger(size) || size <= 0 || size > 64 * 1024 * 1024) return null;
    const body = Buffer.alloc(size);
    await handle.read(body, 0, size, 512);
    return parseManifest(body.toString('utf8'));
  } catch {
    return null;
  } finally {
    await handle.close();
  }
}

/** Our manifest from its JSON text, or null. */
export function parseManifest(text: string): Manifest | null {
  try {
    const parsed = manifestSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Unpacks the archive into `workDir` and checks it whole: a tar, our manifest, nothing else in
 * it, every part's size and checksum as the manifest says, the same database kind as this server,
 * and migrations no newer than the code's. Throws BackupRefused otherwise; touches nothing else.
 */
export async function unpackAndCheck(
  file: string,
  workDir: string,
  expected: { databaseKind: Manifest['database']['kind']; migrationLevel: number },
): Promise<Manifest> {
  const unexpected: string[] = [];
  try {
    await extract({
      file,
      cwd: workDir,
      strict: true,
      preservePaths: false,
      filter: (path, entry) => {
        const type = 'type' in entry ? entry.type : 'File';
        const ok =
          (type === 'File' &&
            (path === manifestName || path === databaseDumpName || mediaPath.safeParse(path).success)) ||
          (type === 'Directory' && /^uploads(\/|$)/.test(path));
        if (!ok) unexpected.push(path);
        return ok;
      },
    });
  } catch {
    throw new BackupRefused('This file is not a readable backup archive: it may be damaged or incomplete.');
  }
  if (unexpected.length > 0)
    throw new BackupRefused('This archive holds files a Harbourside backup never has.');
  let manifest: Manifest;
  try {
    manifest = manifestSchema.parse(JSON.parse(await readFile(join(workDir, manifestName), 'utf8')));
  } catch {
    throw new BackupRefused(
      'This file is not a Harbourside Auctions backup: its manifest is missing or not ours.',
    );
  }
  if (manifest.database.kind !== expected.databaseKind) {
    const names = { pglite: 'the embedded database (PGlite)', postgres: 'PostgreSQL' };
    throw new BackupRefused(
      `This backup is of ${names[manifest.database.kind]}, but this server runs ${names[expected.databaseKind]}.`,
    );
  }
  if (manifest.database.migration_level > expected.migrationLevel) {
    throw new BackupRefused(
      'This backup comes from a newer version of the site: update the site before restoring it.',
    );
  }
  const parts = [{ path: databaseDumpName, ...manifest.database }, ...manifest.media.files];
  for (const expectedPart of parts) {
    const actual = await hashOf(join(workDir, expectedPart.path)).catch(() => null);
    if (!actual || actual.sha256 !== expectedPart.sha256 || actual.size_bytes !== expectedPart.size_bytes) {
      throw new BackupRefused(`This backup is damaged: ${expectedPart.path} does not match its checksum.`);
    }
  }
  const listed = new Set(manifest.media.files.map((f) => f.path));
  const present = await filesUnder(join(workDir, mediaFolder), workDir);
  if (present.some((path) => !listed.has(path))) {
    throw new BackupRefused('This backup is damaged: it holds pictures its manifest does not list.');
  }
  return manifest;
}
