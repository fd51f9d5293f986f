import type { Auction } from '@auction/contracts';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { demoAccountWithRole } from './support/accounts';
import { apiCall, apiSignIn } from './support/api';
import { chromiumArgs } from './support/browser';
import { newPage, signInThroughForm, waitForPath } from './support/session';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');

// This file's own Chromium: a fake camera and microphone, and no permission prompt.
let browser: Browser;
beforeAll(async () => {
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [...chromiumArgs, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
    headless: true,
  });
});
afterAll(async () => {
  await browser?.close();
});

/** Generous bounds for a slow machine: waits for a state, never fixed sleeps to assert on. */
const picture = { timeout: 30_000 };

async function seededLiveSale(staffToken: string): Promise<Auction> {
  const list = (await apiCall(baseUrl, staffToken, 'GET', '/api/admin/auctions?per_page=50')) as {
    data: Auction[];
  };
  const sale = list.data.find((auction) => auction.type === 'live' && auction.status !== 'draft');
  if (!sale) throw new Error('No seeded live sale');
  return sale;
}

/** Waits until the room's video plays real frames: time moves, it has a size, it is not one flat colour. */
async function expectPlayingPicture(page: Page) {
  const video = page.getByRole('region', { name: 'Saleroom camera' }).locator('video');
  await video.waitFor();
  await page.waitForFunction(
    () => {
      const element = document.querySelector<HTMLVideoElement>('video[aria-label="Saleroom camera"]');
      return element !== null && element.videoWidth > 0 && element.currentTime > 0 && !element.paused;
    },
    undefined,
    picture,
  );
  const first = await video.evaluate((element: HTMLVideoElement) => element.currentTime);
  await page.waitForFunction(
    (start) => {
      const element = document.querySelector<HTMLVideoElement>('video[aria-label="Saleroom camera"]');
      return element !== null && element.currentTime > start + 0.5;
    },
    first,
    picture,
  );
  const frame = await video.evaluate((element: HTMLVideoElement) => {
    const canvas = document.createElement('canvas');
    canvas.width = element.videoWidth;
    canvas.height = element.videoHeight;
    const context = canvas.getContext('2d');
    if (!context) return { width: 0, colours: 0 };
    context.drawImage(element, 0, 0);
    const pixels = context.getImageData(0, 0, canvas.width, canvas.height).data;
    const colours = new Set<number>();
    for (let i = 0; i < pixels.length && colours.size < 50; i += 4 * 97) {
      colours.add(((pixels[i] ?? 0) << 16) | ((pixels[i + 1] ?? 0) << 8) | (pixels[i + 2] ?? 0));
    }
    return { width: element.videoWidth, colours: colours.size };
  });
  expect(frame.width).toBeGreaterThan(0);
  expect(frame.colours).toBeGreaterThan(1);
}

/** The delay figure the room shows, in seconds. */
async function shownDelay(page: Page): Promise<number> {
  const delay = page.getByTestId('stream-delay');
  await delay.filter({ hasText: /s behind the room$/ }).waitFor(picture);
  const text = (await delay.textContent()) ?? '';
  const match = /^(\d+\.\d) s behind the room$/.exec(text);
  expect(match, `delay text "${text}"`).not.toBeNull();
  return Number(match?.[1]);
}

describe('single-source streaming', () => {
  it('streams the clerk’s camera to bidders, late joiners included, with the delay shown', async () => {
    const staff = demoAccountWithRole(dataDir, 'Staff');
    const sale = await seededLiveSale(await apiSignIn(baseUrl, staff.email, staff.password));

    const clerk = await newPage(browser, 'desktop');
    await clerk.page.goto(`${baseUrl}/login`);
    await signInThroughForm(clerk.page, staff.email, staff.password);
    await waitForPath(clerk.page, '/dashboard');
    await clerk.page.goto(`${baseUrl}/admin/clerk-panel-sst/${sale.id}`);
    await clerk.page.getByRole('heading', { name: sale.title }).waitFor();
    await expect
      .poll(() => clerk.page.getByRole('combobox', { name: 'Camera' }).inputValue(), picture)
      .not.toBe('');
    await clerk.page.getByRole('button', { name: 'Start streaming' }).click();
    await clerk.page.getByRole('status').filter({ hasText: 'Streaming to bidders' }).waitFor(picture);

    const bidder = await newPage(browser, 'phone');
    await bidder.page.goto(`${baseUrl}/auctions/${sale.id}/live-sst`);
    await bidder.page.getByRole('heading', { name: sale.title }).waitFor();
    await expectPlayingPicture(bidder.page);
    const delay = await shownDelay(bidder.page);
    console.log(`Delay behind the room shown to the first bidder: ${delay} s`);
    expect(delay).toBeGreaterThanOrEqual(0);
    await expect
      .poll(() => clerk.page.getByTestId('stream-bitrate').textContent(), picture)
      .toMatch(/bit\/s$/);

    // A bidder who arrives later starts from the latest keyframe, not from the beginning.
    await bidder.page.waitForTimeout(5000);
    const late = await newPage(browser, 'desktop');
    const joinedAt = Date.now();
    await late.page.goto(`${baseUrl}/auctions/${sale.id}/live-sst`);
    await expectPlayingPicture(late.page);
    console.log(
      `Late bidder saw a moving picture ${((Date.now() - joinedAt) / 1000).toFixed(1)} s after opening the room`,
    );
    console.log(`Delay behind the room shown to the late bidder: ${await shownDelay(late.page)} s`);
    await late.page.getByRole('button', { name: 'Unmute' }).click();
    await late.page.getByRole('button', { name: 'Mute' }).waitFor();
    expect(await late.page.locator('video').evaluate((element: HTMLVideoElement) => element.muted)).toBe(
      false,
    );

    await clerk.page.getByRole('button', { name: 'Stop streaming' }).click();
    await bidder.page
      .getByText('The saleroom camera is not on yet.', { exact: false })
      .first()
      .waitFor(picture);
    for (const context of [clerk.context, bidder.context, late.context]) await context.close();
  }, 150_000);
});
