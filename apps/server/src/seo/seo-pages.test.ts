import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { lotGallerySizes } from '@auction/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAuction, buildCategory, buildLot } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { AuctionRow, CategoryRow, LotRow } from '../db/schema';
import { lotImages } from '../db/schema';

const indexHtml = `<!doctype html>
<html lang="en-CA">
  <head>
    <meta name="description" content="Built description" />
    <title>Harbourside Auctions</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

const origin = 'http://localhost:3000';
const html = { accept: 'text/html' };
let dist: string;
let t: TestApp;
let furniture: CategoryRow;
let estate: AuctionRow;
let liveSale: AuctionRow;
let draft: AuctionRow;
let closed: AuctionRow;
let chest: LotRow;
let clock: LotRow;
let soldLot: LotRow;
let passedLot: LotRow;
let withdrawnLot: LotRow;
let draftLot: LotRow;
let closedSaleLot: LotRow;

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'seo-dist-'));
  await writeFile(join(dist, 'index.html'), indexHtml);
  t = await createTestApp({ deps: { webDistDir: dist } });
  furniture = await buildCategory(t, { name: 'Furniture', slug: 'furniture' });
  estate = await buildAuction(t, {
    title: 'Dartmouth Estate Sale',
    slug: 'dartmouth-estate-sale',
    description: 'Furniture, clocks and tools from a Dartmouth home.',
    image: '/media/lots/0123456789abcdef0123456789abcdef-800.webp',
    start_at: new Date('2026-11-20T13:00:00Z'),
    end_at: new Date('2026-11-30T23:00:00Z'),
    categoryIds: [furniture.id],
  });
  liveSale = await buildAuction(t, {
    title: 'Boats & Motors',
    slug: 'boats-and-motors',
    type: 'live',
    status: 'live',
  });
  draft = await buildAuction(t, { title: 'Secret Draft', slug: 'secret-draft', status: 'draft' });
  closed = await buildAuction(t, { title: 'Old Sale', slug: 'old-sale', status: 'closed' });
  const endAt = new Date('2026-11-30T23:00:30Z');
  chest = await buildLot(t, estate, {
    lot_number: '12',
    title: 'Pine Blanket Chest',
    slug: 'pine-blanket-chest',
    description: 'A painted pine chest, circa 1880.',
    brand: 'Nova Scotia Maker',
    condition: 'Good, original hardware',
    current_price_cents: 12_500,
    bid_count: 4,
    category_id: furniture.id,
    end_at: endAt,
  });
  await t.db.insert(lotImages).values({
    lot_id: chest.id,
    position: 0,
    thumb_key: 'lots/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa-320.webp',
    medium_key: 'lots/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa-800.webp',
    large_key: 'lots/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa-1600.webp',
    width: 1600,
    height: 1200,
  });
  clock = await buildLot(t, estate, {
    lot_number: '13',
    title: 'Mantel Clock </script><b>',
    slug: 'mantel-clock',
    condition: 'New in box',
    starting_bid_cents: 4_000,
    category_id: furniture.id,
    end_at: new Date('2026-11-30T23:00:00Z'),
  });
  soldLot = await buildLot(t, estate, {
    title: 'Sold Settee',
    slug: 'sold-settee',
    status: 'sold',
    current_price_cents: 30_000,
    bid_count: 9,
    category_id: furniture.id,
  });
  passedLot = await buildLot(t, estate, { title: 'Passed Lamp', slug: 'passed-lamp', status: 'passed' });
  withdrawnLot = await buildLot(t, estate, {
    title: 'Withdrawn Rug',
    slug: 'withdrawn-rug',
    status: 'withdrawn',
  });
  draftLot = await buildLot(t, draft, { title: 'Draft Desk', slug: 'draft-desk', category_id: furniture.id });
  closedSaleLot = await buildLot(t, closed, {
    title: 'Old Desk',
    slug: 'old-desk',
    category_id: furniture.id,
    status: 'sold',
  });
});
afterAll(async () => {
  await t.close();
  await rm(dist, { recursive: true, force: true });
});

async function page(url: string) {
  const answer = await t.request({ method: 'GET', url, headers: html });
  const jsonLd = [...answer.text.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) =>
      JSON.parse(match[1] ?? 'null') as Record<string, unknown> & { offers?: Record<string, unknown> },
  );
  const meta = (attribute: 'name' | 'property', key: string) =>
    answer.text.match(new RegExp(`<meta ${attribute}="${key}" content="([^"]*)" />`))?.[1];
  const canonical = answer.text.match(/<link rel="canonical" href="([^"]*)" \/>/)?.[1];
  const title = answer.text.match(/<title>(.*?)<\/title>/)?.[1];
  return { status: answer.status, text: answer.text, jsonLd, meta, canonical, title };
}

describe('auction pages', () => {
  it('give an Event with the canonical slug URL, Open Graph and a Twitter card, by id or by slug path', async () => {
    const url = `${origin}/auctions/${estate.id}-dartmouth-estate-sale`;
    for (const path of [`/auctions/${estate.id}`, `/auctions/${estate.id}-old-slug`]) {
      const p = await page(path);
      expect(p.status).toBe(200);
      expect(p.title).toBe('Dartmouth Estate Sale · Harbourside Auctions');
      expect(p.canonical).toBe(url);
      expect(p.meta('name', 'description')).toMatch(
        /^Online timed auction of 4 lots, Nov 20, 2026, 9:00 a\.m\. AST to Nov 30, 2026, 7:00 p\.m\. AST\. Furniture, clocks and tools/,
      );
      expect(p.meta('property', 'og:title')).toBe('Dartmouth Estate Sale');
      expect(p.meta('property', 'og:url')).toBe(url);
      expect(p.meta('property', 'og:image')).toBe(
        `${origin}/media/lots/0123456789abcdef0123456789abcdef-800.webp`,
      );
      expect(p.meta('name', 'twitter:card')).toBe('summary_large_image');
      expect(p.jsonLd).toHaveLength(1);
      expect(p.jsonLd[0]).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'Event',
        name: 'Dartmouth Estate Sale',
        description: 'Furniture, clocks and tools from a Dartmouth home.',
        url,
        startDate: '2026-11-20T13:00:00.000Z',
        // The last lot closes 30 s after the first.
        endDate: '2026-11-30T23:00:30.000Z',
        eventStatus: 'https://schema.org/EventScheduled',
        eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
        location: [
          {
            '@type': 'Place',
            address: {
              '@type': 'PostalAddress',
              streetAddress: '61 Wright Avenue',
              addressLocality: 'Dartmouth',
            },
          },
          { '@type': 'VirtualLocation', url },
        ],
        image: [`${origin}/media/lots/0123456789abcdef0123456789abcdef-800.webp`],
        organizer: { '@type': 'Organization', name: 'Harbourside Auctions', '@id': `${origin}/#business` },
      });
    }
  });

  it("shows a 'live' auction specially: LIVE NOW in the title, bidding live in the text, mixed attendance", async () => {
    const p = await page(`/auctions/${liveSale.id}-boats-and-motors`);
    expect(p.title).toBe('LIVE NOW: Boats &amp; Motors · Harbourside Auctions');
    expect(p.meta('name', 'description')).toMatch(/^Bidding is live now\. Live webcast auction/);
    expect(p.jsonLd[0]).toMatchObject({
      '@type': 'Event',
      name: 'LIVE NOW: Boats & Motors',
      eventAttendanceMode: 'https://schema.org/MixedEventAttendanceMode',
    });
    expect(String(p.jsonLd[0]?.description)).toMatch(/^Bidding is live now\./);
    const closedPage = await page(`/auctions/${closed.id}`);
    expect(closedPage.title).toBe('Old Sale · Harbourside Auctions');
    expect(closedPage.jsonLd[0]?.name).toBe('Old Sale');
  });

  it('say when the lots of a staggered sale begin closing and when the last one closes', async () => {
    const staggered = await buildAuction(t, {
      title: 'Truro Tool Sale',
      slug: 'truro-tool-sale',
      description: '',
      start_at: new Date('2026-11-20T13:00:00Z'),
      end_at: new Date('2026-11-30T23:00:00Z'),
      stagger_seconds: 60,
    });
    for (const minutes of [0, 60, 120]) {
      await buildLot(t, staggered, {
        end_at: new Date(Date.parse('2026-11-30T23:00:00Z') + minutes * 60_000),
      });
    }
    const p = await page(`/auctions/${staggered.id}`);
    expect(p.meta('name', 'description')).toBe(
      'Online timed auction of 3 lots, from Nov 20, 2026, 9:00 a.m. AST; lots begin closing Nov 30, 2026, 7:00 p.m. AST, the last Nov 30, 2026, 9:00 p.m. AST.',
    );
    expect(p.jsonLd[0]).toMatchObject({
      startDate: '2026-11-20T13:00:00.000Z',
      endDate: '2026-12-01T01:00:00.000Z',
    });
  });
});

describe('lot pages', () => {
  it('give a Product with an Offer at the current bid, in stock while open', async () => {
    const url = `${origin}/lots/${chest.id}-pine-blanket-chest`;
    const p = await page(`/lots/${chest.id}`);
    expect(p.status).toBe(200);
    expect(p.title).toBe('Lot 12: Pine Blanket Chest · Harbourside Auctions');
    expect(p.canonical).toBe(url);
    expect(p.meta('name', 'description')).toMatch(
      /^Lot 12 in Dartmouth Estate Sale\. Current bid \$125\.00 CAD after 4 bids\. Closes [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [ap]\.m\. A[DS]T\. A painted pine chest/,
    );
    expect(p.meta('name', 'description')).not.toContain('..');
    expect(p.meta('property', 'og:type')).toBe('product');
    expect(p.meta('property', 'og:image')).toBe(
      `${origin}/media/lots/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa-1600.webp`,
    );
    expect(p.jsonLd[0]).toMatchObject({
      '@type': 'Product',
      name: 'Pine Blanket Chest',
      sku: '12',
      image: [`${origin}/media/lots/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa-1600.webp`],
      brand: { '@type': 'Brand', name: 'Nova Scotia Maker' },
      itemCondition: 'https://schema.org/UsedCondition',
      category: 'Furniture',
      offers: {
        '@type': 'Offer',
        url,
        price: '125.00',
        priceCurrency: 'CAD',
        availability: 'https://schema.org/InStock',
        validThrough: '2026-11-30T23:00:30.000Z',
      },
    });
  });

  it('preload the main picture in the sizes and with the priority the page shows it', async () => {
    const p = await page(`/lots/${chest.id}-pine-blanket-chest`);
    const preloads = p.text.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];
    expect(preloads).toEqual([
      '<link rel="preload" as="image" href="/media/lots/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa-800.webp"' +
        ' imagesrcset="/media/lots/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa-320.webp 320w,' +
        ' /media/lots/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa-800.webp 800w,' +
        ' /media/lots/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa-1600.webp 1600w"' +
        ` imagesizes="${lotGallerySizes}" fetchpriority="high" />`,
    ]);
    expect(p.text.indexOf('rel="preload"')).toBeLessThan(p.text.indexOf('</head>'));
    // A lot without photos, and the other pages, preload no picture.
    for (const url of [`/lots/${clock.id}-mantel-clock`, '/', `/auctions/${estate.id}`]) {
      expect((await page(url)).text, url).not.toContain('rel="preload" as="image"');
    }
  });

  it('offer the starting bid before any bid and escape every text', async () => {
    const p = await page(`/lots/${clock.id}-mantel-clock`);
    expect(p.text).not.toContain('</script><b>');
    expect(p.title).toBe('Lot 13: Mantel Clock &lt;/script&gt;&lt;b&gt; · Harbourside Auctions');
    expect(p.jsonLd[0]).toMatchObject({
      name: 'Mantel Clock </script><b>',
      itemCondition: 'https://schema.org/NewCondition',
      offers: { price: '40.00', availability: 'https://schema.org/InStock' },
    });
    expect(p.jsonLd[0]).not.toHaveProperty('brand');
  });

  it('follow the lot status: sold out, out of stock when passed, discontinued when withdrawn', async () => {
    const sold = await page(`/lots/${soldLot.id}`);
    expect(sold.jsonLd[0]?.offers).toMatchObject({
      price: '300.00',
      availability: 'https://schema.org/SoldOut',
    });
    expect(sold.meta('name', 'description')).toContain('Sold for $300.00 CAD.');
    expect((await page(`/lots/${passedLot.id}`)).jsonLd[0]?.offers?.availability).toBe(
      'https://schema.org/OutOfStock',
    );
    expect((await page(`/lots/${withdrawnLot.id}`)).jsonLd[0]?.offers?.availability).toBe(
      'https://schema.org/Discontinued',
    );
  });
});

describe('category pages', () => {
  it('give a CollectionPage listing only lots still to be sold in current auctions', async () => {
    const p = await page('/category/furniture');
    expect(p.status).toBe(200);
    expect(p.title).toBe('Furniture · Harbourside Auctions');
    expect(p.canonical).toBe(`${origin}/category/furniture`);
    expect(p.jsonLd[0]).toMatchObject({
      '@type': 'CollectionPage',
      name: 'Furniture',
      url: `${origin}/category/furniture`,
      mainEntity: {
        '@type': 'ItemList',
        numberOfItems: 2,
        itemListElement: [
          {
            '@type': 'ListItem',
            position: 1,
            url: `${origin}/lots/${clock.id}-mantel-clock`,
            name: 'Lot 13: Mantel Clock </script><b>',
          },
          {
            '@type': 'ListItem',
            position: 2,
            url: `${origin}/lots/${chest.id}-pine-blanket-chest`,
            image: `${origin}/media/lots/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa-800.webp`,
          },
        ],
      },
    });
  });
});

describe('records that are not public', () => {
  it('answer 404 with the not-found head: unknown ids, drafts, bad segments, unknown categories', async () => {
    for (const path of [
      `/auctions/${draft.id}-secret-draft`,
      '/auctions/00000000-0000-4000-8000-000000000000',
      '/auctions/not-an-id',
      `/lots/${draftLot.id}`,
      '/lots/00000000-0000-4000-8000-000000000000-chair',
      '/category/no-such-thing',
      '/category/Bad%20Slug',
    ]) {
      const p = await page(path);
      expect(p.status, path).toBe(404);
      expect(p.title).toBe('Page not found · Harbourside Auctions');
      expect(p.meta('name', 'robots')).toBe('noindex');
      expect(p.canonical).toBeUndefined();
      expect(p.jsonLd).toEqual([]);
      expect(p.text).toContain('<div id="root"></div>');
      expect(p.text).not.toContain('Secret Draft');
    }
  });

  it('leave other pages alone: /auctions/past keeps the built head and 200', async () => {
    const p = await page('/auctions/past');
    expect(p.status).toBe(200);
    expect(p.title).toBe('Harbourside Auctions');
    expect(p.canonical).toBeUndefined();
  });
});

describe('GET /sitemap.xml', () => {
  it('lists the public pages, every published auction and its lots by slug URL, and the categories', async () => {
    const answer = await t.request({ method: 'GET', url: '/sitemap.xml' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toContain('application/xml');
    const xml = answer.text;
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true);
    const locs = [...xml.matchAll(/<url><loc>([^<]*)<\/loc>(?:<lastmod>([^<]*)<\/lastmod>)?<\/url>/g)];
    const urls = locs.map((match) => match[1]);
    expect(xml.match(/<url>/g)).toHaveLength(locs.length);
    for (const path of ['/', '/auctions', '/auctions/past', '/about', '/contact', '/category/furniture']) {
      expect(urls).toContain(`${origin}${path}`);
    }
    for (const auction of [estate, liveSale, closed]) {
      expect(urls).toContain(`${origin}/auctions/${auction.id}-${auction.slug}`);
    }
    for (const lot of [chest, clock, soldLot, passedLot, closedSaleLot]) {
      expect(urls).toContain(`${origin}/lots/${lot.id}-${lot.slug}`);
    }
    expect(xml).not.toContain(draft.id);
    expect(xml).not.toContain(draftLot.id);
    expect(xml).not.toContain(withdrawnLot.id);
    const chestEntry = locs.find((match) => match[1]?.includes(chest.id));
    expect(new Date(chestEntry?.[2] ?? '').getTime()).toBe(chest.updated_at.getTime());
  });
});

describe('GET /robots.txt', () => {
  it('allows the public pages, keeps crawlers out of private areas and names the sitemap', async () => {
    const answer = await t.request({ method: 'GET', url: '/robots.txt' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toContain('text/plain');
    const lines = answer.text.split('\n');
    expect(lines).toContain('Allow: /');
    for (const path of ['/admin', '/dashboard', '/profile', '/watchlist', '/invoices', '/api']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });
});
