import { randomUUID } from 'node:crypto';
import type { Campaign, CampaignProgress, CampaignRender } from '@auction/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BuiltUser,
  buildAuction,
  buildCategory,
  buildLot,
  buildUser,
  tokenFor,
} from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import {
  invoiceLines,
  invoices,
  marketingCampaignRecipients,
  outbox,
  users,
  watchlist,
} from '../../db/schema';

let t: TestApp;
let staff: BuiltUser;
let staffToken: string;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  staff = await buildUser(t, { roles: ['Staff', 'Bidder'] });
  staffToken = await tokenFor(t, staff);
  adminToken = await tokenFor(t, await buildUser(t, { roles: ['Admin', 'Bidder'] }));
});
afterAll(() => t.close());

const call = <T>(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
  token = staffToken,
) => t.request<T>({ method, url, token, ...(payload === undefined ? {} : { payload: payload as object }) });
const draft = (extra: Record<string, unknown> = {}) => ({
  name: `Autumn news ${randomUUID().slice(0, 6)}`,
  subject: 'Autumn at the saleroom',
  body_markdown: 'Hello! Read [the catalogue](https://harbourside.example/catalogue).',
  audience: { kind: 'all_opted_in' },
  ...extra,
});
const preview = async (audience: unknown) =>
  (await call<{ count: number }>('POST', '/api/admin/marketing/audience-preview', audience)).body.count;

async function buyer(user: BuiltUser, lotId: string, saleDate: string) {
  const [invoice] = await t.db
    .insert(invoices)
    .values({
      kind: 'buy_now',
      buyer_user_id: user.id,
      status: 'paid',
      number: `MK-${randomUUID().slice(0, 8)}`,
      sale_date: saleDate,
      tax_rate_bps: 1400,
    })
    .returning();
  if (!invoice) throw new Error('no invoice');
  await t.db.insert(invoiceLines).values({
    invoice_id: invoice.id,
    position: 1,
    kind: 'lot',
    lot_id: lotId,
    lot_number: '1',
    description: 'A lot',
    amount_cents: 1000,
  });
}

describe('the audience', () => {
  it('counts only people who consent, proved their address and are neither disabled nor erased', async () => {
    const furniture = await buildCategory(t);
    const silver = await buildCategory(t);
    const auction = await buildAuction(t, { slug: `sale-${randomUUID().slice(0, 6)}` });
    const chair = await buildLot(t, auction, { category_id: furniture.id });
    const spoon = await buildLot(t, auction, { category_id: silver.id });
    const other = await buildAuction(t, { slug: `sale-${randomUUID().slice(0, 6)}` });
    const vase = await buildLot(t, other, { category_id: silver.id });

    const oldBuyer = await buildUser(t, { marketing: true });
    await buyer(oldBuyer, chair.id, '2025-03-01');
    const watcher = await buildUser(t, { marketing: true });
    await t.db.insert(watchlist).values({ user_id: watcher.id, lot_id: spoon.id });
    const otherWatcher = await buildUser(t, { marketing: true });
    await t.db.insert(watchlist).values({ user_id: otherWatcher.id, lot_id: vase.id });
    await buildUser(t, { marketing: true });
    const refuser = await buildUser(t, { marketing: false });
    await buyer(refuser, chair.id, '2026-06-01');
    const unverified = await buildUser(t, { marketing: true, verified: false });
    await buyer(unverified, chair.id, '2026-06-01');
    const disabled = await buildUser(t, { marketing: true });
    await buyer(disabled, chair.id, '2026-06-01');
    await t.db.update(users).set({ disabled_at: new Date() }).where(eq(users.id, disabled.id));
    const erased = await buildUser(t, { marketing: true });
    await t.db.update(users).set({ erased_at: new Date() }).where(eq(users.id, erased.id));

    expect(await preview({ kind: 'all_opted_in' })).toBe(4);
    expect(await preview({ kind: 'past_buyers', since: null })).toBe(1);
    expect(await preview({ kind: 'past_buyers', since: '2026-01-01' })).toBe(0);
    expect(await preview({ kind: 'watchlist', auction_id: null })).toBe(2);
    expect(await preview({ kind: 'watchlist', auction_id: auction.id })).toBe(1);
    expect(await preview({ kind: 'categories', category_ids: [furniture.id] })).toBe(1);
    expect(await preview({ kind: 'categories', category_ids: [silver.id] })).toBe(2);
  });

  it('refuses an audience it cannot read with the field messages', async () => {
    const answer = await call('POST', '/api/admin/marketing/audience-preview', {
      kind: 'categories',
      category_ids: [],
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors?.category_ids).toEqual(['Choose at least one category.']);
    expect((await call('POST', '/api/admin/marketing/audience-preview', { kind: 'friends' })).status).toBe(
      422,
    );
  });
});

describe('drafts', () => {
  it('are made, changed and deleted by Staff, and bad input is a 422 that changes nothing', async () => {
    const bad = await call(
      'POST',
      '/api/admin/marketing/campaigns',
      draft({ subject: '', rate_per_minute: 0 }),
    );
    expect(bad.status).toBe(422);
    expect(bad.body.errors?.subject).toEqual(['The subject is required.']);
    expect(bad.body.errors?.rate_per_minute).toEqual(['At least 1 mail per minute.']);

    const created = await call<Campaign>('POST', '/api/admin/marketing/campaigns', draft());
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: 'draft', rate_per_minute: 60, track_engagement: false });
    const changed = await call<Campaign>('PATCH', `/api/admin/marketing/campaigns/${created.body.id}`, {
      subject: 'Winter at the saleroom',
    });
    expect(changed.body.subject).toBe('Winter at the saleroom');
    const list = await call<{ data: Campaign[] }>(
      'GET',
      `/api/admin/marketing/campaigns?q=${created.body.name}`,
    );
    expect(list.body.data.map((c) => c.id)).toEqual([created.body.id]);
    const removed = await call('DELETE', `/api/admin/marketing/campaigns/${created.body.id}`);
    expect(removed.status).toBe(204);
    expect((await call('GET', `/api/admin/marketing/campaigns/${created.body.id}`)).status).toBe(404);
  });

  it('let only an Admin switch on counting opens and clicks', async () => {
    const asStaff = await call('POST', '/api/admin/marketing/campaigns', draft({ track_engagement: true }));
    expect(asStaff.status).toBe(403);
    const asAdmin = await call<Campaign>(
      'POST',
      '/api/admin/marketing/campaigns',
      draft({ track_engagement: true }),
      adminToken,
    );
    expect(asAdmin.body.track_engagement).toBe(true);
  });

  it('preview the message in the house layout with any HTML written in it made harmless', async () => {
    const answer = await call<CampaignRender>('POST', '/api/admin/marketing/render', {
      subject: 'Hi',
      body_markdown: '# Big sale\n\n<script>alert(1)</script>\n\n[click](javascript:alert(1))',
    });
    expect(answer.body.html).toContain('<h2>Big sale</h2>');
    expect(answer.body.html).not.toContain('<script>');
    expect(answer.body.html).not.toContain('href="javascript:');
  });

  it('test-send to the staff member’s own address through the outbox, marked as a test', async () => {
    const created = await call<Campaign>('POST', '/api/admin/marketing/campaigns', draft());
    const sent = await call<{ to: string }>(
      'POST',
      `/api/admin/marketing/campaigns/${created.body.id}/test-send`,
    );
    expect(sent.body.to).toBe(staff.email);
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.to, staff.email));
    expect(mail?.subject).toBe('[Test] Autumn at the saleroom');
    expect(mail?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  });
});

describe('sending', () => {
  it('freezes the audience once, and refuses a second send or an audience nobody is in', async () => {
    const empty = await call<Campaign>(
      'POST',
      '/api/admin/marketing/campaigns',
      draft({ audience: { kind: 'past_buyers', since: '2030-01-01' } }),
    );
    const none = await call('POST', `/api/admin/marketing/campaigns/${empty.body.id}/send`);
    expect(none.status).toBe(422);
    expect(none.body.errors?.audience).toEqual(['Nobody in this audience accepts marketing e-mail.']);

    const created = await call<Campaign>('POST', '/api/admin/marketing/campaigns', draft());
    const sent = await call<Campaign>('POST', `/api/admin/marketing/campaigns/${created.body.id}/send`);
    expect(sent.body.status).toBe('sending');
    const frozen = await t.db
      .select()
      .from(marketingCampaignRecipients)
      .where(eq(marketingCampaignRecipients.campaign_id, created.body.id));
    expect(frozen.length).toBe(sent.body.recipients_count);
    expect(frozen.every((row) => row.status === 'pending')).toBe(true);
    expect((await call('POST', `/api/admin/marketing/campaigns/${created.body.id}/send`)).status).toBe(409);
    expect(
      (await call('PATCH', `/api/admin/marketing/campaigns/${created.body.id}`, { name: 'x' })).status,
    ).toBe(409);
    const progress = await call<CampaignProgress>(
      'GET',
      `/api/admin/marketing/campaigns/${created.body.id}/progress`,
    );
    expect(progress.body).toMatchObject({
      status: 'sending',
      pending: frozen.length,
      queued: 0,
      opened: null,
    });
  });
});
