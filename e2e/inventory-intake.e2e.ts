import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, inject, it } from 'vitest';
import { demoAccountWithRole } from './support/accounts';
import { apiCall, apiSignIn } from './support/api';
import { expectNoA11yViolations } from './support/axe';
import { useBrowser } from './support/browser';
import { screenshotEveryLook } from './support/screenshots';
import { signedInPage } from './support/session';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const browser = useBrowser();
const wait = { timeout: 30_000 };

/** The inventory pages at a phone's and a desktop's width, in both themes, to look at. */
async function screenshots(b: Browser, token: string, itemPath: string) {
  const pages = [
    ['list', '/admin/inventory'],
    ['intake', '/admin/inventory/new'],
    ['item', itemPath],
  ] as const;
  await screenshotEveryLook(
    b,
    token,
    'harbourside-inventory-screens',
    pages.map(([name, path]) => ({
      name,
      open: async (page) => {
        await page.goto(`${baseUrl}${path}`);
        await page.getByRole('heading', { level: 1 }).waitFor(wait);
      },
    })),
  );
}

describe('fast intake', () => {
  it('a clerk takes in two items from the keyboard, one with a picture, and finds both in the list', async () => {
    const staff = demoAccountWithRole(dataDir, 'Staff');
    const token = await apiSignIn(baseUrl, staff.email, staff.password);
    const batch = `Intake ${Date.now().toString(36)}`;
    const picture = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#8c5a3c' } })
      .jpeg()
      .toBuffer();

    // More consignors than the picker's list shows at once, as at a real house: the list scrolls.
    for (let index = 1; index <= 10; index += 1) {
      await apiCall(baseUrl, token, 'POST', '/api/admin/consignors', {
        name: `${batch} consignor ${index}`,
        email: `intake.${index}.${Date.now().toString(36)}@example.ca`,
        payout_method: 'cheque',
      });
    }

    const { context, page } = await signedInPage(browser(), token, 'desktop', 'light');
    await page.goto(`${baseUrl}/admin/inventory`);
    await page.getByRole('link', { name: 'New item' }).click();
    await page.getByRole('heading', { name: 'Take in items' }).waitFor(wait);
    await page.getByRole('option', { name: 'Furniture' }).waitFor({ state: 'attached', ...wait });

    await page.getByLabel('Title').focus();
    await page.keyboard.type(`${batch} walnut chair`);
    await page.keyboard.press('Tab'); // consignor: house stock
    const list = page.getByRole('listbox', { name: 'Consignor results' });
    await list
      .getByRole('option')
      .nth(9)
      .waitFor({ state: 'attached', ...wait });
    expect(await list.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
    await page.keyboard.press('Tab'); // past the list, which scrolls, to the location
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('location_code');
    await page.keyboard.type('a-03-2');
    await page.keyboard.press('Enter'); // a scanner's Enter moves on to the category
    await page.keyboard.press('Tab'); // quantity
    await page.keyboard.press('Tab');
    await page.keyboard.type('Gibbard');
    await page
      .getByLabel('Add pictures')
      .setInputFiles({ name: 'chair.jpg', mimeType: 'image/jpeg', buffer: picture });
    await page.getByLabel('Brand').focus();
    await page.keyboard.press('Enter');
    const first = page.getByText(/Saved HA-\d{6} with 1 picture\./);
    await first.waitFor(wait);
    const firstSku = (await first.textContent())?.match(/HA-\d{6}/)?.[0];
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('title');

    await page.keyboard.type(`${batch} pine chest`);
    await page.keyboard.press('Enter');
    const second = page.getByText(/Saved HA-\d{6}\./);
    await second.waitFor(wait);
    const secondSku = (await second.textContent())?.match(/HA-\d{6}/)?.[0];
    expect(secondSku).not.toBe(firstSku);
    expect(await page.getByLabel(/Location code/).inputValue()).toBe('A-03-2');
    await expectNoA11yViolations(page, 'intake (desktop, light)');

    await page.goto(`${baseUrl}/admin/inventory?q=${encodeURIComponent(batch)}`);
    await page.getByRole('rowheader', { name: firstSku }).waitFor(wait);
    const rows = page.getByRole('table').getByRole('row');
    expect(await rows.count()).toBe(3);
    for (const sku of [firstSku, secondSku]) {
      const row = page.getByRole('row', { name: new RegExp(sku ?? 'none') });
      expect(await row.textContent()).toContain('A-03-2');
    }
    await expectNoA11yViolations(page, 'inventory list (desktop, light)');

    await page.getByRole('link', { name: firstSku }).click();
    await page.getByRole('heading', { level: 1, name: new RegExp(`${firstSku}`) }).waitFor(wait);
    await page.getByText('Taken in and put at A-03-2.').waitFor(wait);
    expect(await page.getByRole('img', { name: /cover/ }).count()).toBe(1);
    await expectNoA11yViolations(page, 'inventory item (desktop, light)');
    const itemPath = new URL(page.url()).pathname;
    await context.close();

    await screenshots(browser(), token, itemPath);
  }, 240_000);
});
