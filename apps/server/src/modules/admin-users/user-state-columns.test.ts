import type { AdminUserDetail, AdminUserPage } from '@auction/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, signIn, tokenFor } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { users } from '../../db/schema';

/** Disabled and erased are columns (decision 0051): the password hash is the password's alone. */
let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = await tokenFor(t, await buildUser(t, { roles: ['Admin', 'Bidder'] }));
});
afterAll(() => t.close());

const asAdmin = <T>(method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
  t.request<T>({ method, url, token: adminToken, ...(payload === undefined ? {} : { payload }) });
const rowOf = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id)))[0];
const login = (email: string, password: string) =>
  t.request({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
const disabledMessage =
  'This account has been disabled. Please contact the auction house if you think this is a mistake.';

describe('users.disabled_at', () => {
  it('disabling sets the column and leaves the hash alone; old tokens and sign-in are refused until enabled', async () => {
    const user = await buildUser(t, { name: 'Colm Disabled' });
    const token = await signIn(t, user);
    const hash = (await rowOf(user.id))?.password_hash;

    const disabled = await asAdmin<AdminUserDetail>('POST', `/api/admin/users/${user.id}/disable`, {
      reason: 'Cheque bounced twice',
    });
    expect(disabled.body).toMatchObject({
      status: 'disabled',
      disabled_at: expect.any(String),
      erased_at: null,
    });
    const row = await rowOf(user.id);
    expect(row?.disabled_at).toBeInstanceOf(Date);
    expect(row?.password_hash).toBe(hash);
    expect((await t.request({ method: 'GET', url: '/api/users/profile', token })).status).toBe(401);
    const refused = await login(user.email, user.password);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(disabledMessage);

    const list = await asAdmin<AdminUserPage>(
      'GET',
      `/api/admin/users?status=disabled&q=${encodeURIComponent(user.email)}`,
    );
    expect(list.body.data.map((u) => [u.id, u.disabled_at])).toEqual([[user.id, disabled.body.disabled_at]]);

    const enabled = await asAdmin<AdminUserDetail>('POST', `/api/admin/users/${user.id}/enable`);
    expect(enabled.body).toMatchObject({ status: 'active', disabled_at: null });
    expect((await rowOf(user.id))?.password_hash).toBe(hash);
    expect((await login(user.email, user.password)).status).toBe(200);
  });

  it('refuses a token whose account is disabled even when its version still matches', async () => {
    const user = await buildUser(t);
    const token = await signIn(t, user);
    await t.db.update(users).set({ disabled_at: new Date() }).where(eq(users.id, user.id));
    expect((await t.request({ method: 'GET', url: '/api/users/profile', token })).status).toBe(401);
    await t.db.update(users).set({ disabled_at: null }).where(eq(users.id, user.id));
    expect((await t.request({ method: 'GET', url: '/api/users/profile', token })).status).toBe(200);
  });

  it('sends no reset mail to a disabled account and its reset link cannot bring it back', async () => {
    const user = await buildUser(t);
    await asAdmin('POST', `/api/admin/users/${user.id}/disable`, { reason: 'Asked to pause' });
    const reset = await asAdmin('POST', `/api/admin/users/${user.id}/password-reset`);
    expect(reset.status).toBe(409);
  });

  it('treats a row disabled before the column (hash behind a `!`) as disabled until enabled, then takes the mark off', async () => {
    const built = await buildUser(t, { name: 'Old Lock Mark' });
    const hash = (await rowOf(built.id))?.password_hash ?? '';
    // As migration 0013 left such a row: the column set and the old mark still on the hash.
    await t.db
      .update(users)
      .set({ password_hash: `!${hash}`, disabled_at: new Date('2026-09-01T12:00:00Z') })
      .where(eq(users.id, built.id));

    const refused = await login(built.email, built.password);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(disabledMessage);
    expect((await login(built.email, 'not the password at all')).status).toBe(401);
    const detail = await asAdmin<AdminUserDetail>('GET', `/api/admin/users/${built.id}`);
    expect(detail.body).toMatchObject({ status: 'disabled', disabled_at: '2026-09-01T12:00:00.000Z' });

    await asAdmin('POST', `/api/admin/users/${built.id}/enable`);
    const row = await rowOf(built.id);
    expect(row?.disabled_at).toBeNull();
    expect(row?.password_hash).toBe(hash);
    expect((await login(built.email, built.password)).status).toBe(200);
  });
});

describe('users.erased_at', () => {
  it('erasure sets the column, and the list filters on it', async () => {
    const user = await buildUser(t, { name: 'Erin Erased' });
    const erased = await asAdmin<AdminUserDetail>('POST', `/api/admin/users/${user.id}/erase`, {
      confirmation: user.email,
    });
    expect(erased.status).toBe(200);
    expect(erased.body).toMatchObject({ status: 'erased', erased_at: expect.any(String), disabled_at: null });
    expect((await rowOf(user.id))?.erased_at).toBeInstanceOf(Date);
    const list = await asAdmin<AdminUserPage>('GET', `/api/admin/users?status=erased&q=erased-${user.id}`);
    expect(list.body.data.map((u) => u.id)).toEqual([user.id]);
    expect((await login(user.email, user.password)).status).toBe(401);
  });
});
