import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, signIn } from '../../../test/factories';
import { linkToken, mailsTo } from '../../../test/outbox';
import { createTestApp, type TestApp, testClock } from '../../../test/test-app';
import { auditLog, users } from '../../db/schema';

let t: TestApp;
const clock = testClock();
beforeAll(async () => {
  t = await createTestApp({ deps: { clock } });
});
afterAll(() => t.close());

const forgot = (email: string) =>
  t.request({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
const reset = (token: string, password: string) =>
  t.request({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password } });

async function resetLinkFor(email: string): Promise<string> {
  await forgot(email);
  return linkToken((await mailsTo(t, email))[0]);
}

describe('POST /api/auth/forgot-password', () => {
  it('answers the same for a known and an unknown e-mail, and mails only the known one', async () => {
    const user = await buildUser(t);
    const known = await forgot(user.email);
    const unknown = await forgot('nobody-here@example.ca');
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    expect(known.body.message).toContain('If an account exists');
    const [mail] = await mailsTo(t, user.email);
    expect(mail?.text).toMatch(/http:\/\/localhost:3000\/reset-password\/[\w-]{22}\b/);
    expect(await mailsTo(t, 'nobody-here@example.ca')).toHaveLength(0);
  });

  it('answers 422 on email for a malformed address', async () => {
    const answer = await forgot('nope');
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ email: ['Enter a valid e-mail address.'] });
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the new password, revokes every token and records it', async () => {
    const user = await buildUser(t);
    const oldToken = await signIn(t, user);
    const answer = await reset(await resetLinkFor(user.email), 'a brand new password');
    expect(answer.status).toBe(200);
    expect(answer.body.message).toContain('Your password has been reset');

    expect((await t.request({ method: 'GET', url: '/api/users/profile', token: oldToken })).status).toBe(401);
    await expect(signIn(t, user)).rejects.toThrow(/401/);
    await expect(signIn(t, { email: user.email, password: 'a brand new password' })).resolves.toMatch(/^ey/);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity_id, user.id), eq(auditLog.action, 'user.password_reset')));
    expect(audit).toHaveLength(1);
  });

  it('works once', async () => {
    const user = await buildUser(t);
    const token = await resetLinkFor(user.email);
    expect((await reset(token, 'first new password')).status).toBe(200);
    const again = await reset(token, 'second new password');
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({ token: ['The reset link is invalid or has expired.'] });
  });

  it('expires after 30 minutes', async () => {
    const user = await buildUser(t);
    const token = await resetLinkFor(user.email);
    clock.advance(31 * 60_000);
    const answer = await reset(token, 'too late password');
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ token: ['The reset link is invalid or has expired.'] });
  });

  it('stops older links when a new one is requested', async () => {
    const user = await buildUser(t);
    const older = await resetLinkFor(user.email);
    const newer = await resetLinkFor(user.email);
    expect(newer).not.toBe(older);
    expect((await reset(older, 'from the older link')).status).toBe(422);
    expect((await reset(newer, 'from the newer link')).status).toBe(200);
  });

  it('refuses an unknown token and a short password', async () => {
    const answer = await reset('made-up-token', 'short');
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ password: ['The password must be at least 8 characters.'] });
    expect((await reset('made-up-token', 'long enough password')).body.errors).toEqual({
      token: ['The reset link is invalid or has expired.'],
    });
  });

  it('confirms an unverified address, since the link came by e-mail', async () => {
    const user = await buildUser(t, { verified: false });
    await reset(await resetLinkFor(user.email), 'another new password');
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.email_verified_at).toBeInstanceOf(Date);
  });
});
