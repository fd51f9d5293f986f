import fs from 'node:fs';
import { mkdir, readFile, rename, rm } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';
import lockfile from 'proper-lockfile';

export class DataDirLockedError extends Error {
  constructor(dataDir: string) {
    super(
      `Another server is already using the data directory ${dataDir}. Stop it or set DATA_DIR to another folder. ` +
        '(If no server is running, the lock of a crashed one expires within 15 seconds.)',
    );
    this.name = 'DataDirLockedError';
  }
}

interface LockOwner {
  pid: number;
  host: string;
}

const ownerFile = (lockPath: string) => join(lockPath, 'owner.json');

/** Lock directories this process holds (a test may open one data directory twice). */
const heldHere = new Set<string>();

/**
 * proper-lockfile's file system, except that the lock directory is born holding its owner's PID
 * and host (written before the library takes the directory's mtime, which it then watches), and
 * is removed with what it holds.
 */
const ownerRecordingFs = {
  ...fs,
  mkdir(path: string, callback: (error: NodeJS.ErrnoException | null) => void) {
    fs.mkdir(path, (error) => {
      if (error) return callback(error);
      const owner: LockOwner = { pid: process.pid, host: hostname() };
      fs.writeFile(ownerFile(path), JSON.stringify(owner), (writeError) => {
        if (!writeError) return callback(null);
        fs.rm(path, { recursive: true, force: true }, () => callback(writeError));
      });
    });
  },
  rmdir: (path: string, callback: (error: NodeJS.ErrnoException | null) => void) =>
    fs.rm(path, { recursive: true, force: true }, callback),
  rmdirSync: (path: string) => fs.rmSync(path, { recursive: true, force: true }),
};

async function ownerOf(lockPath: string): Promise<LockOwner | null> {
  try {
    const owner = JSON.parse(await readFile(ownerFile(lockPath), 'utf8')) as Partial<LockOwner>;
    return typeof owner.pid === 'number' && typeof owner.host === 'string'
      ? { pid: owner.pid, host: owner.host }
      : null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * A lock whose owner ran on this machine and is gone (killed, crashed) need not wait to go stale.
 * Our own PID on a lock we do not hold counts as gone: a restarted container often gets the same
 * PID as its predecessor.
 */
function isAbandoned(lockPath: string, owner: LockOwner | null): owner is LockOwner {
  if (owner === null || owner.host !== hostname()) return false;
  return owner.pid === process.pid ? !heldHere.has(lockPath) : !isAlive(owner.pid);
}

/**
 * Removes an abandoned lock. It is first moved aside, so that if another starting server took
 * the directory in between, the fresh lock we moved is put back instead of being deleted.
 */
async function removeAbandoned(lockPath: string, owner: LockOwner): Promise<void> {
  const aside = `${lockPath}.abandoned-${process.pid}`;
  try {
    await rename(lockPath, aside);
  } catch {
    return;
  }
  const moved = await ownerOf(aside);
  if (moved?.pid === owner.pid && moved.host === owner.host) {
    await rm(aside, { recursive: true, force: true });
  } else {
    await rename(aside, lockPath).catch(() => rm(aside, { recursive: true, force: true }));
  }
}

/**
 * One process per embedded database: PGlite is single-process and two writers would corrupt it.
 * proper-lockfile refreshes the lock while we run, so a crashed process's lock goes stale; a lock
 * whose process on this machine no longer exists is taken at once.
 */
export async function lockDataDir(
  dataDir: string,
  onCompromised: (error: Error) => void,
): Promise<() => Promise<void>> {
  await mkdir(dataDir, { recursive: true });
  const lockPath = join(dataDir, 'server.lock');
  const lock = async () => {
    const release = await lockfile.lock(dataDir, {
      lockfilePath: lockPath,
      stale: 15_000,
      update: 5_000,
      retries: 0,
      realpath: false,
      fs: ownerRecordingFs,
      onCompromised,
    });
    heldHere.add(lockPath);
    return async () => {
      heldHere.delete(lockPath);
      await release();
    };
  };
  try {
    return await lock();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
  }
  const owner = await ownerOf(lockPath);
  if (!isAbandoned(lockPath, owner)) throw new DataDirLockedError(dataDir);
  await removeAbandoned(lockPath, owner);
  try {
    return await lock();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') throw new DataDirLockedError(dataDir);
    throw error;
  }
}
