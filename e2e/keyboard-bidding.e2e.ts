import type { Auction, LiveSnapshot, MyLotBid, StaffLot } from '@auction/contracts';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { demoAccountWithRole, readDemoAccounts } from './support/accounts';
import { apiCall, apiSignIn } from './support/api';
import { useBrowser } from './support/browser';
import { newPage } from './support/session';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const browser = useBrowser();
/** Generous waits for a slow machine: visible text, never fixed sleeps. */
const wait = { timeout: 30_000 };

let staffToken: string;
let bidderToken: string;

beforeAll(async () => {
  const staff = demoAccountWithRole(dataDir, 'Staff');
  const bidder = readDemoAccounts(dataDir).find((account) => account.email.startsWith('bidder@'));
  if (!bidder) throw new Error('No demo account bidder@');
  staffToken = await apiSignIn(baseUrl, staff.email, staff.password);
  bidderToken = await apiSignIn(baseUrl, bidder.email, bidder.password);
});

/** A page already signed in with `token`, as after a sign-in in an earlier visit. */
async function signedInPage(token: string) {
  const session = await newPage(browser(), 'desktop');
  await session.context.addInitScript((value) => localStorage.setItem('token', value), token);
  return session;
}

const isFocused = (control: Locator) => control.evaluate((element) => element === document.activeElement);

/** Presses Tab, as a keyboard user does, until `control` has the focus; fails if it never gets it. */
async function tabTo(page: Page, control: Locator, presses = 120) {
  await control.waitFor(wait);
  for (let press = 0; press < presses; press += 1) {
    await page.keyboard.press('Tab');
    if (await isFocused(control)) return;
  }
  throw new Error(`${control} was not reached in ${presses} presses of Tab`);
}

/** Replaces what the focused field holds with `text`, typed key by key. */
async function typeOver(page: Page, text: string) {
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(text);
}

async function createSale(type: 'timed' | 'live', titles: string[]) {
  const now = Date.now();
  const auction = (await apiCall(baseUrl, staffToken, 'POST', '/api/admin/auctions', {
    title: `Keyboard ${type} sale ${now}`,
    type,
    start_at: new Date(type === 'timed' ? now - 60_000 : now + 60 * 60_000).toISOString(),
    end_at: new Date(now + 4 * 60 * 60_000).toISOString(),
    requires_approval: false,
  })) as Auction;
  const lots: StaffLot[] = [];
  for (const [index, title] of titles.entries()) {
    lots.push(
      (await apiCall(baseUrl, staffToken, 'POST', `/api/admin/auctions/${auction.id}/lots`, {
        title,
        lot_number: String(index + 1),
        startingBid: 100,
      })) as StaffLot,
    );
  }
  await apiCall(baseUrl, staffToken, 'POST', `/api/admin/auctions/${auction.id}/publish`);
  await apiCall(baseUrl, bidderToken, 'POST', `/api/auctions/${auction.id}/register`, { accept_terms: true });
  return { auction, lots };
}

const room = (auctionId: string) =>
  apiCall(baseUrl, staffToken, 'GET', `/api/auctions/${auctionId}/live`) as Promise<LiveSnapshot>;

describe('bidding with the keyboard alone', () => {
  it('on a lot page: Tab to the amount, type it, Enter, and Enter again confirms the bid', async () => {
    const { lots } = await createSale('timed', ['Cherry Tilt-Top Table']);
    const [lot] = lots;
    if (!lot) throw new Error('The sale has no lot');
    const { context, page } = await signedInPage(bidderToken);
    await page.goto(`${baseUrl}/lots/${lot.id}-${lot.slug}`);

    await tabTo(page, page.getByRole('textbox', { name: 'Your maximum bid' }));
    await typeOver(page, '140');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Confirm your bid' });
    await dialog.getByText('Your maximum: $140.00').waitFor(wait);
    // The confirmation takes the focus, on its Confirm button: Enter sends the bid.
    expect(await isFocused(dialog.getByRole('button', { name: 'Confirm bid' }))).toBe(true);
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached', ...wait });
    await page.getByText("You're the high bidder").first().waitFor(wait);
    const mine = (await apiCall(baseUrl, bidderToken, 'GET', `/api/lots/${lot.id}/my-bid`)) as MyLotBid;
    expect(mine).toMatchObject({ your_max: 140, is_high_bidder: true });
    await context.close();
  });

  it('in a live sale: the clerk opens a lot, takes a floor bid, warns, sells and moves on, and the bidder bids in the room, all by keys', async () => {
    const { auction, lots } = await createSale('live', ['Brass Ship’s Lantern', 'Hooked Rug']);
    const [first, second] = lots;
    if (!first || !second) throw new Error('The sale has no lots');
    const clerk = await signedInPage(staffToken);
    const bidder = await signedInPage(bidderToken);
    const clerkPage = clerk.page;
    const bidderPage = bidder.page;
    await clerkPage.goto(`${baseUrl}/admin/clerk-panel/${auction.id}`);
    const panel = clerkPage.getByRole('region', { name: 'Clerk panel' });
    await panel.getByRole('heading', { level: 1, name: auction.title }).waitFor(wait);
    await bidderPage.goto(`${baseUrl}/auctions/${auction.id}/live`);
    const lotOnBlock = bidderPage.getByRole('region', { name: 'Lot on the block' });

    // The clerk reaches "Open lot" with Tab and presses Enter: lot 1 is on the block.
    await tabTo(clerkPage, panel.getByRole('button', { name: 'Open lot', exact: true }));
    await clerkPage.keyboard.press('Enter');
    await expect.poll(async () => (await room(auction.id)).current_lot?.lot_id, wait).toBe(first.id);

    // The bidder reaches the Bid button with Tab and presses Enter: the internet bid leads.
    await tabTo(bidderPage, bidderPage.getByRole('button', { name: 'Bid $100', exact: true }));
    await bidderPage.keyboard.press('Enter');
    await lotOnBlock
      .getByRole('status')
      .filter({ hasText: /^You're the high bidder$/ })
      .waitFor(wait);
    await expect
      .poll(async () => (await room(auction.id)).current_lot?.high_bid?.source, wait)
      .toBe('internet');

    // A floor bid: Tab to the amount (the asking price), paddle 42, Enter sends it.
    const asking = String((await room(auction.id)).current_lot?.asking_price);
    await tabTo(clerkPage, panel.getByRole('textbox', { name: 'Floor bid amount' }));
    await typeOver(clerkPage, asking);
    await clerkPage.keyboard.press('Tab');
    expect(await isFocused(panel.getByRole('textbox', { name: 'Floor paddle' }))).toBe(true);
    await clerkPage.keyboard.type('42');
    await clerkPage.keyboard.press('Enter');
    await expect
      .poll(async () => (await room(auction.id)).current_lot?.high_bid, wait)
      .toMatchObject({ amount: Number(asking), source: 'floor', paddle: 42 });
    await lotOnBlock
      .getByRole('status')
      .filter({ hasText: /^Outbid$/ })
      .waitFor(wait);

    // Escape leaves the field; F gives fair warning.
    await clerkPage.keyboard.press('Escape');
    await clerkPage.keyboard.press('f');
    await expect.poll(async () => (await room(auction.id)).current_lot?.status, wait).toBe('fair_warning');

    // Tab to "Sold" and press Space: the hammer falls to the floor.
    await tabTo(clerkPage, panel.getByRole('button', { name: 'Sold', exact: true }));
    await clerkPage.keyboard.press('Space');
    await expect
      .poll(async () => (await room(auction.id)).results, wait)
      .toEqual([expect.objectContaining({ lot_id: first.id, outcome: 'sold', source: 'floor', paddle: 42 })]);
    await lotOnBlock
      .getByRole('status')
      .filter({ hasText: /^Sold to another bidder$/ })
      .waitFor(wait);

    // N brings up the next lot.
    await clerkPage.keyboard.press('n');
    await expect.poll(async () => (await room(auction.id)).current_lot?.lot_id, wait).toBe(second.id);
    await lotOnBlock.getByRole('heading', { level: 2, name: second.title }).waitFor(wait);
    await clerk.context.close();
    await bidder.context.close();
  });
});
