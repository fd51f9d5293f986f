import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { demoAccountWithRole } from './support/accounts';
import { apiCall, apiSignIn } from './support/api';
import { expectNoA11yViolations } from './support/axe';
import { useBrowser } from './support/browser';
import { screenshot, screenshotEveryLook, type Theme, type Width } from './support/screenshots';
import { signedInPage } from './support/session';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const browser = useBrowser();
const wait = { timeout: 60_000 };
const shotsDir = 'harbourside-import-screens';

/** 200 items from a consignor's spreadsheet, three of them with a problem each. */
function twoHundredItems(prefix: string): string {
  const lines = ['Item Name,Description,Qty,Est. Low,Est. High,Start,Reserve'];
  for (let i = 1; i <= 200; i++) {
    const title = `${prefix} item ${String(i).padStart(3, '0')}`;
    if (i === 50) lines.push(`${title},Price written the French way,1,20,40,"12,50",`);
    else if (i === 100) lines.push(`,No title here,1,20,40,10,`);
    else if (i === 150) lines.push(`${title},None of them,0,20,40,10,`);
    else lines.push(`${title},"Boxed lot, ${i} pieces",1,${i},${i * 2},$${i}.00,`);
  }
  return lines.join('\r\n');
}

async function uploadFile(page: Page, name: string, content: string) {
  await page
    .getByLabel('CSV file to import')
    .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(content) });
  await page.getByRole('heading', { name: 'Preview' }).waitFor(wait);
}

async function confirmAndWait(page: Page, rows: number) {
  await page.getByRole('button', { name: `Confirm and import ${rows} rows` }).click();
  await page.getByRole('heading', { name: 'Import finished' }).waitFor(wait);
}

const shoot = (page: Page, name: string, width: Width, theme: Theme) =>
  screenshot(page, shotsDir, name, { width, theme });

describe('inventory CSV import', () => {
  it('imports 200 items with three bad rows, then the same file again creates nothing', async () => {
    const staff = demoAccountWithRole(dataDir, 'Staff');
    const token = await apiSignIn(baseUrl, staff.email, staff.password);
    const prefix = `Import ${Date.now().toString(36)}`;
    const file = twoHundredItems(prefix);

    const { context, page } = await signedInPage(browser(), token, 'desktop', 'light');
    await page.goto(`${baseUrl}/admin/inventory/import`);
    await page.getByRole('heading', { level: 1, name: 'Import inventory' }).waitFor(wait);
    await uploadFile(page, 'consignment.csv', file);

    expect(await page.getByRole('combobox', { name: /^Title/ }).inputValue()).toBe('0');
    expect(await page.getByRole('combobox', { name: /^Starting bid/ }).inputValue()).toBe('5');
    await page.getByText('197 rows ready').waitFor(wait);
    await page.getByText('3 rows with problems').waitFor(wait);
    const problems = page.getByRole('table', { name: 'Rows with problems' });
    await expect.poll(() => problems.locator('tbody tr').count()).toBe(3);
    await expectNoA11yViolations(page, 'import preview');
    await shoot(page, 'preview', 'desktop', 'light');

    await confirmAndWait(page, 197);
    await page.getByText('197 created, 0 updated, 0 unchanged, 3 skipped.').waitFor(wait);
    const skipped = page.locator('li', { hasText: /^Row \d+:/ });
    expect(await skipped.allInnerTexts()).toEqual([
      'Row 50: Starting bid: "12,50" has a decimal comma, which a comma-separated file cannot tell from a thousands comma: write it as 12.50, or save the file with semicolons',
      'Row 100: The title is missing',
      'Row 150: Quantity "0" is not a whole number of 1 or more',
    ]);
    const bar = page.getByRole('progressbar', { name: 'Rows imported' });
    expect(await bar.getAttribute('aria-valuenow')).toBe('100');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download rejected rows (CSV)' }).click();
    expect((await download).suggestedFilename()).toBe('consignment-rejected.csv');
    await expectNoA11yViolations(page, 'import summary');
    await shoot(page, 'summary', 'desktop', 'light');

    await page.getByRole('link', { name: 'Import another file' }).click();
    await uploadFile(page, 'consignment.csv', file);
    // The mapping confirmed a moment ago is remembered.
    await page.getByText('As in your last import').first().waitFor(wait);
    await confirmAndWait(page, 197);
    await page.getByText('0 created, 0 updated, 197 unchanged, 3 skipped.').waitFor(wait);
    await page.getByRole('table', { name: 'Past imports' }).waitFor(wait);
    await context.close();

    await screenshotEveryLook(browser(), token, shotsDir, [
      {
        name: 'start',
        open: async (shot) => {
          await shot.goto(`${baseUrl}/admin/inventory/import`);
          await shot.getByRole('table', { name: 'Past imports' }).waitFor(wait);
        },
      },
      {
        name: 'mapping',
        open: async (shot) => {
          await shot
            .getByLabel('CSV file to import')
            .setInputFiles({ name: 'again.csv', mimeType: 'text/csv', buffer: Buffer.from(file) });
          await shot.getByRole('heading', { name: 'Preview' }).waitFor(wait);
        },
      },
    ]);
  }, 240_000);

  it("keeps the house's lot numbers from a 'Lot #' column, 12A included, through lotting into a sale", async () => {
    const staff = demoAccountWithRole(dataDir, 'Staff');
    const token = await apiSignIn(baseUrl, staff.email, staff.password);
    const prefix = `Numbered ${Date.now().toString(36)}`;
    const file = [
      'Lot #,Title,Start',
      `13,${prefix} gaff,10`,
      `12a,${prefix} chain,10`,
      `12,${prefix} anchor,10`,
    ].join('\r\n');
    const { context, page } = await signedInPage(browser(), token, 'desktop', 'light');
    await page.goto(`${baseUrl}/admin/inventory/import`);
    await page.getByRole('heading', { level: 1, name: 'Import inventory' }).waitFor(wait);
    await uploadFile(page, 'numbered.csv', file);
    expect(await page.getByRole('combobox', { name: /^Lot number/ }).inputValue()).toBe('0');
    await confirmAndWait(page, 3);
    await page.getByText('3 created, 0 updated, 0 unchanged, 0 skipped.').waitFor(wait);

    const auction = (await apiCall(baseUrl, token, 'POST', '/api/admin/auctions', {
      title: `${prefix} sale`,
    })) as { id: string };
    await page.goto(`${baseUrl}/admin/auctions/${auction.id}/lots`);
    await page.getByRole('button', { name: 'Add from inventory' }).click();
    await page.getByLabel('Search').fill(prefix);
    for (const name of ['gaff', 'chain', 'anchor']) {
      await page.getByRole('checkbox', { name: new RegExp(`Select HA-\\d+ ${prefix} ${name}`) }).check(wait);
    }
    await page.getByRole('button', { name: 'Add 3 items as lots' }).click();
    await page.getByText('3 lots added.').waitFor(wait);

    const lots = (await apiCall(baseUrl, token, 'GET', `/api/admin/auctions/${auction.id}/lots`)) as {
      data: { lotNumber: string; title: string; sale_order: number }[];
    };
    const bySaleOrder = [...lots.data].sort((a, b) => a.sale_order - b.sale_order);
    expect(bySaleOrder.map((lot) => [lot.lotNumber, lot.title])).toEqual([
      ['12', `${prefix} anchor`],
      ['12A', `${prefix} chain`],
      ['13', `${prefix} gaff`],
    ]);
    await page.goto(`${baseUrl}/admin/auctions/${auction.id}/lots`);
    await page.getByRole('button', { name: 'Move lot 12A up' }).waitFor(wait);
    await context.close();
  }, 120_000);
});
