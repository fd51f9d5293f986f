import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, defaultPassword, tokenFor } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('answers meant for one person', () => {
  it('are never stored by a browser or proxy when a valid token came with the request', async () => {
    const bidder = await tokenFor(t, await buildUser(t, { roles: ['Bidder'] }));
    const admin = await tokenFor(t, await buildUser(t, { roles: ['Admin'] }));
    const answers = [
      await t.request({ method: 'GET', url: '/api/users/profile', token: bidder }),
      await t.request({ method: 'GET', url: '/api/watchlist', token: bidder }),
      await t.request({ method: 'GET', url: '/api/users/bids', token: bidder }),
      await t.request({ method: 'GET', url: '/api/auctions', token: bidder }),
      await t.request({ method: 'GET', url: '/api/settings', token: bidder }),
      await t.request({ method: 'GET', url: '/api/admin/settings', token: admin }),
      await t.request({ method: 'GET', url: '/api/admin/settings', token: bidder }),
      await t.request({ method: 'PUT', url: '/api/users/profile', token: bidder, payload: { name: '' } }),
      await t.request({ method: 'GET', url: '/api/no-such-route', token: bidder }),
    ];
    for (const answer of answers) {
      expect(answer.headers['content-type']).toContain('application/json');
      expect(answer.headers['cache-control']).toBe('no-store');
    }
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200, 403, 422, 404]);
  });

  it('are never stored when they hand out a token, nor any other sign-in answer', async () => {
    const user = await buildUser(t, { roles: ['Bidder'] });
    const login = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.row.email, password: defaultPassword },
    });
    expect(login.status).toBe(200);
    expect(login.body.token).toEqual(expect.any(String));
    expect(login.headers['cache-control']).toBe('no-store');
    const wrong = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.row.email, password: 'not the password' },
    });
    expect(wrong.headers['cache-control']).toBe('no-store');
  });

  it('leaves a guest answer and an expired token alone', async () => {
    for (const headers of [{}, { authorization: 'Bearer not-a-valid-token' }]) {
      const answer = await t.request({ method: 'GET', url: '/api/settings', headers });
      expect(answer.status).toBe(200);
      expect(answer.headers['cache-control']).toBeUndefined();
    }
  });
});
