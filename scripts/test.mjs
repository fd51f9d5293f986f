// `npm test`: every tier, in order. PostgreSQL, Redis and the browser tiers run when those are
// reachable; REQUIRE_POSTGRES=1, REQUIRE_REDIS=1 and REQUIRE_BROWSER=1 turn "skip" into "fail".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findChromium, postgresReachable, redisReachable } from './test-services.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const reports = mkdtempSync(join(tmpdir(), 'auction-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const tiers = [];
const required = (name) => process.env[name] === '1';

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  tiers.push(`${label}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${seconds} s`);
  return result.status === 0;
}

function vitest(label, projects, env = {}) {
  const file = join(reports, `${label.replace(/\W+/g, '-')}.json`);
  const args = ['vitest', 'run', '--maxWorkers=2', ...projects.flatMap((p) => ['--project', p])];
  args.push('--reporter=default', '--reporter=json', `--outputFile.json=${file}`);
  const ok = run(label, 'npx', args, env);
  if (existsSync(file)) {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    totals.skipped += report.numPendingTests + report.numTodoTests;
    tiers[tiers.length - 1] += ` (${report.numPassedTests} passed, ${report.numFailedTests} failed)`;
  } else if (!ok) {
    totals.failed += 1;
  }
  return ok;
}

function skipOrFail(label, why, requirement) {
  if (required(requirement)) {
    tiers.push(`${label}: FAILED, ${why} and ${requirement}=1`);
    totals.failed += 1;
    return false;
  }
  tiers.push(`${label}: skipped, ${why}`);
  return true;
}

let ok = run('typecheck', 'npm', ['run', 'typecheck']);
ok = run('lint', 'npx', ['biome', 'check', '.']) && ok;
ok = vitest('unit (domain, contracts, web)', ['domain', 'contracts', 'web']) && ok;

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const hasRedis = await redisReachable(redisUrl);
if (!hasRedis) ok = skipOrFail('redis', `no Redis answers at ${redisUrl}`, 'REQUIRE_REDIS') && ok;
const redisEnv = hasRedis ? { TEST_REDIS_URL: redisUrl } : {};

ok = vitest('server on PGlite', ['server'], { ...redisEnv, TEST_DATABASE_URL: '' }) && ok;

const postgresUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
if (await postgresReachable(postgresUrl)) {
  ok = vitest('server on PostgreSQL', ['server'], { ...redisEnv, TEST_DATABASE_URL: postgresUrl }) && ok;
} else {
  ok = skipOrFail('server on PostgreSQL', 'no PostgreSQL answers', 'REQUIRE_POSTGRES') && ok;
}

const chromium = findChromium();
if (chromium) {
  ok = vitest('browser (Playwright, Chromium)', ['e2e'], { CHROMIUM_PATH: chromium }) && ok;
} else {
  ok = skipOrFail('browser', 'no Chromium found', 'REQUIRE_BROWSER') && ok;
}

console.log('\n=== summary ===');
for (const line of tiers) console.log(line);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(ok && totals.failed === 0 ? 0 : 1);
