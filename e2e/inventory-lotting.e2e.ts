import { zipSync } from 'fflate';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, inject, it } from 'vitest';
import { demoAccountWithRole } from './support/accounts';
import { apiCall, apiSignIn } from './support/api';
import { useBrowser } from './support/browser';
import { screenshotEveryLook } from './support/screenshots';
import { signedInPage } from './support/session';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const browser = useBrowser();
const wait = { timeout: 30_000 };

/** The lots page and the picture import at a phone's and a desktop's width, in both themes. */
async function screenshots(b: Browser, token: string, auctionId: string) {
  await screenshotEveryLook(b, token, 'harbourside-lotting-screens', [
    {
      name: 'lots',
      open: async (page) => {
        await page.goto(`${baseUrl}/admin/auctions/${auctionId}/lots`);
        await page.getByRole('button', { name: 'Add from inventory' }).click();
        await page.getByRole('heading', { name: 'Add from inventory' }).waitFor(wait);
      },
    },
    {
      name: 'import',
      open: async (page) => {
        await page.goto(`${baseUrl}/admin/inventory/import-images`);
        await page.getByRole('heading', { level: 1, name: 'Import pictures' }).waitFor(wait);
      },
    },
  ]);
}

describe('lots from inventory', () => {
  it('adds three inventory items to a draft auction, imports a zip of their pictures by lot number, and the lots show them', async () => {
    const staff = demoAccountWithRole(dataDir, 'Staff');
    const token = await apiSignIn(baseUrl, staff.email, staff.password);
    const batch = `Lotting ${Date.now().toString(36)}`;
    const auction = (await apiCall(baseUrl, token, 'POST', '/api/admin/auctions', {
      title: `${batch} sale`,
    })) as { id: string };
    const titles = ['maple dresser', 'copper kettle', 'hooked rug'].map((name) => `${batch} ${name}`);
    for (const title of titles) {
      await apiCall(baseUrl, token, 'POST', '/api/admin/inventory', { title, starting_bid_cents: 2_500 });
    }

    const { context, page } = await signedInPage(browser(), token, 'desktop', 'light');
    await page.goto(`${baseUrl}/admin/auctions/${auction.id}/lots`);
    await page.getByRole('button', { name: 'Add from inventory' }).click();
    await page.getByLabel('Search').fill(batch);
    for (const title of titles) {
      await page.getByRole('checkbox', { name: new RegExp(`Select HA-\\d+ ${title}`) }).check(wait);
    }
    await page.getByRole('button', { name: 'Add 3 items as lots' }).click();
    await page.getByText('3 lots added.').waitFor(wait);

    const pictures = await Promise.all(
      ['#7a4b2a', '#b87333', '#3c6e71'].map((colour) =>
        sharp({ create: { width: 900, height: 600, channels: 3, background: colour } })
          .jpeg()
          .toBuffer(),
      ),
    );
    const zip = Buffer.from(
      zipSync({ '1_1.jpg': pictures[0], '2_1.jpg': pictures[1], '3-1.JPG': pictures[2] } as Record<
        string,
        Uint8Array
      >),
    );
    await page.goto(`${baseUrl}/admin/inventory/import-images`);
    await page.getByLabel('Lot numbers of an auction').check();
    await page.getByRole('option', { name: `${batch} sale` }).waitFor({ state: 'attached', ...wait });
    await page.getByLabel('Auction', { exact: true }).selectOption({ label: `${batch} sale` });
    await page.getByLabel('Choose pictures or a zip').setInputFiles({
      name: 'lot-pictures.zip',
      mimeType: 'application/zip',
      buffer: zip,
    });
    await page.getByRole('button', { name: 'Preview matches' }).click();
    await page.getByRole('heading', { name: 'Preview of the matches' }).waitFor(wait);
    expect(await page.getByText('Lot 2, picture 1').count()).toBe(1);
    await page.getByRole('button', { name: 'Import 3 pictures' }).click();
    await page.getByText('The pictures are imported').waitFor(wait);
    expect(await page.getByText('3 stored.').count()).toBe(1);

    const lots = (await apiCall(baseUrl, token, 'GET', `/api/admin/auctions/${auction.id}/lots`)) as {
      data: { lotNumber: string; title: string; images: unknown[] }[];
    };
    expect(lots.data.map((lot) => [lot.lotNumber, lot.title, lot.images.length])).toEqual(
      titles.map((title, index) => [String(index + 1), title, 1]),
    );
    await page.goto(`${baseUrl}/admin/auctions/${auction.id}/lots`);
    await page
      .getByText(titles[0] as string)
      .first()
      .waitFor(wait);
    await context.close();
    await screenshots(browser(), token, auction.id);
  }, 240_000);
});
