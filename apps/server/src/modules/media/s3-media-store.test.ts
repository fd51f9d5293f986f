import { GetObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasTestBucket, startTestBucket, type TestBucket } from '../../../test/test-bucket';
import { pictureCacheControl } from './media-store';
import { bucketClient, bucketReachable, s3MediaStore } from './s3-media-store';

const picture = `lots/${'a'.repeat(32)}-320.webp`;
const certificate = `certificates/${'b'.repeat(32)}.pdf`;

describe.skipIf(!hasTestBucket)('the S3 media store, through the SDK against a test S3 server', () => {
  let bucket: TestBucket;
  beforeAll(async () => {
    bucket = await startTestBucket();
  });
  afterAll(() => bucket?.stop());

  it('keeps a picture with its type and the immutable cache header, and reads it back', async () => {
    const store = s3MediaStore(bucket.s3);
    await store.put(picture, Buffer.from('webp bytes'), 'image/webp');
    expect((await store.get(picture))?.toString()).toBe('webp bytes');
    const object = await bucketClient(bucket.s3).send(
      new GetObjectCommand({ Bucket: bucket.s3.bucket, Key: picture }),
    );
    expect(object.ContentType).toBe('image/webp');
    expect(object.CacheControl).toBe(pictureCacheControl);
    expect(store.url(picture)).toBe(`/media/${picture}`);
    expect(s3MediaStore({ ...bucket.s3, publicUrl: 'https://photos.example.ca' }).url(picture)).toBe(
      `https://photos.example.ca/${picture}`,
    );
  });

  it('reads a certificate only as private, never as a picture, and stores it uncached', async () => {
    const store = s3MediaStore(bucket.s3);
    await store.put(certificate, Buffer.from('%PDF-1.4'), 'application/pdf');
    expect(await store.get(certificate)).toBeNull();
    expect((await store.getPrivate?.(certificate))?.toString()).toBe('%PDF-1.4');
    expect(await store.getPrivate?.(picture)).toBeNull();
    const object = await bucketClient(bucket.s3).send(
      new GetObjectCommand({ Bucket: bucket.s3.bucket, Key: certificate }),
    );
    expect(object.CacheControl).toBe('private, no-store');
  });

  it('answers null for a missing key and for any key outside the patterns, without asking the bucket', async () => {
    const store = s3MediaStore(bucket.s3);
    expect(await store.get(`lots/${'c'.repeat(32)}-800.webp`)).toBeNull();
    expect(await store.getPrivate?.(`certificates/${'c'.repeat(32)}.png`)).toBeNull();
    for (const key of ['../etc/passwd', 'lots/missing.webp', `lots/${'a'.repeat(32)}-320.webp/..`]) {
      expect(await store.get(key), key).toBeNull();
    }
    // A store on a bucket that does not exist would throw if it were asked.
    const nowhere = s3MediaStore({ ...bucket.s3, bucket: 'no-such-bucket' });
    expect(await nowhere.get('lots/missing.webp')).toBeNull();
    await expect(nowhere.get(picture)).rejects.toThrow();
  });

  it('refuses to keep a key that is neither a picture nor a certificate', async () => {
    const store = s3MediaStore(bucket.s3);
    await expect(store.put('backups/house.tar', Buffer.from('x'), 'application/x-tar')).rejects.toThrow(
      /neither a picture nor a certificate/,
    );
    const listed = await bucketClient(bucket.s3).send(new ListObjectsV2Command({ Bucket: bucket.s3.bucket }));
    expect(listed.Contents?.map((object) => object.Key)).not.toContain('backups/house.tar');
  });

  it('tells whether the bucket is reachable', async () => {
    expect(await bucketReachable(bucket.s3)).toBe(true);
    expect(await bucketReachable({ ...bucket.s3, bucket: 'no-such-bucket' })).toBe(false);
    expect(await bucketReachable({ ...bucket.s3, endpoint: 'http://127.0.0.1:9' }, 1_000)).toBe(false);
  });
});
