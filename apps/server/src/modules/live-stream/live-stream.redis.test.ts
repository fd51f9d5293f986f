import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAuction, buildUser, tokenFor } from '../../../test/factories';
import { mp4Fragment, mp4Init } from '../../../test/live-stream/mp4-fixture';
import { openStreamSocket } from '../../../test/live-stream/stream-test-client';
import { clusterOpen, simpleBlock, webmHeader } from '../../../test/live-stream/webm-fixture';
import { redisAnswers, redisUrlForTests, serviceAvailable } from '../../../test/services';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import type { DatabaseHandle } from '../../db/database';
import { clusterStart, concat } from './webm-parser';

const redisUrl = redisUrlForTests();
const hasRedis = await serviceAvailable('REDIS', await redisAnswers(redisUrl), redisUrl);

/** The instance's WebSocket address, listening from the first call on. */
async function wsBase(instance: TestApp): Promise<string> {
  const address = instance.app.server.address();
  if (address && typeof address === 'object') return `ws://127.0.0.1:${address.port}`;
  return (await instance.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
}

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
    const baseA = await wsBase(a);
    const baseB = await wsBase(b);
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
    if (init.kind !== 'media') throw new Error('no init');
    expect(init.ageMs).toBeGreaterThanOrEqual(250);
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

  it('relays an MP4 stream to a late viewer on instance B from the keyframe fragment, with no WebM cluster start', async () => {
    const auction = await buildAuction(a, { type: 'live', status: 'live', slug: 'two-instance-mp4-sale' });
    const staffToken = await tokenFor(a, await buildUser(a, { roles: ['Staff'] }));
    const baseA = await wsBase(a);
    const baseB = await wsBase(b);
    const path = `/api/live-stream/${auction.id}`;
    const publisher = await openStreamSocket(
      `${baseA}${path}/publish?token=${encodeURIComponent(staffToken)}`,
    );
    publisher.send({ type: 'start', mime_type: 'video/mp4;codecs=avc1,opus' });
    await publisher.nextText();
    const early = await openStreamSocket(`${baseB}${path}/watch`);
    expect(await early.nextText()).toMatchObject({ live: false });
    const key = mp4Fragment({ sequence: 1, keyframe: true });
    const delta = mp4Fragment({ sequence: 2, keyframe: false });
    publisher.sendMedia(concat([mp4Init(), mp4Fragment({ sequence: 0, keyframe: true }), key, delta]));
    expect(await early.nextText()).toMatchObject({
      live: true,
      mime_type: 'video/mp4;codecs="avc1.42c020,opus"',
    });
    await early.media(mp4Init().length + 2 * key.length + delta.length);

    const late = await openStreamSocket(`${baseB}${path}/watch`);
    expect(await late.nextText()).toMatchObject({
      live: true,
      mime_type: 'video/mp4;codecs="avc1.42c020,opus"',
    });
    const expected = concat([mp4Init(), key, delta]);
    expect(await late.media(expected.length)).toEqual(Buffer.from(expected));
    publisher.close();
    early.close();
    late.close();
  });
});
