import { readFileSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import { demoAccountNamed, demoAccountWithRole } from './support/accounts';
import { apiCall, apiSignIn } from './support/api';
import { expectNoA11yViolations } from './support/axe';
import { useBrowser } from './support/browser';
import { closedSaleWonBy, generateAndIssue, houseToday } from './support/invoices';
import { screenshot } from './support/screenshots';
import { signedInPage } from './support/session';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const browser = useBrowser();
const wait = { timeout: 30_000 };
const cad = new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' });

/** `2026-12-02` as QuickBooks Online's file writes it. */
const usDate = (day: string) => `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;

describe('the accounting export', () => {
  it('staff go from the reports to the journal, see it balance, and download the QuickBooks file', async () => {
    const staff = demoAccountWithRole(dataDir, 'Staff');
    const bidder = demoAccountNamed(dataDir, 'bidder');
    const staffToken = await apiSignIn(baseUrl, staff.email, staff.password);
    const bidderToken = await apiSignIn(baseUrl, bidder.email, bidder.password);
    const { auction } = await closedSaleWonBy(
      baseUrl,
      { staff: staffToken, bidder: bidderToken },
      { sale: 'Books test sale', lot: 'Dory oars, pair', startingBid: 80 },
    );
    const invoice = await generateAndIssue(baseUrl, staffToken, auction.id);
    const today = houseToday();
    await apiCall(baseUrl, staffToken, 'POST', `/api/admin/invoices/${invoice.id}/payments`, {
      method: 'cash',
      amount_cents: 5_000,
      received_on: today,
      reference: 'Counter',
      idempotency_key: `books-e2e-${Date.now()}`,
    });
    const total = (invoice.total_cents / 100).toFixed(2);

    const { context, page } = await signedInPage(browser(), staffToken, 'desktop', 'light');
    await page.goto(`${baseUrl}/admin/reports`);
    await page.getByRole('link', { name: 'Accounting export' }).click();
    await page.getByRole('heading', { name: 'Accounting export', level: 1 }).waitFor(wait);
    await page.getByLabel('From', { exact: true }).fill(today);
    await page.getByLabel('To', { exact: true }).fill(today);
    await expect.poll(() => new URL(page.url()).searchParams.get('from'), wait).toBe(today);

    const entries = page.getByRole('table', { name: 'Journal entries' });
    const issued = entries
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: `INV-${invoice.number}` }) });
    await expect.poll(() => issued.count(), wait).toBe(1);
    expect(await issued.getByRole('cell').allInnerTexts()).toContain(cad.format(invoice.total_cents / 100));
    await page.getByText(/: they balance\./).waitFor(wait);
    const totals = page.getByRole('table', { name: 'Totals by account' });
    const totalRow = totals.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Total' }) });
    const [debits, credits] = (await totalRow.getByRole('cell').allInnerTexts()).slice(-2);
    expect(debits).toBe(credits);
    await expectNoA11yViolations(page, 'accounting export');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'QuickBooks Online CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`journal-quickbooks-${today}-to-${today}.csv`);
    const csv = readFileSync(await download.path(), 'utf8');
    const rows = csv.trim().split('\n');
    expect(rows[0]).toBe('Journal No,Journal Date,Account Name,Debits,Credits,Description,Name');
    expect(csv).toContain(
      `INV-${invoice.number},${usDate(today)},Buyer receivables,${total},,Invoice ${invoice.number}: total`,
    );
    expect(csv).toMatch(
      new RegExp(
        `PMT-[0-9a-f]{8},${usDate(today).replaceAll('/', '\\/')},Cash on hand,50\\.00,,Payment by cash on invoice ${invoice.number}`,
      ),
    );
    await screenshot(page, 'harbourside-books', 'journal', { width: 'desktop', theme: 'light' });
    await context.close();

    for (const theme of ['light', 'dark'] as const) {
      const phone = await signedInPage(browser(), staffToken, 'phone', theme);
      await phone.page.goto(`${baseUrl}/admin/reports/books?from=${today}&to=${today}`);
      await phone.page.getByText(/: they balance\./).waitFor(wait);
      await phone.page.getByRole('table', { name: 'Journal entries' }).waitFor();
      await expectNoA11yViolations(phone.page, `accounting export on a phone in ${theme}`);
      await screenshot(phone.page, 'harbourside-books', 'journal', { width: 'phone', theme });
      await phone.context.close();
    }
  }, 240_000);
});
