import type { Auction } from '@auction/contracts';
import { describe, expect, inject, it } from 'vitest';
import { demoAccountWithRole, readDemoAccounts } from './support/accounts';
import { apiCall, apiSignIn } from './support/api';
import { useBrowser, viewports } from './support/browser';
import { newPage } from './support/session';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const browser = useBrowser();
/** Generous waits for a slow machine: visible text, never fixed sleeps. */
const wait = { timeout: 30_000 };

describe('the public pages a bidder sees', () => {
  for (const device of ['phone', 'desktop'] as const) {
    it(`open the home page with the hero, above the auction lists, on a ${device}`, async () => {
      const { context, page } = await newPage(browser(), device);
      await page.goto(`${baseUrl}/`);
      const hero = page.getByRole('heading', { level: 1 });
      const firstList = page
        .getByRole('heading', { level: 2, name: /Live now|Closing soon|Upcoming/ })
        .first();
      await firstList.waitFor();
      const heroBox = await hero.boundingBox();
      const listBox = await firstList.boundingBox();
      if (!heroBox || !listBox) throw new Error('the hero or the auction list is not shown');
      expect(heroBox.y + heroBox.height).toBeLessThan(viewports[device].height);
      expect(heroBox.y).toBeLessThan(listBox.y);
      const browse = await page.getByRole('link', { name: 'Browse auctions' }).boundingBox();
      expect(browse?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(listBox.y);
      await context.close();
    });
  }
});

/** A live sale of its own with lot 1 open on the block, and a bidder approved to bid in it. */
async function liveSaleWithLotOpen() {
  const staff = demoAccountWithRole(dataDir, 'Staff');
  const bidder = readDemoAccounts(dataDir).find((account) => account.email.startsWith('bidder@'));
  if (!bidder) throw new Error('No demo account bidder@');
  const staffToken = await apiSignIn(baseUrl, staff.email, staff.password);
  const bidderToken = await apiSignIn(baseUrl, bidder.email, bidder.password);
  const now = Date.now();
  const auction = (await apiCall(baseUrl, staffToken, 'POST', '/api/admin/auctions', {
    title: `Bid bar browser test ${now}`,
    type: 'live',
    start_at: new Date(now + 60 * 60_000).toISOString(),
    end_at: new Date(now + 4 * 60 * 60_000).toISOString(),
  })) as Auction;
  await apiCall(baseUrl, staffToken, 'POST', `/api/admin/auctions/${auction.id}/lots`, {
    // A title and description as long as the demo's: the lot card is as tall as a real one.
    title: 'Cast Iron Ship’s Bell from a Lunenburg Schooner',
    lot_number: '1',
    description:
      'A heavy bell from a Lunenburg schooner, with its bracket and clapper. Condition: Good, original paint. Viewing by appointment at our Dartmouth warehouse.',
    startingBid: 250,
  });
  await apiCall(baseUrl, staffToken, 'POST', `/api/admin/auctions/${auction.id}/publish`);
  await apiCall(baseUrl, bidderToken, 'POST', `/api/auctions/${auction.id}/register`, { accept_terms: true });

  const clerk = await newPage(browser(), 'desktop');
  await clerk.context.addInitScript((value) => localStorage.setItem('token', value), staffToken);
  await clerk.page.goto(`${baseUrl}/admin/clerk-panel/${auction.id}`);
  const panel = clerk.page.getByRole('region', { name: 'Clerk panel' });
  await panel.getByRole('heading', { level: 1, name: auction.title }).waitFor(wait);
  await panel.getByRole('button', { name: 'Open lot', exact: true }).click(wait);
  return { auction, bidderToken, clerk };
}

describe('the live room on a phone', () => {
  it('never hides the asking price under the Bid bar, wherever the bidder scrolls', async () => {
    const { auction, bidderToken, clerk } = await liveSaleWithLotOpen();
    const { context, page } = await newPage(browser(), 'phone');
    await context.addInitScript((value) => localStorage.setItem('token', value), bidderToken);
    await page.goto(`${baseUrl}/auctions/${auction.id}/live`);
    const asking = page
      .getByRole('region', { name: 'Lot on the block' })
      .locator('dt:text-is("Asking price") + dd');
    await expect
      .poll(async () => ((await asking.count()) > 0 ? await asking.textContent() : ''), wait)
      .toBe('$250');
    const bid = page.getByRole('button', { name: 'Bid $250' });
    await bid.waitFor(wait);
    // The bar fixed to the foot of the screen that holds the Bid button.
    const bar = bid.locator('xpath=ancestor::div[contains(concat(" ", @class, " "), " fixed ")]');

    // On arrival the asking price stands clear above the bar.
    const barBox = await bar.boundingBox();
    const askingBox = await asking.boundingBox();
    if (!barBox || !askingBox) throw new Error('the bar or the asking price is not shown');
    expect(askingBox.y + askingBox.height).toBeLessThanOrEqual(barBox.y);

    // Scrolled on, the bar itself says the asking price.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => bar.getByText('Asking $250').isVisible(), wait).toBe(true);
    await context.close();
    await clerk.context.close();
  });
});
