import { describe, expect, inject, it } from 'vitest';
import { demoAccountWithRole, readDemoAccounts } from './support/accounts';
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

describe('a buyer’s invoice', () => {
  it('is listed, opened, downloaded as a PDF and given a pickup time by the bidder', async () => {
    const staff = demoAccountWithRole(dataDir, 'Staff');
    const bidder = readDemoAccounts(dataDir).find((a) => a.email.startsWith('bidder2@'));
    if (!bidder) throw new Error('No demo bidder2');
    const staffToken = await apiSignIn(baseUrl, staff.email, staff.password);
    const bidderToken = await apiSignIn(baseUrl, bidder.email, bidder.password);
    const { auction } = await closedSaleWonBy(
      baseUrl,
      { staff: staffToken, bidder: bidderToken },
      { sale: 'Buyer invoice sale', lot: 'Mahogany Mantel Clock' },
    );
    const invoice = await generateAndIssue(baseUrl, staffToken, auction.id);
    const title = `Invoice ${invoice.number}`;

    const { context, page } = await signedInPage(browser(), bidderToken, 'desktop', 'light');
    await page.goto(`${baseUrl}/invoices`);
    await page.getByRole('heading', { name: 'My invoices', level: 1 }).waitFor(wait);
    await page.getByRole('link', { name: title }).click();
    await page.getByRole('heading', { name: title, level: 1 }).waitFor(wait);
    // The lines are a table on a desk and a list on a phone: the one shown names the lot.
    await page.getByText('Mahogany Mantel Clock').filter({ visible: true }).waitFor(wait);
    expect(await page.getByRole('link', { name: /^Pay \$/ }).count()).toBe(1);

    const pdf = await page.request.get(`${baseUrl}/api/invoices/${invoice.id}/pdf`, {
      headers: { authorization: `Bearer ${bidderToken}` },
    });
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`invoice-${invoice.number}.pdf`);

    await context.close();

    // On a phone (375 px) the buyer picks a day by keyboard, then one of that day's times.
    const phone = await signedInPage(browser(), bidderToken, 'phone', 'light');
    await phone.page.goto(`${baseUrl}/invoices/${invoice.id}`);
    await phone.page.getByRole('radio', { name: 'I will pick them up' }).waitFor(wait);
    const days = phone.page.getByRole('group', { name: 'Book a pickup time: day' });
    await days.waitFor(wait);
    const dayRadios = days.getByRole('radio');
    await dayRadios.first().focus();
    if ((await dayRadios.count()) > 1) {
      await phone.page.keyboard.press('ArrowRight');
      expect(await dayRadios.nth(1).isChecked()).toBe(true);
    }
    const times = phone.page.getByRole('group', { name: /^Time on / });
    const slot = times.getByRole('radio', { name: /places? left/ }).first();
    await slot.waitFor(wait);
    await slot.check();
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoA11yViolations(phone.page, 'pickup day picker (phone, light)');
    await phone.page.getByRole('button', { name: 'Book this time' }).click();
    await phone.page.getByText('Your pickup time', { exact: true }).waitFor(wait);
    const booked = (await apiCall(baseUrl, bidderToken, 'GET', `/api/invoices/${invoice.id}`)) as {
      pickup_slot_start: string | null;
    };
    expect(booked.pickup_slot_start).not.toBeNull();
    await phone.context.close();

    // Axe on both pages at both widths and themes, and screenshots to look at.
    const pages = [
      ['buyer-list', '/invoices', 'My invoices'],
      ['buyer-invoice', `/invoices/${invoice.id}`, title],
    ] as const;
    await screenshotEveryLook(
      browser(),
      bidderToken,
      'harbourside-invoice-screens',
      pages.map(([name, path, heading]) => ({
        name,
        open: async (view, { width, theme }) => {
          await view.goto(`${baseUrl}${path}`);
          await view.getByRole('heading', { name: heading, level: 1 }).waitFor(wait);
          await view
            .getByRole('link', { name: /Invoice 20|All my invoices/ })
            .first()
            .waitFor(wait);
          await expectNoA11yViolations(view, `${path} ${width} ${theme}`);
        },
      })),
    );
  }, 240_000);
});
