import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { BackupBucket } from '@auction/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import type { Manifest } from './backup-archive';
import { headLengthOf, SealRefused, sealedHeaderBytes, sealMessages } from './backup-crypto';
import { readManifestOfHead } from './backup-sealed';

/** Where copies of the backups go besides this disk: the bucket (`bucketBackups`), or a test's own. */
export interface OffsiteBackups {
  /** Stores the sealed file under its name. */
  put(name: string, file: string): Promise<void>;
  /** The backups stored there, with their sizes. */
  list(): Promise<{ name: string; size: number }[]>;
  remove(name: string): Promise<void>;
  /** The first `bytes` bytes of a stored backup (fewer when it is shorter). */
  head(name: string, bytes: number): Promise<Buffer>;
  /** The whole stored file, or null when it is not there. */
  read(name: string): Promise<Readable | null>;
}

/** A backup only the bucket holds, as its sealed manifest describes it. */
export interface BucketOnly {
  name: string;
  manifest: Manifest;
  size: number;
}

/** What the bucket holds just now, or null when it could not be read. */
export interface BucketView {
  names: Set<string>;
  only: (local: Set<string>) => Promise<BucketOnly[]>;
}

const made = (name: string) => !name.includes('-uploaded-');
/** When a backup was made, from its name (`harbourside-YYYYMMDD-HHMMSS-…`, UTC, to the second). */
const madeAtOf = (name: string) => {
  const [, y, mo, d, h, mi, sec] = /^harbourside-(\d{4})(\d\d)(\d\d)-(\d\d)(\d\d)(\d\d)-/.exec(name) ?? [];
  return new Date(`${y}-${mo}-${d}T${h}:${mi}:${sec}Z`);
};
/** What the Admin reads of a failure: the SDK's own words, cut to a line. */
const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 300);

/**
 * The copy of each backup made in the bucket (decision 0094): copied as it is made, the newest
 * `keep` made ones kept there, the last failure remembered for the backups page.
 */
export function offsiteOf(deps: {
  offsite: { store: OffsiteBackups; keep: number } | undefined;
  secret: () => Promise<string>;
  clock: Clock;
  log: FastifyBaseLogger;
}) {
  if (!deps.offsite) return null;
  const { store, keep } = deps.offsite;
  let lastFailure: BackupBucket['last_failure'] = null;
  // Names are unique and a copy never changes, so a manifest read once holds.
  const manifests = new Map<string, Manifest>();

  async function manifestOf(name: string): Promise<Manifest | SealRefused> {
    const known = manifests.get(name);
    if (known) return known;
    const secret = await deps.secret();
    // The header is checked with this key before the manifest's length is believed.
    const first = await store.head(name, sealedHeaderBytes);
    const length = headLengthOf(first, secret);
    const manifest = readManifestOfHead(await store.head(name, length), secret);
    if (!(manifest instanceof SealRefused)) manifests.set(name, manifest);
    return manifest;
  }

  return {
    keep,

    /**
     * Copies a backup just made and then removes the made copies past the newest `keep`. A failure
     * is logged and remembered; the backup stays made. True when the copy is in the bucket.
     */
    async copy(name: string, file: string): Promise<{ copied: boolean; removed: string[] }> {
      try {
        await store.put(name, file);
      } catch (error) {
        deps.log.error({ err: error, backup: name }, 'the backup could not be copied to the bucket');
        lastFailure = { name, at: deps.clock().toISOString(), message: reasonOf(error) };
        return { copied: false, removed: [] };
      }
      lastFailure = null;
      const removed: string[] = [];
      try {
        const newestFirst = (await store.list())
          .map((stored) => stored.name)
          .filter(made)
          .sort()
          .reverse();
        for (const old of newestFirst.slice(keep)) {
          await store.remove(old);
          manifests.delete(old);
          removed.push(old);
        }
      } catch (error) {
        // The copy is there; older ones stay until the next backup tries again.
        deps.log.warn({ err: error, backup: name }, 'older backups in the bucket could not be removed');
      }
      return { copied: true, removed };
    },

    /**
     * When the newest scheduled backup in the bucket was made, from the names alone; null when
     * there is none or the bucket does not answer. Another instance's nightly backup counts.
     */
    async lastScheduledAt(): Promise<Date | null> {
      const names = await store.list().then(
        (stored) => stored.map((entry) => entry.name),
        () => [] as string[],
      );
      const newest = names
        .filter((name) => name.includes('-scheduled-'))
        .sort()
        .at(-1);
      return newest ? madeAtOf(newest) : null;
    },

    /** The state the backups page shows. */
    state(reachable: boolean): BackupBucket {
      return { keep, reachable, last_failure: lastFailure };
    },

    /** What the bucket holds, or null when it cannot be read just now (logged). */
    async view(): Promise<BucketView | null> {
      let stored: { name: string; size: number }[];
      try {
        stored = await store.list();
      } catch (error) {
        deps.log.warn({ err: error }, 'the backups in the bucket could not be listed');
        return null;
      }
      return {
        names: new Set(stored.map((entry) => entry.name)),
        async only(local) {
          const found: BucketOnly[] = [];
          for (const { name, size } of stored) {
            if (local.has(name)) continue;
            const manifest = await manifestOf(name).catch((error: unknown) =>
              error instanceof SealRefused ? error : new SealRefused(sealMessages.damaged),
            );
            if (manifest instanceof SealRefused) {
              deps.log.warn(
                { backup: name, reason: manifest.message },
                'a backup in the bucket is not listed',
              );
              continue;
            }
            found.push({ name, manifest, size });
          }
          return found;
        },
      };
    },

    /** Fetches a bucket copy into `dir`; its path, or null when it is not there any more. */
    async fetch(name: string, dir: string): Promise<string | null> {
      const body = await store.read(name);
      if (!body) return null;
      const path = join(dir, 'from-bucket.backup');
      await pipeline(body, createWriteStream(path, { flags: 'wx' }));
      return path;
    },

    read: (name: string) => store.read(name),

    async remove(name: string): Promise<void> {
      await store.remove(name);
      manifests.delete(name);
    },
  };
}
export type Offsite = NonNullable<ReturnType<typeof offsiteOf>>;
