import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBuyNowItem } from '../../test/buy-now/buy-now-test-kit';
import { buildUser, tokenFor } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

const indexHtml = `<!doctype html>
<html lang="en-CA">
  <head>
    <meta name="description" content="Built description" />
    <title>Harbourside Auctions</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

let dist: string;
let t: TestApp;
beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'seo-buy-now-'));
  await writeFile(join(dist, 'index.html'), indexHtml);
  t = await createTestApp({ deps: { webDistDir: dist } });
});
afterAll(async () => {
  await t.close();
  await rm(dist, { recursive: true, force: true });
});

function page(url: string) {
  return t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
}

function jsonLdOf(body: string): Record<string, unknown>[] {
  return [...body.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '{}') as Record<string, unknown>,
  );
}

describe('the buy-now pages as a crawler sees them', () => {
  it('gives an item page its title, canonical address, Open Graph and a Product with an in-stock Offer', async () => {
    const item = await buildBuyNowItem(t, { title: 'Oak washstand', buy_now_price_cents: 18_000 });
    const answer = await page(`/inventory/${item.id}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('<title>Oak washstand');
    expect(answer.body).toContain(`/inventory/${item.id}-oak-washstand`);
    expect(answer.body).toContain('og:title');
    expect(answer.body).toContain('Buy now for $180.00 plus HST.');
    const product = jsonLdOf(answer.body).find((entry) => entry['@type'] === 'Product');
    expect(product).toMatchObject({
      name: 'Oak washstand',
      sku: item.sku,
      offers: { price: '180.00', priceCurrency: 'CAD', availability: 'https://schema.org/InStock' },
    });
    expect(answer.body).not.toContain('reserve');
  });

  it('says SoldOut for a sold buy-now item, and 404 for an item not for sale', async () => {
    const item = await buildBuyNowItem(t, { title: 'Brass bed' });
    const token = await tokenFor(t, await buildUser(t));
    const bought = await t.request({
      method: 'POST',
      url: `/api/buy-now/${item.id}/purchase`,
      token,
      headers: { 'idempotency-key': `seo-${item.id}` },
    });
    expect(bought.status).toBe(201);
    const sold = await page(`/inventory/${item.id}-brass-bed`);
    const product = jsonLdOf(sold.body).find((entry) => entry['@type'] === 'Product');
    expect((product?.offers as { availability: string } | undefined)?.availability).toBe(
      'https://schema.org/SoldOut',
    );

    const hidden = await buildBuyNowItem(t, { status: 'in_stock' });
    expect((await page(`/inventory/${hidden.id}`)).statusCode).toBe(404);
    expect((await page('/inventory/not-an-id')).statusCode).toBe(404);
  });

  it('gives /buy-now its own title and canonical address', async () => {
    const answer = await page('/buy-now');
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('<title>Buy now');
    expect(answer.body).toContain('/buy-now"');
  });

  it('lists /buy-now and every item for sale in the sitemap, and no item that is not', async () => {
    const forSale = await buildBuyNowItem(t, { title: 'Walnut sideboard' });
    const inStock = await buildBuyNowItem(t, { status: 'in_stock' });
    const xml = (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    expect(xml).toMatch(/<loc>[^<]*\/buy-now<\/loc>/);
    expect(xml).toMatch(new RegExp(`<loc>[^<]*/inventory/${forSale.id}-walnut-sideboard</loc><lastmod>`));
    expect(xml).not.toContain(inStock.id);
  });
});
