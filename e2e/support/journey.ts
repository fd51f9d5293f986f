import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Auction, ConsignorItem, StaffLot } from '@auction/contracts';
import { zipSync } from 'fflate';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { expect } from 'vitest';
import { apiCall } from './api';

/**
 * The steps of a consignor's journey through the house (issue 11): the consignor's record and
 * account, intake, import, the sale and what each page shows, as staff and the consignor do them.
 */

/** A long step on a slow machine: imports of 200 rows or pictures, a sale closing. */
export const longWait = { timeout: 120_000 };
export const wait = { timeout: 30_000 };

/** Where the journey leaves the PDFs it renders to PNG, to be looked at. */
export const journeyDir = join(tmpdir(), 'harbourside-journey');

/**
 * A new user account registered as a consignor would register on the site (the registration
 * form itself is proven by accounts.e2e.ts).
 */
export async function registerAccount(baseUrl: string, name: string, email: string) {
  const password = 'consigned-goods-2026';
  const answer = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, email, password, terms_accepted: true }),
  });
  if (answer.status !== 201) throw new Error(`Registering ${email}: ${answer.status} ${await answer.text()}`);
  return { email, password };
}

/** Staff create a consignor paid by cheque on the consignors page; its id and C-number. */
export async function createConsignorThroughForm(
  page: Page,
  baseUrl: string,
  fields: { name: string; email: string; phone: string },
) {
  await page.goto(`${baseUrl}/admin/consignors`);
  await page.getByRole('button', { name: 'New consignor' }).click(wait);
  await page.getByLabel('Name', { exact: true }).fill(fields.name);
  await page.getByLabel('E-mail').first().fill(fields.email);
  await page.getByLabel('Phone').first().fill(fields.phone);
  await page.getByLabel('Payout method').selectOption('cheque');
  await page.getByRole('button', { name: 'Create consignor' }).click();
  const heading = page.getByRole('heading', { level: 1, name: new RegExp(`^C-\\d+ ${fields.name}$`) });
  await heading.waitFor(wait);
  const number = ((await heading.textContent()) ?? '').match(/^C-(\d+)/)?.[1];
  const id = new URL(page.url()).pathname.split('/').pop();
  if (!number || !id) throw new Error(`No consignor number or id at ${page.url()}`);
  return { id, number: Number(number), label: `C-${number} ${fields.name}` };
}

/** On the consignor's page, staff find the account by e-mail and link it. */
export async function linkAccountOnConsignorPage(page: Page, email: string) {
  await page.getByLabel(/^Find an account by e-mail or phone/).fill(email);
  await page.getByRole('button', { name: 'Find account' }).click();
  await page
    .getByRole('list', { name: 'Accounts found' })
    .getByRole('button', { name: `Link ${email}` })
    .click();
  await page.getByText(/^Signs in as/).waitFor(wait);
}

/** A small JPEG of one colour with a caption's worth of texture, different for every `seed`. */
export function pictureOf(seed: number, width = 320, height = 240): Promise<Buffer> {
  const colour = { r: (seed * 53) % 256, g: (seed * 97 + 60) % 256, b: (seed * 31 + 120) % 256 };
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .composite([
      {
        input: Buffer.from(
          `<svg width="${width}" height="${height}"><text x="16" y="${height / 2}" font-size="40" fill="white">${seed}</text></svg>`,
        ),
      },
    ])
    .jpeg({ quality: 70 })
    .toBuffer();
}

/** The newest download the click starts, read whole. */
export async function downloadOf(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download', longWait), click()]);
  const { readFileSync } = await import('node:fs');
  return { name: download.suggestedFilename(), bytes: readFileSync(await download.path()) };
}

/**
 * A PDF's pages as PNGs at 60 dpi (`pdftoppm -png -r 60`), to be looked at, and its text: a PDF
 * that poppler cannot read fails here.
 */
export function renderPdf(pdf: Buffer, name: string): { pngs: string[]; text: string } {
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  mkdirSync(journeyDir, { recursive: true });
  const file = join(journeyDir, `${name}.pdf`);
  writeFileSync(file, pdf);
  execFileSync('pdftoppm', ['-png', '-r', '60', file, join(journeyDir, name)]);
  const text = execFileSync('pdftotext', ['-layout', file, '-']).toString();
  const pngs = readdirSync(journeyDir)
    .filter((entry) => entry.startsWith(`${name}-`) && entry.endsWith('.png'))
    .map((entry) => join(journeyDir, entry));
  expect(pngs.length).toBeGreaterThan(0);
  return { pngs, text };
}

/**
 * A consignor's spreadsheet of 200 items, every row naming the consignor by number; three rows
 * have a problem each (a price written the French way, no title, a quantity of 0).
 */
export function consignmentCsv(prefix: string, consignorNumber: number): string {
  const lines = ['Item Name,Description,Qty,Start,Consignor'];
  for (let i = 1; i <= 200; i++) {
    const title = `${prefix} item ${String(i).padStart(3, '0')}`;
    const consignor = `C-${consignorNumber}`;
    if (i === 40) lines.push(`${title},Price written the French way,1,"12,50",${consignor}`);
    else if (i === 90) lines.push(`,No title here,1,10,${consignor}`);
    else if (i === 160) lines.push(`${title},None of them,0,10,${consignor}`);
    else lines.push(`${title},"Boxed lot, ${i} pieces",1,$${10 + (i % 5) * 5}.00,${consignor}`);
  }
  return lines.join('\r\n');
}

/** Every item of the consignor, read as the consignor's page lists them (100 a page). */
export async function consignorItems(baseUrl: string, token: string, consignorId: string) {
  const items: ConsignorItem[] = [];
  for (let page = 1; ; page++) {
    const answer = (await apiCall(
      baseUrl,
      token,
      'GET',
      `/api/admin/consignors/${consignorId}/items?per_page=100&page=${page}`,
    )) as { data: ConsignorItem[]; meta: { total: number } };
    items.push(...answer.data);
    if (answer.data.length === 0 || items.length >= answer.meta.total) return items;
  }
}

/** One picture per SKU in a zip named the way the photographer names them (HA-000123_1.jpg). */
export async function picturesZipBySku(skus: string[]): Promise<Buffer> {
  const files: Record<string, Uint8Array> = {};
  for (const [index, sku] of skus.entries()) files[`${sku}_1.jpg`] = await pictureOf(index + 1);
  return Buffer.from(zipSync(files, { level: 0 }));
}

/** Staff import a zip of pictures matched to item SKUs, from the preview to the finished import. */
export async function importPicturesBySku(page: Page, baseUrl: string, zip: Buffer, count: number) {
  await page.goto(`${baseUrl}/admin/inventory/import-images`);
  await page.getByRole('heading', { level: 1, name: 'Import pictures' }).waitFor(wait);
  await page.getByLabel(/^Item SKUs/).check();
  await page
    .getByLabel('Choose pictures or a zip')
    .setInputFiles({ name: 'consignment-pictures.zip', mimeType: 'application/zip', buffer: zip });
  await page.getByRole('button', { name: 'Preview matches' }).click();
  await page.getByRole('heading', { name: 'Preview of the matches' }).waitFor(longWait);
  await page.getByText(`${count} of ${count} files match`).waitFor(wait);
  await page.getByRole('button', { name: `Import ${count} pictures` }).click();
  await page.getByText('The pictures are imported').waitFor({ timeout: 300_000 });
  await page.getByText(`${count} stored.`).waitFor(wait);
}

/** A timed sale that opened a minute ago and ends an hour from now, left as a draft to lot. */
export async function draftTimedSale(
  baseUrl: string,
  token: string,
  title: string,
  fields: Record<string, unknown> = {},
) {
  const now = Date.now();
  return (await apiCall(baseUrl, token, 'POST', '/api/admin/auctions', {
    ...saleTimes(title, now + 3_600_000),
    ...fields,
  })) as Auction;
}

function saleTimes(title: string, endMs: number) {
  return {
    title,
    type: 'timed',
    start_at: new Date(Date.now() - 60_000).toISOString(),
    end_at: new Date(endMs).toISOString(),
    soft_close_window_seconds: 0,
    soft_close_extension_seconds: 0,
    stagger_seconds: 0,
    requires_approval: false,
  };
}

/** "Add from inventory" on the sale's lots page: the items found by `search` with these titles. */
export async function addFromInventory(
  page: Page,
  baseUrl: string,
  auctionId: string,
  search: string,
  titles: string[],
) {
  await page.goto(`${baseUrl}/admin/auctions/${auctionId}/lots`);
  await page.getByRole('button', { name: 'Add from inventory' }).click(wait);
  await page.getByLabel('Search').fill(search);
  for (const title of titles)
    await page.getByRole('checkbox', { name: new RegExp(`^Select HA-\\d+ ${title}$`) }).check(wait);
  await page.getByRole('button', { name: `Add ${titles.length} items as lots` }).click();
  await page.getByText(`${titles.length} lots added.`).waitFor(wait);
}

/**
 * The sale is made to end `endsInMs` from now (how the browser tests end a sale early: the end is
 * set just before it is published) and staff publish it from the auctions list.
 */
export async function publishEndingSoon(
  page: Page,
  baseUrl: string,
  token: string,
  auction: Auction,
  endsInMs: number,
) {
  await apiCall(
    baseUrl,
    token,
    'PUT',
    `/api/admin/auctions/${auction.id}`,
    saleTimes(auction.title, Date.now() + endsInMs),
  );
  await page.goto(`${baseUrl}/admin/auctions?q=${encodeURIComponent(auction.title)}`);
  await page.getByRole('button', { name: `Publish ${auction.title}` }).click(wait);
  await page
    .getByRole('dialog', { name: `Publish ${auction.title}?` })
    .getByRole('button', { name: 'Publish' })
    .click();
  await page.getByRole('dialog').waitFor({ state: 'detached', ...wait });
}

/** A bidder registers for the sale and bids on lots as soon as the server's ticker has opened it. */
export async function bidOn(
  baseUrl: string,
  bidderToken: string,
  auctionId: string,
  bids: { lot: StaffLot; amount: number }[],
) {
  await apiCall(baseUrl, bidderToken, 'POST', `/api/auctions/${auctionId}/register`, { accept_terms: true });
  for (const { lot, amount } of bids) {
    await expect
      .poll(
        () =>
          apiCall(baseUrl, bidderToken, 'POST', `/api/lots/${lot.id}/bids`, { amount }).then(
            () => true,
            () => false,
          ),
        { timeout: 30_000, interval: 500 },
      )
      .toBe(true);
  }
}

export async function waitUntilClosed(baseUrl: string, token: string, auctionId: string) {
  await expect
    .poll(
      async () =>
        ((await apiCall(baseUrl, token, 'GET', `/api/admin/auctions/${auctionId}`)) as Auction).status,
      { timeout: 180_000, interval: 250 },
    )
    .toBe('closed');
}

/**
 * On the invoices page staff generate the closed sale's invoices, open the one draft, issue it and
 * record the buyer's e-Transfer in full: the invoice shows Paid.
 */
export async function invoiceAndPay(page: Page, baseUrl: string, auction: Auction, reference: string) {
  await page.goto(`${baseUrl}/admin/invoices`);
  await page.getByRole('button', { name: 'Generate invoices' }).click(wait);
  const generate = page.getByRole('form', { name: 'Generate invoices' });
  await generate.locator('option', { hasText: auction.title }).waitFor({ state: 'attached', ...wait });
  await generate.getByLabel('Closed auction').selectOption({ label: auction.title });
  await generate.getByRole('button', { name: 'Generate' }).click();
  await page.getByText('1 invoice created').waitFor(wait);
  await page.getByLabel('Auction', { exact: true }).selectOption({ label: auction.title });
  await page
    .getByRole('row')
    .filter({ hasText: auction.title })
    .getByRole('link', { name: /^Draft/ })
    .click();
  await page.getByRole('heading', { name: 'Draft invoice' }).waitFor(wait);
  await page.getByRole('button', { name: 'Issue invoice' }).click();
  await page
    .getByRole('dialog', { name: 'Issue this invoice?' })
    .getByRole('button', { name: 'Issue and e-mail' })
    .click();
  await page.getByRole('heading', { name: /^Invoice \d{4}-\d{6}$/ }).waitFor(wait);
  const payment = page.getByRole('form', { name: 'Record a payment' });
  await payment.getByLabel('Method').selectOption({ label: 'Interac e-Transfer' });
  await payment.getByLabel('Reference').fill(reference);
  await payment.getByRole('button', { name: 'Record payment' }).click();
  await expect.poll(() => page.locator('h1 + span').textContent(), wait).toBe('Paid');
  expect(await page.locator('dt:text-is("Balance") + dd').first().textContent()).toBe('$0.00');
}

/** On the statements page staff make the closed sale's statements and open the consignor's. */
export async function makeAndOpenStatement(
  page: Page,
  baseUrl: string,
  auction: Auction,
  consignorLabel: string,
) {
  await page.goto(`${baseUrl}/admin/consignor-statements`);
  await page.getByRole('button', { name: 'Make statements for an auction' }).click(wait);
  const make = page.getByRole('form', { name: 'Make statements for an auction' });
  await make.locator('option', { hasText: auction.title }).waitFor({ state: 'attached', ...wait });
  await make.getByLabel('Closed auction').selectOption({ label: auction.title });
  await make.getByRole('button', { name: 'Make statements' }).click();
  await page.getByText('1 statement created, 0 drafts updated').waitFor(longWait);
  await page.getByRole('link', { name: consignorLabel, exact: true }).click();
  await page.getByRole('heading', { level: 1, name: `Statement for ${consignorLabel}` }).waitFor(wait);
}

/** Staff finalise the statement, then record the cheque for what it owes: it is paid in full. */
export async function finaliseAndPayByCheque(page: Page, chequeNumber: string) {
  await page.getByRole('button', { name: 'Finalise…' }).click();
  await page
    .getByRole('dialog', { name: 'Finalise this statement?' })
    .getByRole('button', { name: 'Finalise statement' })
    .click();
  const payout = page.getByRole('form', { name: 'Record a payout' });
  await payout.waitFor(wait);
  expect(await payout.getByLabel('Method').inputValue()).toBe('cheque');
  const amount = await payout.getByLabel('Amount ($)').inputValue();
  await payout.getByLabel('Reference').fill(chequeNumber);
  await payout.getByRole('button', { name: 'Record payout' }).click();
  await page.getByText(/^Paid in full: \$/).waitFor(wait);
  return amount;
}

/** A full-page screenshot beside the rendered PDFs, to be looked at. */
export async function shootDashboard(page: Page, name: string) {
  mkdirSync(journeyDir, { recursive: true });
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: join(journeyDir, `${name}.png`), fullPage: true });
}
