import { Redis } from 'ioredis';
import pg from 'pg';

/** The PostgreSQL server of the PostgreSQL tier; empty means PGlite. */
export function testDatabaseUrl(): string | null {
  return process.env.TEST_DATABASE_URL || null;
}

export const postgresUrlForTests = () => testDatabaseUrl() ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const redisUrlForTests = () => process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

export async function postgresAnswers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

export async function redisAnswers(url: string): Promise<boolean> {
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 2000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  redis.on('error', () => {});
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

/**
 * Whether a test that needs the service runs: yes when it answers; when it does not, skip, unless
 * REQUIRE_<NAME>=1 says a missing service is a failure (CI).
 */
export async function serviceAvailable(
  name: 'POSTGRES' | 'REDIS' | 'S3',
  answers: boolean,
  url: string,
): Promise<boolean> {
  if (answers) return true;
  if (process.env[`REQUIRE_${name}`] === '1') {
    throw new Error(`REQUIRE_${name}=1 but nothing answers at ${url}`);
  }
  return false;
}
