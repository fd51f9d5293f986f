import type { Clock } from '../../clock';
import type { LoginFailureStore } from './login-failures';

/** Failures an address may make on one account before it has to wait. */
export const freeFailures = 5;
const firstDelayMs = 1_000;
const longestDelayMs = 15 * 60_000;
/** An address's failures are forgotten a day after the account's latest failure. */
const keepFailuresMs = 24 * 3600_000;

/** The wait after `failures` failures: none up to five, then 1 s doubling with each one, at most 15 min. */
export function delayAfter(failures: number): number {
  if (failures < freeFailures) return 0;
  return Math.min(longestDelayMs, firstDelayMs * 2 ** (failures - freeFailures));
}

/**
 * Slows password guessing without handing anyone a way to lock the owner out: failures count per
 * account and address, so an address that has not failed (the owner's) signs in at once, and a
 * password reset clears them all. Successes never count.
 */
export function createLoginThrottle(deps: {
  failures: LoginFailureStore;
  clock: Clock;
  /** A store outage must not lock everyone out of signing in: it is reported and let through. */
  onError: (error: unknown) => void;
}) {
  const quietly = async <T>(work: () => Promise<T>, fallback: T): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      deps.onError(error);
      return fallback;
    }
  };

  return {
    /** How long this address must still wait before it may try this account again, and why. */
    wait(account: string, address: string): Promise<{ ms: number; failures: number }> {
      return quietly(
        async () => {
          const failure = await deps.failures.get(account, address);
          if (!failure) return { ms: 0, failures: 0 };
          const ms = failure.lastAtMs + delayAfter(failure.count) - deps.clock().getTime();
          return { ms: Math.max(0, ms), failures: failure.count };
        },
        { ms: 0, failures: 0 },
      );
    },

    async failed(account: string, address: string): Promise<void> {
      await quietly(async () => {
        await deps.failures.add(account, address, deps.clock().getTime(), keepFailuresMs);
      }, undefined);
    },

    async signedIn(account: string, address: string): Promise<void> {
      await quietly(() => deps.failures.clear(account, address), undefined);
    },

    async passwordReset(account: string): Promise<void> {
      await quietly(() => deps.failures.clear(account), undefined);
    },
  };
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
