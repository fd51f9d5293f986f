import type { AuctionRegistration, LiveSnapshot, StaffInvoicePage } from '@auction/contracts';
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

/**
 * This test's own live sale at a 12.5% premium: a lamp, then three lots of blue willow the house
 * sells together. At 12.5% a premium on each third of a $50 hammer would come to $6.24, on the
 * whole hammer it is $6.25.
 */
function createSale(staffToken: string) {
  return createLiveSaleOf(baseUrl, staffToken, {
    title: 'Grouped lot browser test',
    lotTitles: [
      'Brass Banker’s Lamp',
      'Blue Willow Dinner Plates, eight',
      'Blue Willow Platter',
      'Blue Willow Teapot',
    ],
    buyerPremium: { kind: 'flat', rate_bp: 1250 },
  });
}

async function signedInPage(device: keyof typeof viewports, token: string) {
  const session = await newPage(browser(), device);
  await session.context.addInitScript((value) => localStorage.setItem('token', value), token);
  return session.page;
}

const expectText = (locator: Locator, pattern: RegExp) => expectTextOf(locator, pattern, wait);

describe('a grouped lot', () => {
  it('is set up by staff from the lots page, sold live for one hammer split equally, and invoiced with one premium', async () => {
    const staff = demoAccountWithRole(dataDir, 'Staff');
    const bidder = readDemoAccounts(dataDir).find((account) => account.email.startsWith('bidder@'));
    if (!bidder) throw new Error('No demo account bidder@');
    const staffToken = await apiSignIn(baseUrl, staff.email, staff.password);
    const bidderToken = await apiSignIn(baseUrl, bidder.email, bidder.password);
    const { auction, lots } = await createSale(staffToken);
    const [, plates, platter, teapot] = lots;
    if (!plates || !platter || !teapot) throw new Error('The sale has no blue willow');
    const registration = (await apiCall(
      baseUrl,
      bidderToken,
      'POST',
      `/api/auctions/${auction.id}/register`,
      { accept_terms: true },
    )) as AuctionRegistration;
    const paddle = registration.paddle_number;

    // Staff sell lots 2-4 together, split equally, from the sale's lots page.
    const adminPage = await signedInPage('desktop', staffToken);
    await adminPage.goto(`${baseUrl}/admin/auctions/${auction.id}/lots`);
    const section = adminPage.getByRole('region', { name: 'Lots offered together' });
    await section.getByRole('textbox', { name: 'Lots' }).fill('2-4', wait);
    await section.getByRole('combobox', { name: 'How they sell' }).selectOption('equal');
    await section.getByRole('button', { name: 'Sell together' }).click();
    await expectText(section.getByRole('listitem'), /Lots 2, 3, 4 \(one hammer, split equally\)/);

    // The clerk passes the lamp; the group goes on the block as lot 2.
    const clerkPage = await signedInPage('desktop', staffToken);
    const bidderPage = await signedInPage('phone', bidderToken);
    await clerkPage.goto(`${baseUrl}/admin/clerk-panel/${auction.id}`);
    const panel = clerkPage.getByRole('region', { name: 'Clerk panel' });
    await panel.getByRole('heading', { level: 1, name: auction.title }).waitFor(wait);
    await bidderPage.goto(`${baseUrl}/auctions/${auction.id}/live`);
    await panel.getByRole('button', { name: 'Next lot', exact: true }).click(wait);
    await panel.getByRole('button', { name: 'Pass', exact: true }).click(wait);
    await panel.getByRole('button', { name: 'Next lot', exact: true }).click(wait);
    const block = panel.getByRole('region', { name: 'Lot on the block' });
    await block.getByText('Lots 2, 3, 4 together: one hammer for all').waitFor(wait);
    const room = bidderPage.getByRole('region', { name: 'Lot on the block' });
    await room.getByText('Lots 2, 3 and 4 together, one bid for all.').waitFor(wait);
    await expectText(room.getByRole('list', { name: 'Lots sold together' }), /Lot 4: Blue Willow Teapot/);

    // The online bidder takes the asking price; one hammer sells all three lots to them.
    await bidderPage.getByRole('button', { name: 'Bid $50', exact: true }).click(wait);
    await expect
      .poll(async () => (await serverRoom(staffToken, auction.id)).current_lot?.high_bid?.paddle, wait)
      .toBe(paddle);
    await panel.getByRole('button', { name: 'Sold', exact: true }).click(wait);
    await room.getByText('Sold together for $50: lots 2, 3 and 4.').waitFor(wait);
    await expectText(
      room.getByRole('list', { name: 'Lots sold together' }),
      /Lot 2: .*\$16\.67.*Lot 3: .*\$16\.67.*Lot 4: .*\$16\.66/s,
    );
    await expectText(
      block.getByRole('list', { name: 'Lots sold together' }),
      /Part \$16\.67.*Part \$16\.67.*Part \$16\.66/s,
    );

    const sold = await serverRoom(staffToken, auction.id);
    const result = (lotId: string) => sold.results.find((entry) => entry.lot_id === lotId);
    for (const [lot, share] of [
      [plates, 16.67],
      [platter, 16.67],
      [teapot, 16.66],
    ] as const) {
      expect(result(lot.id)).toMatchObject({
        outcome: 'sold',
        hammer_price: share,
        source: 'internet',
        paddle,
      });
    }

    // The sale ends; the buyer's invoice bills each lot its part, with one premium on the whole hammer.
    await panel.getByRole('button', { name: 'End sale', exact: true }).click(wait);
    await clerkPage.getByRole('button', { name: 'End sale now' }).click(wait);
    await expect.poll(async () => (await serverRoom(staffToken, auction.id)).sale_status, wait).toBe('ended');
    await apiCall(baseUrl, staffToken, 'POST', `/api/admin/auctions/${auction.id}/invoices`, {});
    const list = (await apiCall(
      baseUrl,
      staffToken,
      'GET',
      `/api/admin/invoices?auction_id=${auction.id}`,
    )) as StaffInvoicePage;
    const invoiceId = list.data[0]?.id;
    if (!invoiceId || list.data.length !== 1) throw new Error('The buyer has no single invoice');
    await apiCall(baseUrl, staffToken, 'POST', `/api/admin/invoices/${invoiceId}/issue`);
    const invoice = (await apiCall(baseUrl, bidderToken, 'GET', `/api/invoices/${invoiceId}`)) as {
      lines: { lot_id: string | null; amount_cents: number; premium_cents: number }[];
    };
    const lines = invoice.lines.filter((line) => line.lot_id !== null);
    expect(lines.map((line) => line.amount_cents)).toEqual([1_667, 1_667, 1_666]);
    // One premium of $6.25 on the $50, shared like the hammer (three on the parts would be $6.24).
    expect(lines.map((line) => line.premium_cents)).toEqual([209, 208, 208]);

    await bidderPage.goto(`${baseUrl}/invoices/${invoiceId}`);
    const billed = bidderPage.getByRole('list', { name: 'Lots on this invoice' });
    await expectText(billed, /Lot 2.*\$16\.67.*Lot 3.*\$16\.67.*Lot 4.*\$16\.66/s);
  }, 180_000);
});

async function serverRoom(token: string, auctionId: string): Promise<LiveSnapshot> {
  return (await apiCall(baseUrl, token, 'GET', `/api/auctions/${auctionId}/live`)) as LiveSnapshot;
}
