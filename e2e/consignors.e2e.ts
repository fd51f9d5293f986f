import { describe, expect, inject, it } from 'vitest';
import { demoAccountWithRole } from './support/accounts';
import { apiSignIn } from './support/api';
import { expectNoA11yViolations } from './support/axe';
import { useBrowser } from './support/browser';
import { screenshotEveryLook } from './support/screenshots';
import { signedInPage } from './support/session';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const browser = useBrowser();
const wait = { timeout: 30_000 };

describe('staff consignor pages', () => {
  it('create a consignor, record an advance and see it on the consignor’s page', async () => {
    const staff = demoAccountWithRole(dataDir, 'Staff');
    const token = await apiSignIn(baseUrl, staff.email, staff.password);
    const { context, page } = await signedInPage(browser(), token, 'desktop', 'light');
    await page.goto(`${baseUrl}/admin/consignors`);
    await page.getByRole('button', { name: 'New consignor' }).click(wait);
    await page.getByLabel('Name', { exact: true }).fill('Cole Harbour Estate Trust');
    await page.getByLabel('E-mail').first().fill('trust@coleharbour.example.ca');
    await page.getByLabel('Postal code').fill('b2w3x1');
    await page.getByLabel('Payout method').selectOption('direct_deposit');
    await page.getByLabel('Institution number').fill('003');
    await page.getByLabel('Transit number').fill('10012');
    await page.getByLabel(/Account number/).fill('55501234567');
    await page.getByRole('button', { name: 'Create consignor' }).click();

    await page.getByRole('heading', { level: 1, name: /^C-\d+ Cole Harbour Estate Trust$/ }).waitFor(wait);
    await page.getByText('account ending 4567').waitFor(wait);
    expect(await page.locator('body').innerText()).not.toContain('55501234567');

    await page.getByRole('button', { name: 'Record an advance' }).click();
    await page.getByLabel('Amount ($)').fill('300');
    await page.getByLabel(/Reference/).fill('Cheque 2201');
    await page.getByRole('button', { name: 'Record advance' }).click();
    await page.getByText(/Advance of \$300\.00 on/).waitFor(wait);
    await page.getByText('Outstanding:').waitFor(wait);
    await page.reload();
    await page.getByText('Cheque 2201', { exact: false }).waitFor(wait);
    const outstanding = page.locator('dd', { hasText: '$300.00' });
    await outstanding.first().waitFor(wait);
    await expectNoA11yViolations(page, 'consignor page');
    const detailPath = new URL(page.url()).pathname;

    // The list finds the new record by name.
    await page.goto(`${baseUrl}/admin/consignors?q=Cole%20Harbour`);
    await page.getByRole('link', { name: /Cole Harbour Estate Trust/ }).waitFor(wait);
    await expectNoA11yViolations(page, 'consignor list');

    await context.close();
    await screenshotEveryLook(
      browser(),
      token,
      'harbourside-consignor-screens',
      [
        ['list', '/admin/consignors'],
        ['detail', detailPath],
      ].map(([name, path]) => ({
        name: name as string,
        open: async (shot) => {
          await shot.goto(`${baseUrl}${path}`);
          await shot.getByRole('heading', { level: 1 }).waitFor(wait);
        },
      })),
    );
  }, 180_000);
});
