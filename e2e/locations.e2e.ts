import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { demoAccountWithRole } from './support/accounts';
import { apiCall, apiSignIn } from './support/api';
import { expectNoA11yViolations } from './support/axe';
import { useBrowser } from './support/browser';
import { screenshotEveryLook } from './support/screenshots';
import { signedInPage, waitForPath } from './support/session';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const browser = useBrowser();
const wait = { timeout: 30_000 };

/** The locations pages at a phone's and a desktop's width, in both themes, to look at. */
async function screenshots(b: Browser, token: string, locationPath: string) {
  const pages = [
    ['list', '/admin/inventory/locations'],
    ['location', locationPath],
  ] as const;
  await screenshotEveryLook(
    b,
    token,
    'harbourside-location-screens',
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

describe('warehouse locations', () => {
  it('creates a range, takes two items scanned by SKU, prints labels and opens a scanned item', async () => {
    const staff = demoAccountWithRole(dataDir, 'Staff');
    const token = await apiSignIn(baseUrl, staff.email, staff.password);
    const items = [];
    for (const title of ['Maple drop-leaf table', 'Cast iron bean pot']) {
      items.push(
        (await apiCall(baseUrl, token, 'POST', '/api/admin/inventory', { title })) as {
          id: string;
          sku: string;
        },
      );
    }
    const warehouse = `E${Date.now().toString(36).slice(-4).toUpperCase()}`;

    const { context, page } = await signedInPage(browser(), token, 'desktop', 'light');
    await page.goto(`${baseUrl}/admin/inventory/locations`);
    await page.getByRole('button', { name: 'New locations' }).click(wait);
    await page.getByLabel('Warehouse').fill(warehouse);
    await page.getByText(`12 locations: ${warehouse}-01-1 to ${warehouse}-03-4.`).waitFor();
    await page.getByRole('button', { name: 'Create range' }).click();
    await page.getByText('12 locations created.').waitFor(wait);
    await expectNoA11yViolations(page, 'locations list (desktop, light)');

    await page.getByRole('searchbox').last().fill(`${warehouse}-02`);
    await page.getByRole('searchbox').last().press('Enter');
    await page.getByRole('link', { name: `${warehouse}-02-3` }).click();
    await page.getByRole('heading', { name: `Location ${warehouse}-02-3` }).waitFor(wait);

    const sku = page.getByRole('textbox', { name: 'SKU' });
    for (const item of items) {
      await sku.fill(item.sku);
      await sku.press('Enter');
    }
    for (const item of items)
      await page
        .getByRole('list', { name: 'Scans' })
        .getByText(new RegExp(`^${item.sku} .*moved to ${warehouse}-02-3\\.$`))
        .waitFor(wait);
    await page.getByRole('heading', { name: 'Items here (2)' }).waitFor(wait);
    await expectNoA11yViolations(page, 'location page (desktop, light)');

    await page.getByRole('button', { name: 'Print labels of 2 items' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    const pdf = readFileSync(await download.path());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

    const locationPath = new URL(page.url()).pathname;
    await page
      .getByRole('searchbox', { name: 'Scan or type a SKU, location or invoice code' })
      .fill(items[0]?.sku ?? '');
    await page.keyboard.press('Enter');
    await waitForPath(page, `/admin/inventory/${items[0]?.id}`);
    await context.close();

    await screenshots(browser(), token, locationPath);
  });
});
