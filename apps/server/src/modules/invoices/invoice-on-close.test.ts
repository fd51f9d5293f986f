import type { StaffInvoicePage } from '@auction/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAuction, buildLot, buildRegistration, buildUser, tokenFor } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await tokenFor(t, await buildUser(t, { roles: ['Admin'] }));
});
afterAll(() => t.close());

async function saleEndingNow(slug: string) {
  const ended = new Date(Date.now() - 60_000);
  const auction = await buildAuction(t, {
    slug,
    status: 'closing',
    start_at: new Date(Date.now() - 86_400_000),
    end_at: ended,
  });
  const bidder = await buildUser(t, { name: 'Claire Comeau' });
  await buildRegistration(t, auction, bidder);
  await buildLot(t, auction, {
    status: 'open',
    end_at: ended,
    current_price_cents: 7_500,
    high_bidder_id: bidder.id,
    high_max_cents: 9_000,
    bid_count: 1,
  });
  return auction;
}

const invoicesOf = async (auctionId: string) =>
  (
    await t.request<StaffInvoicePage>({
      method: 'GET',
      url: `/api/admin/invoices?auction_id=${auctionId}`,
      token: admin,
    })
  ).body.data;

describe('invoicing when an auction closes', () => {
  it('waits for staff while the setting is off, and drafts the invoices itself once it is on', async () => {
    const off = await saleEndingNow('closes-without-invoices');
    await t.app.closing.tick();
    expect(await invoicesOf(off.id)).toEqual([]);

    const turnedOn = await t.request({
      method: 'PUT',
      url: '/api/admin/settings',
      payload: { invoice_automatically_on_close: true },
      token: admin,
    });
    expect(turnedOn.status).toBe(200);
    const on = await saleEndingNow('closes-with-invoices');
    await t.app.closing.tick();
    const drafts = await invoicesOf(on.id);
    expect(drafts.map((row) => [row.buyer_name, row.status, row.hammer_cents])).toEqual([
      ['Claire Comeau', 'draft', 7_500],
    ]);
  });

  it('refuses settings that make no sense with 422', async () => {
    for (const payload of [
      { invoice_payment_terms_days: -1 },
      { gst_hst_number: 'abc' },
      { pickup_slot_capacity: 0 },
      { etransfer_email: 'nope' },
    ]) {
      const answer = await t.request({ method: 'PUT', url: '/api/admin/settings', payload, token: admin });
      expect(answer.status, JSON.stringify(payload)).toBe(422);
    }
  });
});
