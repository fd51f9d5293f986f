import { readdir, readFile, stat } from 'node:fs/promises';
import { join, sep } from 'node:path';
import { paginateListObjectsV2, type S3Client } from '@aws-sdk/client-s3';
import { type BucketSettings, bucketClient, mediaKeyKind, s3MediaStore } from './s3-media-store';

export interface UploadsCopied {
  /** Files put into the bucket. */
  copied: number;
  /** Files the bucket already had under the same key with the same size. */
  skipped: number;
  /** Files that are neither a picture nor a certificate (a half-written `.part`, a stray file). */
  leftAlone: string[];
}

const contentTypes: Record<string, string> = {
  webp: 'image/webp',
  pdf: 'application/pdf',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

async function sizesInBucket(client: S3Client, bucket: string): Promise<Map<string, number>> {
  const sizes = new Map<string, number>();
  for await (const page of paginateListObjectsV2({ client }, { Bucket: bucket })) {
    for (const object of page.Contents ?? []) if (object.Key) sizes.set(object.Key, object.Size ?? -1);
  }
  return sizes;
}

/**
 * Copies the pictures and certificates of a `DATA_DIR/uploads` folder into the bucket under the
 * same keys, so a house moving to a bucket keeps every picture it had. A key already in the
 * bucket with the same size is skipped (keys are content hashes), so it can be run again.
 */
export async function copyUploadsToBucket(
  uploads: string,
  s3: BucketSettings,
  onFile: (key: string, outcome: 'copied' | 'skipped' | 'left alone') => void = () => {},
): Promise<UploadsCopied> {
  const client = bucketClient(s3);
  try {
    const store = s3MediaStore(s3, client);
    const inBucket = await sizesInBucket(client, s3.bucket);
    const files = (await readdir(uploads, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name))
      .sort();
    const result: UploadsCopied = { copied: 0, skipped: 0, leftAlone: [] };
    for (const path of files) {
      const key = path
        .slice(uploads.length + 1)
        .split(sep)
        .join('/');
      if (!mediaKeyKind(key)) {
        result.leftAlone.push(key);
        onFile(key, 'left alone');
        continue;
      }
      if (inBucket.get(key) === (await stat(path)).size) {
        result.skipped += 1;
        onFile(key, 'skipped');
        continue;
      }
      const type = contentTypes[key.split('.').pop() ?? ''] ?? 'application/octet-stream';
      await store.put(key, await readFile(path), type);
      result.copied += 1;
      onFile(key, 'copied');
    }
    return result;
  } finally {
    client.destroy();
  }
}
