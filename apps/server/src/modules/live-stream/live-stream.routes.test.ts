import { randomUUID } from 'node:crypto';
import { liveStreamCloseCodes } from '@auction/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAuction, buildUser, tokenFor } from '../../../test/factories';
import { readMp4 } from '../../../test/live-stream/mp4-check';
import { mp4Fragment, mp4Init } from '../../../test/live-stream/mp4-fixture';
import { openStreamSocket, type StreamSocket } from '../../../test/live-stream/stream-test-client';
import { clusterOpen, simpleBlock, webmHeader } from '../../../test/live-stream/webm-fixture';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { clusterStart, concat } from './webm-parser';

let t: TestApp;
let base: string;
let staffToken: string;
let bidderToken: string;
let liveSaleId: string;
let timedSaleId: string;
const mime = 'video/webm;codecs=vp8,opus';

beforeAll(async () => {
  t = await createTestApp();
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `${address.replace('http', 'ws')}/api/live-stream`;
  staffToken = await tokenFor(t, await buildUser(t, { roles: ['Staff'] }));
  bidderToken = await tokenFor(t, await buildUser(t, { name: 'Marie Doucet' }));
  liveSaleId = (await buildAuction(t, { type: 'live', slug: 'saleroom-live', status: 'live' })).id;
  timedSaleId = (await buildAuction(t, { type: 'timed', slug: 'timed-sale' })).id;
});
afterAll(() => t.close());

const url = (auctionId: string, role: 'publish' | 'watch', token?: string) =>
  `${base}/${auctionId}/${role}${token ? `?token=${encodeURIComponent(token)}` : ''}`;

/** Staff socket that has said `start`. */
async function startPublishing(auctionId = liveSaleId, mimeType = mime): Promise<StreamSocket> {
  const publisher = await openStreamSocket(url(auctionId, 'publish', staffToken));
  publisher.send({ type: 'start', mime_type: mimeType });
  expect(await publisher.nextText()).toEqual({ type: 'publishing' });
  return publisher;
}

/** Waits until the server has handled everything the socket sent so far (it answers in order). */
async function settled(socket: StreamSocket): Promise<void> {
  const clientTime = Math.random();
  socket.send({ type: 'time_sync', client_time: clientTime });
  for (;;) {
    const message = await socket.nextText();
    if (message.type === 'time_sync' && message.client_time === clientTime) return;
  }
}

const keyframe = (label: number) => simpleBlock(1, 0, true, 40, label);
const delta = (label: number) => simpleBlock(1, 33, false, 40, label);

describe('who may publish and watch', () => {
  it('refuses a bidder, a guest and an expired token the camera', async () => {
    const cases = [
      [bidderToken, liveStreamCloseCodes.forbidden, 'FORBIDDEN'],
      [undefined, liveStreamCloseCodes.unauthenticated, 'UNAUTHENTICATED'],
      ['not-a-token', liveStreamCloseCodes.unauthenticated, 'UNAUTHENTICATED'],
    ] as const;
    for (const [token, closeCode, code] of cases) {
      const socket = await openStreamSocket(url(liveSaleId, 'publish', token));
      socket.send({ type: 'start', mime_type: mime });
      expect(await socket.nextText()).toMatchObject({ type: 'error', code });
      expect((await socket.closed).code).toBe(closeCode);
    }
  });

  it("stops a clerk's camera the moment the clerk's session is logged out", async () => {
    const token = await tokenFor(t, await buildUser(t, { roles: ['Staff'] }));
    const publisher = await openStreamSocket(url(liveSaleId, 'publish', token));
    publisher.send({ type: 'start', mime_type: mime });
    expect(await publisher.nextText()).toEqual({ type: 'publishing' });
    expect((await t.request({ method: 'POST', url: '/api/auth/logout', token })).status).toBe(200);
    expect(await publisher.nextText()).toMatchObject({
      type: 'error',
      code: 'UNAUTHENTICATED',
      message: 'Your session has expired. Please log in again.',
    });
    expect((await publisher.closed).code).toBe(liveStreamCloseCodes.unauthenticated);
  });

  it('has no stream for a timed auction or an unknown one', async () => {
    for (const auctionId of [timedSaleId, randomUUID(), 'nonsense']) {
      const socket = await openStreamSocket(url(auctionId, 'watch'));
      expect(await socket.nextText()).toMatchObject({
        code: 'NOT_FOUND',
        message: 'This live sale was not found.',
      });
      expect((await socket.closed).code).toBe(liveStreamCloseCodes.notFound);
    }
  });

  it('refuses a page on another site', async () => {
    const socket = openStreamSocket(url(liveSaleId, 'watch'), { origin: 'https://elsewhere.example' });
    await expect(socket).rejects.toThrow('403');
  });

  it('lets a guest watch, and answers time sync with the server clock', async () => {
    const viewer = await openStreamSocket(url(liveSaleId, 'watch'));
    expect(await viewer.nextText()).toEqual({ type: 'stream_status', live: false, mime_type: null });
    const before = Date.now();
    viewer.send({ type: 'time_sync', client_time: 42 });
    const answer = await viewer.nextText();
    expect(answer).toMatchObject({ type: 'time_sync', client_time: 42 });
    expect(answer.server_time).toBeGreaterThanOrEqual(before);
    viewer.close();
  });
});

describe('relaying the room camera', () => {
  it('sends a watching viewer the init segment, then the pictures from the first keyframe', async () => {
    const viewer = await openStreamSocket(url(liveSaleId, 'watch', bidderToken));
    expect(await viewer.nextText()).toMatchObject({ live: false });
    const publisher = await startPublishing();
    const header = webmHeader();
    // The first delta frame has nothing to decode from: the viewer starts at the keyframe.
    publisher.sendMedia(concat([header, clusterOpen(0), delta(1), keyframe(2)]), 1_000_000);
    expect(await viewer.nextText()).toEqual({ type: 'stream_status', live: true, mime_type: mime });
    const init = await viewer.next();
    expect(init).toMatchObject({ kind: 'media' });
    if (init.kind !== 'media') throw new Error('no init');
    expect(Buffer.from(init.bytes).equals(Buffer.from(header))).toBe(true);
    expect(init.ageMs).toBeLessThan(60_000); // a clock an hour off is not trusted
    expect(await viewer.media(clusterStart(0).length + keyframe(2).length)).toEqual(
      Buffer.from(concat([clusterStart(0), keyframe(2)])),
    );

    publisher.sendMedia(delta(3), Date.now() - 300);
    const next = await viewer.next();
    if (next.kind !== 'media') throw new Error('no media');
    // Stamped with the picture's age when sent: the viewer needs no clock of the server's.
    expect(next.ageMs).toBeGreaterThanOrEqual(300);
    expect(next.ageMs).toBeLessThan(5_000);
    publisher.close();
    expect(await viewer.nextText()).toEqual({ type: 'stream_status', live: false, mime_type: null });
    viewer.close();
  });

  it('starts a late viewer with the init segment and the latest keyframe, then live', async () => {
    const publisher = await startPublishing();
    const header = webmHeader();
    publisher.sendMedia(concat([header, clusterOpen(0), keyframe(1), delta(2), clusterOpen(1000), delta(3)]));
    publisher.sendMedia(concat([keyframe(4), delta(5), clusterOpen(2000), delta(6)]));
    await settled(publisher);

    const late = await openStreamSocket(url(liveSaleId, 'watch'));
    expect(await late.nextText()).toMatchObject({ live: true, mime_type: mime });
    expect(await late.media(header.length)).toEqual(Buffer.from(header));
    const fromKeyframe = concat([clusterStart(1000), keyframe(4), delta(5), clusterOpen(2000), delta(6)]);
    expect(await late.media(fromKeyframe.length)).toEqual(Buffer.from(fromKeyframe));
    publisher.sendMedia(delta(7));
    expect(await late.media(delta(7).length)).toEqual(Buffer.from(delta(7)));
    publisher.close();
    late.close();
  });

  it('hands the room to a newer publisher and closes the older one', async () => {
    const first = await startPublishing();
    first.sendMedia(concat([webmHeader(), clusterOpen(0), keyframe(1)]));
    await settled(first);
    const second = await startPublishing();
    second.sendMedia(concat([webmHeader(), clusterOpen(0), keyframe(9)]));
    expect(await first.nextText()).toMatchObject({ code: 'REPLACED' });
    expect((await first.closed).code).toBe(liveStreamCloseCodes.replaced);
    await settled(second);
    const viewer = await openStreamSocket(url(liveSaleId, 'watch'));
    expect(await viewer.nextText()).toMatchObject({ live: true });
    await viewer.media(webmHeader().length);
    expect(await viewer.media(clusterStart(0).length + keyframe(9).length)).toEqual(
      Buffer.from(concat([clusterStart(0), keyframe(9)])),
    );
    second.close();
    viewer.close();
  });

  it('refuses media before start, and closes a stream that is neither WebM nor MP4', async () => {
    const publisher = await openStreamSocket(url(liveSaleId, 'publish', staffToken));
    publisher.sendMedia(webmHeader());
    expect(await publisher.nextText()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Send "start" before media.',
    });
    publisher.send({ type: 'start', mime_type: 'video/x-matroska' });
    expect(await publisher.nextText()).toMatchObject({ message: 'Only MP4 or WebM streams can be relayed.' });
    publisher.send({ type: 'start', mime_type: mime });
    await publisher.nextText();
    publisher.sendMedia(new TextEncoder().encode('this is certainly not a WebM stream'));
    expect(await publisher.nextText()).toMatchObject({ code: 'BAD_STREAM' });
    expect((await publisher.closed).code).toBe(liveStreamCloseCodes.badStream);
  });

  it('relays fragmented MP4: a late viewer gets the init segment and the latest keyframe fragment, with the codecs', async () => {
    const publisher = await startPublishing(liveSaleId, 'video/mp4;codecs=avc1,opus');
    const early = await openStreamSocket(url(liveSaleId, 'watch'));
    expect(await early.nextText()).toMatchObject({ live: false });
    const fragment = (sequence: number, keyframe: boolean) => mp4Fragment({ sequence, keyframe });
    publisher.sendMedia(concat([mp4Init(), fragment(0, true), fragment(1, false)]));
    publisher.sendMedia(concat([fragment(2, true), fragment(3, false)]));
    await settled(publisher);
    const codecs = 'video/mp4;codecs="avc1.42c020,opus"';
    expect(await early.nextText()).toEqual({ type: 'stream_status', live: true, mime_type: codecs });

    const late = await openStreamSocket(url(liveSaleId, 'watch'));
    expect(await late.nextText()).toEqual({ type: 'stream_status', live: true, mime_type: codecs });
    const expected = concat([mp4Init(), fragment(2, true), fragment(3, false)]);
    const received = new Uint8Array(await late.media(expected.length));
    expect(Buffer.from(received).equals(Buffer.from(expected))).toBe(true);
    const reading = readMp4(received);
    expect(reading.info.isFragmented).toBe(true);
    expect(reading.info.tracks.map((track) => track.codec)).toEqual(['avc1.42c020', 'Opus']);
    expect(reading.sync.get(1)?.[0]).toBe(true);

    publisher.sendMedia(fragment(4, false));
    expect(await late.media(fragment(4, false).length)).toEqual(Buffer.from(fragment(4, false)));
    publisher.close();
    early.close();
    late.close();
  });

  it('closes a stream whose bytes are not the container it was started as', async () => {
    const publisher = await startPublishing(liveSaleId, 'video/mp4;codecs=avc1,opus');
    publisher.sendMedia(webmHeader());
    expect(await publisher.nextText()).toMatchObject({
      code: 'BAD_STREAM',
      message:
        'The stream could not be read: The stream is WebM but was started as video/mp4;codecs=avc1,opus.',
    });
    expect((await publisher.closed).code).toBe(liveStreamCloseCodes.badStream);
  });
});
