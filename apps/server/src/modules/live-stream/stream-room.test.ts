import { decodeViewerFrame } from '@auction/contracts';
import { describe, expect, it } from 'vitest';
import { type StreamEvent, StreamRoom, type StreamViewer } from './stream-room';
import { clusterStart } from './webm-parser';

/** A viewer that records what it is sent; `unsent` plays the socket's bufferedAmount. */
class FakeViewer implements StreamViewer {
  unsent = 0;
  terminated = false;
  readonly log: string[] = [];
  /** Each piece's age as stamped when it was sent (ms). */
  readonly ages: number[] = [];
  bufferedAmount = () => this.unsent;
  sendMedia(frame: Uint8Array) {
    const decoded = decodeViewerFrame(frame);
    if (!decoded) throw new Error('undecodable frame');
    this.log.push(new TextDecoder().decode(decoded.bytes));
    this.ages.push(decoded.ageMs);
  }
  sendStatus(live: boolean, mimeType: string | null) {
    this.log.push(live ? `live ${mimeType}` : 'off air');
  }
  terminate() {
    this.terminated = true;
  }
}

const p = 'publisher-1';
const bytes = (label: string) => new TextEncoder().encode(label);
const init = (publisher = p): StreamEvent => ({
  kind: 'init',
  publisher,
  container: 'webm',
  mimeType: 'video/webm;codecs=vp8,opus',
  capturedAt: 1,
  bytes: bytes('INIT'),
});
const cluster = (timecode: number): StreamEvent => ({
  kind: 'cluster',
  publisher: p,
  timecode,
  capturedAt: 2,
  bytes: bytes(`C${timecode}`),
});
const frame = (label: string, keyframe = false, publisher = p, capturedAt = 3): StreamEvent => ({
  kind: 'frame',
  publisher,
  keyframe,
  capturedAt,
  bytes: bytes(label),
});
const mp4Init: StreamEvent = {
  kind: 'init',
  publisher: p,
  container: 'mp4',
  mimeType: 'video/mp4;codecs="avc1.42c020,opus"',
  capturedAt: 1,
  bytes: bytes('FTYP+MOOV'),
};
/** How a late viewer's synthetic cluster start reads in the log. */
const start = (timecode: number) => new TextDecoder().decode(clusterStart(timecode));

function roomWith(events: StreamEvent[], limits?: ConstructorParameters<typeof StreamRoom>[0]) {
  const room = new StreamRoom(limits);
  for (const event of events) room.apply(event, 0);
  return room;
}

describe('StreamRoom', () => {
  it('gives a late viewer the init segment first, then the pictures since the latest keyframe', () => {
    const room = roomWith([
      init(),
      cluster(0),
      frame('K1', true),
      frame('d1'),
      cluster(1000),
      frame('d2'),
      frame('K2', true),
      frame('d3'),
    ]);
    const late = new FakeViewer();
    room.join(late);
    expect(late.log).toEqual(['live video/webm;codecs=vp8,opus', 'INIT', start(1000), 'K2', 'd3']);
    room.apply(frame('d4'), 0);
    room.apply(cluster(2000), 0);
    expect(late.log.slice(-2)).toEqual(['d4', 'C2000']);
  });

  it('makes a viewer who joins before any keyframe wait for one, then start there', () => {
    const room = roomWith([init(), cluster(0), frame('d0')]);
    const viewer = new FakeViewer();
    room.join(viewer);
    room.apply(frame('d1'), 0);
    room.apply(frame('K', true), 0);
    room.apply(frame('d2'), 0);
    expect(viewer.log).toEqual(['live video/webm;codecs=vp8,opus', 'INIT', start(0), 'K', 'd2']);
  });

  it('tells a viewer when nothing is on air, and sends the stream as soon as it starts', () => {
    const room = new StreamRoom();
    const viewer = new FakeViewer();
    room.join(viewer);
    room.apply(init(), 0);
    room.apply(cluster(0), 0);
    room.apply(frame('K', true), 0);
    room.apply(frame('d'), 0);
    expect(viewer.log).toEqual(['off air', 'live video/webm;codecs=vp8,opus', 'INIT', start(0), 'K', 'd']);
  });

  it('skips a slow viewer ahead to the next keyframe instead of queueing for it', () => {
    const room = roomWith([init(), cluster(0), frame('K1', true)], {
      slowViewerBytes: 100,
      dropViewerBytes: 1000,
      maxGopBytes: 10_000,
    });
    const viewer = new FakeViewer();
    room.join(viewer);
    viewer.unsent = 500;
    room.apply(frame('d1'), 0);
    room.apply(frame('d2'), 0);
    viewer.unsent = 0;
    room.apply(frame('d3'), 0); // still waiting: it may only resume on a keyframe
    room.apply(frame('K2', true), 0);
    room.apply(frame('d4'), 0);
    expect(viewer.log.slice(-4)).toEqual(['K1', start(0), 'K2', 'd4']);
    expect(viewer.terminated).toBe(false);
  });

  it('drops a viewer that stopped reading altogether', () => {
    const room = roomWith([init(), cluster(0), frame('K1', true)], {
      slowViewerBytes: 100,
      dropViewerBytes: 1000,
      maxGopBytes: 10_000,
    });
    const viewer = new FakeViewer();
    room.join(viewer);
    viewer.unsent = 5000;
    room.apply(frame('d1'), 0);
    expect(viewer.terminated).toBe(true);
    expect(room.viewerCount).toBe(0);
  });

  it('keeps at most maxGopBytes for late viewers; past it they wait for the next keyframe', () => {
    const limits = { slowViewerBytes: 1e6, dropViewerBytes: 1e7, maxGopBytes: 200 };
    const room = roomWith([init(), cluster(0), frame('K1', true)], limits);
    for (let i = 0; i < 100; i += 1) room.apply(frame(`d${i}`), 0);
    expect(room.heldBytes).toBeLessThan(250);
    const late = new FakeViewer();
    room.join(late);
    expect(late.log).toEqual(['live video/webm;codecs=vp8,opus', 'INIT']);
    room.apply(frame('K2', true), 0);
    expect(late.log.slice(-2)).toEqual([start(0), 'K2']);
  });

  it('ends the stream for its viewers, ignoring a replaced publisher', () => {
    const room = roomWith([init('old'), init('new'), cluster(0)]);
    const viewer = new FakeViewer();
    room.join(viewer);
    room.apply(frame('K-old', true, 'old'), 0);
    room.apply({ kind: 'end', publisher: 'old' }, 0);
    expect(room.publisher).toBe('new');
    room.apply({ kind: 'end', publisher: 'new' }, 0);
    expect(viewer.log).toEqual(['live video/webm;codecs=vp8,opus', 'INIT', 'off air']);
    expect(room.heldBytes).toBe(0);
  });

  it('gives a late viewer of an MP4 stream the init segment and the latest keyframe fragment onward', () => {
    const room = roomWith([mp4Init, frame('F0-key', true), frame('F1'), frame('F2-key', true), frame('F3')]);
    const late = new FakeViewer();
    room.join(late);
    expect(late.log).toEqual(['live video/mp4;codecs="avc1.42c020,opus"', 'FTYP+MOOV', 'F2-key', 'F3']);
    room.apply(frame('F4'), 0);
    expect(late.log.at(-1)).toBe('F4');
  });

  it('makes an MP4 viewer who joins before any keyframe fragment wait for one, with no WebM cluster start', () => {
    const room = roomWith([mp4Init, frame('F0')]);
    const viewer = new FakeViewer();
    room.join(viewer);
    room.apply(frame('F1'), 0);
    room.apply(frame('F2-key', true), 0);
    room.apply(frame('F3'), 0);
    expect(viewer.log).toEqual(['live video/mp4;codecs="avc1.42c020,opus"', 'FTYP+MOOV', 'F2-key', 'F3']);
  });

  it('stamps each piece with how old its picture is when it is sent, late viewers included', () => {
    const room = new StreamRoom();
    const early = new FakeViewer();
    room.join(early);
    room.apply({ ...mp4Init, capturedAt: 10_000 }, 10_050);
    room.apply(frame('F0-key', true, p, 10_100), 10_400);
    room.apply(frame('F1', false, p, 10_600), 10_700);
    expect(early.ages).toEqual([50, 300, 100]);
    const late = new FakeViewer();
    room.join(late, 12_000);
    // Sent now, the held pieces are as old as their pictures are now.
    expect(late.ages).toEqual([2000, 1900, 1400]);
  });
});
