import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Lot, StaffLot } from '@auction/contracts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAuction, buildLot, buildUser, tokenFor } from '../../../test/factories';
import { hostileImages } from '../../../test/hostile-images';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auctions, lotImages, lots } from '../../db/schema';

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  staff = await tokenFor(t, await buildUser(t, { roles: ['Admin', 'Bidder'] }));
});
afterAll(() => t.close());

function multipartBody(file: Buffer, filename = 'photo.png') {
  const boundary = '----lot-image-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('staff lots', () => {
  it('gives a lot added to a published timed auction the next staggered end; drafts wait for publishing', async () => {
    const end = new Date('2026-12-08T23:00:00.000Z');
    const auction = await buildAuction(t, { status: 'scheduled', end_at: end, stagger_seconds: 20 });
    await buildLot(t, auction, { lot_number: '1', sale_order: 0, status: 'upcoming', end_at: end });
    const added = await t.request<StaffLot>({
      method: 'POST',
      url: `/api/admin/auctions/${auction.id}/lots`,
      token: staff,
      payload: { title: 'Late Consignment', lot_number: '2', startingBid: 10 },
    });
    expect(added.body.endDate).toBe('2026-12-08T23:00:20.000Z');
    const [addedRow] = await t.db.select().from(lots).where(eq(lots.id, added.body.id));
    expect(addedRow?.scheduled_end_at?.toISOString()).toBe('2026-12-08T23:00:20.000Z');
    const draft = await buildAuction(t, { status: 'draft', end_at: end });
    const early = await t.request<StaffLot>({
      method: 'POST',
      url: `/api/admin/auctions/${draft.id}/lots`,
      token: staff,
      payload: { title: 'Early Consignment', lot_number: '1', startingBid: 10 },
    });
    expect(early.body.endDate).toBeNull();
  });

  it('adds a lot with dollars in and cents kept, and shows the reserve to staff only', async () => {
    const auction = await buildAuction(t);
    const added = await t.request<StaffLot>({
      method: 'POST',
      url: `/api/admin/auctions/${auction.id}/lots`,
      token: staff,
      payload: { title: 'Pine Blanket Box', lot_number: '7a', startingBid: 45.5, reserve_cents: 12_000 },
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      lotNumber: '7A',
      startingBid: 45.5,
      reserve_cents: 12_000,
      slug: 'pine-blanket-box',
    });
    const pub = await t.request<Lot>({ method: 'GET', url: `/api/lots/${added.body.id}` });
    expect(pub.body).not.toHaveProperty('reserve_cents');
    expect(pub.body.reserve_met).toBe(false);

    const duplicate = await t.request({
      method: 'POST',
      url: `/api/admin/auctions/${auction.id}/lots`,
      token: staff,
      payload: { title: 'Another Box', lot_number: '7A', startingBid: 10 },
    });
    expect(duplicate.body.errors).toEqual({ lot_number: ['Lot 7A is already in this auction.'] });
    const invalid = await t.request({
      method: 'POST',
      url: `/api/admin/auctions/${auction.id}/lots`,
      token: staff,
      payload: { title: 'Box', lot_number: 'A7', startingBid: 10.005 },
    });
    expect(Object.keys(invalid.body.errors ?? {}).sort()).toEqual(['lot_number', 'startingBid']);
  });

  it('edits, withdraws, reorders and bulk-edits prices', async () => {
    const auction = await buildAuction(t);
    const [a, b, c] = [await buildLot(t, auction), await buildLot(t, auction), await buildLot(t, auction)];
    if (!a || !b || !c) throw new Error('lots missing');
    const edited = await t.request<StaffLot>({
      method: 'PUT',
      url: `/api/admin/lots/${a.id}`,
      token: staff,
      payload: { title: 'Refinished Rocking Chair', condition: 'Very good' },
    });
    expect(edited.body).toMatchObject({
      title: 'Refinished Rocking Chair',
      condition: 'Very good',
      startingBid: 20,
    });

    const reorder = await t.request({
      method: 'POST',
      url: `/api/admin/auctions/${auction.id}/lots/reorder`,
      token: staff,
      payload: { lot_ids: [c.id, a.id, b.id] },
    });
    expect(reorder.status).toBe(200);
    const staffList = await t.request<{ data: StaffLot[] }>({
      method: 'GET',
      url: `/api/admin/auctions/${auction.id}/lots`,
      token: staff,
    });
    const order = Object.fromEntries(staffList.body.data.map((lot) => [lot.id, lot.sale_order]));
    expect([order[c.id], order[a.id], order[b.id]]).toEqual([0, 1, 2]);
    const partial = await t.request({
      method: 'POST',
      url: `/api/admin/auctions/${auction.id}/lots/reorder`,
      token: staff,
      payload: { lot_ids: [c.id] },
    });
    expect(partial.body.errors).toEqual({ lot_ids: ['List every lot of this auction exactly once.'] });

    const prices = await t.request({
      method: 'POST',
      url: `/api/admin/auctions/${auction.id}/lots/prices`,
      token: staff,
      payload: {
        lots: [
          { id: a.id, startingBid: 35 },
          { id: b.id, reserve_cents: 90_000 },
        ],
      },
    });
    expect(prices.body.message).toBe('2 lots updated.');
    const after = await t.request<{ data: StaffLot[] }>({
      method: 'GET',
      url: `/api/admin/auctions/${auction.id}/lots`,
      token: staff,
    });
    const byId = Object.fromEntries(after.body.data.map((lot) => [lot.id, lot]));
    expect(byId[a.id]?.startingBid).toBe(35);
    expect(byId[b.id]?.reserve_cents).toBe(90_000);

    const withdrawn = await t.request<StaffLot>({
      method: 'POST',
      url: `/api/admin/lots/${c.id}/withdraw`,
      token: staff,
    });
    expect(withdrawn.body.status).toBe('withdrawn');
    const sold = await buildLot(t, auction, { status: 'sold' });
    const closed = await t.request({
      method: 'POST',
      url: `/api/admin/lots/${sold.id}/withdraw`,
      token: staff,
    });
    expect(closed.status).toBe(409);
  });
});

describe("the house's lot numbers", () => {
  it('are edited by hand until the sale opens, kept in upper case and never twice in a sale', async () => {
    const auction = await buildAuction(t, { status: 'scheduled' });
    const lot = await buildLot(t, auction, { lot_number: '12' });
    await buildLot(t, auction, { lot_number: '13' });
    const edit = (id: string, lot_number: string) =>
      t.request<StaffLot>({
        method: 'PUT',
        url: `/api/admin/lots/${id}`,
        token: staff,
        payload: { lot_number },
      });

    const suffixed = await edit(lot.id, '12b');
    expect(suffixed.status).toBe(200);
    expect(suffixed.body.lotNumber).toBe('12B');
    const taken = await edit(lot.id, '13');
    expect(taken.status).toBe(422);
    expect(taken.body.errors).toEqual({ lot_number: ['Lot 13 is already in this auction.'] });

    await t.db.update(auctions).set({ status: 'open' }).where(eq(auctions.id, auction.id));
    const opened = await edit(lot.id, '14');
    expect(opened.status).toBe(409);
    expect(opened.body.message).toBe('A lot number cannot change once the sale has opened.');
    const same = await edit(lot.id, '12B');
    expect(same.status).toBe(200);
  });
});

describe('lot images', () => {
  it('stores WebP thumb, medium and large, never upscaled, served with immutable caching', async () => {
    const auction = await buildAuction(t);
    const lot = await buildLot(t, auction);
    const photo = await sharp({
      create: { width: 1200, height: 900, channels: 3, background: { r: 40, g: 110, b: 150 } },
    })
      .png()
      .toBuffer();
    const answer = await t.request<StaffLot>({
      method: 'POST',
      url: `/api/admin/lots/${lot.id}/images`,
      token: staff,
      ...multipartBody(photo),
    });
    expect(answer.status).toBe(201);
    const [image] = answer.body.images;
    expect(image).toMatchObject({ width: 1200, height: 900 });
    const widths: number[] = [];
    for (const url of [image?.thumb, image?.medium, image?.large]) {
      const served = await t.app.inject({ method: 'GET', url: url ?? '' });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta.format).toBe('webp');
      widths.push(meta.width ?? 0);
    }
    expect(widths).toEqual([320, 800, 1200]);

    const second = await sharp({ create: { width: 200, height: 300, channels: 3, background: '#c8553d' } })
      .png()
      .toBuffer();
    const two = await t.request<StaffLot>({
      method: 'POST',
      url: `/api/admin/lots/${lot.id}/images`,
      token: staff,
      ...multipartBody(second),
    });
    expect(two.body.images.map((i) => i.width)).toEqual([1200, 200]);
    expect(two.body.images[1]?.large).toMatch(/-1600\.webp$/);
    const reversed = [...two.body.image_ids].reverse();
    const ordered = await t.request<StaffLot>({
      method: 'PUT',
      url: `/api/admin/lots/${lot.id}/images/order`,
      token: staff,
      payload: { image_ids: reversed },
    });
    expect(ordered.body.image_ids).toEqual(reversed);
    expect(ordered.body.images.map((i) => i.width)).toEqual([200, 1200]);
    const partial = await t.request({
      method: 'PUT',
      url: `/api/admin/lots/${lot.id}/images/order`,
      token: staff,
      payload: { image_ids: reversed.slice(1) },
    });
    expect(partial.body.errors).toEqual({ image_ids: ['List every image of this lot exactly once.'] });

    const imageId = answer.body.image_ids[0];
    const removed = await t.request<StaffLot>({
      method: 'DELETE',
      url: `/api/admin/lots/${lot.id}/images/${imageId}`,
      token: staff,
    });
    expect(removed.body.images.map((i) => i.width)).toEqual([200]);
    const again = await t.request({
      method: 'DELETE',
      url: `/api/admin/lots/${lot.id}/images/${imageId}`,
      token: staff,
    });
    expect(again.status).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/media/lots/missing.webp' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/media/../../etc/passwd' })).statusCode).toBe(404);
  });

  it('refuses a file that is not an image, or no file', async () => {
    const lot = await buildLot(t, await buildAuction(t));
    const text = await t.request({
      method: 'POST',
      url: `/api/admin/lots/${lot.id}/images`,
      token: staff,
      ...multipartBody(Buffer.from('not an image'), 'notes.txt'),
    });
    expect(text.status).toBe(422);
    expect(text.body.errors).toEqual({ file: ['Only JPEG, PNG or WebP images can be uploaded.'] });
    const none = await t.request({
      method: 'POST',
      url: `/api/admin/lots/${lot.id}/images`,
      token: staff,
      payload: {},
    });
    expect(none.body.errors).toEqual({ file: ['Choose an image to upload.'] });
    const huge = await t.request({
      method: 'POST',
      url: `/api/admin/lots/${lot.id}/images`,
      token: staff,
      ...multipartBody(Buffer.alloc(15 * 1024 * 1024 + 1, 0xff), 'huge.jpg'),
    });
    expect(huge.status).toBe(422);
    expect(huge.body.errors).toEqual({ file: ['The image may not be larger than 15 MB.'] });
  });

  it('refuses SVG, GIF, TIFF, HEIC, a pixel bomb and a damaged JPEG with a 422, storing nothing', async () => {
    const lot = await buildLot(t, await buildAuction(t));
    const stored = () => readdir(join(t.dataDir, 'uploads', 'lots')).catch(() => []);
    const before = await stored();
    for (const hostile of await hostileImages()) {
      const answer = await t.request({
        method: 'POST',
        url: `/api/admin/lots/${lot.id}/images`,
        token: staff,
        ...multipartBody(hostile.bytes, hostile.filename),
      });
      expect(answer.status, hostile.name).toBe(422);
      expect(answer.body.errors?.file, hostile.name).toHaveLength(1);
    }
    expect(await t.db.select().from(lotImages).where(eq(lotImages.lot_id, lot.id))).toEqual([]);
    expect(await stored()).toEqual(before);
  });
});
