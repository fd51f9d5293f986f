import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { lockDataDir } from './data-dir-lock';

const lockModule = fileURLToPath(new URL('./data-dir-lock.ts', import.meta.url));
const dirs: string[] = [];
const children: ChildProcess[] = [];

async function dataDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'data-dir-lock-'));
  dirs.push(dir);
  return dir;
}

/** Another server process holding the data directory's lock until it is killed. */
async function holderOf(dir: string): Promise<ChildProcess> {
  const script = `import(${JSON.stringify(lockModule)})
    .then(({ lockDataDir }) => lockDataDir(${JSON.stringify(dir)}, () => {}))
    .then(() => { console.log('locked'); setInterval(() => {}, 1000); });`;
  const child = spawn(process.execPath, ['--import', 'tsx', '-e', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  const [chunk] = (await once(child.stdout as NodeJS.ReadableStream, 'data')) as [Buffer];
  expect(chunk.toString()).toContain('locked');
  return child;
}

afterEach(async () => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

describe('the data directory lock', () => {
  it('is taken at once after its holder on this machine was killed with SIGKILL', async () => {
    const dir = await dataDir();
    const holder = await holderOf(dir);
    holder.kill('SIGKILL');
    await once(holder, 'exit');
    const started = Date.now();
    const release = await lockDataDir(dir, () => {});
    expect(Date.now() - started).toBeLessThan(2_000);
    await release();
  });

  it('is still refused while its holder lives', async () => {
    const dir = await dataDir();
    await holderOf(dir);
    await expect(lockDataDir(dir, () => {})).rejects.toThrow(
      `Another server is already using the data directory ${dir}.`,
    );
  });

  it('waits for staleness when the holder is on another machine', async () => {
    const dir = await dataDir();
    await mkdir(join(dir, 'server.lock'));
    await writeFile(
      join(dir, 'server.lock', 'owner.json'),
      JSON.stringify({ pid: 2 ** 22 + 1, host: `${hostname()}-elsewhere` }),
    );
    await expect(lockDataDir(dir, () => {})).rejects.toThrow('Another server is already using');
  });
});
