import type { InvoiceDetail, StaffInvoiceDetail } from '@auction/contracts';
import { describe, expect, inject, it } from 'vitest';
import { demoAccountWithRole, readDemoAccounts } from './support/accounts';
import { apiCall, apiSignIn } from './support/api';
import { expectNoA11yViolations } from './support/axe';
import { useBrowser, viewports } from './support/browser';
import { closedSaleWonBy, generateAndIssue, houseToday } from './support/invoices';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const browser = useBrowser();
const wait = { timeout: 30_000 };

describe('paying an invoice', () => {
  it('without card payment the pay page says how to pay; an e-Transfer staff record shows the invoice paid', async () => {
    const staff = demoAccountWithRole(dataDir, 'Staff');
    const bidder = readDemoAccounts(dataDir).find((a) => a.email.startsWith('bidder@'));
    if (!bidder) throw new Error('No demo bidder');
    const staffToken = await apiSignIn(baseUrl, staff.email, staff.password);
    const bidderToken = await apiSignIn(baseUrl, bidder.email, bidder.password);
    const { auction } = await closedSaleWonBy(
      baseUrl,
      { staff: staffToken, bidder: bidderToken },
      { sale: 'Payment test sale', lot: 'Cape Breton Hooked Rug' },
    );
    const invoice = await generateAndIssue(baseUrl, staffToken, auction.id);
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
      received_on: houseToday(),
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
