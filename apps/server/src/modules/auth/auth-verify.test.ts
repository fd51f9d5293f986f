import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, tokenFor } from '../../../test/factories';
import { linkToken, mailsTo } from '../../../test/outbox';
import { createTestApp, type TestApp, testClock } from '../../../test/test-app';
import { auditLog, users } from '../../db/schema';

let t: TestApp;
const clock = testClock();
beforeAll(async () => {
  t = await createTestApp({ deps: { clock } });
});
afterAll(() => t.close());

const verify = (token: string) =>
  t.request({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });
const resend = (payload: object, token?: string) =>
  t.request({ method: 'POST', url: '/api/auth/resend-verification', payload, ...(token ? { token } : {}) });

async function registered(): Promise<{ id: string; email: string; token: string }> {
  const email = `new-${Math.random().toString(36).slice(2, 8)}@example.ca`;
  await t.request({
    method: 'POST',
    url: '/api/auth/register',
    payload: { name: 'Sarah MacDonald', email, password: 'long enough password', terms_accepted: true },
  });
  const [row] = await t.db.select().from(users).where(eq(users.email, email));
  return { id: row?.id ?? '', email, token: linkToken((await mailsTo(t, email))[0]) };
}

const verifiedAt = async (id: string) =>
  (await t.db.select().from(users).where(eq(users.id, id)))[0]?.email_verified_at;

describe('POST /api/auth/verify-email', () => {
  it('confirms the address once and records it', async () => {
    const user = await registered();
    const answer = await verify(user.token);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: 'Your e-mail address has been confirmed.' });
    expect(await verifiedAt(user.id)).toBeInstanceOf(Date);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity_id, user.id), eq(auditLog.action, 'user.email_verified')));
    expect(audit).toHaveLength(1);

    const again = await verify(user.token);
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({ token: ['The verification link is invalid or has expired.'] });
  });

  it('expires after 48 hours', async () => {
    const user = await registered();
    clock.advance(48 * 3600_000 + 1000);
    expect((await verify(user.token)).status).toBe(422);
    expect(await verifiedAt(user.id)).toBeNull();
  });

  it('refuses an unknown or empty token with 422 on token', async () => {
    expect((await verify('not-a-real-token')).body.errors).toEqual({
      token: ['The verification link is invalid or has expired.'],
    });
    expect((await verify('')).status).toBe(422);
  });
});

describe('POST /api/auth/resend-verification', () => {
  it('signed out: the same answer for known and unknown addresses; a mail only for the unverified one', async () => {
    const user = await buildUser(t, { verified: false });
    const known = await resend({ email: user.email });
    const unknown = await resend({ email: 'nobody-at-all@example.ca' });
    expect(known.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    expect(await mailsTo(t, user.email)).toHaveLength(1);
    expect(await mailsTo(t, 'nobody-at-all@example.ca')).toHaveLength(0);
    const fresh = linkToken((await mailsTo(t, user.email))[0]);
    expect((await verify(fresh)).status).toBe(200);
  });

  it('signed in: sends to the user without asking for the address', async () => {
    const user = await buildUser(t, { verified: false });
    const answer = await resend({}, await tokenFor(t, user));
    expect(answer.status).toBe(200);
    expect(await mailsTo(t, user.email)).toHaveLength(1);
  });

  it('sends nothing to an address that is already confirmed', async () => {
    const user = await buildUser(t);
    expect((await resend({ email: user.email })).status).toBe(200);
    expect(await mailsTo(t, user.email)).toHaveLength(0);
  });

  it('signed out without an e-mail: 422 on email', async () => {
    const answer = await resend({});
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ email: ['The e-mail address is required.'] });
  });
});
