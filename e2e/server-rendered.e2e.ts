import type { Auction, Lot } from '@auction/contracts';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { demoAccountWithRole } from './support/accounts';
import { apiCall, apiSignIn } from './support/api';
import { useBrowser, viewports } from './support/browser';
import { draftTimedSale, pictureOf } from './support/journey';
import { newPage } from './support/session';

// Decision 0070: the public pages arrive painted by the server and the browser hydrates them
// without a mismatch and without asking for the page's data again.

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const browser = useBrowser();
const wait = { timeout: 30_000 };

let sale: Auction;
let lot: Lot;

beforeAll(async () => {
  const staff = demoAccountWithRole(dataDir, 'Staff');
  const token = await apiSignIn(baseUrl, staff.email, staff.password);
  sale = await draftTimedSale(baseUrl, token, `Server-rendered sale ${Date.now()}`, {
    description: 'Brass and **bronze** from a Lunenburg chandlery.\n\n- Bells\n- Lamps',
  });
  const added = (await apiCall(baseUrl, token, 'POST', `/api/admin/auctions/${sale.id}/lots`, {
    title: 'Brass Ship’s Bell from a Lunenburg Schooner',
    lot_number: '1',
    description: 'A **heavy** bell with its bracket and clapper. Condition: _Good_.',
    startingBid: 325,
  })) as { id: string };
  const form = new FormData();
  form.append(
    'file',
    new Blob([new Uint8Array(await pictureOf(7, 800, 600))], { type: 'image/jpeg' }),
    'bell.jpg',
  );
  const upload = await fetch(`${baseUrl}/api/admin/lots/${added.id}/images`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (!upload.ok) throw new Error(`The picture upload failed: ${upload.status} ${await upload.text()}`);
  await apiCall(baseUrl, token, 'POST', `/api/admin/auctions/${sale.id}/publish`);
  lot = (await (await fetch(`${baseUrl}/api/lots/${added.id}`)).json()) as Lot;
});

/**
 * What the page says in its console, and the API calls it makes until it opens its real-time
 * socket: once connected, a lot page asks for its lots again on purpose (a bid made between the
 * server's render and the subscription would otherwise go unseen; decision 0070).
 */
function watch(page: Page) {
  const complaints: string[] = [];
  const apiCalls: string[] = [];
  let socketOpened = false;
  page.on('websocket', () => {
    socketOpened = true;
  });
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' || /hydrat/i.test(text)) complaints.push(`${message.type()}: ${text}`);
  });
  page.on('pageerror', (error) => complaints.push(`page error: ${error.message}`));
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') && !socketOpened) apiCalls.push(url.pathname);
  });
  return { complaints, apiCalls };
}

/** Hydration is over when the page's own script has taken over the header's menu button. */
async function hydrated(page: Page) {
  await page.waitForLoadState('load');
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return Boolean(root && Object.keys(root).some((key) => key.startsWith('__reactContainer')));
  }, wait);
  await page.waitForLoadState('networkidle');
}

describe('server-rendered public pages on a phone (375 px)', () => {
  it("shows a lot's title, price and picture with JavaScript turned off", async () => {
    const context = await browser().newContext({ viewport: viewports.phone, javaScriptEnabled: false });
    const page = await context.newPage();
    const answer = await page.goto(`${baseUrl}/lots/${lot.id}-${lot.slug}`);
    expect(answer?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: lot.title }).waitFor(wait);
    await page.getByText('$325.00').first().waitFor(wait);
    expect(lot.images.length).toBe(1);
    const picture = page.locator('main img').first();
    await picture.waitFor(wait);
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), wait)
      .toBe(true);
    expect(await page.locator('#page-data').count()).toBe(1);
    // The description's Markdown arrives as its HTML, so hydration has the same to match.
    expect(await page.locator('main strong').filter({ hasText: 'heavy' }).count()).toBe(1);
    await context.close();
  });

  const pages = () => [
    {
      name: 'a lot',
      path: `/lots/${lot.id}-${lot.slug}`,
      data: [`/api/lots/${lot.id}`, `/api/lots/${lot.id}/bids`, `/api/auctions/${sale.id}`],
    },
    {
      name: 'its auction',
      path: `/auctions/${sale.id}-${sale.slug}`,
      data: [`/api/auctions/${sale.id}`, `/api/auctions/${sale.id}/lots`],
    },
    { name: 'the home page', path: '/', data: ['/api/auctions'] },
    { name: 'the auctions list', path: '/auctions', data: ['/api/auctions'] },
  ];

  it('hydrates each page with no console error or mismatch, and without asking for its data again', async () => {
    const withoutScript = await browser().newContext({ viewport: viewports.phone, javaScriptEnabled: false });
    for (const { name, path, data } of pages()) {
      const served = await withoutScript.newPage();
      await served.goto(`${baseUrl}${path}`);
      const { context, page } = await newPage(browser(), 'phone');
      const seen = watch(page);
      await page.goto(`${baseUrl}${path}`);
      await hydrated(page);
      expect(seen.complaints, name).toEqual([]);
      // The title the server sent is the one the app keeps.
      expect(await page.title(), name).toBe(await served.title());
      await served.close();
      expect(
        seen.apiCalls.filter((call) => data.includes(call)),
        name,
      ).toEqual([]);
      await context.close();
    }
    await withoutScript.close();
  });

  it('is a working app once hydrated: a link inside the page opens the next page without a reload', async () => {
    const { context, page } = await newPage(browser(), 'phone');
    const seen = watch(page);
    await page.goto(`${baseUrl}/auctions/${sale.id}-${sale.slug}`);
    await hydrated(page);
    await page.evaluate(() => {
      (window as unknown as { stayed: boolean }).stayed = true;
    });
    await page
      .getByRole('link', { name: new RegExp(lot.title) })
      .first()
      .click();
    await page.getByRole('heading', { level: 1, name: lot.title }).waitFor(wait);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    expect(seen.complaints).toEqual([]);
    await context.close();
  });
});
