import type { BuyNowItem, BuyNowPage, BuyNowPurchase, InvoiceDetail } from '@auction/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBuyNowItem } from '../../../test/buy-now/buy-now-test-kit';
import { buildCategory, buildUser, tokenFor } from '../../../test/factories';
import { mailsTo } from '../../../test/outbox';
import { buildIssuedInvoice } from '../../../test/payments/issued-invoice';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { rowsOf } from '../../db/queries';
import { bidderPaymentFlags } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let keys = 0;
const key = () => {
  keys += 1;
  return `buy-${Date.now()}-${keys}`;
};

function purchase(itemId: string, token: string | undefined, idempotencyKey: string | null = key()) {
  return t.request<BuyNowPurchase>({
    method: 'POST',
    url: `/api/buy-now/${itemId}/purchase`,
    ...(token ? { token } : {}),
    headers: idempotencyKey ? { 'idempotency-key': idempotencyKey } : {},
  });
}

async function bidder(name = 'Colette LeBlanc') {
  const user = await buildUser(t, { name });
  return { user, token: await tokenFor(t, user) };
}

async function invoicesOfItem(itemId: string) {
  return rowsOf<{ id: string; kind: string; status: string; total_cents: number; buyer_user_id: string }>(
    t.db,
    sql`select v.id, v.kind, v.status, v.total_cents::int8 as total_cents, v.buyer_user_id from invoices v
    join invoice_lines l on l.invoice_id = v.id where l.inventory_item_id = ${itemId}::uuid`,
  );
}

async function statusOf(itemId: string) {
  const [row] = await rowsOf<{ status: string }>(
    t.db,
    sql`select status from inventory_items where id = ${itemId}::uuid`,
  );
  return row?.status;
}

describe('the buy-now listing', () => {
  it('lists only items on buy-now with a price, searchable, by category, sorted by price or newest', async () => {
    const word = `Kettle${Date.now()}`;
    const clocks = await buildCategory(t, { name: 'Kitchen' });
    const cheap = await buildBuyNowItem(t, { title: `${word} copper`, buy_now_price_cents: 2_000 });
    const dear = await buildBuyNowItem(t, {
      title: `${word} silver`,
      buy_now_price_cents: 9_000,
      category_id: clocks.id,
    });
    await buildBuyNowItem(t, { title: `${word} in stock`, status: 'in_stock' });
    await buildBuyNowItem(t, { title: `${word} unpriced`, buy_now_price_cents: null });

    const asc = await t.request<BuyNowPage>({ method: 'GET', url: `/api/buy-now?q=${word}&sort=price_asc` });
    expect(asc.status).toBe(200);
    expect(asc.body.data.map((card) => card.id)).toEqual([cheap.id, dear.id]);
    expect(asc.body.meta.total).toBe(2);
    const desc = await t.request<BuyNowPage>({
      method: 'GET',
      url: `/api/buy-now?q=${word}&sort=price_desc`,
    });
    expect(desc.body.data.map((card) => card.id)).toEqual([dear.id, cheap.id]);
    const newest = await t.request<BuyNowPage>({ method: 'GET', url: `/api/buy-now?q=${word}` });
    expect(newest.body.data.map((card) => card.id)).toEqual([dear.id, cheap.id]);
    const kitchen = await t.request<BuyNowPage>({
      method: 'GET',
      url: `/api/buy-now?q=${word}&category=${clocks.slug}`,
    });
    expect(kitchen.body.data.map((card) => card.id)).toEqual([dear.id]);
    expect(kitchen.body.data[0]).toMatchObject({
      slug: expect.stringContaining('silver'),
      price_cents: 9_000,
      category: 'Kitchen',
      image: { thumb: expect.stringContaining('/media/'), width: 1600, height: 1200 },
    });
  });

  it('never answers the consignor, reserve, location or cost, and refuses a bad sort with 422', async () => {
    const item = await buildBuyNowItem(t, { title: `Hooked rug ${Date.now()}`, reserve_cents: 77_777 });
    const page = await t.request({ method: 'GET', url: `/api/buy-now?q=${encodeURIComponent(item.title)}` });
    const text = JSON.stringify(page.body);
    expect(text).not.toContain('77777');
    expect(text).not.toMatch(/consignor|reserve|location|commission/);
    const detail = await t.request({ method: 'GET', url: `/api/buy-now/${item.id}` });
    expect(JSON.stringify(detail.body)).not.toMatch(/consignor|reserve|location|commission|77777/);
    const bad = await t.request({ method: 'GET', url: '/api/buy-now?sort=cheapest' });
    expect(bad.status).toBe(422);
  });
});

describe('the item page', () => {
  it('answers the pictures, price, the HST for pickup in Nova Scotia today and the all-in total', async () => {
    const item = await buildBuyNowItem(t, { buy_now_price_cents: 12_500, pictures: 2 });
    const answer = await t.request<BuyNowItem>({ method: 'GET', url: `/api/buy-now/${item.id}` });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      id: item.id,
      available: true,
      price_cents: 12_500,
      tax_rate_bps: 1_400,
      tax_cents: 1_750,
      total_cents: 14_250,
      currency: 'CAD',
      condition: 'Good; light wear on the lid',
    });
    expect(answer.body.tax_label).toMatch(/HST/);
    expect(answer.body.images).toHaveLength(2);
  });

  it('is not found for an item not on buy-now, or an unknown id', async () => {
    const item = await buildBuyNowItem(t, { status: 'in_auction' });
    expect((await t.request({ method: 'GET', url: `/api/buy-now/${item.id}` })).status).toBe(404);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await t.request({ method: 'GET', url: `/api/buy-now/${unknown}` })).status).toBe(404);
    expect((await t.request({ method: 'GET', url: '/api/buy-now/not-an-id' })).status).toBe(422);
  });
});

describe('buying', () => {
  it('takes the item, issues a buy-now invoice with HST and no premium, writes history and audit, and mails it', async () => {
    const item = await buildBuyNowItem(t, { buy_now_price_cents: 12_500 });
    const { user, token } = await bidder('Gilles Comeau');
    const answer = await purchase(item.id, token);
    expect(answer.status).toBe(201);
    expect(answer.body.invoice_number).toMatch(/^\d{4}-\d{6}$/);
    expect(answer.body.total_cents).toBe(14_250);
    expect(await statusOf(item.id)).toBe('sold');

    const invoice = await t.request<InvoiceDetail>({
      method: 'GET',
      url: `/api/invoices/${answer.body.invoice_id}`,
      token,
    });
    expect(invoice.status).toBe(200);
    expect(invoice.body).toMatchObject({
      kind: 'buy_now',
      auction_id: null,
      auction_title: 'Buy now',
      paddle_number: null,
      status: 'issued',
      buyer_name: 'Gilles Comeau',
      hammer_cents: 12_500,
      premium_cents: 0,
      tax_cents: 1_750,
      total_cents: 14_250,
      balance_cents: 14_250,
    });
    expect(invoice.body.due_on).not.toBeNull();
    expect(invoice.body.lines).toMatchObject([
      { kind: 'lot', lot_id: null, lot_number: item.sku, inventory_item_id: item.id, premium_cents: 0 },
    ]);

    const history = await rowsOf<{ kind: string; actor_id: string }>(
      t.db,
      sql`select kind, actor_id from inventory_events where item_id = ${item.id}::uuid`,
    );
    expect(history).toEqual([{ kind: 'sold', actor_id: user.id }]);
    const audit = await rowsOf<{ action: string }>(
      t.db,
      sql`select action from audit_log where entity = 'invoice' and entity_id = ${answer.body.invoice_id}`,
    );
    expect(audit.map((row) => row.action)).toContain('invoice.buy_now_purchased');
    const mails = await mailsTo(t, user.email);
    expect(mails.some((mail) => mail.subject.includes(answer.body.invoice_number))).toBe(true);

    const mine = await t.request<{ id: string; kind: string }[]>({
      method: 'GET',
      url: '/api/invoices',
      token,
    });
    expect(mine.body.map((row) => row.id)).toContain(answer.body.invoice_id);
  });

  it('gives the item to exactly one of two buyers at the same moment; the other is told plainly', async () => {
    const item = await buildBuyNowItem(t, { buy_now_price_cents: 4_000 });
    const [first, second] = await Promise.all([bidder('Ada Murphy'), bidder('Ben Sampson')]);
    const answers = await Promise.all([purchase(item.id, first.token), purchase(item.id, second.token)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const loser = answers.find((answer) => answer.status === 409);
    expect((loser?.body as unknown as { message: string } | undefined)?.message).toBe(
      'Someone else bought this item a moment ago.',
    );
    const invoices = await invoicesOfItem(item.id);
    expect(invoices).toHaveLength(1);
    const sold = await rowsOf<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from inventory_events where item_id = ${item.id}::uuid and kind = 'sold'`,
    );
    expect(Number(sold[0]?.n)).toBe(1);
    const page = await t.request<BuyNowItem>({ method: 'GET', url: `/api/buy-now/${item.id}` });
    expect(page.body.available).toBe(false);
  });

  it('makes one invoice for the same Idempotency-Key sent twice, even at once', async () => {
    const item = await buildBuyNowItem(t);
    const { token } = await bidder();
    const sameKey = key();
    const [a, b] = await Promise.all([purchase(item.id, token, sameKey), purchase(item.id, token, sameKey)]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect(a.body.invoice_id).toBe(b.body.invoice_id);
    const again = await purchase(item.id, token, sameKey);
    expect(again.status).toBe(200);
    expect(again.body.invoice_id).toBe(a.body.invoice_id);
    expect(await invoicesOfItem(item.id)).toHaveLength(1);

    const other = await buildBuyNowItem(t);
    const reused = await purchase(other.id, token, sameKey);
    expect(reused.status).toBe(422);
    expect(await statusOf(other.id)).toBe('buy_now');
  });

  it('asks a guest to sign in, an unverified account to verify, and refuses a flagged bidder', async () => {
    const item = await buildBuyNowItem(t);
    expect((await purchase(item.id, undefined)).status).toBe(401);

    const unverified = await buildUser(t, { verified: false });
    const refused = await purchase(item.id, await tokenFor(t, unverified));
    expect(refused.status).toBe(403);
    expect((refused.body as unknown as { code: string }).code).toBe('EMAIL_NOT_VERIFIED');

    const { invoice, buyer } = await buildIssuedInvoice(t);
    await t.db
      .insert(bidderPaymentFlags)
      .values({ user_id: buyer.id, invoice_id: invoice.id, reason: 'unpaid' });
    const flagged = await purchase(item.id, await tokenFor(t, buyer));
    expect(flagged.status).toBe(403);
    expect((flagged.body as unknown as { message: string }).message).toMatch(/unpaid invoice/);
    expect(await statusOf(item.id)).toBe('buy_now');
    expect(await invoicesOfItem(item.id)).toHaveLength(0);
  });

  it('refuses an item that is not on buy-now (409) and an unknown one (404), changing nothing', async () => {
    const { token } = await bidder();
    const inStock = await buildBuyNowItem(t, { status: 'in_stock' });
    expect((await purchase(inStock.id, token)).status).toBe(409);
    expect(await statusOf(inStock.id)).toBe('in_stock');
    expect((await purchase('00000000-0000-4000-8000-000000000001', token)).status).toBe(404);
    expect((await purchase(inStock.id, token, 'short')).status).toBe(422);
  });
});
