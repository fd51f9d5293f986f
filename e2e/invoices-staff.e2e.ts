import type { Browser, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { demoAccountNamed, demoAccountWithRole } from './support/accounts';
import { apiSignIn } from './support/api';
import { expectNoA11yViolations } from './support/axe';
import { useBrowser } from './support/browser';
import { closedSaleWonBy } from './support/invoices';
import { screenshotEveryLook } from './support/screenshots';
import { signedInPage } from './support/session';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const browser = useBrowser();
const wait = { timeout: 30_000 };

/** Screenshots of the staff pages at a phone's and a desktop's width, in both themes, to look at. */
async function screenshots(b: Browser, token: string, invoicePath: string) {
  const pages = [
    ['list', '/admin/invoices'],
    ['invoice', invoicePath],
  ] as const;
  await screenshotEveryLook(
    b,
    token,
    'harbourside-invoice-screens',
    pages.map(([name, path]) => ({
      name,
      open: async (page) => {
        await page.goto(`${baseUrl}${path}`);
        await page.getByRole('heading', { level: 1 }).waitFor(wait);
        await page.getByRole('table').first().waitFor(wait);
      },
    })),
  );
}

const statusOf = (page: Page) => page.locator('h1 + span');

describe('staff invoice pages', () => {
  it('generate and issue a timed sale’s invoice, record an e-Transfer and show it paid', async () => {
    const staff = demoAccountWithRole(dataDir, 'Staff');
    const bidder = demoAccountNamed(dataDir, 'bidder2');
    const staffToken = await apiSignIn(baseUrl, staff.email, staff.password);
    const bidderToken = await apiSignIn(baseUrl, bidder.email, bidder.password);
    const { auction } = await closedSaleWonBy(
      baseUrl,
      { staff: staffToken, bidder: bidderToken },
      { sale: 'Invoice test sale', lot: 'Nova Scotia Pine Blanket Box', startingBid: 40 },
    );

    const { context, page } = await signedInPage(browser(), staffToken, 'desktop', 'light');
    await page.goto(`${baseUrl}/admin/invoices`);
    await page.getByRole('button', { name: 'Generate invoices' }).click(wait);
    const generate = page.getByRole('form', { name: 'Generate invoices' });
    await generate.locator('option', { hasText: auction.title }).waitFor({ state: 'attached', ...wait });
    await generate.getByLabel('Closed auction').selectOption({ label: auction.title });
    await generate.getByRole('button', { name: 'Generate' }).click();
    await page.getByText('1 invoice created').waitFor(wait);

    await page.getByLabel('Auction', { exact: true }).selectOption({ label: auction.title });
    // The list may still show the previous answer while the filtered one loads: take this sale's row.
    await page
      .getByRole('row')
      .filter({ hasText: auction.title })
      .getByRole('link', { name: /^Draft/ })
      .click();
    await page.getByRole('heading', { name: 'Draft invoice' }).waitFor(wait);
    await page.getByRole('rowheader', { name: 'Lot 1' }).waitFor();
    await expectNoA11yViolations(page, 'draft invoice (staff, desktop, light)');

    await page.getByRole('button', { name: 'Issue invoice' }).click();
    await page
      .getByRole('dialog', { name: 'Issue this invoice?' })
      .getByRole('button', { name: 'Issue and e-mail' })
      .click();
    const heading = page.getByRole('heading', { name: /^Invoice \d{4}-\d{6}$/ });
    await heading.waitFor(wait);
    expect(await statusOf(page).textContent()).toBe('Issued');

    const payment = page.getByRole('form', { name: 'Record a payment' });
    await payment.getByLabel('Method').selectOption({ label: 'Interac e-Transfer' });
    await payment.getByLabel('Reference').fill('CA8fK2pQ');
    await payment.getByRole('button', { name: 'Record payment' }).click();
    await expect.poll(() => statusOf(page).textContent(), wait).toBe('Paid');
    await page.getByRole('table', { name: 'Payments' }).getByText('CA8fK2pQ').waitFor();
    expect(await page.locator('dt:text-is("Balance") + dd').first().textContent()).toBe('$0.00');
    // The toast of the payment is the toaster's own; the page is checked once it has gone.
    await page
      .locator('[data-sonner-toast]')
      .first()
      .waitFor({ state: 'detached', ...wait });
    await expectNoA11yViolations(page, 'paid invoice (staff, desktop, light)');
    const invoicePath = new URL(page.url()).pathname;
    const number = ((await heading.textContent()) ?? '').replace('Invoice ', '');

    await page.goto(`${baseUrl}/admin/invoices?auction_id=${auction.id}`);
    const row = page.getByRole('row', { name: new RegExp(number) });
    await row.getByText('Paid', { exact: true }).waitFor(wait);
    await context.close();

    await screenshots(browser(), staffToken, invoicePath);
  }, 240_000);
});
