import type { Auction, StaffLot } from '@auction/contracts';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, inject, it } from 'vitest';
import { demoAccountWithRole } from './support/accounts';
import { apiCall, apiSignIn } from './support/api';
import { useBrowser } from './support/browser';
import { newPage, signInThroughForm, waitForPath } from './support/session';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const browser = useBrowser();

/** A `datetime-local` value `days` from now, on the hour. */
function localDaysAhead(days: number): string {
  const at = new Date(Date.now() + days * 86_400_000);
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Halifax',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
  return `${parts}T18:00`;
}

async function idFromPath(page: Page, pattern: RegExp): Promise<string> {
  await page.waitForURL((url) => pattern.test(url.pathname));
  const match = pattern.exec(new URL(page.url()).pathname);
  if (!match?.[1]) throw new Error(`No id in ${page.url()}`);
  return match[1];
}

async function addLot(page: Page, fields: { title: string; startingBid: string; reserve?: string }) {
  await page.getByRole('button', { name: 'Add lot' }).click();
  await page.getByLabel('Lot title').fill(fields.title);
  await page.getByLabel('Starting bid ($)').fill(fields.startingBid);
  if (fields.reserve) await page.getByLabel('Reserve ($)').fill(fields.reserve);
  await page.getByRole('button', { name: 'Save lot' }).click();
  await page.getByRole('row').filter({ hasText: fields.title }).waitFor();
}

describe('staff run a timed auction from the admin area', () => {
  it('creates, fills, prices, orders, publishes and clones an auction', async () => {
    const staff = demoAccountWithRole(dataDir, 'Staff');
    const token = await apiSignIn(baseUrl, staff.email, staff.password);
    const { context, page } = await newPage(browser(), 'desktop');
    await page.goto(`${baseUrl}/login?redirect=/admin/auctions`);
    await signInThroughForm(page, staff.email, staff.password);
    await waitForPath(page, '/admin/auctions');

    const title = `Eastern Passage Workshop ${Date.now()}`;
    await page.getByRole('link', { name: 'New auction' }).click();
    await page.getByLabel(/^Title/).fill(title);
    await page.getByLabel(/^Description/).fill('Tools and benches from a Dartmouth workshop.');
    await page.getByLabel(/^Start\b/).fill(localDaysAhead(2));
    await page.getByLabel(/^End\b/).fill(localDaysAhead(9));
    await page.getByRole('button', { name: 'Create auction' }).click();
    const auctionId = await idFromPath(page, /^\/admin\/auctions\/([0-9a-f-]{36})\/edit$/);
    await page.getByRole('heading', { name: `Edit ${title}` }).waitFor();
    const saved = (await apiCall(baseUrl, token, 'GET', `/api/admin/auctions/${auctionId}`)) as Auction;
    expect(saved).toMatchObject({ status: 'draft', title, time_zone: 'America/Halifax' });
    expect(saved.startDate?.slice(11, 16)).toMatch(/^2[12]:00$/); // 18:00 in Halifax is 21:00 or 22:00 UTC

    // Publishing without lots is refused with the server's reason.
    await page.goto(`${baseUrl}/admin/auctions?q=${encodeURIComponent(title)}`);
    await page.getByRole('button', { name: `Publish ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: `Publish ${title}?` });
    await dialog.getByRole('button', { name: 'Publish' }).click();
    await dialog.getByRole('alert').getByText('Add at least one lot before publishing.').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('link', { name: `Lots of ${title}` }).click();
    await waitForPath(page, `/admin/auctions/${auctionId}/lots`);
    await addLot(page, { title: 'Craftsman Table Saw', startingBid: '120' });
    await addLot(page, { title: 'Oak Workbench', startingBid: '40', reserve: '150' });

    // A picture for lot 1, drawn here.
    const png = await sharp({
      create: { width: 640, height: 480, channels: 3, background: { r: 160, g: 90, b: 40 } },
    })
      .png()
      .toBuffer();
    await page.getByRole('button', { name: 'Pictures of lot 1' }).click();
    await page
      .getByLabel('Add pictures')
      .setInputFiles({ name: 'saw.png', mimeType: 'image/png', buffer: png });
    await page.getByRole('img', { name: 'Lot 1, 1 of 1' }).waitFor();
    await page.getByRole('button', { name: 'Done' }).click();

    // Bulk edit: lot 2's starting bid.
    await page.getByRole('button', { name: 'Edit prices' }).click();
    await page.getByLabel('Starting bid for lot 2').fill('45.50');
    await page.getByRole('button', { name: 'Save prices' }).click();
    await page.getByRole('row').filter({ hasText: 'Oak Workbench' }).getByText('$45.50').waitFor();

    // Lot 2 goes first in the sale.
    await page.getByRole('button', { name: 'Move lot 2 up' }).click();
    await page.getByRole('button', { name: 'Save order' }).click();
    await page.getByText('The sale order is saved.').waitFor();
    const lots = (await apiCall(baseUrl, token, 'GET', `/api/admin/auctions/${auctionId}/lots`)) as {
      data: StaffLot[];
    };
    const inSaleOrder = [...lots.data].sort((a, b) => a.sale_order - b.sale_order);
    expect(
      inSaleOrder.map((lot) => [lot.lotNumber, lot.startingBid, lot.reserve_cents, lot.images.length]),
    ).toEqual([
      ['2', 45.5, 15_000, 0],
      ['1', 120, null, 1],
    ]);

    await page.getByRole('link', { name: 'All auctions' }).click();
    await page.getByLabel('Search auctions').fill(title);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('button', { name: `Publish ${title}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Publish' }).click();
    await page.getByRole('row').filter({ hasText: title }).getByText('Scheduled').waitFor();

    // Bidders now find it on the public list.
    const visitor = await newPage(browser(), 'phone');
    await visitor.page.goto(`${baseUrl}/auctions?q=${encodeURIComponent(title)}`);
    await visitor.page.getByRole('link', { name: title }).first().waitFor();
    await visitor.context.close();

    await page.getByRole('button', { name: `Clone ${title}` }).click();
    const copyId = await idFromPath(page, /^\/admin\/auctions\/([0-9a-f-]{36})\/edit$/);
    expect(copyId).not.toBe(auctionId);
    await page.getByRole('heading', { name: `Edit Copy of ${title}` }).waitFor();
    await page.getByRole('link', { name: 'Lots (2)' }).waitFor();
    const copy = (await apiCall(baseUrl, token, 'GET', `/api/admin/auctions/${copyId}`)) as Auction;
    expect(copy.status).toBe('draft');
    await context.close();
  });
});
