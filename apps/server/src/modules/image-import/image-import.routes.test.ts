import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAuction, buildLot, buildUser, tokenFor } from '../../../test/factories';
import { jpeg, processPictures, uploadPictures } from '../../../test/image-import/image-import-test-kit';
import { buildItem } from '../../../test/inventory-lotting/lotting-test-kit';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auditLog, inventoryEvents, inventoryImages, lotImages } from '../../db/schema';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await tokenFor(t, await buildUser(t, { roles: ['Staff'], name: 'Photo Desk' }));
});
afterAll(() => t.close());

const stagingLeft = () => {
  const dir = join(t.dataDir, 'image-imports');
  return existsSync(dir) ? readdirSync(dir) : [];
};

/** A zip whose directory says its one entry unpacks to about 4 GB (the bytes say otherwise). */
function declaredHuge(zip: Uint8Array): Buffer {
  const bytes = Buffer.from(zip);
  const central = bytes.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
  bytes.writeUInt32LE(0xfffffff0, central + 24);
  return bytes;
}

async function saleWithLots(...numbers: string[]) {
  const auction = await buildAuction(t, {
    status: 'draft',
    slug: `photos-${Math.random().toString(36).slice(2)}`,
  });
  const lots = [];
  for (const [index, lot_number] of numbers.entries()) {
    lots.push(await buildLot(t, auction, { lot_number, sale_order: index, status: 'upcoming' }));
  }
  return { auction, lots };
}

describe('picture import by lot number', () => {
  it('previews matches, unmatched, duplicates and refusals, then stores the good files in suffix order', async () => {
    const { auction, lots } = await saleWithLots('12', '123');
    const [twelve, big] = lots;
    const files = [
      { name: '123-10.JPG', bytes: await jpeg('#aa0000') },
      { name: '123_2.jpg', bytes: await jpeg('#00aa00') },
      { name: '12_1.jpg', bytes: await jpeg('#0000aa') },
      { name: '12-1.png', bytes: await jpeg('#aaaa00') },
      { name: '999_1.jpg', bytes: await jpeg() },
      { name: 'notes.txt', bytes: Buffer.from('hello') },
      { name: '123_3.jpg', bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') },
    ];
    const preview = await uploadPictures(t, token, { target: 'auction', auction_id: auction.id }, files);
    expect(preview.status).toBe(201);
    expect(preview.body.status).toBe('previewed');
    expect(
      preview.body.files.map((file) => [
        file.name,
        file.outcome,
        file.match?.label ?? null,
        file.match?.position ?? null,
      ]),
    ).toEqual([
      ['123-10.JPG', 'pending', 'Lot 123', 3],
      ['123_2.jpg', 'pending', 'Lot 123', 1],
      ['12_1.jpg', 'duplicate', 'Lot 12', 0],
      ['12-1.png', 'pending', 'Lot 12', 1],
      ['999_1.jpg', 'unmatched', null, null],
      ['notes.txt', 'unmatched', null, null],
      ['123_3.jpg', 'pending', 'Lot 123', 2],
    ]);
    expect(preview.body.files[4]?.reason).toBe('No lot 999 in this auction.');
    expect(
      await t.db
        .select()
        .from(lotImages)
        .where(eq(lotImages.lot_id, big?.id ?? '')),
    ).toEqual([]);

    const done = await processPictures(t, token, preview.body.id);
    expect(done.status).toBe('done');
    expect(done.processed).toBe(4);
    expect(done.counts).toMatchObject({ stored: 3, refused: 1, unmatched: 2, duplicate: 1 });
    expect(done.files.find((file) => file.name === '123_3.jpg')).toMatchObject({
      outcome: 'refused',
      reason: 'Only JPEG, PNG or WebP images can be uploaded.',
    });
    const stored = await t.db
      .select()
      .from(lotImages)
      .where(eq(lotImages.lot_id, big?.id ?? ''))
      .orderBy(asc(lotImages.position));
    expect(stored).toHaveLength(2);
    expect(
      await t.db
        .select()
        .from(lotImages)
        .where(eq(lotImages.lot_id, twelve?.id ?? '')),
    ).toHaveLength(1);
    expect(stagingLeft()).toEqual([]);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.entity_id, preview.body.id));
    expect(audits.map((row) => row.action)).toEqual(['image_import.started']);

    const again = await t.request({
      method: 'POST',
      url: `/api/admin/image-imports/${preview.body.id}/process`,
      token,
    });
    expect(again.status).toBe(409);
  });

  it('appends after a lot’s existing pictures', async () => {
    const { auction, lots } = await saleWithLots('7');
    await t.db.insert(lotImages).values({
      lot_id: lots[0]?.id ?? '',
      position: 0,
      thumb_key: 'lots/00000000000000000000000000000000-320.webp',
      medium_key: 'lots/00000000000000000000000000000000-800.webp',
      large_key: 'lots/00000000000000000000000000000000-1600.webp',
      width: 10,
      height: 10,
    });
    const preview = await uploadPictures(t, token, { target: 'auction', auction_id: auction.id }, [
      { name: '007_1.jpg', bytes: await jpeg() },
    ]);
    expect(preview.body.files[0]?.match).toEqual({ label: 'Lot 7', position: 2 });
    await processPictures(t, token, preview.body.id);
    const rows = await t.db
      .select()
      .from(lotImages)
      .where(eq(lotImages.lot_id, lots[0]?.id ?? ''))
      .orderBy(asc(lotImages.position));
    expect(rows.map((row) => row.position)).toEqual([0, 1]);
    expect(rows[1]?.thumb_key).not.toBe(rows[0]?.thumb_key);
  });
});

describe('picture import from a zip', () => {
  it('stores a zip’s pictures on items by SKU, with the items’ history', async () => {
    const item = await buildItem(t, { title: 'Copper Kettle' });
    const zip = zipSync({
      'photos/': new Uint8Array(),
      [`photos/${item.sku}_2.jpg`]: await jpeg('#333333'),
      [`photos/${item.sku.toLowerCase()}-1.jpg`]: await jpeg('#999999'),
      // What a Mac's "Compress" adds beside them: not pictures, so not listed at all.
      [`__MACOSX/photos/._${item.sku}_2.jpg`]: new Uint8Array([0, 5, 22, 7]),
      'photos/.DS_Store': new Uint8Array([0, 0, 0, 1]),
    });
    const preview = await uploadPictures(t, token, { target: 'sku' }, [
      { name: 'kettle.zip', bytes: Buffer.from(zip) },
    ]);
    expect(preview.status).toBe(201);
    expect(preview.body.files.map((file) => file.match?.position)).toEqual([2, 1]);
    expect(preview.body.files.map((file) => file.name).some((name) => /MACOSX|DS_Store/.test(name))).toBe(
      false,
    );
    const done = await processPictures(t, token, preview.body.id);
    expect(done.counts.stored).toBe(2);
    expect(
      await t.db.select().from(inventoryImages).where(eq(inventoryImages.item_id, item.id)),
    ).toHaveLength(2);
    const [event] = await t.db.select().from(inventoryEvents).where(eq(inventoryEvents.item_id, item.id));
    expect(event).toMatchObject({ kind: 'pictures_changed', detail: { added: 2 } });
  });

  it('refuses a zip bomb, too many entries, a path outside the folder and a zip inside the zip, storing nothing', async () => {
    const { auction } = await saleWithLots('1');
    const fields = { target: 'auction', auction_id: auction.id };
    const bomb = declaredHuge(zipSync({ '1_1.jpg': new Uint8Array(1_000_000) }, { level: 9 }));
    const many = Buffer.from(
      zipSync(Object.fromEntries(Array.from({ length: 2_001 }, (_, i) => [`1_${i}.jpg`, new Uint8Array(1)]))),
    );
    const traversal = Buffer.from(zipSync({ '../../1_1.jpg': await jpeg() }));
    const nested = Buffer.from(zipSync({ 'inner.zip': zipSync({ '1_1.jpg': await jpeg() }) }));
    const expected: [Buffer, string][] = [
      [bomb, 'The zip would unpack to more than 2 GB; send it in smaller parts.'],
      [many, 'A zip may hold at most 2000 files.'],
      [traversal, 'The zip holds a file outside its folder (../../1_1.jpg); nothing was imported.'],
      [nested, 'The zip holds another zip; unpack it and send its pictures instead.'],
      [Buffer.from('PK\u0003\u0004 not really a zip'), 'The zip file is damaged and cannot be opened.'],
    ];
    for (const [bytes, message] of expected) {
      const answer = await uploadPictures(t, token, fields, [{ name: 'pictures.zip', bytes }]);
      expect(answer.status, message).toBe(422);
      expect(answer.body.errors?.files, message).toEqual([message]);
    }
    expect(stagingLeft()).toEqual([]);
  });

  it('422s a form without a target or an auction, and 404s an unknown import', async () => {
    const picture = [{ name: '1_1.jpg', bytes: await jpeg() }];
    const noTarget = await uploadPictures(t, token, {}, picture);
    expect(noTarget.status).toBe(422);
    expect(noTarget.body.errors?.target).toEqual(['Choose lot numbers of an auction or SKUs.']);
    const noAuction = await uploadPictures(t, token, { target: 'auction' }, picture);
    expect(noAuction.body.errors?.auction_id).toEqual([
      'Choose the auction whose lot numbers the files are named by.',
    ]);
    const noFiles = await uploadPictures(t, token, { target: 'sku' }, []);
    expect(noFiles.status).toBe(422);
    const missing = await t.request({
      method: 'GET',
      url: '/api/admin/image-imports/00000000-0000-4000-8000-000000000000',
      token,
    });
    expect(missing.status).toBe(404);
    expect(stagingLeft()).toEqual([]);
  });

  it('discards a preview and its staged files', async () => {
    const item = await buildItem(t);
    const preview = await uploadPictures(t, token, { target: 'sku' }, [
      { name: `${item.sku}_1.jpg`, bytes: await jpeg() },
    ]);
    expect(stagingLeft()).toEqual([preview.body.id]);
    const answer = await t.request({
      method: 'DELETE',
      url: `/api/admin/image-imports/${preview.body.id}`,
      token,
    });
    expect(answer.status).toBe(200);
    expect(stagingLeft()).toEqual([]);
  });
});
