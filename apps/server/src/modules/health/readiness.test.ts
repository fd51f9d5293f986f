import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { createReadinessCheck } from './readiness';

const answering = { execute: async () => ({ rows: [{ '?column?': 1 }] }) } as unknown as Database;
const failing = {
  execute: async () => {
    throw new Error('connection refused');
  },
} as unknown as Database;
const hanging = { execute: () => new Promise(() => {}) } as unknown as Database;

describe('createReadinessCheck', () => {
  it('is ready when every service in use answers, and says which are not used', async () => {
    expect(await createReadinessCheck({ db: answering, redis: null })()).toEqual({
      isReady: true,
      checks: { database: 'ok', redis: 'not used', bucket: 'not used' },
    });
    const withAll = createReadinessCheck({
      db: answering,
      redis: { ping: async () => 'PONG' },
      bucketReachable: async () => true,
    });
    expect(await withAll()).toEqual({ isReady: true, checks: { database: 'ok', redis: 'ok', bucket: 'ok' } });
  });

  it('names the check that failed: a refused database, a Redis that errs, a bucket that says no', async () => {
    const check = createReadinessCheck({
      db: failing,
      redis: {
        ping: async () => {
          throw new Error('Stream is not writeable');
        },
      },
      bucketReachable: async () => false,
    });
    expect(await check()).toEqual({
      isReady: false,
      checks: { database: 'failed', redis: 'failed', bucket: 'failed' },
    });
  });

  it('fails a check that does not answer in time instead of waiting on it', async () => {
    const started = Date.now();
    const answer = await createReadinessCheck({ db: hanging, redis: null, timeoutMs: 50 })();
    expect(answer).toEqual({
      isReady: false,
      checks: { database: 'failed', redis: 'not used', bucket: 'not used' },
    });
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});
