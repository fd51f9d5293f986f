import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { type AppDeps, buildApp } from '../src/app';
import { loadConfig, type RuntimeConfig } from '../src/config';
import type { Database, DatabaseHandle } from '../src/db/database';
import { createTestDatabase } from './test-database';

export const testJwtSecret = 'test-secret-that-is-long-enough-for-hs256-signing';

export function testConfig(env: Record<string, string> = {}, dataDir = tmpdir()): RuntimeConfig {
  const config = loadConfig({
    NODE_ENV: 'test',
    PUBLIC_URL: 'http://localhost:3000',
    JWT_SECRET: testJwtSecret,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ...env,
  });
  return { ...config, jwtSecret: config.jwtSecret ?? testJwtSecret };
}

/** A clock tests can move forward (expiring links) without waiting. */
export function testClock(start = new Date()) {
  let now = start.getTime();
  const clock = () => new Date(now);
  clock.advance = (ms: number) => {
    now += ms;
  };
  return clock;
}

/** What an error answer (and a `{ message }` answer) looks like; success bodies pass their own type. */
export interface ApiAnswer {
  message?: string;
  code?: string;
  errors?: Record<string, string[]>;
  maintenance?: boolean;
  [key: string]: unknown;
}

export interface TestAnswer<T> {
  status: number;
  body: T & ApiAnswer;
  text: string;
  headers: Record<string, string | string[] | number | undefined>;
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  database: DatabaseHandle;
  config: RuntimeConfig;
  dataDir: string;
  /** `app.inject` with a bearer token and a parsed JSON answer. */
  request<T = ApiAnswer>(options: InjectOptions & { token?: string }): Promise<TestAnswer<T>>;
  close(): Promise<void>;
}

/** The whole app on a fresh database of its own. */
export async function createTestApp(
  options: { env?: Record<string, string>; deps?: AppDeps; database?: DatabaseHandle } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'auction-test-data-'));
  const config = testConfig(options.env, dataDir);
  const database = options.database ?? (await createTestDatabase());
  const app = await buildApp(config, {
    database,
    logger: false,
    webDistDir: null,
    mailTransport: null,
    ...options.deps,
  });
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    config,
    dataDir,
    async request<T = ApiAnswer>({
      token,
      ...inject
    }: InjectOptions & { token?: string }): Promise<TestAnswer<T>> {
      const headers = { ...(inject.headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) };
      const response = await app.inject({ ...inject, headers });
      const isJson = String(response.headers['content-type'] ?? '').includes('application/json');
      return {
        status: response.statusCode,
        body: (isJson ? response.json() : {}) as T & ApiAnswer,
        text: response.body,
        headers: response.headers,
      };
    },
    async close() {
      await app.close();
      if (!options.database) await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
