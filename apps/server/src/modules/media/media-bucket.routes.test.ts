import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Lot, StaffLot } from '@auction/contracts';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAuction, buildLot, buildUser, tokenFor } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { hasTestBucket, startTestBucket, type TestBucket } from '../../../test/test-bucket';
import { createTestDatabase } from '../../../test/test-database';
import type { DatabaseHandle } from '../../db/database';
import { pictureCacheControl } from './media-store';
import { bucketClient } from './s3-media-store';

function multipart(
  name: string,
  filename: string,
  type: string,
  file: Buffer,
  fields: Record<string, string> = {},
) {
  const boundary = '----bucket-boundary';
  const payload = Buffer.concat([
    ...Object.entries(fields).map(([field, value]) =>
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"\r\n\r\n${value}\r\n`),
    ),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const photo = () =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: '#2e6e96' } })
    .png()
    .toBuffer();

async function bucketKeys(bucket: TestBucket): Promise<string[]> {
  const listed = await bucketClient(bucket.s3).send(new ListObjectsV2Command({ Bucket: bucket.s3.bucket }));
  return (listed.Contents ?? []).map((object) => object.Key ?? '');
}

describe.skipIf(!hasTestBucket)('pictures and certificates in the bucket, shared by two instances', () => {
  let bucket: TestBucket;
  let database: DatabaseHandle;
  let a: TestApp;
  let b: TestApp;
  let staff: string;
  beforeAll(async () => {
    bucket = await startTestBucket();
    database = await createTestDatabase();
    // Two instances on one database and one bucket, each with its own DATA_DIR.
    a = await createTestApp({ env: bucket.env, database });
    b = await createTestApp({ env: bucket.env, database });
    staff = await tokenFor(a, await buildUser(a, { roles: ['Admin'] }));
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.close();
    await bucket?.stop();
  });

  it('keeps an uploaded lot picture in the bucket; either instance serves it with the immutable header', async () => {
    const lot = await buildLot(a, await buildAuction(a));
    const uploaded = await a.request<StaffLot>({
      method: 'POST',
      url: `/api/admin/lots/${lot.id}/images`,
      token: staff,
      ...multipart('file', 'photo.png', 'image/png', await photo()),
    });
    expect(uploaded.status).toBe(201);
    const [image] = uploaded.body.images;
    expect(image?.medium).toMatch(/^\/media\/lots\/[0-9a-f]{32}-800\.webp$/);
    const keys = [image?.thumb, image?.medium, image?.large].map((url) => url?.slice('/media/'.length));
    expect((await bucketKeys(bucket)).sort()).toEqual(expect.arrayContaining(keys));
    // Nothing was written to the instance's own folder.
    expect(await readdir(join(a.dataDir, 'uploads')).catch(() => [])).toEqual([]);

    for (const instance of [a, b]) {
      const served = await instance.app.inject({ method: 'GET', url: image?.medium ?? '' });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe(pictureCacheControl);
      expect((await sharp(served.rawPayload).metadata()).width).toBe(800);
    }
    const seenByB = await b.request<Lot>({ method: 'GET', url: `/api/lots/${lot.id}` });
    expect(seenByB.body.images[0]?.medium).toBe(image?.medium);
    expect((await b.app.inject({ method: 'GET', url: '/media/lots/missing.webp' })).statusCode).toBe(404);
  });

  it('keeps a tax certificate private: not through /media, only through the signed-in route', async () => {
    const buyer = await buildUser(a);
    const recorded = await a.request<{ id: string }>({
      method: 'POST',
      url: `/api/admin/users/${buyer.row.id}/tax-exemptions`,
      token: staff,
      ...multipart('certificate', 'c.pdf', 'application/pdf', Buffer.from('%PDF-1.4 certificate'), {
        number: 'EX-4411',
      }),
    });
    expect(recorded.status).toBe(201);
    const key = (await bucketKeys(bucket)).find((k) => k.startsWith('certificates/'));
    expect(key).toMatch(/^certificates\/[0-9a-f]{32}\.pdf$/);
    for (const instance of [a, b]) {
      expect((await instance.app.inject({ method: 'GET', url: `/media/${key}` })).statusCode).toBe(404);
    }
    const url = `/api/admin/tax-exemptions/${recorded.body.id}/certificate`;
    expect((await b.request({ method: 'GET', url })).status).toBe(401);
    const download = await b.request({ method: 'GET', url, token: staff });
    expect(download.status).toBe(200);
    expect(download.text).toBe('%PDF-1.4 certificate');
    expect(download.headers['cache-control']).toBe('private, no-store');
  });
});

describe.skipIf(!hasTestBucket)('a bucket with a public address', () => {
  let bucket: TestBucket;
  let t: TestApp;
  beforeAll(async () => {
    bucket = await startTestBucket({ publicAddress: true });
    t = await createTestApp({ env: bucket.env });
  });
  afterAll(async () => {
    await t?.close();
    await bucket?.stop();
  });

  it("points the lot's picture addresses at the bucket, which serves them with the immutable header", async () => {
    const staff = await tokenFor(t, await buildUser(t, { roles: ['Admin'] }));
    const lot = await buildLot(t, await buildAuction(t));
    const uploaded = await t.request<StaffLot>({
      method: 'POST',
      url: `/api/admin/lots/${lot.id}/images`,
      token: staff,
      ...multipart('file', 'photo.png', 'image/png', await photo()),
    });
    expect(uploaded.status).toBe(201);
    const lotJson = await t.request<Lot>({ method: 'GET', url: `/api/lots/${lot.id}` });
    const [image] = lotJson.body.images;
    const base = bucket.s3.publicUrl ?? '';
    for (const url of [image?.thumb, image?.medium, image?.large]) {
      expect(url?.startsWith(`${base}/lots/`), url).toBe(true);
    }
    // What a browser does: fetch the address as it is, with no credentials.
    const fetched = await fetch(image?.thumb ?? '');
    expect(fetched.status).toBe(200);
    expect(fetched.headers.get('content-type')).toBe('image/webp');
    expect(fetched.headers.get('cache-control')).toBe(pictureCacheControl);
    // The app's own /media path still serves the same key from the bucket.
    const key = image?.thumb?.slice(base.length + 1) ?? '';
    expect((await t.app.inject({ method: 'GET', url: `/media/${key}` })).statusCode).toBe(200);
  });
});
