import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Backup, BackupList } from '@auction/contracts';
import { GetObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltUser, buildCategory, buildUser, tokenFor } from '../../../test/factories';
import { createTestApp, type TestApp, testClock } from '../../../test/test-app';
import { hasTestBucket, startTestBucket, type TestBucket } from '../../../test/test-bucket';
import { categories, users } from '../../db/schema';
import { bucketClient } from '../media/s3-media-store';
import { bucketBackups } from './backup-bucket';

const keep = 2;

async function backupKeys(bucket: TestBucket): Promise<string[]> {
  const listed = await bucketClient(bucket.s3).send(
    new ListObjectsV2Command({ Bucket: bucket.s3.bucket, Prefix: 'backups/' }),
  );
  return (listed.Contents ?? []).map((object) => object.Key ?? '').sort();
}

async function objectOf(bucket: TestBucket, key: string) {
  const object = await bucketClient(bucket.s3).send(
    new GetObjectCommand({ Bucket: bucket.s3.bucket, Key: key }),
  );
  const bytes = await object.Body?.transformToByteArray();
  return { bytes: Buffer.from(bytes ?? []), cacheControl: object.CacheControl };
}

describe.skipIf(!hasTestBucket)('backups copied to the bucket as they are made', () => {
  let bucket: TestBucket;
  let t: TestApp;
  let admin: BuiltUser;
  let token: string;
  const clock = testClock();
  beforeAll(async () => {
    bucket = await startTestBucket();
    t = await createTestApp({ env: { ...bucket.env, BACKUP_BUCKET_KEEP: String(keep) }, deps: { clock } });
    admin = await buildUser(t, { roles: ['Admin'], email: 'bucket.backup@example.ca' });
    token = await tokenFor(t, admin);
  });
  afterAll(async () => {
    await t?.close();
    await bucket?.stop();
  });

  const asAdmin = <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.request<T>({ method, url, token, ...(payload === undefined ? {} : { payload }) });
  const list = async () => (await asAdmin<BackupList>('GET', '/api/admin/backups')).body;
  async function backUp(): Promise<Backup> {
    clock.advance(1_000);
    const answer = await asAdmin<Backup>('POST', '/api/admin/backups');
    expect(answer.status, answer.text).toBe(201);
    return answer.body;
  }

  it('puts the sealed file under backups/, private, never served by /media, and the list says it is there', async () => {
    const backup = await backUp();
    expect(backup).toMatchObject({ on_this_server: true, in_bucket: true });
    expect(await backupKeys(bucket)).toEqual([`backups/${backup.name}`]);

    const { bytes, cacheControl } = await objectOf(bucket, `backups/${backup.name}`);
    expect(bytes.equals(await readFile(join(t.dataDir, 'backups', backup.name)))).toBe(true);
    expect(bytes.subarray(0, 8).toString('ascii')).toBe('HSBACKUP');
    const [row] = await t.db.select().from(users).where(eq(users.id, admin.id));
    for (const clear of [
      row?.password_hash ?? 'missing',
      'bucket.backup@example.ca',
      'harbourside-auctions',
    ]) {
      expect(bytes.includes(Buffer.from(clear)), clear).toBe(false);
    }
    expect(cacheControl).toBe('private, no-store');
    expect((await t.app.inject({ method: 'GET', url: `/media/backups/${backup.name}` })).statusCode).toBe(
      404,
    );

    const listed = await list();
    expect(listed.bucket).toEqual({ keep, reachable: true, last_failure: null });
    expect(listed.backups.find((b) => b.name === backup.name)).toMatchObject({
      on_this_server: true,
      in_bucket: true,
    });
  });

  it(`keeps the newest ${keep} made backups there, removing the oldest after each copy`, async () => {
    const made = [await backUp(), await backUp(), await backUp()].map((b) => b.name);
    expect(await backupKeys(bucket)).toEqual(made.slice(-keep).map((name) => `backups/${name}`));
    const listed = await list();
    const oldest = listed.backups.find((b) => b.name === made[0]);
    // Still on this server (it keeps its own number), no longer in the bucket.
    expect(oldest).toMatchObject({ on_this_server: true, in_bucket: false });
  });

  it('lists, downloads and restores a copy only the bucket holds, and deletes it there', async () => {
    const category = await buildCategory(t, { name: 'Before the bucket backup' });
    const backup = await backUp();
    await t.db.update(categories).set({ name: 'Changed since' }).where(eq(categories.id, category.id));
    // The machine lost its file: only the bucket has it now.
    await rm(join(t.dataDir, 'backups', backup.name));
    const listed = (await list()).backups.find((b) => b.name === backup.name);
    expect(listed).toMatchObject({
      on_this_server: false,
      in_bucket: true,
      kind: 'manual',
      created_at: backup.created_at,
      size_bytes: backup.size_bytes,
    });

    const downloaded = await t.app.inject({
      method: 'GET',
      url: `/api/admin/backups/${backup.name}/download`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(downloaded.statusCode).toBe(200);
    expect(downloaded.rawPayload.equals((await objectOf(bucket, `backups/${backup.name}`)).bytes)).toBe(true);

    const restored = await asAdmin('POST', `/api/admin/backups/${backup.name}/restore`, {
      confirmation: 'RESTORE',
    });
    expect(restored.status, restored.text).toBe(200);
    const [row] = await t.db.select().from(categories).where(eq(categories.id, category.id));
    expect(row?.name).toBe('Before the bucket backup');
    // Restoring did not bring the file back to this server nor leave scratch behind.
    expect((await list()).backups.find((b) => b.name === backup.name)?.on_this_server).toBe(false);

    expect((await asAdmin('DELETE', `/api/admin/backups/${backup.name}`)).status).toBe(204);
    expect(await backupKeys(bucket)).not.toContain(`backups/${backup.name}`);
    expect((await list()).backups.map((b) => b.name)).not.toContain(backup.name);
    expect(
      (await asAdmin('POST', `/api/admin/backups/${backup.name}/restore`, { confirmation: 'RESTORE' }))
        .status,
    ).toBe(404);
  });

  it('does not list a copy in the bucket that this key cannot open', async () => {
    const name = 'harbourside-20200101-000000-manual-abcdef.backup';
    const foreign = join(await mkdtemp(join(tmpdir(), 'foreign-backup-')), name);
    await writeFile(foreign, Buffer.concat([Buffer.from('HSBACKUP'), randomBytes(200)]));
    await bucketBackups(bucket.s3).put(name, foreign);
    expect((await list()).backups.map((b) => b.name)).not.toContain(name);
    expect((await asAdmin('GET', `/api/admin/backups/${name}/download`)).status).toBe(404);
    await bucketBackups(bucket.s3).remove(name);
  });

  it('sends a large backup in parts and reads it back whole', async () => {
    const store = bucketBackups(bucket.s3, { partBytes: 5 * 1024 * 1024 });
    const name = 'harbourside-20200102-000000-manual-abcdef.backup';
    const file = join(await mkdtemp(join(tmpdir(), 'large-backup-')), name);
    const bytes = randomBytes(5 * 1024 * 1024 + 1234);
    await writeFile(file, bytes);
    await store.put(name, file);
    expect((await objectOf(bucket, `backups/${name}`)).bytes.equals(bytes)).toBe(true);
    expect((await store.list()).find((entry) => entry.name === name)?.size).toBe(bytes.length);
    expect((await store.head(name, 10)).equals(bytes.subarray(0, 10))).toBe(true);
    await store.remove(name);
    expect(await store.read(name)).toBeNull();
  });
});

describe.skipIf(!hasTestBucket)('a bucket that cannot be reached', () => {
  let t: TestApp;
  let token: string;
  const clock = testClock();
  beforeAll(async () => {
    const bucket = await startTestBucket();
    // The same settings, but nothing answers on the bucket's port.
    await bucket.stop();
    t = await createTestApp({ env: bucket.env, deps: { clock } });
    token = await tokenFor(t, await buildUser(t, { roles: ['Admin'] }));
  });
  afterAll(() => t?.close());

  it('leaves the backup made and listed here, and the page says the copy failed', async () => {
    clock.advance(1_000);
    const made = await t.request<Backup>({ method: 'POST', url: '/api/admin/backups', token });
    expect(made.status, made.text).toBe(201);
    expect(made.body).toMatchObject({ on_this_server: true, in_bucket: false });
    expect((await readFile(join(t.dataDir, 'backups', made.body.name))).subarray(0, 8).toString()).toBe(
      'HSBACKUP',
    );

    const listed = await t.request<BackupList>({ method: 'GET', url: '/api/admin/backups', token });
    expect(listed.status).toBe(200);
    expect(listed.body.backups.map((b) => [b.name, b.on_this_server, b.in_bucket])).toEqual([
      [made.body.name, true, null],
    ]);
    expect(listed.body.bucket).toMatchObject({
      keep: 14,
      reachable: false,
      last_failure: { name: made.body.name, at: clock().toISOString() },
    });
    expect(listed.body.bucket?.last_failure?.message).not.toBe('');

    const downloaded = await t.app.inject({
      method: 'GET',
      url: `/api/admin/backups/${made.body.name}/download`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(downloaded.statusCode).toBe(200);
  });
});
