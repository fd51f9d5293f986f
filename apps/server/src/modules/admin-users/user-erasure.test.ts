import type { AdminUserDetail } from '@auction/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BuiltUser,
  buildAuction,
  buildConsignor,
  buildLot,
  buildRegistration,
  buildUser,
  tokenFor,
} from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { bids, invoices, users, watchlist } from '../../db/schema';

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = await tokenFor(t, await buildUser(t, { roles: ['Admin'] }));
});
afterAll(() => t.close());

const asAdmin = <T>(method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
  t.request<T>({ method, url, token: adminToken, ...(payload === undefined ? {} : { payload }) });

/** A bidder with a registration, a bid, a watched lot and an invoice in the state given. */
async function bidderWithHistory(invoiceStatus: 'paid' | 'issued') {
  const user = await buildUser(t, { name: 'Gerald Private' });
  await t.db.update(users).set({ phone: '902-555-0143' }).where(eq(users.id, user.id));
  const auction = await buildAuction(t, { slug: `sale-${user.id}` });
  const lot = await buildLot(t, auction, { title: 'Brass ship clock' });
  const registration = await buildRegistration(t, auction, user);
  await t.db.insert(bids).values({
    lot_id: lot.id,
    auction_id: auction.id,
    bidder_id: user.id,
    amount_cents: 4_500,
    kind: 'max',
    seq: 1,
  });
  await t.db.insert(watchlist).values({ user_id: user.id, lot_id: lot.id });
  const [invoice] = await t.db
    .insert(invoices)
    .values({
      auction_id: auction.id,
      registration_id: registration.id,
      buyer_user_id: user.id,
      status: invoiceStatus,
      number: `2026-${user.id.slice(0, 6)}`,
      sale_date: '2026-11-01',
      tax_rate_bps: 1400,
      total_cents: 5_130,
      paid_cents: invoiceStatus === 'paid' ? 5_130 : 0,
    })
    .returning();
  return { user, auction, lot, invoice };
}

const erase = (user: BuiltUser, confirmation = user.email) =>
  asAdmin<AdminUserDetail>('POST', `/api/admin/users/${user.id}/erase`, { confirmation });

describe('exporting what the house holds about a person', () => {
  it('downloads one JSON file with the account, bids, invoices and trail, and never the password hash', async () => {
    const { user, lot, invoice } = await bidderWithHistory('paid');
    const answer = await t.request({
      method: 'GET',
      url: `/api/admin/users/${user.id}/export`,
      token: adminToken,
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="user-.+\.json"$/);
    const data = JSON.parse(answer.text) as Record<string, unknown[]> & { account: Record<string, unknown> };
    expect(data.account).toMatchObject({ email: user.email, name: 'Gerald Private', phone: '902-555-0143' });
    expect(answer.text).not.toContain(user.row.password_hash);
    expect(data.account).not.toHaveProperty('password_hash');
    expect(data.bids).toMatchObject([{ lot_id: lot.id, amount_cents: 4_500, lot_title: 'Brass ship clock' }]);
    expect(data.invoices).toMatchObject([{ id: invoice?.id, total_cents: 5_130 }]);
    expect(data.registrations).toHaveLength(1);
    expect(data.watchlist).toHaveLength(1);
    const page = await asAdmin<AdminUserDetail>('GET', `/api/admin/users/${user.id}`);
    expect(page.body.audit[0]).toMatchObject({ action: 'user.exported' });
  });
});

describe('erasing a person on request', () => {
  it('anonymises the account and keeps the bids and the paid invoice under it', async () => {
    const { user, invoice } = await bidderWithHistory('paid');
    const token = await tokenFor(t, user);

    const mistyped = await erase(user, 'someone@example.ca');
    expect(mistyped.status).toBe(422);
    expect(mistyped.body.errors?.confirmation).toEqual([
      'Type the e-mail address of this account exactly to confirm.',
    ]);

    const erased = await erase(user, user.email.toUpperCase());
    expect(erased.status).toBe(200);
    expect(erased.body).toMatchObject({
      name: 'Erased user',
      phone: '',
      status: 'erased',
      roles: [],
      email: `erased-${user.id}@erased.invalid`,
      address: { line1: '', city: '' },
    });
    expect(erased.body.bids).toHaveLength(1);
    expect(erased.body.invoices).toMatchObject([{ id: invoice?.id, status: 'paid' }]);
    expect(erased.body.audit[0]).toMatchObject({ action: 'user.erased', after: { status: 'erased' } });
    expect(JSON.stringify(erased.body.audit[0])).not.toContain(user.email);

    expect(await t.db.select().from(watchlist).where(eq(watchlist.user_id, user.id))).toEqual([]);
    expect((await t.request({ method: 'GET', url: '/api/users/profile', token })).status).toBe(401);
    const login = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
    });
    expect(login.status).toBe(401);
    const search = await asAdmin<{ data: unknown[] }>(
      'GET',
      `/api/admin/users?q=${encodeURIComponent(user.email)}`,
    );
    expect(search.body.data).toEqual([]);

    const again = await asAdmin('POST', `/api/admin/users/${user.id}/enable`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This account has been erased; nothing about it can change any more.');
  });

  it('refuses a person with an unpaid invoice, an Admin and a consignor, changing nothing', async () => {
    const { user } = await bidderWithHistory('issued');
    const unpaid = await erase(user);
    expect(unpaid.status).toBe(409);
    expect(unpaid.body.message).toBe(
      'This user has unpaid invoices. Erase them only once every invoice is paid or void.',
    );
    const still = await asAdmin<AdminUserDetail>('GET', `/api/admin/users/${user.id}`);
    expect(still.body).toMatchObject({ email: user.email, status: 'active' });

    const otherAdmin = await buildUser(t, { roles: ['Admin'] });
    expect((await erase(otherAdmin)).body.message).toBe(
      'An Admin cannot be erased. Remove the Admin role first.',
    );

    const consignorUser = await buildUser(t, { roles: ['Bidder', 'Consignor'] });
    const consignor = await buildConsignor(t, { user_id: consignorUser.id });
    expect((await erase(consignorUser)).body.message).toBe(
      `This user signs in as consignor C-${consignor.number}. Unlink them on the consignor's page first.`,
    );
  });
});
