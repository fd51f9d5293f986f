import { describe, expect, inject, it } from 'vitest';
import { demoAccountNamed, demoAccountWithRole } from './support/accounts';
import { apiCall, apiSignIn } from './support/api';
import { useBrowser } from './support/browser';
import { signedInPage } from './support/session';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const browser = useBrowser();
const wait = { timeout: 30_000 };

describe('buy now', () => {
  it('a bidder finds an item, buys it at the all-in price and lands on its invoice; the next bidder sees it sold', async () => {
    const stamp = Date.now();
    const staff = demoAccountWithRole(dataDir, 'Staff');
    const staffToken = await apiSignIn(baseUrl, staff.email, staff.password);
    const title = `Pine blanket box ${stamp}`;
    const item = (await apiCall(baseUrl, staffToken, 'POST', '/api/admin/inventory', {
      title,
      buy_now_price_cents: 12_500,
    })) as { id: string };
    await apiCall(baseUrl, staffToken, 'POST', `/api/admin/inventory/${item.id}/status`, {
      status: 'buy_now',
      reason: 'Listed for buy-now',
    });

    const buyer = demoAccountNamed(dataDir, 'bidder2');
    const buyerToken = await apiSignIn(baseUrl, buyer.email, buyer.password);
    const { context, page } = await signedInPage(browser(), buyerToken, 'phone', 'light');
    await page.goto(`${baseUrl}/buy-now`);
    await page.getByRole('searchbox', { name: 'Search items' }).fill(String(stamp));
    await page.keyboard.press('Enter');
    await page
      .getByRole('link', { name: new RegExp(title) })
      .first()
      .click(wait);
    await page.getByRole('heading', { level: 1, name: title }).waitFor(wait);
    // $125.00 plus Nova Scotia HST at 14% is $142.50, owed (not charged) once the purchase is confirmed.
    await page.getByRole('button', { name: 'Buy now' }).click();
    await expect
      .poll(() => page.getByRole('region', { name: 'Confirm your purchase' }).innerText(), wait)
      .toContain('You will owe $142.50');
    await page.getByRole('button', { name: 'Confirm purchase' }).click();
    await page.waitForURL(/\/invoices\/[0-9a-f-]{36}\/pay$/, wait);
    await expect.poll(() => page.locator('main').innerText(), wait).toContain('$142.50');
    await context.close();

    const other = demoAccountNamed(dataDir, 'bidder');
    const otherToken = await apiSignIn(baseUrl, other.email, other.password);
    const late = await signedInPage(browser(), otherToken, 'desktop', 'dark');
    await late.page.goto(`${baseUrl}/inventory/${item.id}`);
    await late.page.getByText('This item has been bought.').waitFor(wait);
    await expect(late.page.getByRole('button', { name: 'Buy now' }).count()).resolves.toBe(0);
    await late.context.close();
  });
});
