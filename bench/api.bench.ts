// `npm run bench`: start-up time and idle memory of the real server, and GET /api/settings
// throughput next to a bare Fastify serving the same JSON, measured side by side in one run.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { startServer } from '../e2e/support/server-process';
import { load, rssMiB } from './load';

const concurrency = 32;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const dataDir = mkdtempSync(join(tmpdir(), 'auction-bench-'));

const firstStart = performance.now();
let server = await startServer({ port: 3611, dataDir, env: { LOG_LEVEL: 'warn' } });
const firstStartMs = performance.now() - firstStart;
await server.stop();
const secondStart = performance.now();
server = await startServer({ port: 3611, dataDir, env: { LOG_LEVEL: 'warn' } });
const secondStartMs = performance.now() - secondStart;
await sleep(5000);
const idleRss = rssMiB(server.process.pid ?? 0);

const url = `${server.baseUrl}/api/settings`;
const payload = await (await fetch(url)).text();
const bare = spawn(process.execPath, ['--import', 'tsx', 'bench/bare-server.ts'], {
  env: { ...process.env, PORT: '3612', BENCH_PAYLOAD: payload },
  stdio: 'inherit',
});
await sleep(1500);

await load(url, concurrency, 2);
await load('http://127.0.0.1:3612/api/settings', concurrency, 2);
const ours = await load(url, concurrency, seconds);
const limit = await load('http://127.0.0.1:3612/api/settings', concurrency, seconds);
bare.kill();
await server.stop();
rmSync(dataDir, { recursive: true, force: true });

const row = (name: string, r: typeof ours) =>
  `${name.padEnd(26)} ${r.perSecond.toFixed(0).padStart(7)} req/s  p50 ${r.p50Ms.toFixed(1)} ms  p99 ${r.p99Ms.toFixed(1)} ms  errors ${r.errors}`;
console.log(
  `\nStart-up (embedded PGlite): first start with migrations and seed ${firstStartMs.toFixed(0)} ms, next start ${secondStartMs.toFixed(0)} ms`,
);
console.log(`Idle memory after start: ${idleRss.toFixed(0)} MiB RSS`);
console.log(`GET /api/settings, ${concurrency} connections, ${seconds} s each:`);
console.log(row('server (all plugins)', ours));
console.log(row('bare Fastify (limit)', limit));
console.log(`ratio to the limit: ${(ours.perSecond / limit.perSecond).toFixed(2)}`);
