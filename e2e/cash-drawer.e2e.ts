import type { DrawerCountPage, User } from '@auction/contracts';
import { describe, expect, inject, it } from 'vitest';
import { demoAccountNamed, demoAccountWithRole } from './support/accounts';
import { apiCall, apiSignIn } from './support/api';
import { expectNoA11yViolations } from './support/axe';
import { useBrowser } from './support/browser';
import { closedSaleWonBy, generateAndIssue } from './support/invoices';
import { screenshotEveryLook } from './support/screenshots';
import { signedInPage } from './support/session';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const browser = useBrowser();
const wait = { timeout: 30_000 };

/** A day some weeks back in Halifax, which no other test of the run takes payments on. */
function quietDay(): string {
  const weeksAgo = new Date(Date.now() - (35 + Math.floor(Math.random() * 20)) * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Halifax' }).format(weeksAgo);
}

describe('the day-end cash drawer', () => {
  it('counts a day $5.00 short with a note, and lists it with who counted', async () => {
    const staff = demoAccountWithRole(dataDir, 'Staff');
    const bidder = demoAccountNamed(dataDir, 'bidder2');
    const staffToken = await apiSignIn(baseUrl, staff.email, staff.password);
    const bidderToken = await apiSignIn(baseUrl, bidder.email, bidder.password);
    const { auction } = await closedSaleWonBy(
      baseUrl,
      { staff: staffToken, bidder: bidderToken },
      { sale: 'Drawer test sale', lot: 'Brass ship’s lantern', startingBid: 50 },
    );
    const invoice = await generateAndIssue(baseUrl, staffToken, auction.id);
    const day = quietDay();
    // Taken at the counter that day: $25.00 in cash and a $20.00 cheque.
    for (const [method, amount] of [
      ['cash', 2_500],
      ['cheque', 2_000],
    ] as const) {
      await apiCall(baseUrl, staffToken, 'POST', `/api/admin/invoices/${invoice.id}/payments`, {
        method,
        amount_cents: amount,
        received_on: day,
        reference: 'Counter',
        idempotency_key: `drawer-e2e-${method}-${Date.now()}`,
      });
    }

    const { context, page } = await signedInPage(browser(), staffToken, 'desktop', 'light');
    await page.goto(`${baseUrl}/admin/invoices`);
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Cash drawer' }).click();
    await page.getByRole('heading', { name: 'Cash drawer', level: 1 }).waitFor(wait);
    await page.getByLabel('Day', { exact: true }).fill(day);
    const form = page.getByRole('form', { name: 'Count the drawer' });
    await form.waitFor(wait);
    await expect.poll(() => page.getByLabel('Day', { exact: true }).inputValue()).toBe(day);
    const expected = page.getByRole('region', { name: /What the payments of/ });
    await expected.getByText('$25.00').waitFor(wait);
    await expected.getByText('$20.00').waitFor();

    await form.getByLabel(/Float/).fill('100');
    await form.getByLabel(/Cash counted/).fill('120');
    await form.getByLabel(/Cheques counted/).fill('20');
    await form.getByLabel(/Card slips counted/).fill('0');
    await form
      .getByRole('row', { name: /^Drawer/ })
      .getByText('$5.00 short')
      .waitFor();
    await form.getByRole('button', { name: 'Save count' }).click();
    await form.getByText('Say why the drawer is over or short.').waitFor();
    await form.getByLabel(/Note/).fill('A five given as change twice; the buyer will bring it back.');
    await form.getByRole('button', { name: 'Save count' }).click();
    await page.getByText('Count saved: $5.00 short.').waitFor(wait);

    const counted = page.getByRole('table', { name: 'Counted days' });
    const row = counted.getByRole('row').filter({ hasText: 'A five given as change twice' });
    await row.waitFor(wait);
    expect(await row.textContent()).toContain('$5.00 short');
    const me = (await apiCall(baseUrl, staffToken, 'GET', '/api/users/profile')) as User;
    expect(await row.textContent()).toContain(me.name);
    await page.getByRole('heading', { name: 'Count again' }).waitFor();
    await page
      .locator('[data-sonner-toast]')
      .first()
      .waitFor({ state: 'detached', ...wait });
    await expectNoA11yViolations(page, 'cash drawer (staff, desktop, light)');
    await context.close();

    const list = (await apiCall(
      baseUrl,
      staffToken,
      'GET',
      '/api/admin/cash-drawer/counts?per_page=100',
    )) as DrawerCountPage;
    const kept = list.data.find((entry) => entry.day === day);
    expect(kept?.count.over_short).toEqual({
      cash_cents: -500,
      cheque_cents: 0,
      card_cents: 0,
      total_cents: -500,
    });
    expect(kept?.count.counted_by.name).toBe(me.name);

    await screenshotEveryLook(browser(), staffToken, 'harbourside-cash-drawer', [
      {
        name: 'cash-drawer',
        open: async (view, look) => {
          await view.goto(`${baseUrl}/admin/cash-drawer?day=${day}`);
          await view.getByRole('form', { name: 'Count the drawer' }).waitFor(wait);
          await view.getByRole('table', { name: 'Counted days' }).waitFor(wait);
          if (look.width === 'phone')
            await expectNoA11yViolations(view, `cash drawer (phone, ${look.theme})`);
        },
      },
    ]);
  }, 240_000);
});
