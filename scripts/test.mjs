// `npm test`: every tier. PostgreSQL, Redis and the browser tiers run when those are reachable;
// REQUIRE_POSTGRES=1, REQUIRE_REDIS=1, REQUIRE_S3=1, REQUIRE_NGINX=1 and REQUIRE_BROWSER=1 turn "skip"
// into "fail".
//
// The tiers run one after another. TEST_LANES=2 runs the browser tier beside the unit and server
// tiers instead: on a machine with more than two cores that is quicker, on two cores it is not
// (every tier slows by half or more, and timing-sensitive tests suffer). Each tier's output is
// kept and printed whole when it ends, so the log reads tier by tier.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  findChromium,
  findNginx,
  postgresReachable,
  redisReachable,
  s3ServerLoads,
} from './test-services.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const reports = mkdtempSync(join(tmpdir(), 'auction-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const tiers = [];
const required = (name) => process.env[name] === '1';
const oneLane = process.env.TEST_LANES !== '2';

/** Runs one command; its output is printed at once when it ends (a lane's tiers never interleave). */
function run(label, command, args, env = {}) {
  const started = Date.now();
  process.stdout.write(`--- ${label}: started\n`);
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, FORCE_COLOR: '1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(`\n=== ${label} ===\n`);
      process.stdout.write(Buffer.concat(chunks));
      const line = `${label}: ${code === 0 ? 'ok' : 'FAILED'} in ${seconds} s`;
      process.stdout.write(`\n--- ${line}\n`);
      resolve({ ok: code === 0, line, output: Buffer.concat(chunks).toString('utf8') });
    });
  });
}

/**
 * `workers`: how many test files run at once, or null where the projects' own configs say.
 * `extra`: more arguments for vitest.
 */
async function vitest(label, projects, env = {}, workers = 2, extra = []) {
  const file = join(reports, `${label.replace(/\W+/g, '-')}.json`);
  const args = ['vitest', 'run', ...(workers ? [`--maxWorkers=${workers}`] : [])];
  args.push(...projects.flatMap((p) => ['--project', p]));
  args.push('--reporter=default', '--reporter=json', `--outputFile.json=${file}`, ...extra);
  const { ok, line, output } = await run(label, 'npx', args, env);
  let summary = line;
  const retried = output.split('Needed a retry (fix at the cause):\n')[1];
  if (retried) summary += `\n  needed a retry (fix at the cause):\n${retried.trimEnd()}`;
  if (existsSync(file)) {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    totals.skipped += report.numPendingTests + report.numTodoTests;
    summary += ` (${report.numPassedTests} passed, ${report.numFailedTests} failed)`;
  } else if (!ok) {
    totals.failed += 1;
  }
  tiers.push(summary);
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

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const hasRedis = await redisReachable(redisUrl);
const redisEnv = hasRedis ? { TEST_REDIS_URL: redisUrl } : {};
const postgresUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const hasPostgres = await postgresReachable(postgresUrl);
const hasS3 = await s3ServerLoads();
const chromium = findChromium();

/**
 * `tsc` uses one core: the projects of `npm run typecheck` are checked in two lanes side by side
 * (and lint, which is brief, beside them), so a two-core machine is not half idle for a minute.
 */
function typecheckCommand() {
  const script = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts.typecheck;
  const projects = [...script.matchAll(/tsc -p (\S+)/g)].map((match) => match[1]);
  const lanes = [0, 1].map((lane) => projects.filter((_, index) => index % 2 === lane));
  const lane = (list) => `(${list.map((project) => `npx tsc -p ${project}`).join(' && ')})`;
  return `${lane(lanes[0])} & first=$!; ${lane(lanes[1])}; second=$?; wait $first && exit $second`;
}

// Lint is Biome and the import rules (`lint:deps`); both run, so one failing does not hide the other.
const lintCommand = 'npx biome check .; biome=$?; npm run --silent lint:deps && exit $biome';
const [typecheck, lint] = await Promise.all([
  run('typecheck', 'sh', ['-c', typecheckCommand()]),
  run('lint', 'sh', ['-c', lintCommand]),
]);
tiers.push(typecheck.line, lint.line);
let ok = typecheck.ok && lint.ok;

async function unitAndServerLane() {
  let laneOk = await vitest('unit (domain, contracts, web)', ['domain', 'contracts', 'web', 'web-isolated']);
  if (!hasRedis) laneOk = skipOrFail('redis', `no Redis answers at ${redisUrl}`, 'REQUIRE_REDIS') && laneOk;
  if (!hasS3) laneOk = skipOrFail('s3', 'the test S3 server (s3rver) does not load', 'REQUIRE_S3') && laneOk;
  laneOk = (await vitest('server on PGlite', ['server'], { ...redisEnv, TEST_DATABASE_URL: '' })) && laneOk;
  if (hasPostgres) {
    laneOk =
      (await vitest('server on PostgreSQL', ['server'], { ...redisEnv, TEST_DATABASE_URL: postgresUrl })) &&
      laneOk;
  } else {
    laneOk = skipOrFail('server on PostgreSQL', 'no PostgreSQL answers', 'REQUIRE_POSTGRES') && laneOk;
  }
  return (await threeInstances()) && laneOk;
}

/** The house as deployed: three server processes behind nginx on PostgreSQL, Redis and a bucket. */
async function threeInstances() {
  const label = 'three instances behind nginx';
  if (!findNginx()) return skipOrFail(label, 'nginx is not installed', 'REQUIRE_NGINX');
  if (!hasPostgres || !hasRedis || !hasS3) {
    return skipOrFail(label, 'it needs PostgreSQL, Redis and the test S3 server', 'REQUIRE_NGINX');
  }
  return vitest(label, ['deploy'], { TEST_REDIS_URL: redisUrl, TEST_DATABASE_URL: postgresUrl });
}

async function browserLane() {
  if (!chromium) return skipOrFail('browser', 'no Chromium found', 'REQUIRE_BROWSER');
  // Two files at a time, then the files that must run alone (e2e/vitest.config.ts). In CI a failed
  // test runs once more, and the ones that needed it are named (e2e/support/retry-reporter.ts).
  const retry = process.env.CI ? ['--retry=1', '--reporter=./e2e/support/retry-reporter.ts'] : [];
  return vitest(
    'browser (Playwright, Chromium)',
    ['e2e', 'e2e-alone'],
    { CHROMIUM_PATH: chromium },
    null,
    retry,
  );
}

if (oneLane) {
  ok = (await unitAndServerLane()) && ok;
  ok = (await browserLane()) && ok;
} else {
  const lanes = await Promise.all([unitAndServerLane(), browserLane()]);
  ok = lanes.every(Boolean) && ok;
}

console.log('\n=== summary ===');
for (const line of tiers) console.log(line);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(ok && totals.failed === 0 ? 0 : 1);
