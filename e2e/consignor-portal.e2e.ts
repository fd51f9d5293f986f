import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type {
  Auction,
  ConsignorDetail,
  ConsignorProjection,
  LotsFromInventoryResult,
} from '@auction/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { demoAccountNamed, demoAccountWithRole } from './support/accounts';
import { apiCall, apiSignIn } from './support/api';
import { expectNoA11yViolations } from './support/axe';
import { useBrowser, viewports } from './support/browser';
import { signedInPage } from './support/session';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const browser = useBrowser();
const wait = { timeout: 30_000 };
const cad = new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' });
const money = (cents: number) => cad.format(cents / 100);

/** A new account, registered as anyone would, then linked by staff to a new consignor record. */
async function newConsignor(staffToken: string, stamp: number) {
  const email = `consignor-${stamp}@example.ca`;
  const password = 'Harbour views 2026!';
  const registered = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Flora MacIsaac', email, password, terms_accepted: true }),
  });
  expect(registered.status).toBe(201);
  const [user] = (await apiCall(
    baseUrl,
    staffToken,
    'GET',
    `/api/admin/users/lookup?q=${encodeURIComponent(email)}`,
  )) as { id: string }[];
  const record = (await apiCall(baseUrl, staffToken, 'POST', '/api/admin/consignors', {
    name: `Flora MacIsaac ${stamp}`,
    email,
  })) as ConsignorDetail;
  await apiCall(baseUrl, staffToken, 'PUT', `/api/admin/consignors/${record.id}/user`, { user_id: user?.id });
  return { record, token: await apiSignIn(baseUrl, email, password) };
}

const netOnPage = (page: Page) =>
  page.locator('dl > div', { hasText: 'Projected net to you' }).locator('dd').first();
const hammerOnPage = (page: Page) =>
  page.locator('dl > div', { hasText: 'Hammer so far' }).locator('dd').first();

describe('the consignor’s own dashboard', () => {
  it('shows their items and projected net, and follows a bid on their lot without reloading', async () => {
    const stamp = Date.now();
    const staff = demoAccountWithRole(dataDir, 'Staff');
    const staffToken = await apiSignIn(baseUrl, staff.email, staff.password);
    const consignor = await newConsignor(staffToken, stamp);
    const shelf = `CP-${String(stamp).slice(-5)}`;
    await apiCall(baseUrl, staffToken, 'POST', '/api/admin/locations', { code: shelf });
    const chest = (await apiCall(baseUrl, staffToken, 'POST', '/api/admin/inventory', {
      title: `Camphor chest ${stamp}`,
      starting_bid_cents: 4_000,
      consignor_id: consignor.record.id,
      location_code: shelf,
    })) as { id: string };
    const auction = (await apiCall(baseUrl, staffToken, 'POST', '/api/admin/auctions', {
      title: `Consignor view sale ${stamp}`,
      type: 'timed',
      start_at: new Date(stamp - 60_000).toISOString(),
      end_at: new Date(stamp + 3_600_000).toISOString(),
      requires_approval: false,
    })) as Auction;
    const lotted = (await apiCall(
      baseUrl,
      staffToken,
      'POST',
      `/api/admin/auctions/${auction.id}/lots/from-inventory`,
      { item_ids: [chest.id] },
    )) as LotsFromInventoryResult;
    const lotId = lotted.added[0]?.lot_id ?? '';
    await apiCall(baseUrl, staffToken, 'POST', `/api/admin/auctions/${auction.id}/publish`);
    const projection = async () =>
      (await apiCall(baseUrl, consignor.token, 'GET', '/api/consignor/projection')) as ConsignorProjection;
    // The server's ticker opens the sale; until then it is not among the running sales.
    await expect
      .poll(async () => (await projection()).sales.length, { timeout: 30_000, interval: 500 })
      .toBe(1);
    const before = (await projection()).sales[0]?.totals;

    const { context, page } = await signedInPage(browser(), consignor.token, 'desktop', 'light');
    await page.goto(`${baseUrl}/dashboard`);
    const section = page.getByRole('region', { name: 'Your consignment' });
    await section.waitFor(wait);
    await section.getByText(`Camphor chest ${stamp}`).first().waitFor(wait);
    await section.getByText(new RegExp(`Shelf ${shelf}`)).waitFor(wait);
    await expect.poll(() => netOnPage(page).textContent(), wait).toBe(money(before?.net_payout_cents ?? 0));
    expect(await hammerOnPage(page).textContent()).toBe(money(0));
    await expectNoA11yViolations(page, 'consignor dashboard');

    // A bidder bids on the lot through the API; the open page follows.
    const bidder = demoAccountNamed(dataDir, 'bidder');
    const bidderToken = await apiSignIn(baseUrl, bidder.email, bidder.password);
    await apiCall(baseUrl, bidderToken, 'POST', `/api/auctions/${auction.id}/register`, {
      accept_terms: true,
    });
    await apiCall(baseUrl, bidderToken, 'POST', `/api/lots/${lotId}/bids`, { amount: 40 });
    const after = (await projection()).sales[0]?.totals;
    expect(after?.hammer_cents).toBe(4_000);
    expect(after?.net_payout_cents).not.toBe(before?.net_payout_cents);
    await expect.poll(() => hammerOnPage(page).textContent(), wait).toBe(money(4_000));
    await expect.poll(() => netOnPage(page).textContent(), wait).toBe(money(after?.net_payout_cents ?? 0));
    await context.close();

    const dir = join(tmpdir(), 'harbourside-consignor-portal-screens');
    mkdirSync(dir, { recursive: true });
    for (const width of ['phone', 'desktop'] as const) {
      for (const theme of ['light', 'dark'] as const) {
        const shot = await signedInPage(browser(), consignor.token, width, theme);
        await shot.page.goto(`${baseUrl}/dashboard`);
        await shot.page
          .getByRole('region', { name: 'Your consignment' })
          .getByText('Projected net to you')
          .waitFor(wait);
        await shot.page.getByText(`Camphor chest ${stamp}`).first().waitFor(wait);
        await shot.page.screenshot({
          path: join(dir, `dashboard-${viewports[width].width}-${theme}.png`),
          fullPage: true,
        });
        await shot.context.close();
      }
    }
  }, 240_000);
});
