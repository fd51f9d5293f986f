import type { LotSearchPage } from '@auction/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAuction, buildCategory, buildLot } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const search = (query: string) =>
  t.request<LotSearchPage>({ method: 'GET', url: `/api/search/lots?${query}` });
const titlesFor = async (query: string) => (await search(query)).body.data.map((lot) => lot.title).sort();

describe('GET /api/search/lots', () => {
  it('finds open and upcoming lots of published sales by title, accents ignored, never drafts or closed lots', async () => {
    const open = await buildAuction(t, { title: 'Dartmouth Estate', slug: 'dartmouth-estate' });
    const scheduled = await buildAuction(t, {
      status: 'scheduled',
      start_at: new Date(Date.now() + 86_400_000),
    });
    const draft = await buildAuction(t, { status: 'draft' });
    const closed = await buildAuction(t, { status: 'closed' });
    await buildLot(t, open, { title: 'Chaise Éléphant', slug: 'chaise-elephant' });
    await buildLot(t, scheduled, { title: 'Elephant Bookends', status: 'upcoming' });
    await buildLot(t, open, { title: 'Elephant Lamp, sold', status: 'sold' });
    await buildLot(t, open, { title: 'Elephant Print, withdrawn', status: 'withdrawn' });
    await buildLot(t, draft, { title: 'Draft Elephant' });
    await buildLot(t, closed, { title: 'Closed Elephant', status: 'passed' });

    expect(await titlesFor('q=elephant')).toEqual(['Chaise Éléphant', 'Elephant Bookends']);
    expect(await titlesFor('q=%C3%89L%C3%89PHANT')).toEqual(['Chaise Éléphant', 'Elephant Bookends']);
    const found = await search('q=chaise');
    expect(found.status).toBe(200);
    expect(found.body.data[0]).toMatchObject({
      title: 'Chaise Éléphant',
      currency: 'CAD',
      auction: { id: open.id, title: 'Dartmouth Estate', slug: 'dartmouth-estate', status: 'open' },
    });
    expect(found.body.data[0]).not.toHaveProperty('reserve_cents');
  });

  it('matches every word across title, description, brand, lot number and category name', async () => {
    const tools = await buildCategory(t, { name: 'Outdoor Power Tools', slug: 'outdoor-power-tools' });
    const sale = await buildAuction(t);
    await buildLot(t, sale, {
      title: 'Chainsaw, 18 inch bar',
      brand: 'Husqvarna',
      description: 'Starts on the second pull.',
      category_id: tools.id,
      lot_number: '731',
    });
    await buildLot(t, sale, { title: 'Hedge trimmer', brand: 'Stihl', lot_number: '732' });

    expect(await titlesFor('q=husqvarna')).toEqual(['Chainsaw, 18 inch bar']);
    expect(await titlesFor('q=HUSQVARNA%20pull')).toEqual(['Chainsaw, 18 inch bar']);
    expect(await titlesFor('q=husqvarna%20stihl')).toEqual([]);
    expect(await titlesFor('q=power%20tools%20chainsaw')).toEqual(['Chainsaw, 18 inch bar']);
    expect(await titlesFor('q=732')).toEqual(['Hedge trimmer']);
    expect(await titlesFor('q=husqvarna&category=outdoor-power-tools')).toEqual(['Chainsaw, 18 inch bar']);
    expect(await titlesFor('q=stihl&category=outdoor-power-tools')).toEqual([]);
  });

  it('treats % and _ as letters, not wildcards', async () => {
    const sale = await buildAuction(t);
    await buildLot(t, sale, { title: 'Tile cutter 100% steel' });
    await buildLot(t, sale, { title: 'Tile cutter 1000 steel' });
    expect(await titlesFor('q=100%25')).toEqual(['Tile cutter 100% steel']);
    expect(await titlesFor('q=_ile')).toEqual([]);
  });

  it('pages the answer and says how many were found', async () => {
    const sale = await buildAuction(t);
    for (let n = 0; n < 5; n += 1) await buildLot(t, sale, { title: `Quilted Throw ${n}` });
    const first = await search('q=quilted&per_page=2');
    expect(first.body.meta).toEqual({ total: 5, page: 1, per_page: 2 });
    expect(first.body.data).toHaveLength(2);
    const last = await search('q=quilted&per_page=2&page=3');
    expect(last.body.data).toHaveLength(1);
    const ids = new Set(
      [...first.body.data, ...(await search('q=quilted&per_page=2&page=2')).body.data, ...last.body.data].map(
        (lot) => lot.id,
      ),
    );
    expect(ids.size).toBe(5);
  });

  it('answers bad parameters with 422 and a field map', async () => {
    expect((await search('')).body.errors).toEqual({ q: ['Type a word to search for.'] });
    expect((await search('q=%20%20')).body.errors).toEqual({ q: ['Type a word to search for.'] });
    expect((await search(`q=${'a'.repeat(101)}`)).status).toBe(422);
    expect((await search('q=chair%00')).status).toBe(422);
    expect((await search('q=%5C%25%5F')).status).toBe(200);
    expect((await search('q=chair&q=lamp')).status).toBe(422);
    expect((await search('q=chair&page=0')).status).toBe(422);
    expect((await search('q=chair&per_page=500')).status).toBe(422);
    expect((await search('q=chair&category=Not%20A%20Slug')).body.errors).toEqual({
      category: ['Not a valid category.'],
    });
    expect((await search('q=chair&category=no-such-category')).body.errors).toEqual({
      category: ['There is no such category.'],
    });
  });
});
