import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BucketSettings } from '../src/modules/media/s3-media-store';
import { serviceAvailable } from './services';

/** The test S3 server is the `s3rver` package; REQUIRE_S3=1 makes its absence a failure, not a skip. */
const s3rverLoads = await import('s3rver').then(
  () => true,
  () => false,
);
export const hasTestBucket = await serviceAvailable('S3', s3rverLoads, 'the test S3 server (s3rver)');

export interface TestBucket {
  /** What `config.s3` holds for this bucket. */
  s3: BucketSettings;
  /** The same as `S3_*` variables, for `createTestApp({ env })`. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

/**
 * An S3-compatible server on 127.0.0.1 with one fresh, empty bucket, its files in a temp folder.
 * `publicAddress: true` also sets `S3_PUBLIC_URL` to the bucket's own address, as a public bucket has.
 */
export async function startTestBucket(options: { publicAddress?: boolean } = {}): Promise<TestBucket> {
  const { default: S3rver } = await import('s3rver');
  const directory = await mkdtemp(join(tmpdir(), 'auction-test-bucket-'));
  const bucket = `house-${randomBytes(6).toString('hex')}`;
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const s3: BucketSettings = {
    endpoint,
    bucket,
    region: 'us-east-1',
    // s3rver's own fixed credentials.
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    publicUrl: options.publicAddress ? `${endpoint}/${bucket}` : null,
  };
  const env: Record<string, string> = {
    S3_ENDPOINT: endpoint,
    S3_BUCKET: bucket,
    S3_REGION: s3.region,
    S3_ACCESS_KEY_ID: s3.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    ...(s3.publicUrl ? { S3_PUBLIC_URL: s3.publicUrl } : {}),
  };
  return {
    s3,
    env,
    async stop() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
