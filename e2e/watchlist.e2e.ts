import type { Auction, Lot, PageMeta } from '@auction/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { readDemoAccounts } from './support/accounts';
import { apiCall, apiSignIn } from './support/api';
import { useBrowser } from './support/browser';
import { newPage, signInThroughForm, waitForPath } from './support/session';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const browser = useBrowser();

function demoBidder(prefix: string) {
  const account = readDemoAccounts(dataDir).find((a) => a.email.startsWith(`${prefix}@`));
  if (!account) throw new Error(`No demo account ${prefix}@`);
  return account;
}

/**
 * A lot nobody has bid on yet in an open timed sale, the last of its sale to close. Other test files
 * open sales of their own and bid in them, so every open timed sale is looked through.
 */
async function quietLot(token: string): Promise<Lot> {
  const auctions = (await apiCall(baseUrl, token, 'GET', '/api/auctions?status=open&per_page=100')) as {
    data: Auction[];
    meta: PageMeta;
  };
  const timed = auctions.data.filter((auction) => auction.type === 'timed');
  if (timed.length === 0) throw new Error('No open timed auction in the demo data');
  let quiet: Lot | undefined;
  for (const open of timed) {
    const lots = (await apiCall(
      baseUrl,
      token,
      'GET',
      `/api/auctions/${open.id}/lots?sort=ending_soonest&per_page=200`,
    )) as { data: Lot[] };
    quiet = lots.data.filter((lot) => lot.status === 'open' && lot.bidCount === 0).at(-1);
    if (quiet) break;
  }
  if (!quiet) throw new Error('Every lot of every open timed sale has bids already');
  return quiet;
}

async function bidOn(token: string, lot: Lot, amount: number) {
  await apiCall(baseUrl, token, 'POST', `/api/auctions/${lot.auction_id}/register`, { accept_terms: true });
  return apiCall(baseUrl, token, 'POST', `/api/lots/${lot.id}/bids`, { amount });
}

/** Resolves when the page has asked the socket for the lot's events. */
function subscriptionTo(page: Page, lotId: string): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framesent', ({ payload }) => {
        if (String(payload).includes('"subscribe"') && String(payload).includes(lotId)) resolve();
      });
    });
  });
}

const activeBids = (page: Page) => page.getByRole('region', { name: 'My active bids' });

describe('watchlist and dashboard in the browser', () => {
  it('a bidder watches a lot, sees it on the watchlist, removes it, and follows their bid on the dashboard', async () => {
    const bidder = demoBidder('bidder');
    const rival = demoBidder('bidder2');
    const bidderToken = await apiSignIn(baseUrl, bidder.email, bidder.password);
    const rivalToken = await apiSignIn(baseUrl, rival.email, rival.password);
    const lot = await quietLot(bidderToken);

    const { context, page } = await newPage(browser(), 'desktop');
    await page.goto(`${baseUrl}/login`);
    await signInThroughForm(page, bidder.email, bidder.password);
    await waitForPath(page, '/dashboard');

    await page.goto(`${baseUrl}/lots/${lot.id}-${lot.slug}`);
    await page.getByRole('heading', { level: 1, name: lot.title }).waitFor();
    await page.getByRole('button', { name: 'Watch', exact: true }).click();
    await page.getByRole('button', { name: 'Watching', exact: true }).waitFor();

    await page.goto(`${baseUrl}/watchlist`);
    const link = page.getByRole('link', { name: `Lot ${lot.lotNumber}: ${lot.title}` });
    await link.waitFor();
    await page.getByRole('button', { name: `Remove ${lot.title} from watchlist` }).click();
    await link.waitFor({ state: 'detached' });
    const watched = (await apiCall(baseUrl, bidderToken, 'GET', '/api/watchlist')) as { data: Lot[] };
    expect(watched.data.map((item) => item.id)).not.toContain(lot.id);

    const minimum = lot.minimum_next_bid ?? lot.startingBid;
    await bidOn(bidderToken, lot, minimum);
    const subscribed = subscriptionTo(page, lot.id);
    await page.goto(`${baseUrl}/dashboard`);
    const row = activeBids(page).getByRole('listitem').filter({ hasText: lot.title });
    await row.getByText("You're winning").waitFor();

    // Once the page follows the lot, bidder2 outbids through the API: Outbid without a reload.
    await subscribed;
    await bidOn(rivalToken, lot, minimum + 50);
    await row.getByText('Outbid', { exact: true }).waitFor();
    await row.getByRole('link', { name: `Bid again on ${lot.title}` }).waitFor();
    expect(await row.getByText("You're winning").count()).toBe(0);
    await context.close();
  });
});
