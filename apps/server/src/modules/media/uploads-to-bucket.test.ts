import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasTestBucket, startTestBucket, type TestBucket } from '../../../test/test-bucket';
import { localMediaStore } from './media-store';
import { s3MediaStore } from './s3-media-store';
import { copyUploadsToBucket } from './uploads-to-bucket';

const run = promisify(execFile);
const root = fileURLToPath(new URL('../../../../..', import.meta.url));
const hash = (c: string) => c.repeat(32);

describe.skipIf(!hasTestBucket)('copying DATA_DIR/uploads into the bucket', () => {
  let bucket: TestBucket;
  let dataDir: string;
  beforeAll(async () => {
    bucket = await startTestBucket();
    dataDir = await mkdtemp(join(tmpdir(), 'media-to-bucket-'));
    const local = localMediaStore(join(dataDir, 'uploads'));
    await local.put(`lots/${hash('a')}-320.webp`, Buffer.from('thumb'), 'image/webp');
    await local.put(`lots/${hash('a')}-800.webp`, Buffer.from('medium'), 'image/webp');
    await local.put(`certificates/${hash('b')}.pdf`, Buffer.from('%PDF-1.4'), 'application/pdf');
    await writeFile(join(dataDir, 'uploads', 'lots', `${hash('c')}-320.webp.1234.part`), 'half');
  });
  afterAll(async () => {
    await bucket?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('copies pictures and certificates under their keys, then skips what the bucket has', async () => {
    const uploads = join(dataDir, 'uploads');
    expect(await copyUploadsToBucket(uploads, bucket.s3)).toEqual({
      copied: 3,
      skipped: 0,
      leftAlone: [`lots/${hash('c')}-320.webp.1234.part`],
    });
    const store = s3MediaStore(bucket.s3);
    expect((await store.get(`lots/${hash('a')}-800.webp`))?.toString()).toBe('medium');
    expect((await store.getPrivate?.(`certificates/${hash('b')}.pdf`))?.toString()).toBe('%PDF-1.4');

    // A file whose size differs from the bucket's copy (an earlier copy cut short) is copied again.
    await writeFile(join(uploads, 'lots', `${hash('a')}-320.webp`), 'thumb, whole');
    expect(await copyUploadsToBucket(uploads, bucket.s3)).toMatchObject({ copied: 1, skipped: 2 });
    expect((await store.get(`lots/${hash('a')}-320.webp`))?.toString()).toBe('thumb, whole');
  });

  it('runs as `npm run media:to-bucket`, printing the counts; without a bucket it says what to set', async () => {
    await mkdir(join(dataDir, 'uploads', 'lots'), { recursive: true });
    await writeFile(join(dataDir, 'uploads', 'lots', `${hash('d')}-1600.webp`), 'large');
    const command = ['--import', 'tsx', 'apps/server/src/media-to-bucket.ts'];
    const env = { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
    const copied = await run(process.execPath, command, { cwd: root, env: { ...env, ...bucket.env } });
    expect(copied.stdout).toContain('1 copied, 3 already in the bucket, 1 left alone.');
    const refused = await run(process.execPath, command, { cwd: root, env }).catch((error) => error);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set');
  }, 60_000);
});
