import type { InventoryItemDetail } from '@auction/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, tokenFor } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  staff = await tokenFor(t, await buildUser(t, { roles: ['Admin', 'Bidder'] }));
});
afterAll(() => t.close());

function multipartBody(file: Buffer, filename = 'photo.jpg') {
  const boundary = '----item-picture-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const photo = (background: string) =>
  sharp({ create: { width: 640, height: 480, channels: 3, background } })
    .jpeg()
    .toBuffer();

describe('item pictures', () => {
  it('are stored as WebP sizes, put in order and removed, each change in the history', async () => {
    const item = await t.request<InventoryItemDetail>({
      method: 'POST',
      url: '/api/admin/inventory',
      token: staff,
      payload: { title: 'Blue glass vase' },
    });
    const upload = (bytes: Buffer, filename?: string) =>
      t.request<InventoryItemDetail>({
        method: 'POST',
        url: `/api/admin/inventory/${item.body.id}/pictures`,
        token: staff,
        ...multipartBody(bytes, filename),
      });
    expect((await upload(await photo('#1d4ed8'))).status).toBe(201);
    const second = await upload(await photo('#c8553d'));
    expect(second.status).toBe(201);
    const [first, next] = second.body.pictures;
    expect(first?.thumb).toMatch(/\.webp$/);
    expect(second.body.thumb_url).toBe(first?.thumb);

    const refused = await upload(Buffer.from('not an image'), 'notes.txt');
    expect(refused.status).toBe(422);
    expect(refused.body.errors?.file).toEqual(['Only JPEG, PNG or WebP images can be uploaded.']);

    const ordered = await t.request<InventoryItemDetail>({
      method: 'PUT',
      url: `/api/admin/inventory/${item.body.id}/pictures/order`,
      token: staff,
      payload: { picture_ids: [next?.id, first?.id] },
    });
    expect(ordered.body.pictures.map((picture) => picture.id)).toEqual([next?.id, first?.id]);
    const partial = await t.request({
      method: 'PUT',
      url: `/api/admin/inventory/${item.body.id}/pictures/order`,
      token: staff,
      payload: { picture_ids: [next?.id] },
    });
    expect(partial.status).toBe(422);

    const removed = await t.request<InventoryItemDetail>({
      method: 'DELETE',
      url: `/api/admin/inventory/${item.body.id}/pictures/${first?.id}`,
      token: staff,
    });
    expect(removed.body.pictures.map((picture) => picture.id)).toEqual([next?.id]);
    expect(removed.body.history.map((entry) => entry.kind)).toEqual([
      'created',
      'pictures_changed',
      'pictures_changed',
      'pictures_changed',
      'pictures_changed',
    ]);
    expect(removed.body.history.at(-1)?.detail).toMatchObject({ removed: 1, count: 1 });
  });
});
