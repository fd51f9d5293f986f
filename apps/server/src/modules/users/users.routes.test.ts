import { type ChangePasswordResponse, type User, userSchema } from '@auction/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, signIn, tokenFor } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auditLog, users } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/users/profile', () => {
  it('answers the signed-in user in the contract shape', async () => {
    const user = await buildUser(t, { name: 'Donald MacKinnon' });
    const answer = await t.request<User>({
      method: 'GET',
      url: '/api/users/profile',
      token: await tokenFor(t, user),
    });
    expect(answer.status).toBe(200);
    const body = userSchema.parse(answer.body);
    expect(body).toMatchObject({
      id: user.id,
      first_name: 'Donald',
      address: { country: 'Canada', city: '' },
    });
  });

  it('answers 401 without a token, and with an expired message for a bad one', async () => {
    const none = await t.request({ method: 'GET', url: '/api/users/profile' });
    expect(none.status).toBe(401);
    expect(none.body.message).toBe('Sign in to continue.');
    const bad = await t.request({ method: 'GET', url: '/api/users/profile', token: 'not.a.jwt' });
    expect(bad.status).toBe(401);
    expect(bad.body).toEqual({
      message: 'Your session has expired. Please log in again.',
      code: 'UNAUTHENTICATED',
    });
  });

  it('refuses a token signed with another secret', async () => {
    const user = await buildUser(t);
    const forged = await tokenFor(
      { config: { ...t.config, jwtSecret: 'another-secret-another-secret-another' } },
      user,
    );
    expect((await t.request({ method: 'GET', url: '/api/users/profile', token: forged })).status).toBe(401);
  });
});

describe('PUT /api/users/profile', () => {
  it('changes the given fields and merges the address', async () => {
    const user = await buildUser(t);
    const token = await tokenFor(t, user);
    await t.request({
      method: 'PUT',
      url: '/api/users/profile',
      token,
      payload: { address: { city: 'Truro' } },
    });
    const answer = await t.request<User>({
      method: 'PUT',
      url: '/api/users/profile',
      token,
      payload: {
        name: 'Anne Marie Doucet-Boudreau',
        first_name: 'Annie',
        phone: '902-555-0111',
        address: { line1: '12 Main St' },
      },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      name: 'Anne Marie Doucet-Boudreau',
      first_name: 'Annie',
      phone: '902-555-0111',
      address: { line1: '12 Main St', city: 'Truro', country: 'Canada' },
    });
  });

  it('records a change of marketing consent with its time', async () => {
    const user = await buildUser(t);
    const token = await tokenFor(t, user);
    const answer = await t.request<User>({
      method: 'PUT',
      url: '/api/users/profile',
      token,
      payload: { marketing_consent: true },
    });
    expect(answer.body.marketing_consent).toBe(true);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.marketing_consent_at).toBeInstanceOf(Date);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity_id, user.id), eq(auditLog.action, 'user.marketing_consent_changed')));
    expect(audit[0]?.after).toEqual({ marketing_consent: true });
  });

  it('answers 422 with dotted field paths', async () => {
    const token = await tokenFor(t, await buildUser(t));
    const answer = await t.request({
      method: 'PUT',
      url: '/api/users/profile',
      token,
      payload: { phone: 'call me', address: { city: 'x'.repeat(101) } },
    });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.errors ?? {}).sort()).toEqual(['address.city', 'phone']);
    expect(answer.body.errors?.phone).toEqual(['Enter a valid phone number.']);
  });

  it('keeps a postal code written the standard way, and refuses one Canada Post never issued', async () => {
    const user = await buildUser(t);
    const token = await tokenFor(t, user);
    const put = (address: object) =>
      t.request<User>({ method: 'PUT', url: '/api/users/profile', token, payload: { address } });
    const typed = await put({ line1: '12 Main St', postal_code: 'b2y1h1', country: 'Canada' });
    expect(typed.body.address.postal_code).toBe('B2Y 1H1');
    const bad = await put({ postal_code: 'B2Y 1H', country: 'Canada' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors?.['address.postal_code']).toEqual([
      'Enter a Canadian postal code such as B2Y 4G9.',
    ]);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.address).toMatchObject({ postal_code: 'B2Y 1H1' });
    const zip = await put({ postal_code: '04101', country: 'United States' });
    expect(zip.body.address.postal_code).toBe('04101');
  });

  it('needs a signed-in user', async () => {
    expect((await t.request({ method: 'PUT', url: '/api/users/profile', payload: {} })).status).toBe(401);
  });
});

describe('POST /api/users/password', () => {
  it('changes the password, answers a fresh token and revokes every other one', async () => {
    const user = await buildUser(t, { password: 'the old password' });
    const other = await signIn(t, user);
    const token = await signIn(t, user);
    const answer = await t.request<ChangePasswordResponse>({
      method: 'POST',
      url: '/api/users/password',
      token,
      payload: { current_password: 'the old password', password: 'the new password' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.user.id).toBe(user.id);
    for (const old of [token, other]) {
      expect((await t.request({ method: 'GET', url: '/api/users/profile', token: old })).status).toBe(401);
    }
    expect(
      (await t.request({ method: 'GET', url: '/api/users/profile', token: answer.body.token })).status,
    ).toBe(200);
    await expect(signIn(t, { email: user.email, password: 'the new password' })).resolves.toMatch(/^ey/);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity_id, user.id), eq(auditLog.action, 'user.password_changed')));
    expect(audit).toHaveLength(1);
  });

  it('answers 422 on current_password when it is wrong, and changes nothing', async () => {
    const user = await buildUser(t);
    const token = await tokenFor(t, user);
    const answer = await t.request({
      method: 'POST',
      url: '/api/users/password',
      token,
      payload: { current_password: 'wrong guess', password: 'the new password' },
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ current_password: ['The current password is incorrect.'] });
    expect((await t.request({ method: 'GET', url: '/api/users/profile', token })).status).toBe(200);
  });

  it('needs a signed-in user', async () => {
    const answer = await t.request({ method: 'POST', url: '/api/users/password', payload: {} });
    expect(answer.status).toBe(401);
  });
});
