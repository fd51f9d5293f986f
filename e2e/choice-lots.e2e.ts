import type { AuctionRegistration, LiveSnapshot } from '@auction/contracts';
import type { Locator } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { demoAccountWithRole, readDemoAccounts } from './support/accounts';
import { apiCall, apiSignIn } from './support/api';
import { useBrowser, type viewports } from './support/browser';
import { createLiveSaleOf, expectTextOf } from './support/live-sale-lots';
import { newPage } from './support/session';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const browser = useBrowser();
const wait = { timeout: 30_000 };

/** This test's own live sale: a lamp, then three chair lots the house offers as one choice. */
function createSale(staffToken: string) {
  return createLiveSaleOf(baseUrl, staffToken, {
    title: 'Choice lot browser test',
    lotTitles: [
      'Brass Banker’s Lamp',
      'Pressed-back Chair, pair',
      'Pressed-back Chairs, set of four',
      'Pressed-back Rocking Chair',
    ],
  });
}

async function signedInPage(device: keyof typeof viewports, token: string) {
  const session = await newPage(browser(), device);
  await session.context.addInitScript((value) => localStorage.setItem('token', value), token);
  return session.page;
}

const expectText = (locator: Locator, pattern: RegExp) => expectTextOf(locator, pattern, wait);

describe('a choice lot', () => {
  it('is set up by staff from the lots page and sold live to two bidders at the hammer per lot', async () => {
    const staff = demoAccountWithRole(dataDir, 'Staff');
    const bidder = readDemoAccounts(dataDir).find((account) => account.email.startsWith('bidder@'));
    if (!bidder) throw new Error('No demo account bidder@');
    const staffToken = await apiSignIn(baseUrl, staff.email, staff.password);
    const bidderToken = await apiSignIn(baseUrl, bidder.email, bidder.password);
    const { auction, lots } = await createSale(staffToken);
    const [, chairs, setOfFour, rocker] = lots;
    if (!chairs || !setOfFour || !rocker) throw new Error('The sale has no chairs');
    const registration = (await apiCall(
      baseUrl,
      bidderToken,
      'POST',
      `/api/auctions/${auction.id}/register`,
      {
        accept_terms: true,
      },
    )) as AuctionRegistration;
    const paddle = registration.paddle_number;

    // Staff offer lots 2-4 as one choice from the sale's lots page.
    const adminPage = await signedInPage('desktop', staffToken);
    await adminPage.goto(`${baseUrl}/admin/auctions/${auction.id}/lots`);
    const section = adminPage.getByRole('region', { name: 'Lots offered together' });
    await section.getByRole('textbox', { name: 'Lots' }).fill('2-9', wait);
    await section.getByRole('button', { name: 'Offer as a choice' }).click();
    await section.getByText('There is no lot 9 in this sale.').waitFor(wait);
    await section.getByRole('textbox', { name: 'Lots' }).fill('2-4');
    await section.getByRole('button', { name: 'Offer as a choice' }).click();
    await section.getByText(/Lots 2, 3, 4/).waitFor(wait);

    // The clerk passes the lamp; the choice goes on the block as lot 2.
    const clerkPage = await signedInPage('desktop', staffToken);
    const bidderPage = await signedInPage('phone', bidderToken);
    await clerkPage.goto(`${baseUrl}/admin/clerk-panel/${auction.id}`);
    const panel = clerkPage.getByRole('region', { name: 'Clerk panel' });
    await panel.getByRole('heading', { level: 1, name: auction.title }).waitFor(wait);
    await bidderPage.goto(`${baseUrl}/auctions/${auction.id}/live`);
    await panel.getByRole('button', { name: 'Next lot', exact: true }).click(wait);
    await panel.getByRole('button', { name: 'Pass', exact: true }).click(wait);
    await panel.getByRole('button', { name: 'Next lot', exact: true }).click(wait);
    const room = bidderPage.getByRole('region', { name: 'Lot on the block' });
    await room.getByText(/the winner picks from lots 2, 3 and 4/).waitFor(wait);

    // The online bidder takes the asking price, and the hammer falls to them.
    await bidderPage.getByRole('button', { name: 'Bid $50', exact: true }).click(wait);
    await expect
      .poll(async () => (await serverRoom(staffToken, auction.id)).current_lot?.high_bid?.paddle, wait)
      .toBe(paddle);
    await panel.getByRole('button', { name: 'Sold', exact: true }).click(wait);
    const choice = panel.getByRole('region', { name: 'Choice at $50.00 per lot' });
    await choice.waitFor(wait);
    await room.getByText(/You won at \$50 per lot/).waitFor(wait);

    // The buyer takes the pair and the rocker; paddle 42 on the floor takes the set of four.
    await choice.getByRole('checkbox', { name: `Lot 2: ${chairs.title}` }).check();
    await choice.getByRole('checkbox', { name: `Lot 4: ${rocker.title}` }).check();
    await choice.getByRole('button', { name: 'Take selected lots', exact: true }).click();
    await expectText(
      choice.getByRole('list', { name: 'Lots taken' }),
      /lot 2 by paddle \d+.*lot 4 by paddle/s,
    );
    await room.getByText(/the buyer is choosing\. Left: lot 3/).waitFor(wait);
    await choice.getByRole('checkbox', { name: `Lot 3: ${setOfFour.title}` }).check();
    await choice.getByRole('textbox', { name: 'Paddle' }).fill('42');
    await choice.getByRole('button', { name: 'Take selected lots', exact: true }).click();
    await choice.waitFor({ state: 'detached', ...wait });

    const sold = await serverRoom(staffToken, auction.id);
    const result = (lotId: string) => sold.results.find((entry) => entry.lot_id === lotId);
    expect(result(chairs.id)).toMatchObject({
      outcome: 'sold',
      hammer_price: 50,
      source: 'internet',
      paddle,
    });
    expect(result(rocker.id)).toMatchObject({
      outcome: 'sold',
      hammer_price: 50,
      source: 'internet',
      paddle,
    });
    expect(result(setOfFour.id)).toMatchObject({
      outcome: 'sold',
      hammer_price: 50,
      source: 'floor',
      paddle: 42,
    });
  });
});

async function serverRoom(token: string, auctionId: string): Promise<LiveSnapshot> {
  return (await apiCall(baseUrl, token, 'GET', `/api/auctions/${auctionId}/live`)) as LiveSnapshot;
}
