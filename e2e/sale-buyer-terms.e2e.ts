import type { Auction, InvoiceDetail, PickupSlot } from '@auction/contracts';
import { addCalendarDays, calendarDateIn, dueWords, pickupWindowWords } from '@auction/domain';
import { describe, expect, inject, it } from 'vitest';
import { demoAccountNamed, demoAccountWithRole } from './support/accounts';
import { apiCall, apiSignIn } from './support/api';
import { expectNoA11yViolations } from './support/axe';
import { useBrowser } from './support/browser';
import { closedSaleWonBy, generateAndIssue } from './support/invoices';
import { screenshot } from './support/screenshots';
import { signedInPage } from './support/session';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const browser = useBrowser();
const wait = { timeout: 30_000 };
const halifax = 'America/Halifax';
const today = () => calendarDateIn(new Date(), halifax);

describe("a sale's buyer terms", () => {
  it('are set by staff on the auction form, checked as they are typed, and kept by the server', async () => {
    const staff = demoAccountWithRole(dataDir, 'Staff');
    const token = await apiSignIn(baseUrl, staff.email, staff.password);
    const draft = (await apiCall(baseUrl, token, 'POST', '/api/admin/auctions', {
      title: `Lawrencetown Barn Sale ${Date.now()}`,
    })) as Auction;
    const from = addCalendarDays(today(), 10);
    const until = addCalendarDays(today(), 12);

    for (const width of ['phone', 'desktop'] as const) {
      const { context, page } = await signedInPage(browser(), token, width, 'light');
      await page.goto(`${baseUrl}/admin/auctions/${draft.id}/edit`);
      await page.getByRole('heading', { name: `Edit ${draft.title}` }).waitFor(wait);
      // The form's "Buyer terms" section.
      const terms = page.getByRole('form', { name: 'Auction settings' });
      await terms.getByLabel(/^Payment due/).fill('48');
      await terms.getByRole('radio', { name: 'A pickup window: these days, these hours' }).check();
      await terms.getByLabel('First pickup day').fill(from);
      await terms.getByLabel('Last pickup day').fill(addCalendarDays(from, -1));
      await terms.getByLabel('Opens').fill('10:00');
      await terms.getByLabel('Closes').fill('16:00');
      await terms.getByLabel('Shipping offered').uncheck();
      await page.getByRole('button', { name: 'Save auction' }).click();
      // A window that ends before it starts is refused at the field, and nothing is sent.
      await terms.getByText('The last pickup day may not be before the first.').waitFor(wait);
      await terms.getByLabel('Last pickup day').fill(until);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width === 'phone' ? 375 : 1280,
      );
      await terms.getByLabel('Shipping offered').scrollIntoViewIfNeeded();
      await screenshot(page, 'harbourside-buyer-terms', 'auction-form-terms', { width, theme: 'light' });
      await page.getByRole('button', { name: 'Save auction' }).click();
      await expect
        .poll(
          async () => (await apiCall(baseUrl, token, 'GET', `/api/admin/auctions/${draft.id}`)) as Auction,
          wait,
        )
        .toMatchObject({
          payment_due_hours: 48,
          pickup_window: { kind: 'window', from, until, opens: '10:00', closes: '16:00' },
          shipping_offered: false,
        });
      await context.close();
      // The next width starts again from the house's terms.
      await apiCall(baseUrl, token, 'PUT', `/api/admin/auctions/${draft.id}`, { title: draft.title });
    }
  }, 240_000);

  it("reach the buyer's invoice at 375 px: the sale's due moment, its pickup window, no shipping, only window times", async () => {
    const staff = demoAccountWithRole(dataDir, 'Staff');
    const bidder = demoAccountNamed(dataDir, 'bidder2');
    const staffToken = await apiSignIn(baseUrl, staff.email, staff.password);
    const bidderToken = await apiSignIn(baseUrl, bidder.email, bidder.password);
    const window = {
      kind: 'window',
      from: addCalendarDays(today(), 1),
      until: addCalendarDays(today(), 3),
      opens: '10:00',
      closes: '16:00',
    } as const;
    const { auction } = await closedSaleWonBy(
      baseUrl,
      { staff: staffToken, bidder: bidderToken },
      { sale: 'Seaforth Farm Sale', lot: 'Hand-hewn Harvest Table' },
      {
        payment_due_hours: 48,
        pickup_window: window,
        shipping_offered: false,
        pickup_info: 'The barn has no loading dock: bring help for the table.',
      },
    );
    const issued = await generateAndIssue(baseUrl, staffToken, auction.id);
    const invoice = (await apiCall(
      baseUrl,
      bidderToken,
      'GET',
      `/api/invoices/${issued.id}`,
    )) as InvoiceDetail;
    expect(invoice.buyer_terms).toMatchObject({ payment_due: { kind: 'hours', hours: 48 }, pickup: window });
    const closedAt = Date.parse(invoice.due_at ?? '') - 48 * 3_600_000;
    expect(Math.abs(closedAt - Date.now())).toBeLessThan(10 * 60_000);

    // The public page said the same before the sale closed.
    const { context: visitor, page: sale } = await signedInPage(browser(), bidderToken, 'phone', 'light');
    await sale.goto(`${baseUrl}/auctions/${auction.id}`);
    const saleTerms = sale.getByRole('region', { name: 'Buyer terms' });
    await saleTerms.getByText('Within 48 hours of the close').waitFor(wait);
    await saleTerms.getByText(pickupWindowWords(window) ?? '').waitFor(wait);
    await saleTerms.getByText('Not offered: lots are collected at pickup.').waitFor(wait);
    await screenshot(sale, 'harbourside-buyer-terms', 'auction-page-terms', {
      width: 'phone',
      theme: 'light',
    });
    await visitor.close();

    const { context, page } = await signedInPage(browser(), bidderToken, 'phone', 'light');
    await page.goto(`${baseUrl}/invoices/${invoice.id}`);
    await page.getByRole('heading', { name: `Invoice ${invoice.number}`, level: 1 }).waitFor(wait);
    const due = dueWords(invoice.buyer_terms as NonNullable<InvoiceDetail['buyer_terms']>, halifax);
    await page.getByText(due, { exact: true }).first().waitFor(wait);
    const terms = page.getByRole('region', { name: 'Terms of this sale' });
    await terms.getByText('Terms: within 48 hours of the close').waitFor(wait);
    await terms.getByText(pickupWindowWords(window) ?? '').waitFor(wait);
    await terms.getByText('Not offered: lots are collected at pickup.').waitFor(wait);
    expect(await page.getByRole('radio', { name: 'Ship them to me' }).count()).toBe(0);
    await page.getByText('This sale does not ship: lots are collected at pickup.').waitFor(wait);

    // The days offered are the window's, and every time in them too.
    const days = page.getByRole('group', { name: 'Book a pickup time: day' });
    await days.waitFor(wait);
    const offered = (await apiCall(
      baseUrl,
      bidderToken,
      'GET',
      `/api/invoices/${invoice.id}/pickup-slots`,
    )) as PickupSlot[];
    const slotDays = new Set(offered.map((slot) => calendarDateIn(new Date(slot.start), halifax)));
    expect([...slotDays]).toEqual([window.from, addCalendarDays(window.from, 1), window.until]);
    expect(await days.getByRole('radio').count()).toBe(3);
    const slot = page
      .getByRole('group', { name: /^Time on / })
      .getByRole('radio', { name: /places? left/ })
      .first();
    await slot.check();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoA11yViolations(page, "the buyer's invoice with the sale's terms (phone, light)");
    await screenshot(page, 'harbourside-buyer-terms', 'buyer-invoice-terms', {
      width: 'phone',
      theme: 'light',
    });
    await page.getByRole('button', { name: 'Book this time' }).click();
    await page.getByText('Your pickup time', { exact: true }).waitFor(wait);
    const booked = (await apiCall(
      baseUrl,
      bidderToken,
      'GET',
      `/api/invoices/${invoice.id}`,
    )) as InvoiceDetail;
    const bookedDay = calendarDateIn(new Date(booked.pickup_slot_start ?? ''), halifax);
    expect(bookedDay >= window.from && bookedDay <= window.until).toBe(true);
    await context.close();

    // The same invoice at 1280 px, to look at.
    const desk = await signedInPage(browser(), bidderToken, 'desktop', 'light');
    await desk.page.goto(`${baseUrl}/invoices/${invoice.id}`);
    await desk.page.getByRole('region', { name: 'Terms of this sale' }).waitFor(wait);
    await screenshot(desk.page, 'harbourside-buyer-terms', 'buyer-invoice-terms', {
      width: 'desktop',
      theme: 'light',
    });
    await desk.context.close();
  }, 240_000);
});
