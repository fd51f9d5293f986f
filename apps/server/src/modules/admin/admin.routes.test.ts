import { type AdminOverview, adminOverviewSchema, type OutboxMail } from '@auction/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltUser, buildUser, tokenFor } from '../../../test/factories';
import { linkToken, mailsTo } from '../../../test/outbox';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let staff: string;
let admin: BuiltUser;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  staff = await tokenFor(t, await buildUser(t, { roles: ['Staff', 'Bidder'] }));
  admin = await buildUser(t, { roles: ['Admin', 'Bidder'] });
  adminToken = await tokenFor(t, admin);
  await buildUser(t, { verified: false, marketing: true });
  await buildUser(t, { roles: ['Consignor', 'Bidder'] });
  for (const email of ['one@example.ca', 'two@example.ca', 'three@example.ca']) {
    await t.request({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
  }
});
afterAll(() => t.close());

describe('GET /api/admin/overview', () => {
  it('counts accounts by role, verification and consent, and the outbox', async () => {
    const answer = await t.request<AdminOverview>({
      method: 'GET',
      url: '/api/admin/overview',
      token: staff,
    });
    expect(answer.status).toBe(200);
    const body = adminOverviewSchema.parse(answer.body);
    expect(body.users).toEqual({
      total: 4,
      verified: 3,
      marketing_opt_in: 1,
      by_role: { Admin: 1, Staff: 1, Bidder: 4, Consignor: 1 },
    });
    expect(body.recent_users).toHaveLength(4);
    expect(body.recent_users[0]).not.toHaveProperty('password_hash');
    expect(body.outbox).toEqual({ queued: 0, sent: 0, failed: 0, stored: 0 });
  });

  it('is for Staff and Admins', async () => {
    const bidder = await tokenFor(t, await buildUser(t));
    expect((await t.request({ method: 'GET', url: '/api/admin/overview', token: bidder })).status).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/admin/overview' })).status).toBe(401);
  });
});

describe('GET /api/admin/outbox', () => {
  it('lists mail newest first, a page at a time', async () => {
    const email = 'reader@example.ca';
    await buildUser(t, { email });
    for (let i = 0; i < 3; i += 1) {
      await t.request({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
    }
    // Reset mails are written just after the answer.
    await t.app.background.settled();
    const answer = await t.request<{ data: OutboxMail[]; meta: object }>({
      method: 'GET',
      url: '/api/admin/outbox?page=2&per_page=2',
      token: adminToken,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.meta).toEqual({ total: 3, page: 2, per_page: 2 });
    expect(answer.body.data).toHaveLength(1);
    expect(answer.body.data[0]).toMatchObject({ to: email, status: 'stored', sent_at: null });
    const first = await t.request<{ data: OutboxMail[] }>({
      method: 'GET',
      url: '/api/admin/outbox',
      token: adminToken,
    });
    const times = first.body.data.map((mail) => mail.created_at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('answers 422 for a bad page size', async () => {
    const answer = await t.request({
      method: 'GET',
      url: '/api/admin/outbox?per_page=1000',
      token: adminToken,
    });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.errors ?? {})).toEqual(['per_page']);
  });

  it("shows an Admin a bidder's link and their own, never a Staff member's or another Admin's", async () => {
    const bidder = await buildUser(t);
    const colleague = await buildUser(t, { roles: ['Staff', 'Bidder'] });
    const otherAdmin = await buildUser(t, { roles: ['Admin', 'Bidder'] });
    for (const user of [bidder, colleague, otherAdmin, admin]) {
      await t.request({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: user.email } });
    }
    await t.app.background.settled();
    const answer = await t.request<{ data: OutboxMail[] }>({
      method: 'GET',
      url: '/api/admin/outbox?per_page=50',
      token: adminToken,
    });
    const shown = async (user: BuiltUser) => {
      const text = answer.body.data.find((mail) => mail.to === user.email)?.text ?? '';
      return { text, token: linkToken((await mailsTo(t, user.email))[0]) };
    };
    for (const user of [bidder, admin]) {
      const { text, token } = await shown(user);
      expect(text).toContain(token);
    }
    for (const user of [colleague, otherAdmin]) {
      const { text, token } = await shown(user);
      expect(text).not.toContain(token);
      expect(text).toContain('[link hidden]');
    }
  });

  it('is for Admins only', async () => {
    expect((await t.request({ method: 'GET', url: '/api/admin/outbox', token: staff })).status).toBe(403);
  });
});
