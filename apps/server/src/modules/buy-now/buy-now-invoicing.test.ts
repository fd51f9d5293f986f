import type {
  BuyNowPurchase,
  ReleaseDeskInvoice,
  StaffInvoiceDetail,
  StaffInvoicePage,
} from '@auction/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBuyNowItem } from '../../../test/buy-now/buy-now-test-kit';
import { buildUser, tokenFor } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { rowsOf } from '../../db/queries';

let t: TestApp;
let staff: string;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  staff = await tokenFor(t, await buildUser(t, { roles: ['Staff'], name: 'Dana Clerk' }));
  admin = await tokenFor(t, await buildUser(t, { roles: ['Admin'], name: 'Ruth Manager' }));
});
afterAll(() => t.close());

let keys = 0;
/** A bidder buys a fresh item; answers the purchase, the item and the bidder's token. */
async function bought(title = 'Maple rocking chair') {
  const item = await buildBuyNowItem(t, { title, buy_now_price_cents: 20_000 });
  const buyer = await buildUser(t, { name: 'Yvonne Arsenault' });
  const token = await tokenFor(t, buyer);
  keys += 1;
  const answer = await t.request<BuyNowPurchase>({
    method: 'POST',
    url: `/api/buy-now/${item.id}/purchase`,
    token,
    headers: { 'idempotency-key': `invoicing-${Date.now()}-${keys}` },
  });
  expect(answer.status).toBe(201);
  return { item, buyer, token, invoiceId: answer.body.invoice_id, number: answer.body.invoice_number };
}

describe('a buy-now invoice in the staff pages', () => {
  it('shows as a buy-now purchase in the list (filterable by kind) and on its page, with its history', async () => {
    const { invoiceId, number } = await bought();
    const list = await t.request<StaffInvoicePage>({
      method: 'GET',
      url: `/api/admin/invoices?kind=buy_now&q=${number}`,
      token: staff,
    });
    expect(list.status).toBe(200);
    expect(list.body.data).toMatchObject([
      { id: invoiceId, kind: 'buy_now', auction_title: 'Buy now', paddle_number: null },
    ]);
    const auctions = await t.request<StaffInvoicePage>({
      method: 'GET',
      url: `/api/admin/invoices?kind=auction&q=${number}`,
      token: staff,
    });
    expect(auctions.body.data).toHaveLength(0);
    const badKind = await t.request({ method: 'GET', url: '/api/admin/invoices?kind=shop', token: staff });
    expect(badKind.status).toBe(422);

    const page = await t.request<StaffInvoiceDetail>({
      method: 'GET',
      url: `/api/admin/invoices/${invoiceId}`,
      token: staff,
    });
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ kind: 'buy_now', registration_id: null, auction_id: null });
    expect(page.body.history[0]?.detail).toMatch(/^Bought on buy-now .* by Yvonne Arsenault$/);
    const csv = await t.request({ method: 'GET', url: `/api/admin/invoices.csv?kind=buy_now`, token: staff });
    expect(csv.status).toBe(200);
  });

  it('makes its PDF for the buyer', async () => {
    const { invoiceId, token, number } = await bought();
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/invoices/${invoiceId}/pdf`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="invoice-${number}.pdf"`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('voiding it puts the item back on buy-now with a history event', async () => {
    const { invoiceId, item } = await bought();
    const voided = await t.request<StaffInvoiceDetail>({
      method: 'POST',
      url: `/api/admin/invoices/${invoiceId}/void`,
      token: staff,
      payload: { reason: 'The buyer changed their mind before paying' },
    });
    expect(voided.status).toBe(200);
    expect(voided.body.status).toBe('void');
    const [row] = await rowsOf<{ status: string }>(
      t.db,
      sql`select status from inventory_items where id = ${item.id}::uuid`,
    );
    expect(row?.status).toBe('buy_now');
    const events = await rowsOf<{ kind: string }>(
      t.db,
      sql`select kind from inventory_events where item_id = ${item.id}::uuid order by created_at, id`,
    );
    expect(events.map((event) => event.kind)).toEqual(['sold', 'relisted']);
    const page = await t.request<{ available: boolean }>({ method: 'GET', url: `/api/buy-now/${item.id}` });
    expect(page.body.available).toBe(true);
  });
});

describe('the release desk and a buy-now invoice', () => {
  it('finds it, refuses to hand over the unpaid item, then hands it over once when paid', async () => {
    const { invoiceId, item, number } = await bought('Brass ship lantern');
    const found = await t.request<ReleaseDeskInvoice[]>({
      method: 'GET',
      url: `/api/admin/release-desk?q=${number}`,
      token: staff,
    });
    expect(found.body).toMatchObject([
      {
        invoice_id: invoiceId,
        auction_title: 'Buy now',
        paddle_number: null,
        lots: [{ lot_id: item.id, lot_number: item.sku, title: 'Brass ship lantern', released_at: null }],
      },
    ]);
    const release = (token: string) =>
      t.request<ReleaseDeskInvoice>({
        method: 'POST',
        url: `/api/admin/invoices/${invoiceId}/releases`,
        token,
        payload: { lot_ids: [item.id], released_to: 'Yvonne Arsenault' },
      });
    expect((await release(staff)).status).toBe(409);

    const paid = await t.request<StaffInvoiceDetail>({
      method: 'POST',
      url: `/api/admin/invoices/${invoiceId}/payments`,
      token: staff,
      payload: {
        method: 'debit',
        amount_cents: 22_800,
        received_on: '2026-11-24',
        idempotency_key: `pay-${invoiceId}`,
      },
    });
    expect(paid.status).toBe(200);
    expect(paid.body.status).toBe('paid');
    const handed = await release(staff);
    expect(handed.status).toBe(200);
    expect(handed.body.lots[0]?.released_to).toBe('Yvonne Arsenault');
    const releases = await rowsOf<{ lot_id: string | null; inventory_item_id: string }>(
      t.db,
      sql`select lot_id, inventory_item_id from lot_releases where invoice_id = ${invoiceId}::uuid`,
    );
    expect(releases).toEqual([{ lot_id: null, inventory_item_id: item.id }]);
    expect((await release(staff)).status).toBe(409);
    const detail = await t.request<StaffInvoiceDetail>({
      method: 'GET',
      url: `/api/admin/invoices/${invoiceId}`,
      token: admin,
    });
    expect(detail.body.lines[0]?.released_at).not.toBeNull();
    const voiding = await t.request({
      method: 'POST',
      url: `/api/admin/invoices/${invoiceId}/void`,
      token: admin,
      payload: { reason: 'try' },
    });
    expect(voiding.status).toBe(409);
  });
});
