import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBidder } from '../../../test/bids/bid-test-sale';
import { buildAuction, buildConsignor, buildLot, buildUser, tokenFor } from '../../../test/factories';
import { leaveAbsenteeBid } from '../../../test/live-sale/live-test-sale';
import { buildItem } from '../../../test/locations/location-test-kit';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { rowsOf } from '../../db/queries';
import { type LotRow, lotImages } from '../../db/schema';
import { storeLotImage } from '../media/lot-images';
import { localMediaStore } from '../media/media-store';

const poppler = (() => {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

function pdfFile(pdf: Buffer): string {
  const file = join(mkdtempSync(join(tmpdir(), 'sale-papers-')), 'paper.pdf');
  writeFileSync(file, pdf);
  return file;
}

/** The PDF's text as poppler reads it, its lines joined by single spaces. */
const textOf = (pdf: Buffer) =>
  execFileSync('pdftotext', ['-raw', pdfFile(pdf), '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');

/** The pictures embedded in the PDF, as `width x height encoding` ("500x375 jpeg"). */
const picturesOf = (pdf: Buffer) =>
  execFileSync('pdfimages', ['-list', pdfFile(pdf)], { encoding: 'utf8' })
    .split('\n')
    .slice(2)
    .map((line) => line.trim().split(/\s+/))
    .filter((cells) => cells[2] === 'image')
    .map((cells) => `${cells[3]}x${cells[4]} ${cells[8]}`);

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  staff = await tokenFor(t, await buildUser(t, { roles: ['Staff'] }));
});
afterAll(() => t.close());

const print = (url: string) =>
  t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${staff}` } });

/** A picture of one colour, stored as the house stores uploads. */
async function storePicture(width: number, height: number) {
  const png = await sharp({ create: { width, height, channels: 3, background: '#7a4a2a' } })
    .png()
    .toBuffer();
  return storeLotImage(localMediaStore(join(t.dataDir, 'uploads')), png);
}

/** A 640 × 480 picture as the lot's first picture. */
async function addPicture(lot: Pick<LotRow, 'id'>) {
  const stored = await storePicture(640, 480);
  await t.db.insert(lotImages).values({
    lot_id: lot.id,
    position: 0,
    thumb_key: stored.keys.thumb,
    medium_key: stored.keys.medium,
    large_key: stored.keys.large,
    width: stored.width,
    height: stored.height,
  });
}

describe.skipIf(!poppler)('the sale papers', () => {
  it('prints the catalogue: cover, terms, tiered premium, then the lots in sale order', async () => {
    const auction = await buildAuction(t, {
      title: 'Bedford Basin Estate Sale',
      slug: 'bedford-basin',
      type: 'live',
      status: 'scheduled',
      start_at: new Date('2026-12-05T14:00:00Z'),
      location: '12 Harbour Road, Bedford',
      terms: 'All lots are sold as is, where is.',
      pickup_window: {
        kind: 'window',
        from: '2026-12-07',
        until: '2026-12-08',
        opens: '10:00',
        closes: '16:00',
      },
      buyer_premium: {
        kind: 'tiered',
        tiers: [
          { from_cents: 0, rate_bp: 2_000 },
          { from_cents: 100_000, rate_bp: 1_500 },
        ],
      },
    });
    const desk = await buildItem(t, { estimate_low_cents: 20_000, estimate_high_cents: 30_000 });
    const first = await buildLot(t, auction, {
      lot_number: '1',
      sale_order: 1,
      title: 'Walnut writing desk',
      description: 'A **solid** walnut desk with [brass](/pages/brass) handles.',
      inventory_item_id: desk.id,
    });
    await addPicture(first);
    await buildLot(t, auction, {
      lot_number: '2',
      sale_order: 2,
      title: 'Case of motor oil',
      quantity: 12,
      per_unit: true,
    });
    await buildLot(t, auction, {
      lot_number: '3',
      sale_order: 3,
      title: 'Withdrawn clock',
      status: 'withdrawn',
    });

    const answer = await print(`/api/admin/auctions/${auction.id}/catalogue.pdf`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toContain('catalogue-bedford-basin-estate-sale.pdf');
    const text = textOf(answer.rawPayload);
    for (const words of [
      'Bedford Basin Estate Sale',
      'Live auction',
      'Saturday, December 5, 2026 at 10:00 a.m. AST',
      '12 Harbour Road, Bedford',
      'All lots are sold as is, where is.',
      'Up to $1,000 20%',
      'Above $1,000 15%',
      'Monday, December 7, 2026 to Tuesday, December 8, 2026',
      'Lot 1 Walnut writing desk',
      'Estimate $200 – $300',
      'A solid walnut desk with brass (http://localhost:3000/pages/brass) handles.',
      'Lot 2 Case of motor oil',
      'Bid per unit, × 12',
      'Bedford Basin Estate Sale - Page 1 of',
    ]) {
      expect(text).toContain(words);
    }
    expect(text.indexOf('Walnut writing desk')).toBeLessThan(text.indexOf('Case of motor oil'));
    expect(text).not.toContain('**');
    expect(text).not.toContain('Withdrawn clock');
    // The desk's picture: its WebP made a JPEG pdfkit can embed; the lot without one has none.
    expect(picturesOf(answer.rawPayload).filter((picture) => picture.endsWith('jpeg'))).toEqual([
      '500x375 jpeg',
    ]);
  });

  it('puts the logo uploaded in the settings on the cover', async () => {
    const auction = await buildAuction(t, { slug: 'logo-sale' });
    const stored = await storePicture(400, 120);
    const admin = await tokenFor(t, await buildUser(t, { roles: ['Admin'] }));
    const saved = await t.request({
      method: 'PUT',
      url: '/api/admin/settings',
      token: admin,
      payload: { logo_url: `/media/${stored.keys.medium}` },
    });
    expect(saved.status).toBe(200);
    const answer = await print(`/api/admin/auctions/${auction.id}/catalogue.pdf`);
    expect(picturesOf(answer.rawPayload)).toContain('400x120 image');
  });

  it("prints a live sale's auctioneer's book with reserves, consignors and the absentee maxima highest first", async () => {
    const auction = await buildAuction(t, {
      title: 'Rostrum Sale',
      slug: 'rostrum',
      type: 'live',
      status: 'scheduled',
    });
    const consignor = await buildConsignor(t);
    const clock = await buildLot(t, auction, {
      lot_number: '7',
      sale_order: 1,
      title: 'Regulator wall clock',
      starting_bid_cents: 10_000,
      reserve_cents: 25_000,
      consignor_id: consignor.id,
      status: 'upcoming',
    });
    await buildLot(t, auction, {
      lot_number: '8',
      sale_order: 2,
      title: 'Box of tools',
      starting_bid_cents: 2_000,
      status: 'upcoming',
    });
    const low = await buildBidder(t, auction);
    const high = await buildBidder(t, auction);
    await leaveAbsenteeBid(t, clock, low, 300, 1);
    await leaveAbsenteeBid(t, clock, high, 450, 2);

    const answer = await print(`/api/admin/auctions/${auction.id}/auctioneer-book.pdf`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    const text = textOf(answer.rawPayload);
    expect(text).toContain("AUCTIONEER'S BOOK");
    expect(text).toMatch(new RegExp(`7 Regulator wall clock C-${consignor.number} \\$250 \\$100 \\$5`));
    expect(text).toMatch(new RegExp(`${high.paddle} \\$450 ${low.paddle} \\$300`));
    expect(text).toMatch(/8 Box of tools House None \$20 \$1 -/);
    expect(text).toContain('HAMMER');
    const audited = await rowsOf(
      t.db,
      sql`select actor_id from audit_log
      where action = 'sale_papers.auctioneer_book_printed' and entity_id = ${auction.id}`,
    );
    expect(audited).toHaveLength(1);

    const timed = await buildAuction(t, { slug: 'timed-book' });
    const refused = await print(`/api/admin/auctions/${timed.id}/auctioneer-book.pdf`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      "A timed sale has no auctioneer: the auctioneer's book is printed for live sales.",
    );
  });

  it('prints a lot tag per lot on an Avery sheet or thermal labels, and refuses a sale without lots', async () => {
    const auction = await buildAuction(t, { title: 'Tag Sale', slug: 'tag-sale' });
    for (let n = 1; n <= 31; n += 1) {
      await buildLot(t, auction, { lot_number: `${n}`, sale_order: n, title: `Tagged lot number ${n}` });
    }
    const sheet = await print(`/api/admin/auctions/${auction.id}/lot-tags.pdf?format=avery_5160&start=1`);
    expect(sheet.statusCode).toBe(200);
    expect(sheet.headers['content-type']).toBe('application/pdf');
    const text = textOf(sheet.rawPayload);
    for (const words of [
      'LOT 1 Tagged lot number 1',
      'LOT 30 Tagged lot number 30',
      'LOT 31 Tagged lot number 31',
    ]) {
      expect(text).toContain(words);
    }
    expect(sheet.rawPayload.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(2);
    const thermal = await print(`/api/admin/auctions/${auction.id}/lot-tags.pdf?format=thermal_2x1`);
    expect(thermal.rawPayload.toString('latin1')).toContain('/MediaBox [0 0 144 72]');
    expect(thermal.rawPayload.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(31);

    const empty = await buildAuction(t, { slug: 'no-lots' });
    const refused = await print(`/api/admin/auctions/${empty.id}/lot-tags.pdf`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This sale has no lots yet, so there are no tags to print.');
    expect((await print(`/api/admin/auctions/${empty.id}/lot-tags.pdf?format=a4`)).statusCode).toBe(422);
  });
});
