import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, tokenFor } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { unsubscribeToken } from './unsubscribe-links';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ deps: { rateLimits: { unsubscribe: { ip: { max: 3, windowMs: 60_000 } } } } });
});
afterAll(() => t.close());

describe('the unsubscribe endpoint', () => {
  it('works while the site is in maintenance, since an unsubscribe must always be heard', async () => {
    const admin = await tokenFor(t, await buildUser(t, { roles: ['Admin'] }));
    const user = await buildUser(t, { marketing: true });
    const on = await t.request({
      method: 'PUT',
      url: '/api/admin/settings',
      token: admin,
      payload: { maintenance_mode: true },
    });
    expect(on.status).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/auctions' })).status).toBe(503);
    const token = unsubscribeToken(t.config.jwtSecret, { userId: user.id, campaignId: null });
    const answer = await t.request({
      method: 'POST',
      url: `/api/marketing/unsubscribe?token=${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(answer.status).toBe(200);
  });

  it('is limited per address like the other public endpoints', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      statuses.push((await t.request({ method: 'GET', url: '/api/marketing/unsubscribe?token=x' })).status);
    }
    const limited = await t.request({
      method: 'POST',
      url: '/api/marketing/unsubscribe',
      payload: { token: 'x' },
    });
    expect(statuses.every((status) => status === 422 || status === 429)).toBe(true);
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});
