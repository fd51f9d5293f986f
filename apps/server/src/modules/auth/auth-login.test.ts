import { type LoginResponse, loginResponseSchema, type User, userSchema } from '@auction/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, signIn } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { revokedTokens, users } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (payload: object) =>
  t.request<LoginResponse>({ method: 'POST', url: '/api/auth/login', payload });

describe('POST /api/auth/login', () => {
  it('answers a token and the user, whatever the case of the e-mail', async () => {
    const user = await buildUser(t, { roles: ['Bidder', 'Consignor'], name: 'Jean-Luc LeBlanc' });
    const answer = await login({ email: user.email.toUpperCase(), password: user.password });
    expect(answer.status).toBe(200);
    const body = loginResponseSchema.parse(answer.body);
    expect(body.user).toMatchObject({
      id: user.id,
      email: user.email,
      first_name: 'Jean-Luc',
      roles: ['Bidder', 'Consignor'],
    });
    expect(Object.keys(answer.body.user).sort()).toEqual(Object.keys(userSchema.shape).sort());
    expect(answer.text).not.toContain('password_hash');
  });

  it('says it is the first sign-in only the first time, and keeps when each one was', async () => {
    const user = await buildUser(t);
    const first = await login({ email: user.email, password: user.password });
    expect(first.body.first_sign_in).toBe(true);
    const [after] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(after?.last_signed_in_at).toBeInstanceOf(Date);
    const again = await login({ email: user.email, password: user.password });
    expect(again.body.first_sign_in).toBe(false);
  });

  it('keeps no sign-in time for a wrong password', async () => {
    const user = await buildUser(t);
    expect((await login({ email: user.email, password: 'not-the-password' })).status).toBe(401);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.last_signed_in_at).toBeNull();
  });

  it('issues a JWT whose exp is in seconds, a week ahead by default', async () => {
    const user = await buildUser(t);
    const token = await signIn(t, user);
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<
      string,
      number
    >;
    const now = Math.floor(Date.now() / 1000);
    expect(payload.exp).toBeGreaterThan(now + 7 * 24 * 3600 - 60);
    expect(payload.exp).toBeLessThanOrEqual(now + 7 * 24 * 3600 + 1);
  });

  it('refuses a wrong password and an unknown e-mail with the same 401', async () => {
    const user = await buildUser(t);
    const wrong = await login({ email: user.email, password: 'not the password' });
    const unknown = await login({ email: 'nobody@example.ca', password: 'not the password' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({
      message: 'These credentials do not match our records.',
      code: 'INVALID_CREDENTIALS',
    });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('answers 422 with a field map for missing or malformed fields', async () => {
    const answer = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'not-an-email' },
    });
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({
      message: 'The given data was invalid.',
      code: 'VALIDATION_FAILED',
      errors: { email: ['Enter a valid e-mail address.'], password: ['The password is required.'] },
    });
  });

  it('answers 422 on body when the body is not an object', async () => {
    const answer = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: '"text"',
      headers: { 'content-type': 'application/json' },
    });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.errors ?? {})).toEqual(['body']);
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the token it was called with, and only that one', async () => {
    const user = await buildUser(t);
    const token = await signIn(t, user);
    const other = await signIn(t, user);
    const answer = await t.request({ method: 'POST', url: '/api/auth/logout', token });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: 'You have been signed out.' });

    const after = await t.request({ method: 'GET', url: '/api/users/profile', token });
    expect(after.status).toBe(401);
    expect(after.body.message).toBe('Your session has expired. Please log in again.');
    const stillIn = await t.request<User>({ method: 'GET', url: '/api/users/profile', token: other });
    expect(stillIn.status).toBe(200);
    expect((await t.db.select().from(revokedTokens)).length).toBeGreaterThan(0);
  });

  it('needs a signed-in user', async () => {
    const answer = await t.request({ method: 'POST', url: '/api/auth/logout' });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ message: 'Sign in to continue.', code: 'UNAUTHENTICATED' });
  });
});
