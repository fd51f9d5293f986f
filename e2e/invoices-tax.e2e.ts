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
const dir = 'harbourside-invoice-screens';

describe('tax rates, exemptions and flagged non-payers', () => {
  it('an Admin adds a dated HST rate; staff record an exemption on a draft and download its certificate', async () => {
    const admin = demoAccountWithRole(dataDir, 'Admin');
    const staff = demoAccountWithRole(dataDir, 'Staff');
    const bidder = demoAccountNamed(dataDir, 'bidder');
    const adminToken = await apiSignIn(baseUrl, admin.email, admin.password);
    const staffToken = await apiSignIn(baseUrl, staff.email, staff.password);
    const bidderToken = await apiSignIn(baseUrl, bidder.email, bidder.password);

    const settings = await signedInPage(browser(), adminToken, 'desktop', 'light');
    await settings.page.goto(`${baseUrl}/admin/settings`);
    const rates = settings.page.getByRole('table', { name: 'Tax rates' });
    await rates.waitFor(wait);
    await settings.page.getByRole('button', { name: 'Add a tax rate' }).click();
    const form = settings.page.getByRole('form', { name: 'Add a tax rate' });
    await form.getByLabel('Rate (%)').fill('13');
    await form.getByLabel('In force from').fill('2031-04-01');
    await form.getByRole('button', { name: 'Add rate' }).click();
    await rates
      .getByRole('row', { name: /Apr\.? 1, 2031/ })
      .getByText('Scheduled')
      .waitFor(wait);
    await settings.context.close();

    const { auction } = await closedSaleWonBy(
      baseUrl,
      { staff: staffToken, bidder: bidderToken },
      { sale: 'Exemption test sale', lot: 'Cape Breton Hooked Rug', startingBid: 50 },
    );
    const { context, page } = await signedInPage(browser(), staffToken, 'desktop', 'light');
    await page.goto(`${baseUrl}/admin/invoices`);
    await page.getByRole('heading', { name: 'Flagged non-payers' }).waitFor(wait);
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

    await page.getByRole('button', { name: 'Record an exemption' }).click();
    const exemption = page.getByRole('form', { name: 'Record a tax exemption' });
    await exemption.getByLabel('Exemption number').fill('EX-E2E-1');
    await exemption.getByLabel(/Scanned certificate/).setInputFiles({
      name: 'certificate.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4 certificate'),
    });
    await exemption.getByRole('button', { name: 'Record exemption' }).click();
    const table = page.getByRole('table', { name: 'Tax exemptions' });
    await table.getByRole('rowheader', { name: 'EX-E2E-1' }).waitFor(wait);
    const download = page.waitForEvent('download');
    await table.getByRole('button', { name: 'Certificate of exemption EX-E2E-1' }).click();
    expect((await download).suggestedFilename()).toBe('tax-exemption-EX-E2E-1.pdf');
    await page
      .locator('[data-sonner-toast]')
      .first()
      .waitFor({ state: 'detached', ...wait });
    await expectNoA11yViolations(page, 'draft invoice with an exemption (staff, desktop, light)');
    const invoicePath = new URL(page.url()).pathname;
    await context.close();

    const pages = [
      [adminToken, 'tax-rates', '/admin/settings', 'Tax rates'],
      [staffToken, 'exemptions', invoicePath, 'Tax exemptions'],
      [staffToken, 'flags', '/admin/invoices', 'Invoices'],
    ] as const;
    await screenshotEveryLook(
      browser(),
      staffToken,
      dir,
      pages.map(([token, name, path, table]) => ({
        name,
        token,
        open: async (shot) => {
          await shot.goto(`${baseUrl}${path}`);
          await shot.getByRole('table', { name: table }).waitFor(wait);
        },
      })),
    );
  }, 300_000);
});
