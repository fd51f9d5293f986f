import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAuction, buildLot, buildUser, tokenFor } from '../../../test/factories';
import { jpeg, type PreviewAnswer, uploadPictures } from '../../../test/image-import/image-import-test-kit';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { failInterruptedImports, interruptedMessage } from './interrupted-imports';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await tokenFor(t, await buildUser(t, { roles: ['Staff'], name: 'Photo Desk' }));
});
afterAll(() => t.close());

const stagingRoot = () => join(t.dataDir, 'image-imports');

/** A previewed import of three pictures for lots 5 and 6 of a sale of its own. */
async function previewed(): Promise<PreviewAnswer> {
  const auction = await buildAuction(t, {
    status: 'draft',
    slug: `restart-${Math.random().toString(36).slice(2)}`,
  });
  await buildLot(t, auction, { lot_number: '5', sale_order: 0, status: 'upcoming' });
  await buildLot(t, auction, { lot_number: '6', sale_order: 1, status: 'upcoming' });
  const answer = await uploadPictures(t, token, { target: 'auction', auction_id: auction.id }, [
    { name: '5_1.jpg', bytes: await jpeg('#aa0000') },
    { name: '5_2.jpg', bytes: await jpeg('#00aa00') },
    { name: '6_1.jpg', bytes: await jpeg('#0000aa') },
  ]);
  expect(answer.status, answer.text).toBe(201);
  return answer.body;
}

/** What a server that stopped part way leaves: running, one file stored, its progress `secondsAgo` old. */
async function leftRunning(id: string, secondsAgo: number) {
  await t.db.execute(sql`update image_imports set status = 'running', processed = 1,
    files = jsonb_set(files, '{0,outcome}', '"stored"'),
    updated_at = now() - make_interval(secs => ${secondsAgo})
    where id = ${id}`);
}

const read = (id: string) =>
  t.request<PreviewAnswer & { error: string | null }>({
    method: 'GET',
    url: `/api/admin/image-imports/${id}`,
    token,
  });

describe('a picture import cut short by a restart', () => {
  it('shows as failed with the reason, its unfinished files not imported and its staged files gone', async () => {
    const preview = await previewed();
    expect(existsSync(join(stagingRoot(), preview.id))).toBe(true);
    await leftRunning(preview.id, 600);

    const answer = await read(preview.id);
    expect(answer.status).toBe(200);
    expect(answer.body.status).toBe('failed');
    expect(answer.body.error).toBe(interruptedMessage);
    expect(answer.body.processed).toBe(answer.body.total);
    expect(answer.body.files.map((file) => file.outcome)).toEqual(['stored', 'refused', 'refused']);
    expect(answer.body.files[1]?.reason).toMatch(/server restarted before this picture was stored/);
    expect(existsSync(join(stagingRoot(), preview.id))).toBe(false);
  });

  it('is marked failed when the server starts, for every import left running or queued', async () => {
    const running = await previewed();
    const queued = await previewed();
    const untouched = await previewed();
    await leftRunning(running.id, 600);
    await t.db.execute(sql`update image_imports set status = 'queued',
      updated_at = now() - interval '10 minutes' where id = ${queued.id}`);

    expect(await failInterruptedImports(t.db, stagingRoot())).toBeGreaterThanOrEqual(2);
    expect((await read(running.id)).body.status).toBe('failed');
    expect((await read(queued.id)).body.status).toBe('failed');
    expect((await read(untouched.id)).body.status).toBe('previewed');
  });

  it('leaves an import whose progress is fresh running, since another server is working on it', async () => {
    const preview = await previewed();
    await leftRunning(preview.id, 5);
    expect(await failInterruptedImports(t.db, stagingRoot(), preview.id)).toBe(0);
    const answer = await read(preview.id);
    expect(answer.body.status).toBe('running');
    expect(answer.body.error).toBeNull();
    expect(existsSync(join(stagingRoot(), preview.id))).toBe(true);
  });
});
