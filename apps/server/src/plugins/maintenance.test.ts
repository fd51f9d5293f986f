import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, signIn, tokenFor } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: string;
let staff: string;
let bidder: { email: string; password: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await tokenFor(t, await buildUser(t, { roles: ['Admin'] }));
  staff = await tokenFor(t, await buildUser(t, { roles: ['Staff'] }));
  bidder = await buildUser(t);
  const on = await t.request({
    method: 'PUT',
    url: '/api/admin/settings',
    token: admin,
    payload: { maintenance_mode: true, maintenance_message: 'Back at noon.' },
  });
  expect(on.status).toBe(200);
});
afterAll(() => t.close());

describe('maintenance mode', () => {
  it('answers 503 with the flag and the message to guests, Bidders and Staff', async () => {
    for (const token of [undefined, await tokenFor(t, { row: (await buildUser(t)).row }), staff]) {
      const answer = await t.request({ method: 'GET', url: '/api/company', ...(token ? { token } : {}) });
      expect(answer.status).toBe(503);
      expect(answer.body).toEqual({ maintenance: true, message: 'Back at noon.' });
    }
    expect((await t.request({ method: 'GET', url: '/api/users/profile', token: staff })).status).toBe(503);
    expect((await t.request({ method: 'POST', url: '/api/contact', payload: {} })).status).toBe(503);
  });

  it('lets an Admin through', async () => {
    expect((await t.request({ method: 'GET', url: '/api/company', token: admin })).status).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/admin/overview', token: admin })).status).toBe(200);
  });

  it('keeps sign-in, the public settings, the status and health reachable', async () => {
    expect((await t.request({ method: 'GET', url: '/api/settings' })).status).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/health' })).status).toBe(200);
    const status = await t.request({ method: 'GET', url: '/api/maintenance/status' });
    expect(status.body).toEqual({ maintenance: true });
    await expect(signIn(t, bidder)).resolves.toMatch(/^ey/);
  });

  it('is lifted by an Admin', async () => {
    await t.request({
      method: 'PUT',
      url: '/api/admin/settings',
      token: admin,
      payload: { maintenance_mode: false },
    });
    expect((await t.request({ method: 'GET', url: '/api/company' })).status).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/maintenance/status' })).body).toEqual({
      maintenance: false,
    });
  });
});
