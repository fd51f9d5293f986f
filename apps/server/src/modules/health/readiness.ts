import { sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Database } from '../../db/database';

export type CheckResult = 'ok' | 'failed' | 'not used';
export interface Readiness {
  isReady: boolean;
  checks: { database: CheckResult; redis: CheckResult; bucket: CheckResult };
}

export interface ReadinessNeeds {
  db: Database;
  /** The shared Redis connection; null without REDIS_URL. */
  redis: Pick<Redis, 'ping'> | null;
  /** Whether the S3 bucket answers; absent when pictures and backups stay on local disk. */
  bucketReachable?: () => Promise<boolean>;
  /** A check that has not answered by then has failed: the proxy must not wait on a hung service. */
  timeoutMs?: number;
}

async function within(timeoutMs: number, check: () => Promise<boolean>): Promise<CheckResult> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return (await Promise.race([check(), late])) ? 'ok' : 'failed';
  } catch {
    return 'failed';
  } finally {
    clearTimeout(timer);
  }
}

/** Whether this instance can serve: the database, Redis and the bucket, each checked at once, in parallel. */
export function createReadinessCheck(needs: ReadinessNeeds): () => Promise<Readiness> {
  const timeoutMs = needs.timeoutMs ?? 2_000;
  const { redis, bucketReachable } = needs;
  return async () => {
    const [database, redisCheck, bucket] = await Promise.all([
      within(timeoutMs, async () => {
        await needs.db.execute(sql`select 1`);
        return true;
      }),
      redis ? within(timeoutMs, async () => (await redis.ping()) === 'PONG') : ('not used' as const),
      bucketReachable ? within(timeoutMs, bucketReachable) : ('not used' as const),
    ]);
    const checks = { database, redis: redisCheck, bucket };
    return { isReady: Object.values(checks).every((check) => check !== 'failed'), checks };
  };
}
