import type { StaffInvoiceDetail, StaffInvoicePage } from '@auction/contracts';
import { describe, expect, it } from 'vitest';
import {
  closedTimedSale,
  generate,
  invoicesOf,
  staff,
  t,
  useInvoiceApp,
} from '../../../test/invoices/invoice-routes.fixture';

useInvoiceApp();

describe('charges, credits and bad input', () => {
  it('refuses a credit above the total and bad lines with 422, changing nothing', async () => {
    const { auction } = await closedTimedSale();
    await generate(auction.id);
    const [alice] = (await invoicesOf(auction.id)).data;
    const before = await t.request<StaffInvoiceDetail>({
      method: 'GET',
      url: `/api/admin/invoices/${alice?.id}`,
      token: staff,
    });
    for (const payload of [
      {
        kind: 'credit',
        charge_type: 'deposit',
        description: 'Deposit',
        amount_cents: 19_732,
        reason: 'Paid at registration',
      },
      { kind: 'credit', charge_type: 'discount', description: 'Goodwill', amount_cents: 100 },
      { kind: 'charge', charge_type: 'handling', description: 'Crating', amount_cents: -5 },
      { kind: 'refund', amount_cents: 5 },
    ]) {
      const answer = await t.request({
        method: 'POST',
        url: `/api/admin/invoices/${alice?.id}/lines`,
        payload,
        token: staff,
      });
      expect(answer.status, JSON.stringify(payload)).toBe(422);
    }
    const after = await t.request<StaffInvoiceDetail>({
      method: 'GET',
      url: `/api/admin/invoices/${alice?.id}`,
      token: staff,
    });
    expect(after.body.lines).toEqual(before.body.lines);
    expect(after.body.total_cents).toBe(before.body.total_cents);

    const deposit = await t.request<StaffInvoiceDetail>({
      method: 'POST',
      url: `/api/admin/invoices/${alice?.id}/lines`,
      payload: {
        kind: 'credit',
        charge_type: 'deposit',
        description: 'Deposit',
        amount_cents: 5_000,
        reason: 'Paid at registration',
      },
      token: staff,
    });
    expect(deposit.body).toMatchObject({ tax_cents: 2_423, credits_cents: 5_000, total_cents: 14_731 });
    const line = deposit.body.lines.find((l) => l.kind === 'credit');
    const removed = await t.request<StaffInvoiceDetail>({
      method: 'DELETE',
      url: `/api/admin/invoices/${alice?.id}/lines/${line?.id}`,
      token: staff,
    });
    expect(removed.body.total_cents).toBe(19_731);
    const lotLine = deposit.body.lines.find((l) => l.kind === 'lot');
    const notLot = await t.request({
      method: 'DELETE',
      url: `/api/admin/invoices/${alice?.id}/lines/${lotLine?.id}`,
      token: staff,
    });
    expect(notLot.status).toBe(409);
  });

  it('lists with filters, searches by paddle and exports CSV', async () => {
    const { auction, bobReg } = await closedTimedSale();
    await generate(auction.id);
    const search = await t.request<StaffInvoicePage>({
      method: 'GET',
      url: `/api/admin/invoices?auction_id=${auction.id}&q=${bobReg.paddle_number}`,
      token: staff,
    });
    expect(search.body.data.map((row) => row.buyer_name)).toEqual(['Bob MacLeod']);
    const badSort = await t.request({ method: 'GET', url: '/api/admin/invoices?sort=nope', token: staff });
    expect(badSort.status).toBe(422);
    const csv = await t.request({
      method: 'GET',
      url: `/api/admin/invoices.csv?auction_id=${auction.id}&sort=paddle_number&order=asc`,
      token: staff,
    });
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.text.trim().split('\n');
    expect(lines[0]).toContain('Number,Auction,Paddle,Buyer');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('Alice Boudreau');
    expect(lines[1]).toContain('197.31');
  });
});
