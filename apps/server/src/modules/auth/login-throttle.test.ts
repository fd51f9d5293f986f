import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltUser, buildUser } from '../../../test/factories';
import { linkToken, mailsTo } from '../../../test/outbox';
import { createTestApp, type TestApp, testClock } from '../../../test/test-app';
import { auditLog } from '../../db/schema';

let t: TestApp;
const clock = testClock();
beforeAll(async () => {
  t = await createTestApp({ deps: { clock } });
});
afterAll(() => t.close());

const rival = '198.51.100.7';
const owner = '203.0.113.20';
const signIn = (email: string, password: string, from: string) =>
  t.request({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: from });

async function failFiveTimes(user: BuiltUser, from: string) {
  for (let i = 0; i < 5; i += 1) expect((await signIn(user.email, 'a guess', from)).status).toBe(401);
}

describe('sign-in throttle', () => {
  it('counts only failures: an owner who signs in often is never held up', async () => {
    const user = await buildUser(t);
    for (let i = 0; i < 12; i += 1) expect((await signIn(user.email, user.password, owner)).status).toBe(200);
  });

  it('holds an address back after five failures, for a delay that doubles with each further one', async () => {
    const user = await buildUser(t);
    await failFiveTimes(user, rival);
    const held = await signIn(user.email, user.password, rival);
    expect(held.status).toBe(429);
    expect(held.body).toEqual({
      message:
        'Too many failed sign-ins from here. Please wait 1 second and try again, or reset your password.',
      code: 'RATE_LIMITED',
    });
    expect(held.headers['retry-after']).toBe('1');

    clock.advance(1_000);
    expect((await signIn(user.email, 'a guess', rival)).status).toBe(401);
    expect((await signIn(user.email, 'a guess', rival)).headers['retry-after']).toBe('2');
    clock.advance(2_000);
    expect((await signIn(user.email, 'a guess', rival)).status).toBe(401);
    expect((await signIn(user.email, 'a guess', rival)).headers['retry-after']).toBe('4');
  });

  it('caps the delay at 15 minutes', async () => {
    const user = await buildUser(t);
    await failFiveTimes(user, rival);
    for (let i = 0; i < 12; i += 1) {
      clock.advance(15 * 60_000);
      expect((await signIn(user.email, 'a guess', rival)).status).toBe(401);
    }
    expect((await signIn(user.email, 'a guess', rival)).headers['retry-after']).toBe(String(15 * 60));
  });

  it('lets the owner in from an address that has not failed, while the rival waits', async () => {
    const user = await buildUser(t);
    for (let i = 0; i < 12; i += 1) await signIn(user.email, 'a guess', rival);
    expect((await signIn(user.email, user.password, owner)).status).toBe(200);
    expect((await signIn(user.email, user.password, rival)).status).toBe(429);
  });

  it('lets the owner in from the address that failed once the password is reset by the e-mailed link', async () => {
    const user = await buildUser(t);
    for (let i = 0; i < 12; i += 1) await signIn(user.email, 'a guess', owner);
    expect((await signIn(user.email, user.password, owner)).status).toBe(429);
    await t.request({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: user.email } });
    const token = linkToken((await mailsTo(t, user.email))[0]);
    const reset = await t.request({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'a new password at last' },
    });
    expect(reset.status).toBe(200);
    expect((await signIn(user.email, 'a new password at last', owner)).status).toBe(200);
  });

  it("forgets an address's failures once it signs in, and throttles an unknown e-mail alike", async () => {
    const user = await buildUser(t);
    for (let i = 0; i < 4; i += 1) await signIn(user.email, 'a guess', owner);
    expect((await signIn(user.email, user.password, owner)).status).toBe(200);
    await failFiveTimes(user, owner);
    expect((await signIn(user.email, 'a guess', owner)).status).toBe(429);

    for (let i = 0; i < 5; i += 1) await signIn('nobody-here@example.ca', 'a guess', rival);
    expect((await signIn('nobody-here@example.ca', 'a guess', rival)).status).toBe(429);
  });

  it('writes each held-back attempt to the audit log', async () => {
    const user = await buildUser(t);
    await failFiveTimes(user, rival);
    await signIn(user.email, 'a guess', rival);
    await signIn(user.email, user.password, rival);
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.login_throttled'), eq(auditLog.entity_id, user.id)));
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ entity: 'user', ip: rival, actor_id: null });
    expect(rows[0]?.after).toMatchObject({ email: user.email, failures: 5, retry_after_seconds: 1 });
  });
});
