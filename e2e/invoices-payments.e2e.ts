import type {
  Auction,
  InvoiceDetail,
  StaffInvoiceDetail,
  StaffInvoicePage,
  StaffLot,
} from '@auction/contracts';
import { describe, expect, inject, it } from 'vitest';
import { demoAccountWithRole, readDemoAccounts } from './support/accounts';
import { apiCall, apiSignIn } from './support/api';
import { expectNoA11yViolations } from './support/axe';
import { useBrowser, viewports } from './support/browser';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const browser = useBrowser();
const wait = { timeout: 30_000 };

/** A one-lot timed sale won by the bidder, closed by the server's ticker, its invoice issued. */
async function issuedInvoiceFor(staffToken: string, bidderToken: string): Promise<StaffInvoiceDetail> {
  const now = Date.now();
  const auction = (await apiCall(baseUrl, staffToken, 'POST', '/api/admin/auctions', {
    title: `Payment test sale ${now}`,
    type: 'timed',
    start_at: new Date(now - 60_000).toISOString(),
    end_at: new Date(now + 15_000).toISOString(),
    soft_close_window_seconds: 0,
    soft_close_extension_seconds: 0,
    stagger_seconds: 0,
    requires_approval: false,
  })) as Auction;
  const lot = (await apiCall(baseUrl, staffToken, 'POST', `/api/admin/auctions/${auction.id}/lots`, {
    title: 'Cape Breton Hooked Rug',
    lot_number: '1',
    startingBid: 60,
  })) as StaffLot;
  await apiCall(baseUrl, staffToken, 'POST', `/api/admin/auctions/${auction.id}/publish`);
  await apiCall(baseUrl, bidderToken, 'POST', `/api/auctions/${auction.id}/register`, { accept_terms: true });
  await expect
    .poll(
      () =>
        apiCall(baseUrl, bidderToken, 'POST', `/api/lots/${lot.id}/bids`, { amount: 60 }).then(
          () => true,
          () => false,
        ),
      { timeout: 12_000, interval: 500 },
    )
    .toBe(true);
  await expect
    .poll(
      async () =>
        ((await apiCall(baseUrl, staffToken, 'GET', `/api/admin/auctions/${auction.id}`)) as Auction).status,
      { timeout: 90_000, interval: 1_000 },
    )
    .toBe('closed');
  await apiCall(baseUrl, staffToken, 'POST', `/api/admin/auctions/${auction.id}/invoices`, {});
  const list = (await apiCall(
    baseUrl,
    staffToken,
    'GET',
    `/api/admin/invoices?auction_id=${auction.id}`,
  )) as StaffInvoicePage;
  const draft = list.data[0];
  if (!draft) throw new Error('no invoice was generated');
  return (await apiCall(
    baseUrl,
    staffToken,
    'POST',
    `/api/admin/invoices/${draft.id}/issue`,
  )) as StaffInvoiceDetail;
}

describe('paying an invoice', () => {
  it('without card payment the pay page says how to pay; an e-Transfer staff record shows the invoice paid', async () => {
    const staff = demoAccountWithRole(dataDir, 'Staff');
    const bidder = readDemoAccounts(dataDir).find((a) => a.email.startsWith('bidder@'));
    if (!bidder) throw new Error('No demo bidder');
    const staffToken = await apiSignIn(baseUrl, staff.email, staff.password);
    const bidderToken = await apiSignIn(baseUrl, bidder.email, bidder.password);
    const invoice = await issuedInvoiceFor(staffToken, bidderToken);
    expect(invoice.status).toBe('issued');
    expect(invoice.total_cents).toBeGreaterThan(6_000);

    const context = await browser().newContext({ viewport: viewports.phone });
    await context.addInitScript((token) => localStorage.setItem('token', token as string), bidderToken);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/invoices/${invoice.id}/pay`);
    await page.getByRole('heading', { level: 1, name: `Pay invoice ${invoice.number}` }).waitFor(wait);
    const how = page.getByRole('region', { name: 'How to pay' });
    await how.getByRole('heading', { name: 'Interac e-Transfer' }).waitFor();
    await how.getByText(`Invoice ${invoice.number}`).waitFor();
    await how.getByText(/@/).first().waitFor();
    expect(await page.getByRole('region', { name: 'Pay by card' }).count()).toBe(0);
    await expectNoA11yViolations(page, 'pay page without Stripe (phone)');

    const paid = (await apiCall(baseUrl, staffToken, 'POST', `/api/admin/invoices/${invoice.id}/payments`, {
      method: 'etransfer',
      amount_cents: invoice.balance_cents,
      received_on: new Date().toISOString().slice(0, 10),
      reference: 'CA7hQ2xZ',
      idempotency_key: `e2e-${invoice.id}`,
    })) as StaffInvoiceDetail;
    expect(paid.status).toBe('paid');

    const mine = (await apiCall(baseUrl, bidderToken, 'GET', `/api/invoices/${invoice.id}`)) as InvoiceDetail;
    expect([mine.status, mine.balance_cents]).toEqual(['paid', 0]);
    expect(mine.payments.map((p) => [p.method, p.reference])).toEqual([['etransfer', 'CA7hQ2xZ']]);
    await page.reload();
    await page.getByRole('heading', { name: 'This invoice is paid in full' }).waitFor(wait);
    await context.close();
  });
});
