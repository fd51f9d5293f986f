import type { Auction, Lot, StaffLot } from '@auction/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { demoAccountWithRole, readDemoAccounts } from './support/accounts';
import { apiCall, apiSignIn } from './support/api';
import { useBrowser } from './support/browser';
import { newPage, signInThroughForm } from './support/session';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const browser = useBrowser();

/** Soft close of the test sale: a bid in the last 20 s moves the end to 20 s after it. */
const softCloseSeconds = 20;
/** Generous waits for a slow machine: visible text, never fixed sleeps. */
const live = { timeout: 30_000 };

function demoBidder(prefix: string) {
  const account = readDemoAccounts(dataDir).find((a) => a.email.startsWith(`${prefix}@`));
  if (!account) throw new Error(`No demo account ${prefix}@`);
  return account;
}

/** A one-lot timed sale that opened a minute ago and ends `endsInMs` from now, published by staff. */
async function createClosingSale(staffToken: string, endsInMs: number) {
  const now = Date.now();
  const auction = (await apiCall(baseUrl, staffToken, 'POST', '/api/admin/auctions', {
    title: `Last-seconds test sale ${now}`,
    type: 'timed',
    start_at: new Date(now - 60_000).toISOString(),
    end_at: new Date(now + endsInMs).toISOString(),
    soft_close_window_seconds: softCloseSeconds,
    soft_close_extension_seconds: softCloseSeconds,
    stagger_seconds: 0,
    requires_approval: false,
  })) as Auction;
  const lot = (await apiCall(baseUrl, staffToken, 'POST', `/api/admin/auctions/${auction.id}/lots`, {
    title: 'Nova Scotia Pine Blanket Box',
    lot_number: '1',
    startingBid: 40,
  })) as StaffLot;
  await apiCall(baseUrl, staffToken, 'POST', `/api/admin/auctions/${auction.id}/publish`);
  return { auction, lot };
}

async function lotNow(lotId: string): Promise<Lot> {
  const answer = await fetch(`${baseUrl}/api/lots/${lotId}`);
  return (await answer.json()) as Lot;
}

const factOf = (page: Page, term: string) => page.locator(`dt:text-is("${term}") + dd`);

async function placeBid(page: Page, amount: string) {
  const field = page.getByRole('textbox', { name: 'Your maximum bid' });
  await field.fill(amount);
  await page.getByRole('button', { name: 'Place bid' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm your bid' });
  await dialog.getByRole('region', { name: /^If you win at/ }).waitFor();
  await dialog.getByRole('button', { name: 'Confirm bid' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** The seconds the lot's countdown shows, when under a minute ("Closes in 27s"), else null. */
async function secondsLeft(page: Page): Promise<number | null> {
  const text = (await page.getByRole('timer').first().textContent()) ?? '';
  const match = /^Closes in (\d+)s$/.exec(text.trim());
  return match ? Number(match[1]) : null;
}

/** "Extended: bidding continues until 6:04:12 p.m. AST": Halifax is whole hours from UTC, so minutes and seconds match. */
function extendedNote(iso: string): RegExp {
  const at = new Date(iso);
  const mmss = `${String(at.getUTCMinutes()).padStart(2, '0')}:${String(at.getUTCSeconds()).padStart(2, '0')}`;
  return new RegExp(`^Extended: bidding continues until \\d{1,2}:${mmss}\\b`);
}

describe('two bidders on one lot', () => {
  it('see each other’s bids live, the outbid notice, an extension in the last seconds and the win', async () => {
    const staff = demoAccountWithRole(dataDir, 'Staff');
    const anne = demoBidder('bidder');
    const ben = demoBidder('bidder2');
    const staffToken = await apiSignIn(baseUrl, staff.email, staff.password);
    const benToken = await apiSignIn(baseUrl, ben.email, ben.password);

    // Ben is signed in already; Anne arrives as a guest and signs in from the lot.
    const first = await newPage(browser(), 'desktop');
    const second = await newPage(browser(), 'phone');
    await second.context.addInitScript((token) => localStorage.setItem('token', token), benToken);

    const { auction, lot } = await createClosingSale(staffToken, 50_000);
    const anneToken = await apiSignIn(baseUrl, anne.email, anne.password);
    for (const token of [anneToken, benToken]) {
      await apiCall(baseUrl, token, 'POST', `/api/auctions/${auction.id}/register`, { accept_terms: true });
    }
    const lotUrl = `${baseUrl}/lots/${lot.id}-${lot.slug}`;

    const annePage = first.page;
    await annePage.goto(lotUrl);
    await annePage.getByRole('link', { name: 'Sign in to bid' }).click(live);
    await signInThroughForm(annePage, anne.email, anne.password);
    await annePage.waitForURL((url) => url.pathname === `/lots/${lot.id}-${lot.slug}`);
    const benPage = second.page;
    await benPage.goto(lotUrl);

    // The ticker opens the sale; both pages get the bid form and the same price.
    for (const page of [annePage, benPage]) {
      await page.getByRole('textbox', { name: 'Your maximum bid' }).waitFor(live);
      await expect.poll(() => factOf(page, 'Minimum next bid').textContent(), live).toBe('$40.00');
    }

    // Anne bids; Ben sees it without reloading.
    await placeBid(annePage, '60');
    await annePage.getByText("You're the high bidder").waitFor(live);
    await annePage.getByText('Your maximum: $60.00').waitFor();
    await expect.poll(() => factOf(benPage, 'Current bid').textContent(), live).toBe('$40.00');
    await expect.poll(() => factOf(benPage, 'Bids').textContent(), live).toBe('1 bid');

    // Ben outbids her maximum; Anne is told at once, on the page and in a toast.
    await placeBid(benPage, '100');
    await benPage.getByText("You're the high bidder").waitFor(live);
    await annePage.getByText("You've been outbid").first().waitFor(live);
    await expect.poll(() => factOf(annePage, 'Current bid').textContent(), live).toBe('$61.00');
    await expect.poll(() => factOf(annePage, 'Minimum next bid').textContent(), live).toBe('$62.00');
    await expect
      .poll(
        () => annePage.getByRole('table', { name: 'Bid history, newest first' }).getByRole('row').count(),
        live,
      )
      .toBe(4); // header + Anne's first bid, her automatic answer up to her maximum, Ben's bid

    // In the last seconds Anne bids again: both screens show the lot running on.
    await expect
      .poll(
        async () => {
          const left = await secondsLeft(annePage);
          return left !== null && left < softCloseSeconds - 5;
        },
        { timeout: 90_000, interval: 500 },
      )
      .toBe(true);
    const endBefore = (await lotNow(lot.id)).endDate ?? '';
    await placeBid(annePage, '150');
    await annePage.getByText("You're the high bidder").waitFor(live);
    const endAfter = (await lotNow(lot.id)).endDate ?? '';
    expect(Date.parse(endAfter)).toBeGreaterThan(Date.parse(endBefore));
    for (const page of [annePage, benPage]) {
      await page.getByText(extendedNote(endAfter)).waitFor(live);
      await expect.poll(() => factOf(page, 'Current bid').textContent(), live).toBe('$105.00');
    }
    await benPage.getByText("You've been outbid").first().waitFor(live);

    // The server's ticker closes the lot: Anne won it, Ben did not; neither page was reloaded.
    const closing = { timeout: (softCloseSeconds + 60) * 1000 };
    await annePage.getByText('You won this lot').waitFor(closing);
    await annePage.getByText('Sold for $105.00').waitFor(live);
    await benPage.getByText('You did not win this lot').waitFor(closing);
    expect(await annePage.getByRole('button', { name: 'Place bid' }).count()).toBe(0);
    expect(await benPage.getByRole('button', { name: 'Place bid' }).count()).toBe(0);

    // The dashboard lists it under "Lots won" for Anne only.
    await annePage.goto(`${baseUrl}/dashboard`);
    // This sale's lot by its address: other files' sales, running at the same time, have lots of
    // the same title that these bidders may win.
    const thisLot = `a[href^="/lots/${lot.id}-"]`;
    const wonByAnne = annePage.getByRole('region', { name: 'Lots won' });
    await wonByAnne
      .getByRole('link', { name: 'Lot 1: Nova Scotia Pine Blanket Box' })
      .and(annePage.locator(thisLot))
      .waitFor(live);
    await wonByAnne.getByText(/\$105\.00 hammer/).waitFor();
    await benPage.goto(`${baseUrl}/dashboard`);
    const wonByBen = benPage.getByRole('region', { name: 'Lots won' });
    await expect
      .poll(async () => (await wonByBen.textContent()) ?? '', live)
      .not.toMatch(/Loading|^Lots won$/);
    expect(await wonByBen.locator(thisLot).count()).toBe(0);

    await first.context.close();
    await second.context.close();
  }, 300_000);
});
