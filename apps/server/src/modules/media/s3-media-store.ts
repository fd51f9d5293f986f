import {
  GetObjectCommand,
  HeadBucketCommand,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import type { RuntimeConfig } from '../../config';
import { type MediaStore, mediaKeyPattern, pictureCacheControl, privateKeyPattern } from './media-store';

/** The bucket settings of `S3_*` (config.s3 when a bucket is set). */
export type BucketSettings = NonNullable<RuntimeConfig['s3']>;

/** A buyer's tax certificate: nobody on the way keeps a copy. */
const privateCacheControl = 'private, no-store';

/**
 * The one way the server talks to the bucket. With an endpoint (an S3-compatible server rather
 * than AWS) it uses path-style addresses and sends checksums only where S3 requires them, which
 * every S3-compatible server understands.
 */
export function bucketClient(s3: BucketSettings, overrides: Partial<S3ClientConfig> = {}): S3Client {
  return new S3Client({
    region: s3.region,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
    ...(s3.endpoint
      ? {
          endpoint: s3.endpoint,
          forcePathStyle: true,
          requestChecksumCalculation: 'WHEN_REQUIRED',
          responseChecksumValidation: 'WHEN_REQUIRED',
        }
      : {}),
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
    ...overrides,
  });
}

/** Whether a key is a public picture, a private certificate, or neither (which no store keeps). */
export function mediaKeyKind(key: string): 'public' | 'private' | null {
  if (mediaKeyPattern.test(key)) return 'public';
  if (privateKeyPattern.test(key)) return 'private';
  return null;
}

/**
 * Pictures and certificates in an S3 bucket, under the same keys as in `DATA_DIR/uploads`. Pictures
 * carry the immutable cache header (for `/media` and for browsers reading the bucket's public
 * address); certificates are stored without any public grant and are read only through `getPrivate`.
 */
export function s3MediaStore(s3: BucketSettings, client: S3Client = bucketClient(s3)): MediaStore {
  async function read(key: string): Promise<Buffer | null> {
    try {
      const answer = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
      if (!answer.Body) return null;
      const bytes = await answer.Body.transformToByteArray();
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    } catch (error) {
      if ((error as Error).name === 'NoSuchKey') return null;
      throw error;
    }
  }
  return {
    async put(key, data, contentType) {
      const kind = mediaKeyKind(key);
      if (!kind) throw new Error(`"${key}" is neither a picture nor a certificate key`);
      await client.send(
        new PutObjectCommand({
          Bucket: s3.bucket,
          Key: key,
          Body: data,
          ContentType: contentType,
          CacheControl: kind === 'public' ? pictureCacheControl : privateCacheControl,
        }),
      );
    },
    get: (key) => (mediaKeyPattern.test(key) ? read(key) : Promise.resolve(null)),
    getPrivate: (key) => (privateKeyPattern.test(key) ? read(key) : Promise.resolve(null)),
    url: (key) => (s3.publicUrl ? `${s3.publicUrl}/${key}` : `/media/${key}`),
  };
}

/** Whether the bucket answers with these settings (HeadBucket), within `timeoutMs`; for readiness checks. */
export async function bucketReachable(s3: BucketSettings, timeoutMs = 3_000): Promise<boolean> {
  const client = bucketClient(s3, {
    maxAttempts: 1,
    requestHandler: { connectionTimeout: timeoutMs, requestTimeout: timeoutMs },
  });
  try {
    await client.send(new HeadBucketCommand({ Bucket: s3.bucket }), {
      abortSignal: AbortSignal.timeout(timeoutMs),
    });
    return true;
  } catch {
    return false;
  } finally {
    client.destroy();
  }
}
