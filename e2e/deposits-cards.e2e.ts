import type { Auction, AuctionRegistration, StaffLot, StaffRegistrationExtras } from '@auction/contracts';
import { describe, expect, inject, it } from 'vitest';
import { demoAccountNamed, demoAccountWithRole } from './support/accounts';
import { apiCall, apiSignIn } from './support/api';
import { useBrowser } from './support/browser';
import { screenshot } from './support/screenshots';
import { signedInPage } from './support/session';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const browser = useBrowser();
const wait = { timeout: 30_000 };

/** A one-lot timed sale asking a deposit, open now and ending in a day. */
async function depositSale(staffToken: string, title: string, extra: Record<string, unknown> = {}) {
  const now = Date.now();
  const auction = (await apiCall(baseUrl, staffToken, 'POST', '/api/admin/auctions', {
    title,
    type: 'timed',
    start_at: new Date(now - 60_000).toISOString(),
    end_at: new Date(now + 86_400_000).toISOString(),
    stagger_seconds: 0,
    deposit_cents: 30_000,
    ...extra,
  })) as Auction;
  const lot = (await apiCall(baseUrl, staffToken, 'POST', `/api/admin/auctions/${auction.id}/lots`, {
    title: 'Mahone Bay Sea Chest',
    lot_number: '1',
    startingBid: 40,
  })) as StaffLot;
  return { auction, lot };
}

describe('deposits and cards on file without card payment online', () => {
  it('refuses to publish a card-on-file sale, and a bidder who registers for one is told card payment is not set up', async () => {
    const staffToken = await apiSignIn(
      baseUrl,
      demoAccountWithRole(dataDir, 'Staff').email,
      demoAccountWithRole(dataDir, 'Staff').password,
    );
    const { auction } = await depositSale(staffToken, `Card sale ${Date.now()}`, {
      card_on_file_required: true,
      deposit_cents: null,
    });
    const publish = await fetch(`${baseUrl}/api/admin/auctions/${auction.id}/publish`, {
      method: 'POST',
      headers: { authorization: `Bearer ${staffToken}` },
    });
    expect(publish.status).toBe(422);
    const body = (await publish.json()) as { errors?: Record<string, string[]> };
    expect(body.errors?.card_on_file_required?.[0]).toMatch(/not set up/);
  }, 60_000);

  it('a bidder registers for a deposit sale and waits; staff record the deposit at the desk; the bidder can then bid', async () => {
    const staff = demoAccountWithRole(dataDir, 'Staff');
    const bidder = demoAccountNamed(dataDir, 'bidder');
    const staffToken = await apiSignIn(baseUrl, staff.email, staff.password);
    const bidderToken = await apiSignIn(baseUrl, bidder.email, bidder.password);
    const { auction, lot } = await depositSale(staffToken, `Chester Deposit Sale ${Date.now()}`);
    await apiCall(baseUrl, staffToken, 'POST', `/api/admin/auctions/${auction.id}/publish`);

    for (const width of ['phone', 'desktop'] as const) {
      const { context, page } = await signedInPage(browser(), bidderToken, width, 'light');
      await page.goto(`${baseUrl}/auctions/${auction.id}`);
      await page
        .locator('dt:text-is("Deposit to bid") + dd')
        .getByText('$300.00, applied to your invoice')
        .waitFor(wait);
      if (width === 'phone') {
        await page.getByText('Deposit to bid: $300.00, applied to your invoice.').waitFor(wait);
        await page.getByRole('checkbox', { name: /I accept the/ }).check();
        await page.getByRole('button', { name: 'Register to bid' }).click();
      }
      await page
        .getByText(/Card payment online is not set up, so please pay it at the office/)
        .first()
        .waitFor(wait);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width === 'phone' ? 375 : 1280,
      );
      await screenshot(page, 'harbourside-deposits', 'registration-waiting', { width, theme: 'light' });
      // The lot page says the same, with no bid form.
      await page.goto(`${baseUrl}/lots/${lot.id}`);
      await page
        .getByText(/This sale asks a deposit of \$300\.00 before you can bid/)
        .first()
        .waitFor(wait);
      expect(await page.getByRole('button', { name: 'Place bid' }).count()).toBe(0);
      await screenshot(page, 'harbourside-deposits', 'lot-waiting', { width, theme: 'light' });
      await context.close();
    }
    const mine = (await apiCall(
      baseUrl,
      bidderToken,
      'GET',
      `/api/auctions/${auction.id}/registration`,
    )) as AuctionRegistration;
    expect(mine).toMatchObject({ status: 'pending', standing: { waiting_for: ['deposit'] } });

    for (const width of ['phone', 'desktop'] as const) {
      const { context, page } = await signedInPage(browser(), staffToken, width, 'light');
      await page.goto(`${baseUrl}/admin/auctions/${auction.id}/bidder-registration`);
      await page.getByText('Deposit owing: $300.00').first().waitFor(wait);
      await screenshot(page, 'harbourside-deposits', 'staff-registrations-owing', { width, theme: 'light' });
      if (width === 'desktop') {
        await page.getByText('Record deposit', { exact: true }).first().click();
        const form = page.getByRole('form', { name: /^Deposit of / });
        await form.getByLabel('Method').selectOption('debit');
        await form.getByLabel('Amount ($)').fill('400');
        await form.getByRole('button', { name: 'Record deposit' }).click();
        await form.getByText(/The deposit still owing is \$300\.00/).waitFor(wait);
        await form.getByLabel('Amount ($)').fill('300');
        await form.getByRole('button', { name: 'Record deposit' }).click();
        await page.getByText('Deposit held: $300.00').first().waitFor(wait);
        await screenshot(page, 'harbourside-deposits', 'staff-registrations-held', { width, theme: 'light' });
      }
      await context.close();
    }
    const extras = (await apiCall(
      baseUrl,
      staffToken,
      'GET',
      `/api/admin/auctions/${auction.id}/registration-deposits`,
    )) as StaffRegistrationExtras;
    expect(extras.data[0]?.deposit).toMatchObject({ paid_cents: 30_000, held_cents: 30_000 });
    expect(extras.data[0]?.deposit?.entries[0]).toMatchObject({ method: 'debit' });

    const { context, page } = await signedInPage(browser(), bidderToken, 'phone', 'light');
    await page.goto(`${baseUrl}/lots/${lot.id}`);
    await page.getByRole('textbox', { name: 'Your maximum bid' }).waitFor(wait);
    await screenshot(page, 'harbourside-deposits', 'lot-may-bid', { width: 'phone', theme: 'light' });
    await context.close();
  }, 240_000);

  it('a floor buyer registered at the desk owes the sale’s deposit, and the desk records it on the floor buyers’ list', async () => {
    const staff = demoAccountWithRole(dataDir, 'Staff');
    const staffToken = await apiSignIn(baseUrl, staff.email, staff.password);
    const { auction } = await depositSale(staffToken, `Windsor Floor Sale ${Date.now()}`, { type: 'live' });
    const floor = (await apiCall(
      baseUrl,
      staffToken,
      'POST',
      `/api/admin/auctions/${auction.id}/floor-registrations`,
      {
        paddle_number: 41,
        name: 'Colette Arsenault',
        phone: '902-555-0177',
        email: '',
        address: { line1: '3 King Street', city: 'Windsor', province: 'NS', postal_code: 'B0N 2T0' },
        id_checked: true,
        id_note: '',
      },
    )) as { id: string };
    for (const width of ['phone', 'desktop'] as const) {
      const { context, page } = await signedInPage(browser(), staffToken, width, 'dark');
      await page.goto(`${baseUrl}/admin/auctions/${auction.id}/bidder-registration`);
      const buyers = page.getByRole('table', { name: 'Floor buyers' });
      await buyers.getByText('Deposit owing: $300.00').waitFor(wait);
      await screenshot(page, 'harbourside-deposits', 'floor-buyer-owing', { width, theme: 'dark' });
      if (width === 'desktop') {
        await buyers.locator('summary', { hasText: 'Record deposit' }).click();
        const form = buyers.getByRole('form', { name: 'Deposit of Colette Arsenault' });
        await form.getByLabel('Method').selectOption('cash');
        await form.getByRole('button', { name: 'Record deposit' }).click();
        await buyers.getByText('Deposit held: $300.00').waitFor(wait);
        await screenshot(page, 'harbourside-deposits', 'floor-buyer-held', { width, theme: 'dark' });
      }
      await context.close();
    }
    const extras = (await apiCall(
      baseUrl,
      staffToken,
      'GET',
      `/api/admin/auctions/${auction.id}/registration-deposits`,
    )) as StaffRegistrationExtras;
    const row = extras.data.find((one) => one.registration_id === floor.id);
    expect(row?.deposit).toMatchObject({ paid_cents: 30_000, held_cents: 30_000, status: 'held' });
    expect(row?.deposit?.entries[0]).toMatchObject({ method: 'cash' });
  }, 180_000);

  it('the demo: a bidder sees their Visa ending 4242 on their profile, and staff see it with the paid deposit', async () => {
    const staff = demoAccountWithRole(dataDir, 'Staff');
    const bidder = demoAccountNamed(dataDir, 'bidder2');
    const staffToken = await apiSignIn(baseUrl, staff.email, staff.password);
    const bidderToken = await apiSignIn(baseUrl, bidder.email, bidder.password);
    const list = (await apiCall(baseUrl, staffToken, 'GET', '/api/admin/auctions?per_page=100')) as {
      data: Auction[];
    };
    const sale = list.data.find((one) => one.deposit_cents === 25_000);
    expect(sale).toBeDefined();
    for (const width of ['phone', 'desktop'] as const) {
      const { context, page } = await signedInPage(browser(), bidderToken, width, 'light');
      await page.goto(`${baseUrl}/profile`);
      await page.getByRole('heading', { name: 'Cards on file' }).waitFor(wait);
      await page.getByText('Visa ending 4242').waitFor(wait);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width === 'phone' ? 375 : 1280,
      );
      await screenshot(page, 'harbourside-deposits', 'profile-card', { width, theme: 'light' });
      await page.goto(`${baseUrl}/auctions/${sale?.id}`);
      await page.getByText('Card on file: Visa ending 4242').waitFor(wait);
      await page.getByText('Deposit paid: $250.00, applied to your invoice after the sale.').waitFor(wait);
      await screenshot(page, 'harbourside-deposits', 'registration-card-and-deposit', {
        width,
        theme: 'light',
      });
      await context.close();
      const { context: desk, page: staffPage } = await signedInPage(browser(), staffToken, width, 'light');
      await staffPage.goto(`${baseUrl}/admin/auctions/${sale?.id}/bidder-registration`);
      await staffPage.getByText('Visa ending 4242').first().waitFor(wait);
      await staffPage.getByText('Deposit held: $250.00').first().waitFor(wait);
      await screenshot(staffPage, 'harbourside-deposits', 'staff-registrations-demo', {
        width,
        theme: 'light',
      });
      await staffPage.goto(`${baseUrl}/admin/auctions/${sale?.id}/edit`);
      await staffPage.getByLabel('Card on file required').waitFor(wait);
      await staffPage.getByLabel('Card on file required').scrollIntoViewIfNeeded();
      await screenshot(staffPage, 'harbourside-deposits', 'auction-form-card', { width, theme: 'light' });
      await desk.close();
    }
  }, 240_000);
});
