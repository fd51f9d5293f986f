import type { Redis } from 'ioredis';

/** Failed sign-ins to one account from one address: how many, and when the last one was. */
export interface FailureCount {
  count: number;
  lastAtMs: number;
}

/**
 * Failed sign-ins per account and address, shared by every instance through Redis when it is
 * configured (one hash per account, two fields per address), else kept in this process.
 */
export interface LoginFailureStore {
  get(account: string, address: string): Promise<FailureCount | null>;
  /** Adds one failure at `atMs`; the account's record lasts `keepMs` after its latest failure. */
  add(account: string, address: string, atMs: number, keepMs: number): Promise<FailureCount>;
  /** Forgets one address's failures, or every address's when none is given. */
  clear(account: string, address?: string): Promise<void>;
}

export function memoryLoginFailures(): LoginFailureStore {
  const accounts = new Map<string, { expiresAtMs: number; addresses: Map<string, FailureCount> }>();
  const live = (account: string, nowMs: number) => {
    const entry = accounts.get(account);
    if (entry && entry.expiresAtMs <= nowMs) accounts.delete(account);
    return entry && entry.expiresAtMs > nowMs ? entry : undefined;
  };
  let nextSweepMs = 0;
  /** Drops expired accounts now and then, so guesses at many e-mails do not pile up. */
  const sweep = (nowMs: number) => {
    if (nowMs < nextSweepMs) return;
    nextSweepMs = nowMs + 60_000;
    for (const [account, entry] of accounts) if (entry.expiresAtMs <= nowMs) accounts.delete(account);
  };

  return {
    async get(account, address) {
      return accounts.get(account)?.addresses.get(address) ?? null;
    },
    async add(account, address, atMs, keepMs) {
      sweep(atMs);
      const entry = live(account, atMs) ?? { expiresAtMs: 0, addresses: new Map<string, FailureCount>() };
      const failure = { count: (entry.addresses.get(address)?.count ?? 0) + 1, lastAtMs: atMs };
      entry.addresses.set(address, failure);
      entry.expiresAtMs = atMs + keepMs;
      accounts.set(account, entry);
      return failure;
    },
    async clear(account, address) {
      if (address === undefined) accounts.delete(account);
      else accounts.get(account)?.addresses.delete(address);
    },
  };
}

export function redisLoginFailures(redis: Redis, prefix: string): LoginFailureStore {
  const key = (account: string) => `${prefix}login-failures:${account}`;
  const fields = (address: string) => [`n:${address}`, `at:${address}`] as const;

  return {
    async get(account, address) {
      const [count, lastAt] = await redis.hmget(key(account), ...fields(address));
      return count && lastAt ? { count: Number(count), lastAtMs: Number(lastAt) } : null;
    },
    async add(account, address, atMs, keepMs) {
      const [countField, atField] = fields(address);
      const results = await redis
        .multi()
        .hincrby(key(account), countField, 1)
        .hset(key(account), atField, String(atMs))
        .pexpire(key(account), keepMs)
        .exec();
      const count = results?.[0]?.[1];
      if (typeof count !== 'number') throw new Error('Redis did not count the failed sign-in.');
      return { count, lastAtMs: atMs };
    },
    async clear(account, address) {
      if (address === undefined) await redis.del(key(account));
      else await redis.hdel(key(account), ...fields(address));
    },
  };
}
