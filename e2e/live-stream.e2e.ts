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

/** Notes in `window.sourceTypes` the type each Media Source of the page is opened with. */
const noteSourceTypes = `(() => {
  const add = MediaSource.prototype.addSourceBuffer;
  MediaSource.prototype.addSourceBuffer = function (type) {
    (window.sourceTypes ||= []).push(this.constructor.name + ' ' + type);
    return add.call(this, type);
  };
})();`;

/** A phone as Safari on an iPhone presents itself to the player: ManagedMediaSource only, no WebM. */
const iphoneMediaSource = `(() => {
  const Base = window.MediaSource;
  window.ManagedMediaSource = class ManagedMediaSource extends Base {
    static isTypeSupported(type) {
      return type.startsWith('video/mp4') && Base.isTypeSupported(type);
    }
  };
  delete window.MediaSource;
})();`;

/** A clerk's browser that cannot record MP4 (Firefox, or Chrome before 126). */
const webmOnlyRecorder = `(() => {
  const supported = MediaRecorder.isTypeSupported.bind(MediaRecorder);
  MediaRecorder.isTypeSupported = (type) => !type.startsWith('video/mp4') && supported(type);
})();`;

async function sourceTypes(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { sourceTypes?: string[] }).sourceTypes ?? []);
}

/** The clerk panel of `sale`, streaming; `recorder` is an init script for the clerk's browser. */
async function startClerk(sale: Auction, staff: { email: string; password: string }, recorder?: string) {
  const clerk = await newPage(browser, 'desktop');
  if (recorder) await clerk.page.addInitScript(recorder);
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
  return clerk;
}

/** A bidder's room page with `scripts` run before the page's own. */
async function openRoom(sale: Auction, device: 'phone' | 'desktop', ...scripts: string[]) {
  const bidder = await newPage(browser, device);
  for (const script of [noteSourceTypes, ...scripts]) await bidder.page.addInitScript(script);
  await bidder.page.goto(`${baseUrl}/auctions/${sale.id}/live-sst`);
  await bidder.page.getByRole('heading', { name: sale.title }).waitFor();
  return bidder;
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
  it('streams the clerk’s camera as fragmented MP4 to bidders, late joiners and iPhones included, with the delay shown', async () => {
    const staff = demoAccountWithRole(dataDir, 'Staff');
    const sale = await seededLiveSale(await apiSignIn(baseUrl, staff.email, staff.password));
    const clerk = await startClerk(sale, staff);
    // This Chromium records H.264 in MP4 (with Opus: it has no AAC encoder), so nothing warns of WebM.
    expect(await clerk.page.getByText('records the camera as WebM').count()).toBe(0);

    const bidder = await openRoom(sale, 'phone');
    await expectPlayingPicture(bidder.page);
    expect(await sourceTypes(bidder.page)).toEqual([
      expect.stringMatching(
        /^MediaSource video\/mp4;codecs="(avc1\.[0-9a-f]{6},opus|opus,avc1\.[0-9a-f]{6})"$/,
      ),
    ]);
    const delay = await shownDelay(bidder.page);
    console.log(`Delay behind the room shown to the first bidder (MP4, stream clock): ${delay} s`);
    expect(delay).toBeGreaterThanOrEqual(0);
    await expect
      .poll(() => clerk.page.getByTestId('stream-bitrate').textContent(), picture)
      .toMatch(/bit\/s$/);

    // A bidder who arrives later starts from the latest keyframe fragment, not from the beginning.
    await bidder.page.waitForTimeout(5000);
    const joinedAt = Date.now();
    const late = await openRoom(sale, 'desktop');
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

    // A phone with only ManagedMediaSource (an iPhone's Safari) plays it through that, remote playback off.
    const iphone = await openRoom(sale, 'phone', iphoneMediaSource);
    await expectPlayingPicture(iphone.page);
    expect(await sourceTypes(iphone.page)).toEqual([
      expect.stringMatching(/^ManagedMediaSource video\/mp4;/),
    ]);
    expect(
      await iphone.page
        .locator('video')
        .evaluate((element: HTMLVideoElement) => element.disableRemotePlayback),
    ).toBe(true);
    console.log(`Delay behind the room shown to the iPhone-like bidder: ${await shownDelay(iphone.page)} s`);

    await clerk.page.getByRole('button', { name: 'Stop streaming' }).click();
    await bidder.page
      .getByText('The saleroom camera is not on yet.', { exact: false })
      .first()
      .waitFor(picture);
    for (const context of [clerk.context, bidder.context, late.context, iphone.context])
      await context.close();
  }, 180_000);

  it('still streams WebM from a clerk’s browser that cannot record MP4, and tells an iPhone its bidding still works', async () => {
    const staff = demoAccountWithRole(dataDir, 'Staff');
    const sale = await seededLiveSale(await apiSignIn(baseUrl, staff.email, staff.password));
    const clerk = await startClerk(sale, staff, webmOnlyRecorder);
    await clerk.page.getByText('records the camera as WebM, which iPhones and iPads cannot play').waitFor();

    await clerk.page.waitForTimeout(5000);
    const joinedAt = Date.now();
    const bidder = await openRoom(sale, 'desktop');
    await expectPlayingPicture(bidder.page);
    console.log(
      `Late WebM bidder saw a moving picture ${((Date.now() - joinedAt) / 1000).toFixed(1)} s after opening the room`,
    );
    expect(await sourceTypes(bidder.page)).toEqual(['MediaSource video/webm;codecs=vp8,opus']);
    console.log(`Delay behind the room shown to a WebM bidder: ${await shownDelay(bidder.page)} s`);

    const iphone = await openRoom(sale, 'phone', iphoneMediaSource);
    await iphone.page
      .getByText('This browser cannot play the room’s camera; the sale’s bidding still works.')
      .first()
      .waitFor(picture);
    expect(await sourceTypes(iphone.page)).toEqual([]);

    await clerk.page.getByRole('button', { name: 'Stop streaming' }).click();
    for (const context of [clerk.context, bidder.context, iphone.context]) await context.close();
  }, 150_000);
});
