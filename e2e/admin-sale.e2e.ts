import type { Auction, AuctionDashboard, IncrementProfileJson, Lot } from '@auction/contracts';
import { describe, expect, inject, it } from 'vitest';
import { demoAccountWithRole, readDemoAccounts } from './support/accounts';
import { apiCall, apiSignIn } from './support/api';
import { useBrowser } from './support/browser';
import { newPage, signInThroughForm, waitForPath } from './support/session';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const browser = useBrowser();

interface StaffRegistration {
  id: string;
  email: string;
  paddle_number: number;
  status: string;
  bidding_limit_cents: number | null;
}

/** The seeded timed sale that is taking bids (open, or closing once its first lots ended). */
async function demoOpenSale(token: string): Promise<Auction> {
  const list = (await apiCall(baseUrl, token, 'GET', '/api/admin/auctions?per_page=50')) as {
    data: Auction[];
  };
  const sale = list.data.find(
    (a) => a.type === 'timed' && ['open', 'closing'].includes(a.status) && a.totalLots > 20,
  );
  if (!sale) throw new Error('No open demo sale');
  return sale;
}

describe('staff follow a sale and look after its bidders', () => {
  it('reads the dashboard, approves a bidder with a paddle and limit, and adds an increment profile', async () => {
    const staff = demoAccountWithRole(dataDir, 'Staff');
    const staffToken = await apiSignIn(baseUrl, staff.email, staff.password);
    const sale = await demoOpenSale(staffToken);

    // A bid from bidder@ so the figures are not all zero, and the consignor registers to bid.
    const accounts = readDemoAccounts(dataDir);
    const bidder = accounts.find((a) => a.email.startsWith('bidder@'));
    const consignor = accounts.find((a) => a.roles.includes('Consignor'));
    if (!bidder || !consignor) throw new Error('demo bidder or consignor missing');
    const bidderToken = await apiSignIn(baseUrl, bidder.email, bidder.password);
    const lots = (await apiCall(
      baseUrl,
      bidderToken,
      'GET',
      `/api/auctions/${sale.id}/lots?sort=ending_soonest`,
    )) as {
      data: Lot[];
    };
    const open = lots.data.filter(
      (lot) => lot.status === 'open' && Date.parse(lot.endDate ?? '') > Date.now() + 60_000,
    );
    const lot = open.at(-1);
    if (lot)
      await apiCall(baseUrl, bidderToken, 'POST', `/api/lots/${lot.id}/bids`, {
        amount: lot.minimum_next_bid + 40,
      });
    const consignorToken = await apiSignIn(baseUrl, consignor.email, consignor.password);
    await apiCall(baseUrl, consignorToken, 'POST', `/api/auctions/${sale.id}/register`, {
      accept_terms: true,
    });
    const registrations = async () =>
      (
        (await apiCall(baseUrl, staffToken, 'GET', `/api/admin/auctions/${sale.id}/registrations`)) as {
          data: StaffRegistration[];
        }
      ).data;
    const consignorRegistration = (await registrations()).find((r) => r.email === consignor.email);
    const bidderRegistration = (await registrations()).find((r) => r.email === bidder.email);
    if (!consignorRegistration || !bidderRegistration) throw new Error('registrations missing');
    // The house holds the consignor's registration for review.
    await apiCall(baseUrl, staffToken, 'PATCH', `/api/admin/registrations/${consignorRegistration.id}`, {
      status: 'pending',
    });

    const { context, page } = await newPage(browser(), 'desktop');
    await page.goto(`${baseUrl}/login?redirect=/admin/auctions/${sale.id}/dashboard`);
    await signInThroughForm(page, staff.email, staff.password);
    await waitForPath(page, `/admin/auctions/${sale.id}/dashboard`);

    // The figures on screen are the API's.
    const figure = (label: string) =>
      page
        .getByRole('region', { name: 'Figures' })
        .locator('dt', { hasText: new RegExp(`^${label}$`) })
        .locator('xpath=following-sibling::dd[1]');
    await figure('Bids').waitFor();
    const api = (await apiCall(
      baseUrl,
      staffToken,
      'GET',
      `/api/admin/auctions/${sale.id}/dashboard`,
    )) as AuctionDashboard;
    expect(Number((await figure('Bids').textContent())?.replace(/\D/g, ''))).toBe(api.totals.bids);
    expect(await figure('Bidders').textContent()).toBe(String(api.totals.bidders));
    expect(await figure('Registered bidders').textContent()).toBe(String(api.totals.registrations.total));
    expect(api.totals.registrations.pending).toBeGreaterThanOrEqual(1);
    await page.getByRole('table', { name: 'Latest bids' }).waitFor();
    await page.getByRole('region', { name: 'Closing timeline' }).waitFor();
    await page.getByText(/^Updated \d\d:\d\d:\d\d$/).waitFor();

    // Bidder registration: approve the consignor, refuse a taken paddle, then set paddle and limit.
    await page
      .getByRole('navigation', { name: 'Sale pages' })
      .getByRole('link', { name: 'Bidder registration' })
      .click();
    await waitForPath(page, `/admin/auctions/${sale.id}/bidder-registration`);
    await page.getByRole('button', { name: /^Pending \(\d+\)$/ }).click();
    const card = page.getByRole('row').filter({ hasText: consignor.email });
    await card.getByRole('button', { name: 'Approve' }).click();
    // Approved, it leaves the pending list.
    await card.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: /^All \(\d+\)$/ }).click();
    await card.getByText('Approved', { exact: true }).waitFor();
    await card.getByLabel('Paddle number').fill(String(bidderRegistration.paddle_number));
    await card.getByRole('button', { name: 'Save' }).click();
    await card.getByText('Another bidder in this auction has this paddle.').waitFor();
    const paddle = 8000 + Math.floor(Math.random() * 999);
    await card.getByLabel('Paddle number').fill(String(paddle));
    await card.getByLabel('Bidding limit ($)').fill('2500');
    await card.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(async () => (await registrations()).find((r) => r.email === consignor.email))
      .toMatchObject({
        status: 'approved',
        paddle_number: paddle,
        bidding_limit_cents: 250_000,
      });

    // Increment profiles, reached from the sidebar: a bad row is explained, a good table is saved.
    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Bid increments' })
      .click();
    await waitForPath(page, '/admin/bid-increment-profiles');
    await page.getByRole('button', { name: 'New profile' }).click();
    const form = page.getByRole('form', { name: 'New increment profile' });
    const name = `Coins and stamps ${Date.now()}`;
    await form.getByLabel('Profile name').fill(name);
    await form.getByLabel('Increment ($), row 1').fill('0.5');
    await form.getByRole('button', { name: 'Add row' }).click();
    await form.getByLabel('From ($), row 2').fill('0');
    await form.getByLabel('Increment ($), row 2').fill('2');
    await form.getByRole('button', { name: 'Save profile' }).click();
    await form.getByText('Row 2: the "from" amount must be higher than the row above.').waitFor();
    await form.getByLabel('From ($), row 2').fill('50');
    await form.getByRole('button', { name: 'Save profile' }).click();
    await page.getByRole('heading', { name }).waitFor();
    const profiles = (await apiCall(baseUrl, staffToken, 'GET', '/api/admin/increment-profiles')) as {
      data: IncrementProfileJson[];
    };
    expect(profiles.data.find((p) => p.name === name)).toMatchObject({
      rows: [
        { from_amount: 0, increment: 0.5 },
        { from_amount: 50, increment: 2 },
      ],
      is_default: false,
    });
    await context.close();
  });
});
