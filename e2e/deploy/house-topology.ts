import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startTestBucket, type TestBucket } from '../../apps/server/test/test-bucket';
import { type RunningServer, startServer } from '../support/server-process';

const root = fileURLToPath(new URL('../..', import.meta.url));
/** The house's own proxy configuration, as docs/DEPLOY.md installs it. */
export const nginxConfigPath = join(root, 'deploy/nginx/harbourside.conf');
export const nginxUpstreamPath = join(root, 'deploy/nginx/harbourside-upstream.conf');

export const postgresUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

export function nginxBinary(): string | null {
  for (const candidate of ['/usr/sbin/nginx', '/usr/bin/nginx']) {
    if (spawnSync(candidate, ['-v']).status === 0) return candidate;
  }
  return null;
}

export interface HouseInstance {
  name: string;
  server: RunningServer;
  dataDir: string;
  port: number;
  /** The instance's own address (the proxy is `House.url`). */
  url: string;
}

export interface House {
  /** The proxy's address: what bidders and staff use. */
  url: string;
  wsUrl: string;
  instances: HouseInstance[];
  /** The database all instances share, for checks the API does not give. */
  db: pg.Client;
  /** What every instance runs with (the database's address, the shared secrets, the bucket). */
  env: Readonly<Record<string, string>>;
  bucket: TestBucket;
  /** Starts a stopped or killed instance again on its port and folder, as an operator would. */
  restart(instance: HouseInstance): Promise<void>;
  /** `kill -9`: the instance stops without a word, as a machine that loses power. */
  kill(instance: HouseInstance): Promise<void>;
  stop(): Promise<void>;
}

const freePortBase = () => 4100 + Math.floor(Math.random() * 600) * 5;

/**
 * Three app instances (or `count`) on one new PostgreSQL database, one Redis database and one
 * bucket, behind nginx with the repository's own configuration. The first instance starts alone
 * (migrations and the demo seed), then the others.
 */
export async function startHouse(count = 3): Promise<House> {
  const nginx = nginxBinary();
  if (!nginx) throw new Error('nginx is not installed');
  const databaseName = `house_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${databaseName}`);
  await admin.end();
  const databaseUrl = new URL(postgresUrl);
  databaseUrl.pathname = `/${databaseName}`;
  const bucket = await startTestBucket();
  const base = freePortBase();
  const proxyPort = base;
  const url = `http://127.0.0.1:${proxyPort}`;
  // One Redis database of its own, so no other test's counts or events reach this house.
  const redis = new URL(redisUrl);
  redis.pathname = `/${1 + Math.floor(Math.random() * 14)}`;
  const sharedEnv: Record<string, string> = {
    DATABASE_URL: databaseUrl.toString(),
    REDIS_URL: redis.toString(),
    JWT_SECRET: randomBytes(24).toString('hex'),
    BACKUP_ENCRYPTION_KEY: randomBytes(24).toString('hex'),
    PUBLIC_URL: url,
    TRUST_PROXY: 'true',
    LOG_LEVEL: 'warn',
    ...bucket.env,
  };
  const instances: HouseInstance[] = [];
  const scratch: string[] = [];

  async function addInstance(name: string, port: number): Promise<HouseInstance> {
    const dataDir = mkdtempSync(join(tmpdir(), `house-${name}-`));
    scratch.push(dataDir);
    const server = await startServer({ port, dataDir, env: sharedEnv });
    const instance = { name, server, dataDir, port, url: server.baseUrl };
    instances.push(instance);
    return instance;
  }
  const restart = async (instance: HouseInstance) => {
    instance.server = await startServer({ port: instance.port, dataDir: instance.dataDir, env: sharedEnv });
  };

  await addInstance('one', base + 1);
  await Promise.all(Array.from({ length: count - 1 }, (_, i) => addInstance(`n${i + 2}`, base + 2 + i)));
  instances.sort((a, b) => a.port - b.port);
  const proxy = await startNginx(
    nginx,
    proxyPort,
    instances.map((instance) => instance.port),
  );
  scratch.push(proxy.prefix);

  const db = new pg.Client({ connectionString: databaseUrl.toString() });
  await db.connect();

  return {
    url,
    wsUrl: `${url.replace('http', 'ws')}/api/ws`,
    instances,
    db,
    env: sharedEnv,
    bucket,
    restart,
    async kill(instance) {
      const { process: child } = instance.server;
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      await db.end().catch(() => {});
      await Promise.all(instances.map((instance) => instance.server.stop()));
      await proxy.stop();
      await bucket.stop();
      const cleanup = new pg.Client({ connectionString: postgresUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`).catch(() => {});
      await cleanup.end();
      for (const folder of scratch) rmSync(folder, { recursive: true, force: true });
    },
  };
}

/**
 * nginx in the foreground with the repository's site configuration; only what a test machine
 * must change is changed: the address it listens on and the instances' ports.
 */
async function startNginx(binary: string, port: number, instancePorts: number[]) {
  const prefix = mkdtempSync(join(tmpdir(), 'house-nginx-'));
  for (const folder of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi', 'logs']) mkdirSync(join(prefix, folder));
  const site = readFileSync(nginxConfigPath, 'utf8').replace(/listen 80;/, `listen 127.0.0.1:${port};`);
  // The repository's list of instances, with this run's ports.
  const upstream = readFileSync(nginxUpstreamPath, 'utf8')
    .replace(/^\s*server 127\.0\.0\.1:\d+ .*;$\n/gm, '')
    .replace(
      /upstream harbourside \{\n/,
      (opening) =>
        `${opening}${instancePorts.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=10s;\n`).join('')}`,
    );
  writeFileSync(join(prefix, 'harbourside-upstream.conf'), upstream);
  writeFileSync(join(prefix, 'harbourside.conf'), site);
  const runsAsRoot = process.getuid?.() === 0;
  writeFileSync(
    join(prefix, 'nginx.conf'),
    [
      ...(runsAsRoot ? ['user root;'] : []),
      'worker_processes 1;',
      `error_log ${join(prefix, 'logs/error.log')} warn;`,
      `pid ${join(prefix, 'nginx.pid')};`,
      'events { worker_connections 4096; }',
      'http {',
      `  access_log ${join(prefix, 'logs/access.log')};`,
      `  client_body_temp_path ${join(prefix, 'body')};`,
      `  proxy_temp_path ${join(prefix, 'proxy')};`,
      `  fastcgi_temp_path ${join(prefix, 'fastcgi')};`,
      `  uwsgi_temp_path ${join(prefix, 'uwsgi')};`,
      `  scgi_temp_path ${join(prefix, 'scgi')};`,
      `  include ${join(prefix, 'harbourside-upstream.conf')};`,
      `  include ${join(prefix, 'harbourside.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  const child: ChildProcess = spawn(
    binary,
    ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-g', 'daemon off;'],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx did not start:\n${output}`);
    const answer = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null);
    if (answer?.ok) break;
    if (Date.now() > deadline) throw new Error(`nginx did not answer:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    prefix,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGQUIT');
      await exited;
    },
  };
}
