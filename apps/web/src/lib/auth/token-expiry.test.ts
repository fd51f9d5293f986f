import { describe, expect, it } from 'vitest';
import { isTokenExpired, tokenExpiry } from './token-expiry';

function jwt(claims: object): string {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}

describe('token expiry (seconds)', () => {
  const now = 1_800_000_000;

  it('reads exp', () => {
    expect(tokenExpiry(jwt({ exp: now, sub: 'ü' }))).toBe(now);
  });
  it('is valid while exp is in the future, compared in seconds', () => {
    expect(isTokenExpired(jwt({ exp: now + 1 }), now)).toBe(false);
    expect(isTokenExpired(jwt({ exp: now }), now)).toBe(true);
    expect(isTokenExpired(jwt({ exp: now - 60 }), now)).toBe(true);
  });
  it('does not mistake milliseconds for seconds', () => {
    expect(isTokenExpired(jwt({ exp: now + 3_600 }), Date.UTC(2027, 0, 1) / 1000)).toBe(false);
    expect(isTokenExpired(jwt({ exp: Math.floor(Date.now() / 1000) + 60 }))).toBe(false);
  });
  it('treats an unreadable token as expired', () => {
    expect(isTokenExpired('not-a-token', now)).toBe(true);
    expect(isTokenExpired(jwt({ sub: 'x' }), now)).toBe(true);
  });
});
