import { verify } from '@node-rs/argon2';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserRow } from '../../db/schema';
import { createBackgroundWork } from '../../jobs/background-work';
import { memoryLoginFailures } from './login-failures';
import { createLoginThrottle } from './login-throttle';

vi.mock('@node-rs/argon2', async (original) => {
  const argon2 = await original<typeof import('@node-rs/argon2')>();
  return { ...argon2, verify: vi.fn(argon2.verify) };
});
afterEach(() => vi.clearAllMocks());

// The server's test files share their modules (`isolate: false`): an earlier file may have loaded
// the password module with the real argon2. Loaded afresh here, it takes the mock above.
vi.resetModules();
const { authMessages, createAuthService } = await import('./auth.service');
const { hashPassword } = await import('./passwords');

const silentLog = { error: vi.fn() } as never;

/** The service with fakes: only what a test touches is real. */
function serviceWith(overrides: { findByEmail: (email: string) => Promise<UserRow | null> }) {
  const links = { sendPasswordReset: vi.fn(async () => {}) };
  const background = createBackgroundWork(silentLog);
  const deps = {
    users: { findByEmail: overrides.findByEmail },
    links,
    audit: { record: vi.fn(async () => {}) },
    clock: () => new Date(),
    background,
    throttle: createLoginThrottle({
      failures: memoryLoginFailures(),
      clock: () => new Date(),
      onError: vi.fn(),
    }),
  } as unknown as Parameters<typeof createAuthService>[0];
  return { auth: createAuthService(deps), links, background };
}

const stillWaiting = Symbol('still waiting');
const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([
    promise,
    new Promise<typeof stillWaiting>((resolve) => setTimeout(resolve, ms, stillWaiting)),
  ]);

describe('forgotPassword', () => {
  it('answers before it looks the address up or writes a mail, so known and unknown take the same time', async () => {
    let found: (user: UserRow | null) => void = () => {};
    const lookup = new Promise<UserRow | null>((resolve) => {
      found = resolve;
    });
    const { auth, links, background } = serviceWith({ findByEmail: () => lookup });
    expect(await within(auth.forgotPassword('owner@example.ca'), 500)).toBe(authMessages.resetRequested);
    expect(links.sendPasswordReset).not.toHaveBeenCalled();

    const owner = {
      id: 'u1',
      email: 'owner@example.ca',
      password_hash: '$argon2id$hash',
      disabled_at: null,
      erased_at: null,
    } as UserRow;
    found(owner);
    await background.settled();
    expect(links.sendPasswordReset).toHaveBeenCalledWith(owner);
  });
});

describe('login', () => {
  it('spends one argon2 verification on an unknown e-mail, as on a known one', async () => {
    const known = {
      id: 'u1',
      email: 'known@example.ca',
      password_hash: await hashPassword('right'),
    } as UserRow;
    const { auth } = serviceWith({ findByEmail: async (email) => (email === known.email ? known : null) });
    await expect(auth.login('known@example.ca', 'wrong', '192.0.2.1')).rejects.toThrow();
    expect(vi.mocked(verify)).toHaveBeenCalledTimes(1);
    await expect(auth.login('unknown@example.ca', 'wrong', '192.0.2.1')).rejects.toThrow();
    expect(vi.mocked(verify)).toHaveBeenCalledTimes(2);
  });
});
