import type { InvoiceDetail, InvoiceSummary, StaffInvoiceDetail, StaffInvoicePage } from '@auction/contracts';
import { describe, expect, it } from 'vitest';
import { tokenFor } from '../../../test/factories';
import {
  closedTimedSale,
  generate,
  invoicesOf,
  staff,
  t,
  useInvoiceApp,
} from '../../../test/invoices/invoice-routes.fixture';

useInvoiceApp();

describe('the buyer', () => {
  it('sees only their own issued invoices; another person gets 404', async () => {
    const { auction, alice, bob } = await closedTimedSale();
    await generate(auction.id);
    const [aliceInvoice] = (await invoicesOf(auction.id)).data;
    const aliceToken = await tokenFor(t, alice);
    const bobToken = await tokenFor(t, bob);
    const draft = await t.request({
      method: 'GET',
      url: `/api/invoices/${aliceInvoice?.id}`,
      token: aliceToken,
    });
    expect(draft.status).toBe(404);
    await t.request({ method: 'POST', url: `/api/admin/invoices/${aliceInvoice?.id}/issue`, token: staff });
    const own = await t.request<InvoiceDetail>({
      method: 'GET',
      url: `/api/invoices/${aliceInvoice?.id}`,
      token: aliceToken,
    });
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({
      gst_hst_number: '812345678 RT0001',
      tax_label: expect.stringContaining('HST'),
      qr_text: aliceInvoice?.id,
    });
    expect(own.body.lines).toHaveLength(2);
    const list = await t.request<InvoiceSummary[]>({
      method: 'GET',
      url: '/api/invoices',
      token: aliceToken,
    });
    expect(list.body.map((row) => row.id)).toEqual([aliceInvoice?.id]);
    const other = await t.request({
      method: 'GET',
      url: `/api/invoices/${aliceInvoice?.id}`,
      token: bobToken,
    });
    expect(other.status).toBe(404);
    const otherChoice = await t.request({
      method: 'PUT',
      url: `/api/invoices/${aliceInvoice?.id}/fulfilment`,
      payload: { fulfilment: 'pickup' },
      token: bobToken,
    });
    expect(otherChoice.status).toBe(404);
  });

  it('asks for shipping to Ontario: the place of supply and its rate follow; staff quote a taxable charge', async () => {
    const { auction, bob } = await closedTimedSale();
    await generate(auction.id);
    const bobInvoice = (await invoicesOf(auction.id)).data[1];
    await t.request({ method: 'POST', url: `/api/admin/invoices/${bobInvoice?.id}/issue`, token: staff });
    const bobToken = await tokenFor(t, bob);
    const shipTo = {
      name: 'Bob MacLeod',
      street: '1 King St W',
      city: 'Toronto',
      province: 'ON',
      postal_code: 'M5H 1A1',
      country: 'CA',
    };
    const bad = await t.request({
      method: 'PUT',
      url: `/api/invoices/${bobInvoice?.id}/fulfilment`,
      payload: { fulfilment: 'shipping', ship_to: { ...shipTo, province: 'Ontario' } },
      token: bobToken,
    });
    expect(bad.status).toBe(422);
    const asked = await t.request<InvoiceDetail>({
      method: 'PUT',
      url: `/api/invoices/${bobInvoice?.id}/fulfilment`,
      payload: { fulfilment: 'shipping', ship_to: shipTo },
      token: bobToken,
    });
    expect(asked.status).toBe(200);
    expect(asked.body).toMatchObject({
      place_of_supply: 'ON',
      tax_rate_bps: 1_300,
      shipping_requested: true,
      tax_cents: 2_990,
    });
    const quoted = await t.request<StaffInvoiceDetail>({
      method: 'PUT',
      url: `/api/admin/invoices/${bobInvoice?.id}/shipping`,
      payload: { shipping_carrier: 'Canada Post', shipping_quote_cents: 4_000 },
      token: staff,
    });
    expect(quoted.body).toMatchObject({ charges_cents: 4_000, tax_cents: 3_510, total_cents: 30_510 });
    const tracked = await t.request<StaffInvoiceDetail>({
      method: 'PUT',
      url: `/api/admin/invoices/${bobInvoice?.id}/shipping`,
      payload: { tracking_number: 'CP123456789CA', shipped_on: '2026-06-15' },
      token: staff,
    });
    expect(tracked.body).toMatchObject({
      tracking_number: 'CP123456789CA',
      shipped_on: '2026-06-15',
      shipping_carrier: 'Canada Post',
    });
    const filtered = await t.request<StaffInvoicePage>({
      method: 'GET',
      url: `/api/admin/invoices?auction_id=${auction.id}&shipping_requested=true`,
      token: staff,
    });
    expect(filtered.body.data.map((row) => row.id)).toEqual([bobInvoice?.id]);
  });
});
