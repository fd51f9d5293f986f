import { join } from 'node:path';
import type { Auction, CompanyProfile } from '@auction/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { auctions, bidIncrementProfiles, bids, categories, lotImages, lots } from '../db/schema';
import { localMediaStore } from '../modules/media/media-store';
import { seedDatabase } from './seed';
import { type CatalogueSeedResult, seedCatalogue } from './seed-catalogue';

let t: TestApp;
let result: CatalogueSeedResult | null;
const now = new Date('2026-11-22T12:00:00Z');
beforeAll(async () => {
  t = await createTestApp();
  await seedDatabase(t.db, t.dataDir);
  result = await seedCatalogue(t.db, { media: localMediaStore(join(t.dataDir, 'uploads')), now });
}, 60_000);
afterAll(() => t.close());

describe('seedCatalogue', () => {
  it('seeds the default increment profile, the categories and four auctions with pictures, quickly', async () => {
    expect(result).toMatchObject({ auctions: 4 });
    console.info(`catalogue seed: ${result?.lots} lots, ${result?.images} pictures in ${result?.ms} ms`);
    expect(result?.ms).toBeLessThan(20_000);
    const [profile] = await t.db.select().from(bidIncrementProfiles);
    expect(profile?.is_default).toBe(true);
    expect(profile?.rows[1]).toEqual({ from_cents: 10_000, increment_cents: 500 });
    expect((await t.db.select().from(categories)).map((c) => c.name)).toContain('Jewellery & Watches');
    const statuses = (await t.db.select().from(auctions)).map((a) => a.status).sort();
    expect(statuses).toEqual(['closed', 'closed', 'open', 'scheduled']);
    const [noPicture] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(lots)
      .where(sql`not exists (select 1 from ${lotImages} where ${lotImages.lot_id} = ${lots.id})`);
    expect(noPicture?.n).toBe(0);
  });

  it('closes the open sale a few minutes after seeding, lot after lot every 30 s', async () => {
    const [open] = await t.db.select().from(auctions).where(eq(auctions.status, 'open'));
    if (!open) throw new Error('no open auction');
    const rows = await t.db
      .select()
      .from(lots)
      .where(eq(lots.auction_id, open.id))
      .orderBy(asc(lots.sale_order));
    expect(rows.length).toBeGreaterThanOrEqual(55);
    const ends = rows.map((row) => row.end_at?.getTime() ?? 0);
    expect(ends[0]).toBe(now.getTime() + 5 * 60_000);
    for (let i = 1; i < ends.length; i += 1) expect((ends[i] ?? 0) - (ends[i - 1] ?? 0)).toBe(30_000);
    expect(rows.map((row) => row.scheduled_end_at?.getTime() ?? 0)).toEqual(ends);
    expect(rows.every((row) => row.status === 'open')).toBe(true);
    // The house's own numbers, a lot added late among them, and a quantity lot bid per unit.
    expect(rows.slice(-3).map((row) => [row.lot_number, row.per_unit, row.quantity])).toEqual([
      ['60', false, 1],
      ['60A', false, 1],
      ['61', true, 40],
    ]);
  });

  it("gives every demo auction the company's own pickup address and hours", async () => {
    const company = await t.request<CompanyProfile>({ method: 'GET', url: '/api/company' });
    expect(company.body.pickup_hours).toEqual([
      { days: ['Mo', 'Tu', 'Fr'], opens: '10:00', closes: '18:00' },
    ]);
    const listed = await t.request<{ data: Auction[] }>({ method: 'GET', url: '/api/auctions' });
    const past = await t.request<{ data: Auction[] }>({ method: 'GET', url: '/api/auctions/past' });
    expect(listed.status, listed.text).toBe(200);
    const seeded = [...listed.body.data, ...past.body.data];
    expect(seeded).toHaveLength(4);
    // The Cole Harbour sale sets its own terms: 48 hours, a window at the farm, no shipping.
    const farm = seeded.find((auction) => auction.title === 'Cole Harbour Farmhouse Estate');
    expect(farm?.buyer_terms).toMatchObject({
      payment_due: { kind: 'hours', hours: 48 },
      pickup: { kind: 'window', from: '2026-11-23', until: '2026-11-26', opens: '10:00', closes: '16:00' },
      shipping_offered: false,
    });
    for (const auction of seeded.filter((sale) => sale !== farm)) {
      expect(auction.buyer_terms.pickup).toBeNull();
      expect(auction.pickup_info).toContain(company.body.address.street);
      expect(auction.pickup_info).toContain('Monday, Tuesday, Friday: 10 a.m. – 6 p.m.');
      expect(auction.pickup_info).not.toMatch(/12 Wright|9:00|4:00|\.\./);
    }
  });

  it('gives past sales sold and passed lots and bids numbered 1, 2, 3... in each auction', async () => {
    const past = await t.db.select().from(auctions).where(eq(auctions.status, 'closed'));
    for (const auction of past) {
      const rows = await t.db.select().from(lots).where(eq(lots.auction_id, auction.id));
      const statuses = new Set(rows.map((row) => row.status));
      expect(statuses).toEqual(new Set(['sold', 'passed']));
      for (const row of rows.filter((r) => r.status === 'sold')) {
        expect(row.current_price_cents).toBeGreaterThanOrEqual(row.reserve_cents ?? 0);
        expect(row.high_bidder_id).not.toBeNull();
      }
      const seqs = (await t.db.select().from(bids).where(eq(bids.auction_id, auction.id))).map((b) => b.seq);
      expect([...seqs].sort((a, b) => a - b)).toEqual(seqs.map((_, i) => i + 1));
      expect(auction.last_seq).toBe(seqs.length);
    }
  });

  it('seeds once when two instances start together', async () => {
    const other = await createTestApp();
    try {
      const media = localMediaStore(join(other.dataDir, 'uploads'));
      const results = await Promise.all([
        seedCatalogue(other.db, { media }),
        seedCatalogue(other.db, { media }),
      ]);
      expect(results.filter((r) => r === null)).toHaveLength(1);
      expect(await other.db.select().from(auctions)).toHaveLength(4);
    } finally {
      await other.close();
    }
  }, 60_000);

  it('does nothing the second time', async () => {
    expect(await seedCatalogue(t.db, { media: localMediaStore(join(t.dataDir, 'uploads')), now })).toBeNull();
    expect(await t.db.select().from(auctions)).toHaveLength(4);
  });
});

describe('the demo live sale', () => {
  it('offers its three pressed-back chair lots as one choice, first lot first', async () => {
    const rows = await t.db.execute(
      sql`select l.lot_number, l.title from lots l join lot_groups g on g.id = l.group_id
      where g.kind = 'choice' order by l.sale_order`,
    );
    const lotsInChoice = (rows as unknown as { rows: { lot_number: string; title: string }[] }).rows;
    expect(lotsInChoice.map((lot) => lot.title)).toEqual([
      'Pressed-back Oak Chair, pair with arms',
      'Pressed-back Oak Chairs, set of four',
      'Pressed-back Oak Rocking Chair',
    ]);
    expect(lotsInChoice.map((lot) => lot.lot_number)).toEqual(['11', '12', '13']);
  });
});
