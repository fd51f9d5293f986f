import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAuction, buildLot, buildUser, tokenFor } from '../../../test/factories';
import { hostileImages } from '../../../test/hostile-images';
import { jpeg, uploadPictures } from '../../../test/image-import/image-import-test-kit';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { imageImports } from '../../db/schema';

let t: TestApp;
let token: string;
let fields: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  token = await tokenFor(t, await buildUser(t, { roles: ['Staff'] }));
  const auction = await buildAuction(t, { status: 'draft', slug: 'bombs-and-pictures' });
  for (const [index, lot_number] of ['1', '2'].entries()) {
    await buildLot(t, auction, { lot_number, sale_order: index, status: 'upcoming' });
  }
  fields = { target: 'auction', auction_id: auction.id };
});
afterAll(() => t.close());

const stagingLeft = () => {
  const dir = join(t.dataDir, 'image-imports');
  return existsSync(dir) ? readdirSync(dir) : [];
};

describe('a zip bomb in a picture import', () => {
  it('422s a zip whose entry would unpack to far more than it packs, storing nothing', async () => {
    const before = (await t.db.select().from(imageImports)).length;
    // 20 MB of zeros packs to a few kilobytes: honestly declared, and no picture.
    const bomb = Buffer.from(
      zipSync({ '1_1.jpg': await jpeg(), '2_1.jpg': new Uint8Array(20 * 1024 * 1024) }, { level: 9 }),
    );
    expect(bomb.length).toBeLessThan(100_000);
    const answer = await uploadPictures(t, token, fields, [{ name: 'pictures.zip', bytes: bomb }]);
    expect(answer.status).toBe(422);
    expect(answer.body.errors?.files).toEqual([
      'The zip is a zip bomb: 2_1.jpg would unpack to more than 15 MB from far fewer bytes; nothing was imported.',
    ]);
    expect(stagingLeft()).toEqual([]);
    expect(await t.db.select().from(imageImports)).toHaveLength(before);
  });

  it('refuses only the entry of a large picture that packs like a picture, in the preview', async () => {
    const large = randomBytes(16 * 1024 * 1024);
    large.set([0xff, 0xd8, 0xff], 0);
    const zip = Buffer.from(zipSync({ '1_1.jpg': await jpeg(), '2_1.jpg': large }, { level: 0 }));
    const answer = await uploadPictures(t, token, fields, [{ name: 'pictures.zip', bytes: zip }]);
    expect(answer.status).toBe(201);
    expect(answer.body.files.map((file) => [file.name, file.outcome, file.reason ?? null])).toEqual([
      ['1_1.jpg', 'pending', null],
      ['2_1.jpg', 'refused', 'The image may not be larger than 15 MB.'],
    ]);
    await t.request({ method: 'DELETE', url: `/api/admin/image-imports/${answer.body.id}`, token });
  });
});

describe('a pixel bomb in a picture import', () => {
  it('refuses the picture in the preview, from a zip or sent loose, and keeps the rest', async () => {
    const pixelBomb = (await hostileImages()).find((file) => file.name.includes('PNG bomb'))?.bytes;
    if (!pixelBomb) throw new Error('no PNG bomb among the hostile images');
    const zip = Buffer.from(zipSync({ '1_1.jpg': await jpeg(), '2_1.png': pixelBomb }));
    for (const files of [
      [{ name: 'pictures.zip', bytes: zip }],
      [
        { name: '1_1.jpg', bytes: await jpeg() },
        { name: '2_1.png', bytes: pixelBomb },
      ],
    ]) {
      const answer = await uploadPictures(t, token, fields, files);
      expect(answer.status).toBe(201);
      expect(answer.body.files.map((file) => [file.name, file.outcome, file.reason ?? null])).toEqual([
        ['1_1.jpg', 'pending', null],
        ['2_1.png', 'refused', 'The image may not be larger than 50 megapixels.'],
      ]);
      expect(readdirSync(join(t.dataDir, 'image-imports', answer.body.id))).toHaveLength(1);
      await t.request({ method: 'DELETE', url: `/api/admin/image-imports/${answer.body.id}`, token });
    }
    expect(stagingLeft()).toEqual([]);
  });
});
