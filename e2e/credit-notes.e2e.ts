import type { StaffInvoiceDetail } from '@auction/contracts';
import { describe, expect, inject, it } from 'vitest';
import { demoAccountWithRole, readDemoAccounts } from './support/accounts';
import { apiCall, apiSignIn } from './support/api';
import { expectNoA11yViolations } from './support/axe';
import { useBrowser } from './support/browser';
import { closedSaleWonBy, generateAndIssue } from './support/invoices';
import { screenshot } from './support/screenshots';
import { newPage } from './support/session';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const browser = useBrowser();
const wait = { timeout: 30_000 };
/** The house's day (Halifax), which a payment may not be dated after. */
const houseToday = () => new Date().toLocaleDateString('en-CA', { timeZone: 'America/Halifax' });
const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

describe('credit notes', () => {
  it('staff credit part of a paid lot and refund it; the buyer on a phone sees the credit note and a settled invoice', async () => {
    const staff = demoAccountWithRole(dataDir, 'Staff');
    const bidder = readDemoAccounts(dataDir).find((a) => a.email.startsWith('bidder2@'));
    if (!bidder) throw new Error('No demo bidder');
    const staffToken = await apiSignIn(baseUrl, staff.email, staff.password);
    const bidderToken = await apiSignIn(baseUrl, bidder.email, bidder.password);
    const { auction } = await closedSaleWonBy(
      baseUrl,
      { staff: staffToken, bidder: bidderToken },
      { sale: 'Credit note test sale', lot: 'Walnut Drop-Leaf Table', startingBid: 200 },
    );
    const invoice = await generateAndIssue(baseUrl, staffToken, auction.id);
    const paid = (await apiCall(baseUrl, staffToken, 'POST', `/api/admin/invoices/${invoice.id}/payments`, {
      method: 'cash',
      amount_cents: invoice.balance_cents,
      received_on: houseToday(),
      reference: '',
      idempotency_key: `e2e-credit-${invoice.id}`,
    })) as StaffInvoiceDetail;
    expect(paid.status).toBe('paid');

    // Staff, at a desk: $50 of the $200 hammer back for a chipped leaf, with its premium and HST.
    const { context, page } = await newPage(browser(), 'desktop');
    await context.addInitScript((token) => localStorage.setItem('token', token as string), staffToken);
    await page.goto(`${baseUrl}/admin/invoices/${invoice.id}`);
    await page.getByRole('heading', { level: 1, name: `Invoice ${invoice.number}` }).waitFor(wait);
    expect(await page.getByRole('button', { name: 'Void…' }).count()).toBe(0);
    await page.getByRole('button', { name: 'New credit note…' }).click();
    const form = page.getByRole('form', { name: 'New credit note' });
    await form.getByLabel(/Lot 1 ·/).check();
    await form.getByLabel('Hammer credited ($)').fill('50');
    await form.getByLabel(/Reason/).fill('A chipped leaf, found at pickup');
    const figures = form.getByRole('definition');
    await figures.filter({ hasText: '$50.00' }).first().waitFor(wait);
    await screenshot(page, 'credit-notes', 'staff-credit-note-form', { width: 'desktop', theme: 'light' });
    await form.getByRole('button', { name: 'Issue credit note…' }).click();
    const dialog = page.getByRole('dialog');
    const title = (await dialog.getByRole('heading').first().textContent()) ?? '';
    const total = Number(/\$([\d.,]+)/.exec(title)?.[1]?.replaceAll(',', '')) * 100;
    expect(total).toBeGreaterThan(5_000);
    await dialog.getByRole('button', { name: 'Issue and e-mail' }).click();
    await page.getByText(`The buyer is owed ${money(total)}`).waitFor(wait);
    await page.getByText(/^CN-\d{4}-\d{6} · /).waitFor();
    await expectNoA11yViolations(page, 'staff invoice with a credit note (desktop)');

    // The refund from the cash payment settles it.
    const refund = page.getByRole('form', { name: 'Refund' });
    await refund.getByLabel('Payment refunded').selectOption({ index: 1 });
    await refund.getByLabel('Refund amount ($)').fill((total / 100).toFixed(2));
    await refund.getByLabel('Reason for the refund').fill('Credit note for the chipped leaf');
    await refund.getByRole('button', { name: 'Refund…' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Refund' }).click();
    await expect.poll(() => page.getByText(`The buyer is owed ${money(total)}`).count(), wait).toBe(0);
    await screenshot(page, 'credit-notes', 'staff-invoice-credited', { width: 'desktop', theme: 'light' });
    await context.close();

    const after = (await apiCall(
      baseUrl,
      staffToken,
      'GET',
      `/api/admin/invoices/${invoice.id}`,
    )) as StaffInvoiceDetail;
    expect(after).toMatchObject({
      status: 'paid',
      balance_cents: 0,
      credited_cents: total,
      refunded_cents: total,
    });

    // The buyer, on a phone.
    const buyer = await newPage(browser(), 'phone');
    await buyer.context.addInitScript((token) => localStorage.setItem('token', token as string), bidderToken);
    await buyer.page.goto(`${baseUrl}/invoices/${invoice.id}`);
    await buyer.page.getByRole('heading', { name: 'Credit notes' }).waitFor(wait);
    const number = after.credit_notes[0]?.number ?? '';
    await buyer.page.getByText(`Credit note ${number}`).waitFor();
    await buyer.page.getByText(`${money(total)} credited`, { exact: false }).waitFor();
    await buyer.page.getByText('$0.00 balance due', { exact: false }).first().waitFor();
    await screenshot(buyer.page, 'credit-notes', 'buyer-invoice-credited', {
      width: 'phone',
      theme: 'light',
    });
    await expectNoA11yViolations(buyer.page, 'buyer invoice with a credit note (phone)');
    const download = buyer.page.waitForEvent('download');
    await buyer.page.getByRole('button', { name: `Download ${number} as a PDF` }).click();
    expect((await download).suggestedFilename()).toBe(`credit-note-${number}.pdf`);
    await buyer.context.close();
  });
});
