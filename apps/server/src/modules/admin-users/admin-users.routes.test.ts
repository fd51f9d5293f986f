import { randomUUID } from 'node:crypto';
import type { AdminUserDetail, AdminUserPage } from '@auction/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltUser, buildUser, signIn, tokenFor } from '../../../test/factories';
import { mailsTo } from '../../../test/outbox';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { listenForSockets, openSocket } from '../../../test/ws-client';
import { bidderPaymentFlags, invoices } from '../../db/schema';
import { createAdminUsersService } from './admin-users.service';

let t: TestApp;
let admin: BuiltUser;
let adminToken: string;
let wsUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await buildUser(t, { roles: ['Admin', 'Bidder'], name: 'Harriet Admin' });
  adminToken = await tokenFor(t, admin);
  wsUrl = await listenForSockets(t.app);
});
afterAll(() => t.close());

const tag = () => randomUUID().slice(0, 8);
const asAdmin = <T>(method: 'GET' | 'POST' | 'PUT', url: string, payload?: Record<string, unknown>) =>
  t.request<T>({ method, url, token: adminToken, ...(payload === undefined ? {} : { payload }) });
const detailOf = (id: string) => asAdmin<AdminUserDetail>('GET', `/api/admin/users/${id}`);

describe('the user list', () => {
  it('searches name, e-mail and phone, and filters by role, verified, flagged and status', async () => {
    const word = tag();
    const staff = await buildUser(t, { roles: ['Staff', 'Bidder'], name: `Sam ${word} Clerk` });
    const unverified = await buildUser(t, { verified: false, name: `Una ${word} Pending` });
    const flagged = await buildUser(t, { name: `Fred ${word} Owing` });
    const [invoice] = await t.db
      .insert(invoices)
      .values({ kind: 'buy_now', buyer_user_id: flagged.id, sale_date: '2026-11-01', tax_rate_bps: 1400 })
      .returning();
    await t.db
      .insert(bidderPaymentFlags)
      .values({ user_id: flagged.id, invoice_id: invoice?.id ?? '', reason: 'Unpaid after 7 days' });

    const ids = async (query: string) => {
      const answer = await asAdmin<AdminUserPage>('GET', `/api/admin/users?q=${word}${query}`);
      expect(answer.status).toBe(200);
      return answer.body.data.map((row) => row.id).sort();
    };
    expect(await ids('')).toEqual([staff.id, unverified.id, flagged.id].sort());
    expect(await ids('&role=Staff')).toEqual([staff.id]);
    expect(await ids('&verified=no')).toEqual([unverified.id]);
    expect(await ids('&flagged=yes')).toEqual([flagged.id]);
    expect(await ids('&status=disabled')).toEqual([]);
    const byEmail = await asAdmin<AdminUserPage>('GET', `/api/admin/users?q=${staff.email}`);
    expect(byEmail.body.data).toMatchObject([{ id: staff.id, roles: ['Staff', 'Bidder'], status: 'active' }]);
    const sorted = await asAdmin<AdminUserPage>(
      'GET',
      `/api/admin/users?q=${word}&sort=name&order=asc&per_page=2`,
    );
    expect(sorted.body.data.map((row) => row.name)).toEqual([`Fred ${word} Owing`, `Sam ${word} Clerk`]);
    expect(sorted.body.meta).toEqual({ total: 3, page: 1, per_page: 2 });
    expect(
      (await asAdmin<AdminUserPage>('GET', `/api/admin/users?q=${word}&flagged=yes`)).body.data[0]
        ?.open_flags,
    ).toBe(1);
  });

  it('refuses an unknown filter value with the field named, and Staff and Consignors with 403', async () => {
    const bad = await asAdmin('GET', '/api/admin/users?role=Owner');
    expect(bad.status).toBe(422);
    expect(bad.body.errors?.role).toBeDefined();
    for (const roles of [
      ['Staff', 'Bidder'],
      ['Consignor', 'Bidder'],
    ] as const) {
      const token = await tokenFor(t, await buildUser(t, { roles: [...roles] }));
      expect((await t.request({ method: 'GET', url: '/api/admin/users', token })).status).toBe(403);
    }
  });
});

describe('a user page', () => {
  it('shows the profile and audit trail, and 404 for an account that does not exist', async () => {
    const user = await buildUser(t, { name: 'Paula Profile' });
    const page = await detailOf(user.id);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({
      name: 'Paula Profile',
      email: user.email,
      status: 'active',
      flags: [],
    });
    expect(page.body).not.toHaveProperty('password_hash');
    expect((await detailOf(randomUUID())).body.message).toBe('This user does not exist.');
  });
});

describe('roles', () => {
  it('gives and takes Staff and Admin, keeps Bidder, and audits the change', async () => {
    const user = await buildUser(t);
    const given = await asAdmin<AdminUserDetail>('PUT', `/api/admin/users/${user.id}/roles`, {
      roles: ['Staff'],
    });
    expect(given.status).toBe(200);
    expect(given.body.roles).toEqual(['Staff', 'Bidder']);
    expect(given.body.audit[0]).toMatchObject({
      action: 'user.roles_changed',
      actor_name: 'Harriet Admin',
      before: { roles: ['Bidder'] },
      after: { roles: ['Staff', 'Bidder'] },
    });
    const token = await tokenFor(t, user);
    expect((await t.request({ method: 'GET', url: '/api/admin/overview', token })).status).toBe(200);
    const taken = await asAdmin<AdminUserDetail>('PUT', `/api/admin/users/${user.id}/roles`, { roles: [] });
    expect(taken.body.roles).toEqual(['Bidder']);
    expect((await t.request({ method: 'GET', url: '/api/admin/overview', token })).status).toBe(403);
    const bidder = await asAdmin('PUT', `/api/admin/users/${user.id}/roles`, { roles: ['Bidder'] });
    expect(bidder.status).toBe(422);
  });

  it('refuses an Admin their own Admin role, and the last Admin theirs', async () => {
    const own = await asAdmin('PUT', `/api/admin/users/${admin.id}/roles`, { roles: ['Staff'] });
    expect(own.status).toBe(409);
    expect(own.body.message).toBe('You cannot remove your own Admin role. Ask another Admin to do it.');

    // Two Admins taking the role from each other at once: the second to commit finds the first
    // already done, so its actor is no longer an Admin and the target would be the last one.
    const alone = await createTestApp();
    try {
      const last = await buildUser(alone, { roles: ['Admin', 'Bidder'] });
      const formerAdmin = await buildUser(alone, { roles: ['Bidder'] });
      const service = createAdminUsersService({
        db: alone.db,
        clock: () => new Date(),
        sessions: { ended: async () => {} },
        links: { sendPasswordReset: async () => {}, invalidateResets: async () => {} },
      });
      await expect(service.setRoles(last.id, { roles: [] }, { id: formerAdmin.id })).rejects.toThrow(
        'This is the last Admin. Give another user the Admin role first.',
      );
      expect((await service.detail(last.id)).roles).toEqual(['Admin', 'Bidder']);
      const second = await buildUser(alone, { roles: ['Admin'] });
      expect((await service.setRoles(last.id, { roles: [] }, { id: second.id })).roles).toEqual(['Bidder']);
    } finally {
      await alone.close();
    }
  });
});

describe('disable and enable', () => {
  it('ends every token and open socket at once, refuses sign-in plainly, and enabling lets them back', async () => {
    const user = await buildUser(t);
    const token = await signIn(t, user);
    const socket = await openSocket(`${wsUrl}?token=${encodeURIComponent(token)}`);
    await socket.nextOf('authenticated');

    const noReason = await asAdmin('POST', `/api/admin/users/${user.id}/disable`, {});
    expect(noReason.status).toBe(422);
    expect(noReason.body.errors?.reason).toEqual(['Give a reason.']);

    const disabled = await asAdmin<AdminUserDetail>('POST', `/api/admin/users/${user.id}/disable`, {
      reason: 'Chargeback fraud',
    });
    expect(disabled.status).toBe(200);
    expect(disabled.body.status).toBe('disabled');
    expect(disabled.body.audit[0]).toMatchObject({
      action: 'user.disabled',
      after: { reason: 'Chargeback fraud' },
    });
    expect(await socket.nextOf('session_expired')).toMatchObject({ type: 'session_expired' });
    socket.close();
    expect((await t.request({ method: 'GET', url: '/api/users/profile', token })).status).toBe(401);

    const login = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
    });
    expect(login.status).toBe(403);
    expect(login.body.message).toBe(
      'This account has been disabled. Please contact the auction house if you think this is a mistake.',
    );
    const wrong = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: 'not the password at all' },
    });
    expect(wrong.status).toBe(401);

    const reset = await asAdmin('POST', `/api/admin/users/${user.id}/password-reset`);
    expect(reset.status).toBe(409);
    await t.request({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: user.email } });
    expect(await mailsTo(t, user.email)).toEqual([]);

    const enabled = await asAdmin<AdminUserDetail>('POST', `/api/admin/users/${user.id}/enable`);
    expect(enabled.body.status).toBe('active');
    expect(await signIn(t, user)).toEqual(expect.any(String));
  });

  it('refuses an Admin disabling their own account', async () => {
    const own = await asAdmin('POST', `/api/admin/users/${admin.id}/disable`, { reason: 'Testing' });
    expect(own.status).toBe(409);
    expect(own.body.message).toBe('You cannot disable your own account.');
  });
});

describe('reset link and verified mark', () => {
  it('queues the forgot-password mail without showing the link, and audits it', async () => {
    const user = await buildUser(t);
    const answer = await asAdmin('POST', `/api/admin/users/${user.id}/password-reset`);
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe(`A password reset link is on its way to ${user.email}.`);
    expect(answer.text).not.toMatch(/reset-password\//);
    const [mail] = await mailsTo(t, user.email);
    expect(mail?.subject).toMatch(/password/i);
    expect((await detailOf(user.id)).body.audit[0]).toMatchObject({ action: 'user.reset_link_sent' });
  });

  it('marks an unverified e-mail verified with a reason, once', async () => {
    const user = await buildUser(t, { verified: false });
    const marked = await asAdmin<AdminUserDetail>('POST', `/api/admin/users/${user.id}/verify-email`, {
      reason: 'Confirmed by phone at the desk',
    });
    expect(marked.status).toBe(200);
    expect(marked.body.email_verified_at).not.toBeNull();
    expect(marked.body.audit[0]).toMatchObject({
      action: 'user.email_marked_verified',
      after: { reason: 'Confirmed by phone at the desk' },
    });
    const again = await asAdmin('POST', `/api/admin/users/${user.id}/verify-email`, { reason: 'Again' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This e-mail address is already verified.');
  });
});
