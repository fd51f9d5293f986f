import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAuction, buildLot, buildUser, tokenFor } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { AuctionRow, LotRow } from '../db/schema';

// Decision 0070: the public pages arrive with their content in #root, rendered by the web app's
// own server build (built here from the web app's source), with the data they were rendered from.

const webDir = fileURLToPath(new URL('../../../web', import.meta.url));
const indexHtml = `<!doctype html>
<html lang="en-CA">
  <head>
    <meta name="description" content="Built description" />
    <title>Harbourside Auctions</title>
  </head>
  <body><div id="root"></div></body>
</html>`;
const html = { accept: 'text/html' };

let dist: string;
let t: TestApp;
let sale: AuctionRow;
let lot: LotRow;

async function builtDist(prefix: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  await writeFile(join(dir, 'index.html'), indexHtml);
  return dir;
}

beforeAll(async () => {
  dist = await builtDist('ssr-dist-');
  const build = spawnSync('npx', ['vite', 'build', '-c', 'vite.ssr.config.ts', '--outDir', `${dist}-ssr`], {
    cwd: webDir,
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`The server build failed:\n${build.stdout}\n${build.stderr}`);
  t = await createTestApp({ deps: { webDistDir: dist } });
  sale = await buildAuction(t, { title: 'Cole Harbour Estate Sale', slug: 'cole-harbour-estate-sale' });
  lot = await buildLot(t, sale, {
    title: "Brass Ship's Bell </script><b>",
    slug: 'brass-ships-bell',
    starting_bid_cents: 12_500,
  });
}, 120_000);
afterAll(async () => {
  await t.close();
  await rm(dist, { recursive: true, force: true });
  await rm(`${dist}-ssr`, { recursive: true, force: true });
});

function rootOf(page: string): string {
  const start = page.indexOf('<div id="root">');
  const end = page.indexOf('<script type="application/json" id="page-data">');
  return start < 0 || end < 0 ? '' : page.slice(start, end);
}

interface PageData {
  now: number;
  loaderData: Record<string, unknown>;
  queries: { queries: { queryKey: unknown[]; state: { status: string; data?: unknown } }[] };
}

function pageDataOf(page: string): PageData {
  const match = page.match(/<script type="application\/json" id="page-data">(.*?)<\/script>/s);
  if (!match?.[1]) throw new Error('no data block');
  return JSON.parse(match[1]) as PageData;
}

describe('server-rendered public pages', () => {
  it("sends a lot page with its title, price and sale in #root, and the lot's data for hydration", async () => {
    const answer = await t.request({ method: 'GET', url: `/lots/${lot.id}-brass-ships-bell`, headers: html });
    expect(answer.status).toBe(200);
    const root = rootOf(answer.text);
    expect(root).toContain('Brass Ship&#x27;s Bell &lt;/script&gt;&lt;b&gt;');
    expect(root).toContain('$125');
    expect(root).toContain('Cole Harbour Estate Sale');
    const data = pageDataOf(answer.text);
    const lotQuery = data.queries.queries.find(
      (q) => JSON.stringify(q.queryKey) === JSON.stringify(['public', 'lot', lot.id]),
    );
    expect(lotQuery?.state).toMatchObject({
      status: 'success',
      data: { title: "Brass Ship's Bell </script><b>" },
    });
    // No text in the data block can close it.
    expect(answer.text).not.toContain('</script><b>');
    expect(Math.abs(data.now - Date.now())).toBeLessThan(60_000);
  });

  it('sends an auction page with the sale and its lots', async () => {
    const answer = await t.request({
      method: 'GET',
      url: `/auctions/${sale.id}-cole-harbour-estate-sale`,
      headers: html,
    });
    expect(answer.status).toBe(200);
    const root = rootOf(answer.text);
    expect(root).toContain('Cole Harbour Estate Sale');
    expect(root).toContain('Brass Ship&#x27;s Bell');
  });

  it("sends an auction's and a lot's description as the HTML of its Markdown", async () => {
    const described = await buildAuction(t, {
      title: 'Lunenburg Marine Brass',
      slug: 'lunenburg-marine-brass',
      description: 'A **40-year** collection.',
    });
    const bell = await buildLot(t, described, { slug: 'bell', description: 'Cast in _1912_.' });
    const auctionPage = await t.request({
      method: 'GET',
      url: `/auctions/${described.id}-lunenburg-marine-brass`,
      headers: html,
    });
    expect(rootOf(auctionPage.text)).toContain('<p>A <strong>40-year</strong> collection.</p>');
    const lotPage = await t.request({ method: 'GET', url: `/lots/${bell.id}-bell`, headers: html });
    expect(rootOf(lotPage.text)).toContain('<p>Cast in <em>1912</em>.</p>');
    expect(rootOf(lotPage.text)).not.toContain('_1912_');
  });

  it('sends the home page and the auctions list with the open sale on them', async () => {
    for (const url of ['/', '/auctions']) {
      const answer = await t.request({ method: 'GET', url, headers: html });
      expect(answer.status, url).toBe(200);
      expect(rootOf(answer.text), url).toContain('Cole Harbour Estate Sale');
      expect(pageDataOf(answer.text).queries.queries.length, url).toBeGreaterThan(0);
    }
    // A page without a head of its own is sent with the title the app gives it.
    const list = await t.request({ method: 'GET', url: '/auctions', headers: html });
    expect(list.text).toContain('<title>Auctions · Harbourside Auctions</title>');
    expect(list.text.match(/<title>/g)).toHaveLength(1);
  });

  it('sends the rest of the public pages rendered', async () => {
    for (const url of [
      '/auctions/past',
      '/buy-now',
      '/services',
      '/about',
      '/contact',
      `/auctions/${sale.id}/live`,
    ]) {
      const answer = await t.request({ method: 'GET', url, headers: html });
      expect(answer.status, url).toBe(200);
      expect(rootOf(answer.text), url).toContain('<main');
    }
  });

  it('sends a missing lot as a 404 with the not-found page rendered', async () => {
    const answer = await t.request({
      method: 'GET',
      url: '/lots/00000000-0000-4000-8000-000000000000-gone',
      headers: html,
    });
    expect(answer.status).toBe(404);
    expect(answer.text).toContain('<title>Page not found · Harbourside Auctions</title>');
    const root = rootOf(answer.text);
    expect(root).toContain('<main');
    const lotQuery = pageDataOf(answer.text).queries.queries.find((q) => q.queryKey[1] === 'lot');
    expect(lotQuery?.state.status).toBe('error');
  });

  it('leaves signed-in, sign-in and admin pages to the browser, even for a signed-in visitor', async () => {
    const token = await tokenFor(t, await buildUser(t, { roles: ['Admin'] }));
    for (const url of ['/dashboard', '/watchlist', '/login', '/register', '/admin', '/admin/settings']) {
      const answer = await t.request({ method: 'GET', url, headers: html, token });
      expect(answer.status, url).toBe(200);
      expect(answer.text, url).toContain('<div id="root"></div>');
      expect(answer.text, url).not.toContain('id="page-data"');
    }
  });

  it('renders as a guest whoever asks: no bidder data reaches the page', async () => {
    const bidder = await buildUser(t, { name: 'Margaret Oickle' });
    const token = await tokenFor(t, bidder);
    const answer = await t.request({ method: 'GET', url: `/lots/${lot.id}`, headers: html, token });
    expect(answer.text).not.toContain('Margaret');
    expect(answer.text).not.toContain(bidder.email);
  });

  it('sends the page unrendered during maintenance', async () => {
    const admin = await tokenFor(t, await buildUser(t, { roles: ['Admin'] }));
    const put = (on: boolean) =>
      t.request({
        method: 'PUT',
        url: '/api/admin/settings',
        token: admin,
        payload: { maintenance_mode: on },
      });
    await put(true);
    try {
      const answer = await t.request({ method: 'GET', url: '/', headers: html });
      expect(answer.text).toContain('<div id="root"></div>');
    } finally {
      await put(false);
    }
  });
});

describe('when the server build cannot render', () => {
  it('sends the unrendered page, not an error page, when a render throws or there is no server build', async () => {
    const broken = await builtDist('ssr-broken-');
    await mkdir(`${broken}-ssr`);
    await writeFile(
      join(`${broken}-ssr`, 'entry-server.js'),
      'export function createPageRenderer() { return async () => { throw new Error("render failed"); }; }',
    );
    const none = await builtDist('ssr-none-');
    for (const dir of [broken, none]) {
      const app = await createTestApp({ deps: { webDistDir: dir } });
      try {
        const answer = await app.request({ method: 'GET', url: '/about', headers: html });
        expect(answer.status).toBe(200);
        expect(answer.text).toContain('<div id="root"></div>');
        expect((await app.request({ method: 'GET', url: '/no-such-page', headers: html })).status).toBe(404);
      } finally {
        await app.close();
      }
    }
    await rm(broken, { recursive: true, force: true });
    await rm(`${broken}-ssr`, { recursive: true, force: true });
    await rm(none, { recursive: true, force: true });
  });
});
