import { readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { readPlainManifest } from './backup-archive';
import { sealFile } from './backup-sealed';

/** The name backups had before they were sealed (decision 0048). */
const plainNamePattern = /^harbourside-\d{8}-\d{6}-(?:manual|scheduled|uploaded)-[0-9a-f]{6}\.tar$/;
/** Scratch left by a process that stopped mid-work; older than a day, nothing is still using it. */
const scratchPattern = /^\.(?:work-|upload-)/;
const scratchAgeMs = 24 * 60 * 60_000;

export function upkeepOf(deps: {
  folder: string;
  secret: () => Promise<string>;
  withWorkDir: <T>(work: (dir: string) => Promise<T>) => Promise<T>;
  log: FastifyBaseLogger;
}) {
  /** Seals an older plain backup in place: the sealed file first, then the plain one goes. */
  async function sealPlain(name: string, secret: string, present: Set<string>): Promise<void> {
    const path = join(deps.folder, name);
    const sealedName = name.replace(/\.tar$/, '.backup');
    if (present.has(sealedName)) {
      // A start that stopped between the two steps: the sealed one is whole (it came by rename).
      await rm(path, { force: true });
      return;
    }
    const manifest = await readPlainManifest(path);
    if (!manifest) {
      deps.log.warn({ backup: name }, 'a plain backup has no readable manifest and is left as it is');
      return;
    }
    await deps.withWorkDir(async (work) => {
      const sealed = join(work, sealedName);
      await sealFile(path, manifest, secret, sealed);
      await rename(sealed, join(deps.folder, sealedName));
    });
    await rm(path, { force: true });
    deps.log.info({ backup: sealedName }, 'an older plain backup is now encrypted');
  }

  return {
    async prepare(): Promise<void> {
      const secret = await deps.secret();
      const names = await readdir(deps.folder).catch(() => [] as string[]);
      const present = new Set(names);
      for (const name of names) {
        if (plainNamePattern.test(name)) await sealPlain(name, secret, present);
        else if (scratchPattern.test(name)) {
          const path = join(deps.folder, name);
          const { mtimeMs } = await stat(path);
          if (Date.now() - mtimeMs > scratchAgeMs) await rm(path, { recursive: true, force: true });
        }
      }
    },
  };
}
