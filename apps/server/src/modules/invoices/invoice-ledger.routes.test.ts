import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type {
  AdminDashboardFigures,
  BuyerOwing,
  InvoiceDetail,
  InvoiceSummary,
  ReleaseDeskInvoice,
  Report,
  StaffInvoiceDetail,
  StaffInvoicePage,
} from '@auction/contracts';
import { calendarDateIn } from '@auction/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, tokenFor } from '../../../test/factories';
import { buildIssuedInvoice } from '../../../test/payments/issued-invoice';
import { createTestApp, type TestApp } from '../../../test/test-app';

function hasPdfToText(): boolean {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  staff = await tokenFor(t, await buildUser(t, { roles: ['Staff', 'Bidder'] }));
});
afterAll(() => t.close());

const get = <T>(url: string, token = staff) => t.request<T>({ method: 'GET', url, token });
const post = <T>(url: string, payload: Record<string, unknown>) =>
  t.request<T>({ method: 'POST', url, token: staff, payload });

describe('one ledger for an invoice’s money', () => {
  it('after a refund, every screen, paper and report reads the same paid, refunded and balance', async () => {
    const { invoice, buyer } = await buildIssuedInvoice(t, { totalCents: 91_895 });
    const buyerToken = await tokenFor(t, buyer);
    const today = calendarDateIn(new Date(), 'America/Halifax');
    const paid = await post<StaffInvoiceDetail>(`/api/admin/invoices/${invoice.id}/payments`, {
      method: 'cash',
      amount_cents: 91_895,
      received_on: today,
      reference: '',
      idempotency_key: `ledger-pay-${invoice.id}`,
    });
    expect(paid.body).toMatchObject({ status: 'paid', balance_cents: 0 });
    const refunded = await post<StaffInvoiceDetail>(`/api/admin/invoices/${invoice.id}/refunds`, {
      payment_id: paid.body.payments[0]?.id,
      amount_cents: 5_130,
      reason: 'A chipped leg on lot 4',
      idempotency_key: `ledger-refund-${invoice.id}`,
    });
    const money = {
      total_cents: 91_895,
      received_cents: 91_895,
      refunded_cents: 5_130,
      paid_cents: 86_765,
      balance_cents: 5_130,
    };
    expect(refunded.body).toMatchObject({ status: 'partially_paid', ...money });

    expect((await get<InvoiceDetail>(`/api/invoices/${invoice.id}`, buyerToken)).body).toMatchObject(money);
    const mine = await get<InvoiceSummary[]>('/api/invoices', buyerToken);
    expect(mine.body.find((row) => row.id === invoice.id)).toMatchObject(money);
    const list = await get<StaffInvoicePage>(`/api/admin/invoices?auction_id=${invoice.auction_id}`);
    expect(list.body.totals).toMatchObject({ total_cents: 91_895, paid_cents: 86_765, balance_cents: 5_130 });
    const owing = await get<BuyerOwing>('/api/invoices/owing', buyerToken);
    expect(owing.body).toEqual({ invoices: 1, balance_cents: 5_130 });
    const pay = await get<{ balance_cents: number }>(`/api/invoices/${invoice.id}/pay`, buyerToken);
    expect(pay.body.balance_cents).toBe(5_130);
    const desk = await get<ReleaseDeskInvoice[]>(
      `/api/admin/release-desk?q=${encodeURIComponent(invoice.number ?? '')}`,
    );
    expect(desk.body[0]).toMatchObject({ balance_cents: 5_130, fully_paid: false });
    const dashboard = await get<AdminDashboardFigures>('/api/admin/dashboard/figures');
    expect(dashboard.body.unpaid).toMatchObject({ balance_cents: 5_130, invoices: 1 });
    const receivables = await get<Report>(`/api/admin/reports/receivables?from=${today}&to=${today}`);
    const owed = receivables.body.sections.find((section) => section.id === 'receivables-by-age');
    expect(owed?.totals).toMatchObject({ invoices: 1, balance_cents: 5_130 });

    if (!hasPdfToText()) return;
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/admin/invoices/${invoice.id}/pdf`,
      headers: { authorization: `Bearer ${staff}` },
    });
    const file = join(mkdtempSync(join(tmpdir(), 'ledger-pdf-')), 'invoice.pdf');
    writeFileSync(file, pdf.rawPayload);
    const text = execFileSync('pdftotext', ['-raw', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    expect(text).toContain('Total $918.95 Paid $918.95 Refunded $51.30 Balance due $51.30');
    expect(text).not.toMatch(/-\$/);
  });

  it('counts a void invoice as owing nothing, wherever it is read', async () => {
    const { invoice, buyer } = await buildIssuedInvoice(t, { totalCents: 12_000 });
    const voided = await post<StaffInvoiceDetail>(`/api/admin/invoices/${invoice.id}/void`, {
      reason: 'Sold to the wrong paddle',
    });
    expect(voided.body).toMatchObject({ status: 'void', balance_cents: 0, paid_cents: 0 });
    const buyerToken = await tokenFor(t, buyer);
    const mine = await get<InvoiceSummary[]>('/api/invoices', buyerToken);
    expect(mine.body.find((row) => row.id === invoice.id)?.balance_cents).toBe(0);
    expect((await get<BuyerOwing>('/api/invoices/owing', buyerToken)).body).toEqual({
      invoices: 0,
      balance_cents: 0,
    });
  });
});
