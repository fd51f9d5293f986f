import { describe, expect, it, vi } from 'vitest';
import type { Hub } from '../../realtime/hub';
import type { SignedInUser } from './authenticator';
import { createSessions } from './sessions';

function sessionsHearingSince(hearingSince: number | null) {
  const hub = { listen: vi.fn(), hearingSince: () => hearingSince } as unknown as Hub;
  return createSessions({ hub, current: async () => null, clock: () => new Date(1_000_000) });
}

describe('whether a read of a socket session still stands', () => {
  it('stands while this instance has heard every notice since the read, for half a minute', () => {
    const now = Date.now();
    const sessions = sessionsHearingSince(now - 60_000);
    expect(sessions.readStands(now - 1_000)).toBe(true);
    expect(sessions.readStands(now - 31_000)).toBe(false);
  });

  it('does not stand once a notice could have been missed: Redis cut off, or back only since the read', () => {
    const now = Date.now();
    expect(sessionsHearingSince(null).readStands(now - 1_000)).toBe(false);
    expect(sessionsHearingSince(now - 500).readStands(now - 1_000)).toBe(false);
  });

  it('counts a token as expired from its exp second, by the injected clock', () => {
    const sessions = sessionsHearingSince(0);
    const user = (exp: number) => ({ claims: { exp } }) as SignedInUser;
    expect(sessions.expired(user(1_000))).toBe(true);
    expect(sessions.expired(user(1_001))).toBe(false);
  });
});
