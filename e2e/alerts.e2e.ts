import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Auction, Lot } from '@auction/contracts';
import ece from 'http_ece';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readDemoAccounts } from './support/accounts';
import { apiCall, apiSignIn } from './support/api';
import { useBrowser } from './support/browser';
import { newPage, signedInPage } from './support/session';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const browser = useBrowser();

function demoBidder(prefix: string) {
  const account = readDemoAccounts(dataDir).find((a) => a.email.startsWith(`${prefix}@`));
  if (!account) throw new Error(`No demo account ${prefix}@`);
  return account;
}

/** A push service on this machine that keeps every request the server's push library makes. */
const received: { path: string; encoding: string | undefined; body: Buffer }[] = [];
const pushService = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const encoding = request.headers['content-encoding'];
    received.push({ path: request.url ?? '', encoding, body: Buffer.concat(chunks) });
    response.statusCode = 201;
    response.end();
  });
});
let pushPort = 0;
beforeAll(async () => {
  pushService.listen(0, '127.0.0.1');
  await once(pushService, 'listening');
  pushPort = (pushService.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => pushService.close(() => resolve())));

/** An open lot nobody has bid on, in any open timed sale (other files bid in theirs). */
async function quietLot(token: string): Promise<Lot> {
  const auctions = (await apiCall(baseUrl, token, 'GET', '/api/auctions?status=open&per_page=100')) as {
    data: Auction[];
  };
  for (const open of auctions.data.filter((auction) => auction.type === 'timed')) {
    const lots = (await apiCall(
      baseUrl,
      token,
      'GET',
      `/api/auctions/${open.id}/lots?sort=ending_soonest&per_page=200`,
    )) as { data: Lot[] };
    const quiet = lots.data.filter((lot) => lot.status === 'open' && lot.bidCount === 0).at(-1);
    if (quiet) return quiet;
  }
  throw new Error('Every lot of every open timed sale has bids already');
}

async function bidOn(token: string, lot: Lot, amount: number) {
  await apiCall(baseUrl, token, 'POST', `/api/auctions/${lot.auction_id}/register`, { accept_terms: true });
  return apiCall(baseUrl, token, 'POST', `/api/lots/${lot.id}/bids`, { amount });
}

describe('the app on a phone', () => {
  it('installs its service worker and shows the offline page when the network is gone', async () => {
    const { context, page } = await newPage(browser(), 'phone');
    await page.goto(`${baseUrl}/`);
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(`${baseUrl}/`);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

    const manifest = (await (await fetch(`${baseUrl}/manifest.webmanifest`)).json()) as { display: string };
    expect(manifest.display).toBe('standalone');
    expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.webmanifest');

    await context.setOffline(true);
    await page.goto(`${baseUrl}/auctions`);
    await page.getByRole('heading', { name: 'You are offline' }).waitFor();
    await page.getByText('You are currently offline. Please check your internet connection.').waitFor();
    // Bids and prices never come from a cache: the API fails offline even after it was loaded.
    const api = await page.evaluate(async () => {
      try {
        return (await fetch('/api/auctions')).status;
      } catch {
        return 'failed';
      }
    });
    expect(api).toBe('failed');
    await context.setOffline(false);
    await context.close();
  });

  it('pushes an outbid alert, encrypted for the device, that opens the lot', async () => {
    const bidder = demoBidder('bidder');
    const rival = demoBidder('bidder2');
    const bidderToken = await apiSignIn(baseUrl, bidder.email, bidder.password);
    const rivalToken = await apiSignIn(baseUrl, rival.email, rival.password);

    // The device: its own P-256 key pair and auth secret, as a browser makes them.
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const auth = randomBytes(16);
    const device = `phone-${randomUUID()}`;
    const subscribed = (await apiCall(baseUrl, bidderToken, 'POST', '/api/users/me/push-subscriptions', {
      endpoint: `http://127.0.0.1:${pushPort}/push/${device}`,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
      device_label: 'Test phone',
    })) as { id: string };
    await apiCall(baseUrl, bidderToken, 'PUT', '/api/users/me/alert-preferences', { outbid: true });

    const lot = await quietLot(bidderToken);
    const minimum = lot.minimum_next_bid ?? lot.startingBid;
    await bidOn(bidderToken, lot, minimum);
    await bidOn(rivalToken, lot, minimum + 50);

    const deadline = Date.now() + 20_000;
    let push = received.find((request) => request.path === `/push/${device}`);
    while (!push && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      push = received.find((request) => request.path === `/push/${device}`);
    }
    expect(push?.encoding).toBe('aes128gcm');
    const opened = ece.decrypt(push?.body ?? Buffer.alloc(0), {
      version: 'aes128gcm',
      privateKey: ecdh,
      authSecret: auth,
    });
    const alert = JSON.parse(opened.toString('utf8')) as { title: string; body: string; url: string };
    expect(alert.title).toBe(`Outbid on lot ${lot.lotNumber}`);
    expect(alert.body).toContain(lot.title);
    expect(alert.url).toBe(`/lots/${lot.id}-${lot.slug}`);

    // The profile at 375 px lists the device and the kinds of alert, and a kind switches off.
    const { context, page } = await signedInPage(browser(), bidderToken, 'phone', 'light');
    await page.goto(`${baseUrl}/profile`);
    const section = page.getByRole('heading', { name: 'Alerts on this device' });
    await section.waitFor();
    await page.getByText('Test phone').waitFor();
    const outbid = page.getByRole('switch', { name: 'Outbid' });
    expect(await outbid.isChecked()).toBe(true);
    await outbid.click();
    await expect
      .poll(async () => {
        const kinds = (await apiCall(baseUrl, bidderToken, 'GET', '/api/users/me/alert-preferences')) as {
          outbid: boolean;
        };
        return kinds.outbid;
      })
      .toBe(false);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
    await apiCall(baseUrl, bidderToken, 'PUT', '/api/users/me/alert-preferences', { outbid: true });
    await apiCall(baseUrl, bidderToken, 'DELETE', `/api/users/me/push-subscriptions/${subscribed.id}`);
    await context.close();
  });
});
