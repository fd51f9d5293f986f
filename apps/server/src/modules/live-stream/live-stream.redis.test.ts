import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database';
import { buildAuction, buildUser, tokenFor } from '../../test/factories';
import { redisAnswers, redisUrlForTests, serviceAvailable } from '../../test/services';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTestDatabase } from '../../test/test-database';
import { openStreamSocket } from './stream-test-client';
import { clusterOpen, simpleBlock, webmHeader } from './webm-fixture';
import { clusterStart, concat } from './webm-parser';

const redisUrl = redisUrlForTests();
const hasRedis = await serviceAvailable('REDIS', await redisAnswers(redisUrl), redisUrl);

describe.skipIf(!hasRedis)('a stream across two instances sharing Redis', () => {
  let database: DatabaseHandle;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    database = await createTestDatabase();
    a = await createTestApp({ env: { REDIS_URL: redisUrl }, database });
    b = await createTestApp({ env: { REDIS_URL: redisUrl }, database });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.close();
  });

  it('relays the clerk on instance A to viewers on instance B, late ones included', async () => {
    const auction = await buildAuction(a, { type: 'live', status: 'live', slug: 'two-instance-sale' });
    const staffToken = await tokenFor(a, await buildUser(a, { roles: ['Admin'] }));
    const baseA = (await a.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
    const baseB = (await b.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
    const path = `/api/live-stream/${auction.id}`;

    const early = await openStreamSocket(`${baseB}${path}/watch`);
    expect(await early.nextText()).toMatchObject({ live: false });
    const publisher = await openStreamSocket(
      `${baseA}${path}/publish?token=${encodeURIComponent(staffToken)}`,
    );
    publisher.send({ type: 'start', mime_type: 'video/webm;codecs=vp9,opus' });
    await publisher.nextText();
    const header = webmHeader();
    const key = simpleBlock(1, 0, true, 70_000, 3); // larger than one WebSocket frame
    const delta = simpleBlock(1, 33, false, 50, 4);
    const capturedAt = Date.now() - 250;
    publisher.sendMedia(concat([header, clusterOpen(5000), key, delta]), capturedAt);

    expect(await early.nextText()).toEqual({
      type: 'stream_status',
      live: true,
      mime_type: 'video/webm;codecs=vp9,opus',
    });
    const init = await early.next();
    expect(init).toMatchObject({ kind: 'media', capturedAt });
    const rest = concat([clusterStart(5000), key, delta]);
    expect(await early.media(rest.length)).toEqual(Buffer.from(rest));

    // B has everything now; a viewer joining B late starts at the keyframe.
    const late = await openStreamSocket(`${baseB}${path}/watch`);
    expect(await late.nextText()).toMatchObject({ live: true });
    expect(await late.media(header.length)).toEqual(Buffer.from(header));
    expect(await late.media(rest.length)).toEqual(Buffer.from(rest));

    publisher.close();
    expect(await early.nextText()).toMatchObject({ live: false });
    expect(await late.nextText()).toMatchObject({ live: false });
    early.close();
    late.close();
  });
});
