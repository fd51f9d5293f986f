import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Auction, StaffLot } from '@auction/contracts';
import type { Browser } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { demoAccountWithRole, readDemoAccounts } from './support/accounts';
import { apiCall, apiSignIn } from './support/api';
import { expectNoA11yViolations } from './support/axe';
import { useBrowser, viewports } from './support/browser';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const browser = useBrowser();
const wait = { timeout: 30_000 };

function demoBidder(prefix: string) {
  const account = readDemoAccounts(dataDir).find((a) => a.email.startsWith(`${prefix}@`));
  if (!account) throw new Error(`No demo account ${prefix}@`);
  return account;
}

async function staffPage(b: Browser, token: string, width: keyof typeof viewports, theme: 'light' | 'dark') {
  const context = await b.newContext({ viewport: viewports[width], colorScheme: theme });
  await context.addInitScript(
    ([k, t]) => {
      localStorage.setItem('token', k as string);
      localStorage.setItem('theme', t as string);
    },
    [token, theme],
  );
  context.setDefaultTimeout(15_000);
  return { context, page: await context.newPage() };
}

/** A one-lot timed sale that closes a few seconds from now, won by the bidder, invoiced, issued and paid. */
async function paidInvoice(staffToken: string, bidderToken: string) {
  const now = Date.now();
  const auction = (await apiCall(baseUrl, staffToken, 'POST', '/api/admin/auctions', {
    title: `Release desk sale ${now}`,
    type: 'timed',
    start_at: new Date(now - 60_000).toISOString(),
    end_at: new Date(now + 15_000).toISOString(),
    soft_close_window_seconds: 0,
    soft_close_extension_seconds: 0,
    stagger_seconds: 0,
    requires_approval: false,
  })) as Auction;
  const lot = (await apiCall(baseUrl, staffToken, 'POST', `/api/admin/auctions/${auction.id}/lots`, {
    title: 'Mahogany Tall Case Clock',
    lot_number: '1',
    startingBid: 60,
  })) as StaffLot;
  await apiCall(baseUrl, staffToken, 'POST', `/api/admin/auctions/${auction.id}/publish`);
  await apiCall(baseUrl, bidderToken, 'POST', `/api/auctions/${auction.id}/register`, { accept_terms: true });
  await expect
    .poll(
      () =>
        apiCall(baseUrl, bidderToken, 'POST', `/api/lots/${lot.id}/bids`, { amount: 60 }).then(
          () => true,
          () => false,
        ),
      { timeout: 12_000, interval: 500 },
    )
    .toBe(true);
  await expect
    .poll(
      async () =>
        ((await apiCall(baseUrl, staffToken, 'GET', `/api/admin/auctions/${auction.id}`)) as Auction).status,
      { timeout: 90_000, interval: 1_000 },
    )
    .toBe('closed');
  await apiCall(baseUrl, staffToken, 'POST', `/api/admin/auctions/${auction.id}/invoices`, {});
  const list = (await apiCall(
    baseUrl,
    staffToken,
    'GET',
    `/api/admin/invoices?auction_id=${auction.id}`,
  )) as {
    data: { id: string }[];
  };
  const id = list.data[0]?.id ?? '';
  const issued = (await apiCall(baseUrl, staffToken, 'POST', `/api/admin/invoices/${id}/issue`)) as {
    number: string;
    balance_cents: number;
  };
  await apiCall(baseUrl, staffToken, 'POST', `/api/admin/invoices/${id}/payments`, {
    method: 'etransfer',
    amount_cents: issued.balance_cents,
    received_on: new Date().toISOString().slice(0, 10),
    reference: 'CA7hR2xQ',
    idempotency_key: `release-${now}`,
  });
  return { auction, id, number: issued.number };
}

describe('pickup and release', () => {
  it('staff register a floor buyer at the desk', async () => {
    const staff = demoAccountWithRole(dataDir, 'Staff');
    const staffToken = await apiSignIn(baseUrl, staff.email, staff.password);
    const auction = (await apiCall(baseUrl, staffToken, 'POST', '/api/admin/auctions', {
      title: `Floor sale ${Date.now()}`,
      type: 'live',
      start_at: new Date(Date.now() + 86_400_000).toISOString(),
      requires_approval: false,
    })) as Auction;
    const { context, page } = await staffPage(browser(), staffToken, 'desktop', 'light');
    await page.goto(`${baseUrl}/admin/auctions/${auction.id}/bidder-registration`);
    const form = page.getByRole('form', { name: 'Register a floor buyer' });
    await form.waitFor(wait);
    await form.getByLabel('Paddle', { exact: true }).fill('7000');
    await form.getByLabel('Name', { exact: true }).fill('Gerald MacIsaac');
    await form.getByLabel('Phone', { exact: true }).fill('902-555-0142');
    await form.getByRole('button', { name: 'Register floor buyer' }).click();
    await form.getByText('Floor paddles are below 7000.').waitFor();
    await form.getByLabel('Paddle', { exact: true }).fill('12');
    await form.getByLabel('Street address', { exact: true }).fill('14 Portland Street');
    await form.getByLabel('City', { exact: true }).fill('Dartmouth');
    await form.getByLabel('Postal code', { exact: true }).fill('B2Y 1H1');
    await form.getByLabel('ID checked', { exact: true }).check();
    await form.getByLabel(/ID note/).fill('Nova Scotia driver licence');
    await expectNoA11yViolations(page, 'floor registration form (desktop, light)');
    await form.getByRole('button', { name: 'Register floor buyer' }).click();
    await page.getByText('Paddle 12 given to Gerald MacIsaac.').waitFor(wait);
    const floor = (await apiCall(
      baseUrl,
      staffToken,
      'GET',
      `/api/admin/auctions/${auction.id}/floor-registrations`,
    )) as { paddle_number: number; name: string; id_checked: boolean }[];
    expect(floor).toEqual([
      expect.objectContaining({ paddle_number: 12, name: 'Gerald MacIsaac', id_checked: true }),
    ]);
    await context.close();
  }, 120_000);

  it('the release desk finds a paid invoice and releases its lot to the buyer', async () => {
    const staff = demoAccountWithRole(dataDir, 'Staff');
    const bidder = demoBidder('bidder');
    const staffToken = await apiSignIn(baseUrl, staff.email, staff.password);
    const bidderToken = await apiSignIn(baseUrl, bidder.email, bidder.password);
    const { number } = await paidInvoice(staffToken, bidderToken);

    const { context, page } = await staffPage(browser(), staffToken, 'desktop', 'light');
    await page.goto(`${baseUrl}/admin/release-desk`);
    await page.getByLabel('Invoice number, paddle or name').fill(number);
    await page.getByRole('button', { name: 'Find', exact: true }).click();
    await page.getByRole('heading', { name: `Invoice ${number}` }).waitFor(wait);
    await page.getByText('Paid in full').waitFor();
    await expectNoA11yViolations(page, 'release desk (desktop, light)');
    await page.getByRole('checkbox', { name: /Mahogany Tall Case Clock/ }).waitFor();
    await page.getByRole('button', { name: 'Release 1 lot' }).click();
    await page.getByText(/Released .* to /).waitFor(wait);

    const dir = join(tmpdir(), 'harbourside-release-screens');
    mkdirSync(dir, { recursive: true });
    await context.close();
    for (const width of ['phone', 'desktop'] as const) {
      for (const theme of ['light', 'dark'] as const) {
        const shot = await staffPage(browser(), staffToken, width, theme);
        await shot.page.goto(`${baseUrl}/admin/release-desk?q=${encodeURIComponent(number)}`);
        await shot.page.getByRole('heading', { name: `Invoice ${number}` }).waitFor(wait);
        await shot.page.screenshot({
          path: join(dir, `release-desk-${viewports[width].width}-${theme}.png`),
          fullPage: true,
        });
        await shot.context.close();
      }
    }
  }, 240_000);
});
