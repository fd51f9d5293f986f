import type { Auction, AuctionRegistration, LiveSnapshot, StaffLot } from '@auction/contracts';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { demoAccountWithRole, readDemoAccounts } from './support/accounts';
import { apiCall, apiSignIn } from './support/api';
import { useBrowser, type viewports } from './support/browser';
import { newPage } from './support/session';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const browser = useBrowser();

/** Generous waits for a slow machine: visible text, never fixed sleeps. */
const wait = { timeout: 30_000 };

/** This test's own live sale (other tests use the seeded sales): three lots, approval required. */
async function createLiveSale(staffToken: string) {
  const now = Date.now();
  const auction = (await apiCall(baseUrl, staffToken, 'POST', '/api/admin/auctions', {
    title: `Live sale browser test ${now}`,
    type: 'live',
    start_at: new Date(now + 60 * 60_000).toISOString(),
    end_at: new Date(now + 4 * 60 * 60_000).toISOString(),
    requires_approval: true,
  })) as Auction;
  const lots: StaffLot[] = [];
  for (const [index, title] of [
    'Oak Washstand with Mirror',
    'Brass Ship’s Lantern',
    'Hooked Rug',
  ].entries()) {
    lots.push(
      (await apiCall(baseUrl, staffToken, 'POST', `/api/admin/auctions/${auction.id}/lots`, {
        title,
        lot_number: String(index + 1),
        startingBid: 100 * (index + 1),
      })) as StaffLot,
    );
  }
  await apiCall(baseUrl, staffToken, 'POST', `/api/admin/auctions/${auction.id}/publish`);
  return { auction, lots };
}

/** The bidder registers for the sale and staff approve them: their paddle number. */
async function registerAndApprove(staffToken: string, bidderToken: string, auctionId: string) {
  const registration = (await apiCall(baseUrl, bidderToken, 'POST', `/api/auctions/${auctionId}/register`, {
    accept_terms: true,
  })) as AuctionRegistration;
  await apiCall(baseUrl, staffToken, 'PATCH', `/api/admin/registrations/${registration.id}`, {
    status: 'approved',
  });
  return registration.paddle_number;
}

/** The room as the server has it, to know the asking price the increment table set. */
async function serverRoom(token: string, auctionId: string): Promise<LiveSnapshot> {
  return (await apiCall(baseUrl, token, 'GET', `/api/auctions/${auctionId}/live`)) as LiveSnapshot;
}

/** A page already signed in with `token`, as after a sign-in in an earlier visit. */
async function signedInPage(device: keyof typeof viewports, token: string) {
  const session = await newPage(browser(), device);
  await session.context.addInitScript((value) => localStorage.setItem('token', value), token);
  return session.page;
}

async function expectText(locator: Locator, text: string | RegExp) {
  const pattern =
    typeof text === 'string' ? new RegExp(`^\\s*${text.replace(/[$.*+?()[\]{}|\\^]/g, '\\$&')}\\s*$`) : text;
  await expect
    .poll(async () => ((await locator.count()) > 0 ? await locator.first().textContent() : ''), wait)
    .toMatch(pattern);
}

/** What the auctioneer display shows. */
function displayOf(page: Page) {
  const display = page.getByRole('region', { name: 'Auctioneer display' });
  return {
    state: display.getByRole('status', { name: 'Lot state' }),
    asking: display.getByRole('region', { name: 'Asking price' }),
    high: display.getByRole('region', { name: 'High bid' }),
    heading: display.getByRole('heading', { level: 1 }),
  };
}

/** What the bidder's live room shows on the lot on the block. */
function roomOf(page: Page) {
  const lot = page.getByRole('region', { name: 'Lot on the block' });
  return {
    lot,
    state: (text: string) =>
      lot
        .getByRole('status')
        .filter({ hasText: new RegExp(`^${text}$`) })
        .first(),
    asking: lot.locator('dt:text-is("Asking price") + dd'),
    high: lot.locator('dt:text-is("High bid") + dd').first(),
  };
}

async function expectDisplay(page: Page, state: string, asking: string, high: RegExp) {
  const display = displayOf(page);
  await expectText(display.state, state);
  await expectText(display.asking, `Asking${asking}`);
  await expectText(display.high, high);
}

describe('a live sale in the browser', () => {
  it('the clerk opens a lot, an online bidder bids, a floor bid, fair warning and sold: the bidder’s room and the auctioneer display follow each step', async () => {
    const staff = demoAccountWithRole(dataDir, 'Staff');
    const bidder = readDemoAccounts(dataDir).find((account) => account.email.startsWith('bidder@'));
    if (!bidder) throw new Error('No demo account bidder@');
    const staffToken = await apiSignIn(baseUrl, staff.email, staff.password);
    const bidderToken = await apiSignIn(baseUrl, bidder.email, bidder.password);
    const { auction, lots } = await createLiveSale(staffToken);
    const [first, second] = lots;
    if (!first || !second) throw new Error('The sale has no lots');
    const paddle = await registerAndApprove(staffToken, bidderToken, auction.id);
    // Before the sale the bidder leaves an absentee maximum of $250 on lot 2.
    await apiCall(baseUrl, bidderToken, 'PUT', `/api/lots/${second.id}/absentee-bid`, { amount: 250 });
    const dashboard = await signedInPage('desktop', bidderToken);
    await dashboard.goto(`${baseUrl}/dashboard`);
    const activeBids = dashboard.getByRole('region', { name: 'My active bids' });
    // Only this sale's lot: the same bidder bids in other files' sales at the same time.
    const absentee = activeBids
      .getByRole('listitem')
      .filter({ has: dashboard.locator(`a[href^="/lots/${second.id}-"]`) });
    await absentee.getByText('Absentee max $250.00').waitFor(wait);
    expect(await absentee.getByText('Outbid').count()).toBe(0);

    // Three screens: the clerk's console, the bidder's phone, the big screen in the room.
    const clerkPage = await signedInPage('desktop', staffToken);
    const bidderPage = await signedInPage('phone', bidderToken);
    const displayPage = await signedInPage('desktop', staffToken);
    await displayPage.setViewportSize({ width: 1920, height: 1080 });

    await clerkPage.goto(`${baseUrl}/admin/clerk-panel/${auction.id}`);
    const panel = clerkPage.getByRole('region', { name: 'Clerk panel' });
    await panel.getByRole('heading', { level: 1, name: auction.title }).waitFor(wait);
    const waiting = panel.getByRole('region', { name: 'Absentee bids waiting' });
    await expectText(
      waiting.getByRole('listitem'),
      new RegExp(`Lot 2 · paddle ${paddle}\\s*up to \\$250\\.00`),
    );
    // Nothing is on the block yet: the hammer is disabled, and its name says why.
    for (const label of ['Fair warning', 'Sold', 'Pass', 'Undo last bid']) {
      const button = panel.getByRole('button', { name: `${label} — the sale has not started`, exact: true });
      expect(await button.isDisabled()).toBe(true);
    }
    await displayPage.goto(`${baseUrl}/admin/auctioneer-display/${auction.id}`);
    await expectText(displayOf(displayPage).state, 'NOT STARTED');
    // The auctioneer's screen stands alone: no admin sidebar, no site header.
    expect(await displayPage.getByRole('complementary', { name: 'Admin sidebar' }).count()).toBe(0);
    expect(await displayPage.getByRole('banner').count()).toBe(0);
    // The big screen goes full screen (the Fullscreen API) and back.
    await displayPage.getByRole('button', { name: 'Full screen', exact: true }).click();
    await displayPage.getByRole('button', { name: 'Exit full screen' }).waitFor(wait);
    await expect.poll(() => displayPage.evaluate(() => document.fullscreenElement !== null), wait).toBe(true);
    await bidderPage.goto(`${baseUrl}/auctions/${auction.id}/live`);
    const room = roomOf(bidderPage);
    await room.state('Not started').waitFor(wait);

    // The clerk opens lot 1: the asking price is its starting bid on every screen.
    await expect.poll(() => panel.getByRole('combobox', { name: 'Lots' }).inputValue(), wait).toBe(first.id);
    await panel.getByRole('button', { name: 'Open lot', exact: true }).click();
    await expectText(displayOf(displayPage).heading, /Lot 1/);
    await expect
      .poll(() => displayOf(displayPage).heading.getAttribute('aria-label'), wait)
      .toBe(`Lot 1: ${first.title}`);
    await expectDisplay(displayPage, 'OPEN', '$100', /No bids yet/);
    await room.state('Open').waitFor(wait);
    await expectText(room.asking, '$100');

    // The online bidder takes the asking price: the high bid is on the internet, with their paddle.
    await bidderPage.getByRole('button', { name: 'Bid $100', exact: true }).click(wait);
    await room.state("You're the high bidder").waitFor(wait);
    const afterInternet = await serverRoom(staffToken, auction.id);
    const askingAfterInternet = `$${afterInternet.current_lot?.asking_price}`;
    expect(afterInternet.current_lot?.high_bid).toMatchObject({ amount: 100, source: 'internet', paddle });
    await expectDisplay(displayPage, 'OPEN', askingAfterInternet, new RegExp(`\\$100\\s*INTERNET ${paddle}`));
    await expectText(displayOf(displayPage).high, /1 bid\b/);
    await expectText(room.high, `$100 Internet (paddle ${paddle})`);
    await expectText(room.asking, askingAfterInternet);

    // A floor bid at the new asking price, paddle 42 in the room: the high bid moves to the floor.
    const floorAmount = String(afterInternet.current_lot?.asking_price);
    const floorForm = panel.getByRole('form', { name: 'Floor bid' });
    await floorForm.getByRole('textbox', { name: 'Floor bid amount' }).fill(floorAmount);
    await floorForm.getByRole('textbox', { name: 'Floor paddle' }).fill('42');
    await floorForm.getByRole('button', { name: 'Enter floor bid' }).click();
    const floorHigh = new RegExp(`\\$${floorAmount}\\s*FLOOR 42`);
    await expectText(displayOf(displayPage).high, floorHigh);
    await expectText(displayOf(displayPage).high, /2 bids/);
    await expectText(room.high, `$${floorAmount} Floor (paddle 42)`);
    await room.state('Outbid').waitFor(wait);
    const afterFloor = await serverRoom(staffToken, auction.id);
    await expectText(displayOf(displayPage).asking, `Asking$${afterFloor.current_lot?.asking_price}`);

    // Fair warning, then the hammer: sold to the floor at the floor bid.
    await panel.getByRole('button', { name: 'Fair warning', exact: true }).click();
    await expectText(displayOf(displayPage).state, 'FAIR WARNING');
    await room.state('Fair warning').waitFor(wait);
    // A display that (re)loads mid-lot draws the same from the server's snapshot.
    await displayPage.reload();
    await expectText(displayOf(displayPage).state, 'FAIR WARNING');
    await expectText(displayOf(displayPage).high, floorHigh);
    await panel.getByRole('button', { name: 'Sold', exact: true }).click();
    await expectText(displayOf(displayPage).state, `SOLD $${floorAmount}`);
    await expectText(displayOf(displayPage).high, floorHigh);
    await room.state(`Sold for \\$${floorAmount}`).waitFor(wait);
    await room.state('Sold to another bidder').waitFor(wait);

    const sold = await serverRoom(staffToken, auction.id);
    expect(sold.results).toEqual([
      expect.objectContaining({
        lot_id: first.id,
        outcome: 'sold',
        hammer_price: Number(floorAmount),
        source: 'floor',
        paddle: 42,
      }),
    ]);
    // The hammer has fallen: it cannot fall again.
    const soldAgain = panel.getByRole('button', { name: 'Sold — this lot is already sold', exact: true });
    await soldAgain.waitFor(wait);
    expect(await soldAgain.isDisabled()).toBe(true);

    // Lot 2: the absentee maximum opens the bidding and leaves the list of those waiting.
    await panel.getByRole('button', { name: 'Next lot', exact: true }).click();
    await expectText(displayOf(displayPage).high, new RegExp(`\\$200\\s*ABSENTEE ${paddle}`));
    await expectText(waiting, /No absentee bids on the lots to come\./);
    // A floor bid equal to the absentee maximum: the maximum was first, so it holds the lot at $250.
    await floorForm.getByRole('textbox', { name: 'Floor bid amount' }).fill('250');
    await floorForm.getByRole('textbox', { name: 'Floor paddle' }).fill('42');
    await floorForm.getByRole('button', { name: 'Enter floor bid' }).click();
    await expectText(displayOf(displayPage).high, new RegExp(`\\$250\\s*ABSENTEE ${paddle}`));
    await panel.getByRole('button', { name: 'Sold', exact: true }).click();
    await expectText(displayOf(displayPage).state, 'SOLD $250');

    // Lot 3 by telephone: the bidder asked to be called for it; the clerk bids for their paddle.
    await apiCall(baseUrl, staffToken, 'PUT', `/api/admin/auctions/${auction.id}/phone-bidders`, {
      paddle,
      phone: '902-555-0142',
      lot_numbers: ['3'],
      line_staff: 'Dana',
    });
    await clerkPage.reload();
    await panel.getByRole('heading', { level: 1, name: auction.title }).waitFor(wait);
    await panel.getByRole('button', { name: 'Next lot', exact: true }).click();
    await expectText(displayOf(displayPage).heading, /Lot 3/);
    const phones = panel.getByRole('region', { name: 'Phone bidders' });
    await phones.getByText(/wants this lot/).waitFor(wait);
    await phones.getByRole('button', { name: `Phone bid $300.00 for ${paddle}` }).click(wait);
    await expectText(displayOf(displayPage).high, new RegExp(`\\$300\\s*PHONE ${paddle}`));
    await expectText(room.high, `$300 Phone (paddle ${paddle})`);
    await panel.getByRole('button', { name: 'Sold', exact: true }).click();
    await expectText(displayOf(displayPage).state, 'SOLD $300');
    const byPhone = await serverRoom(staffToken, auction.id);
    expect(byPhone.results.at(-1)).toMatchObject({
      outcome: 'sold',
      source: 'phone',
      paddle,
      hammer_price: 300,
    });

    // The absentee bidder finds the lot in "Lots won".
    await dashboard.reload();
    await dashboard.getByRole('region', { name: 'Lots won' }).getByText(second.title).first().waitFor(wait);
  });
});
