import { liveStreamCloseCodes } from '@auction/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type PublisherSnapshot, StreamPublisher } from './stream-publisher';

/** A WebSocket stand-in: records what is sent; the test opens, answers and closes it. */
class FakeSocket {
  static readonly OPEN = 1;
  static all: FakeSocket[] = [];
  readyState = 0;
  bufferedAmount = 0;
  readonly sent: string[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {}
  open() {
    this.readyState = FakeSocket.OPEN;
    this.onopen?.();
  }
  answer(message: object) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  refuse(code: number, message: string) {
    this.answer({ type: 'error', code: 'BAD_STREAM', message });
    this.readyState = 3;
    this.onclose?.({ code });
  }
  started(): string | undefined {
    return this.sent.map((text) => JSON.parse(text)).find((message) => message.type === 'start')?.mime_type;
  }
}

/** Debian's Chromium: H.264 with Opus in MP4, and WebM; no AAC. */
const chromiumRecords = (type: string) => type !== 'video/mp4;codecs=avc1,mp4a.40.2';

class FakeRecorder {
  static isTypeSupported = chromiumRecords;
  state = 'inactive';
  ondataavailable: unknown = null;
  constructor(
    readonly stream: unknown,
    readonly options: MediaRecorderOptions,
  ) {}
  start() {
    this.state = 'recording';
  }
  stop() {
    this.state = 'inactive';
  }
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.all = [];
  FakeRecorder.isTypeSupported = chromiumRecords;
  vi.stubGlobal('WebSocket', FakeSocket);
  vi.stubGlobal('MediaRecorder', FakeRecorder);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function publish() {
  const snapshots: PublisherSnapshot[] = [];
  const publisher = new StreamPublisher({} as MediaStream, 'ws://test/publish', (next) =>
    snapshots.push(next),
  );
  publisher.start();
  return { publisher, snapshots, last: () => snapshots.at(-1) };
}

describe('StreamPublisher', () => {
  it('records MP4 first, and falls back to WebM when the server cannot read the MP4', async () => {
    const { publisher, last } = publish();
    const first = FakeSocket.all[0];
    first?.open();
    expect(first?.started()).toBe('video/mp4;codecs=avc1,opus');
    first?.answer({ type: 'publishing' });
    expect(last()).toMatchObject({ status: 'streaming', container: 'mp4' });

    first?.refuse(liveStreamCloseCodes.badStream, 'The stream could not be read: A damaged box.');
    await vi.advanceTimersByTimeAsync(5_000);
    const second = FakeSocket.all[1];
    second?.open();
    expect(second?.started()).toBe('video/webm;codecs=vp8,opus');
    second?.answer({ type: 'publishing' });
    expect(last()).toMatchObject({ status: 'streaming', container: 'webm' });
    publisher.stop();
  });

  it('stops with the server’s reason once no format the browser records can be read', async () => {
    FakeRecorder.isTypeSupported = (type) => type === 'video/mp4;codecs=avc1,mp4a.40.2';
    const { last } = publish();
    FakeSocket.all[0]?.open();
    FakeSocket.all[0]?.refuse(liveStreamCloseCodes.badStream, 'The stream could not be read: A damaged box.');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(FakeSocket.all).toHaveLength(1);
    expect(last()).toMatchObject({ status: 'failed', error: 'The stream could not be read: A damaged box.' });
  });
});
