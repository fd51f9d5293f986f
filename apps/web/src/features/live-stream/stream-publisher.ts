import {
  encodeStreamFrame,
  liveStreamCloseCodes,
  liveStreamFraming,
  liveStreamTimings,
  type PublisherMessage,
  streamServerMessageSchema,
} from '@auction/contracts';
import { reconnectDelay } from '../../lib/realtime/reconnect-delay';
import { addSample, bestOffset, bitrateOf, type ClockSample } from './stream-math';

export type PublisherStatus = 'idle' | 'connecting' | 'streaming' | 'reconnecting' | 'failed';

export interface PublisherSnapshot {
  status: PublisherStatus;
  /** What the camera is recorded as, once recording: iPhones play MP4 only. */
  container: 'mp4' | 'webm' | null;
  /** Bits per second sent over the last seconds. */
  bitrate: number | null;
  error: string | null;
}

/**
 * The first of these the browser records. Fragmented MP4 with H.264 plays on every phone, iPhones
 * included (AAC sound where the browser can encode it: Safari, Chrome on Mac and Windows; else
 * Opus). WebM (VP8 decodes on the most devices) is for browsers that cannot record MP4; iPhones
 * cannot play it.
 */
export const recorderTypes = [
  'video/mp4;codecs=avc1,mp4a.40.2',
  'video/mp4;codecs=avc1,opus',
  'video/webm;codecs=vp8,opus',
  'video/webm;codecs=vp9,opus',
  'video/webm',
];
/**
 * Keyframe spacing. An MP4 recorder writes a fragment per keyframe and hands it over only when the
 * next one starts, so its keyframes come every half second to keep the picture under 2 s behind;
 * WebM comes out every timeslice, so a keyframe every 2 s is enough for a late joiner.
 */
const keyframeIntervalMs = { mp4: 500, webm: 2000 } as const;
/** Unsent bytes beyond this mean the upload cannot keep up: start a fresh recording. */
const maxUnsentBytes = 2 * 1024 * 1024;
const containerOf = (mimeType: string) => (mimeType.startsWith('video/mp4') ? 'mp4' : 'webm');

const finalCodes: number[] = [
  liveStreamCloseCodes.unauthenticated,
  liveStreamCloseCodes.forbidden,
  liveStreamCloseCodes.notFound,
  liveStreamCloseCodes.replaced,
];

export function pickRecorderType(isSupported: (type: string) => boolean): string | null {
  return recorderTypes.find((type) => isSupported(type)) ?? null;
}

/** Records a camera stream with MediaRecorder and sends it to `/api/live-stream/:id/publish`. */
export class StreamPublisher {
  private socket: WebSocket | null = null;
  private recorder: MediaRecorder | null = null;
  private stopped = false;
  private attempts = 0;
  private samples: ClockSample[] = [];
  private sending: Promise<void> = Promise.resolve();
  private sentBytes = 0;
  private lastError: string | null = null;
  /** Recording types the server could not read: the next one the browser records is tried. */
  private readonly refused = new Set<string>();
  private snapshot: PublisherSnapshot = { status: 'idle', container: null, bitrate: null, error: null };
  private timers: ReturnType<typeof setInterval>[] = [];
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly stream: MediaStream,
    private readonly url: string,
    private readonly onChange: (snapshot: PublisherSnapshot) => void,
  ) {}

  start(): void {
    const mimeType = this.recorderType();
    if (!mimeType) {
      this.update({
        status: 'failed',
        error: 'This browser cannot record the camera as MP4 or WebM. Use Chrome, Edge, Safari or Firefox.',
      });
      return;
    }
    this.connect(mimeType);
    let last = { at: Date.now(), bytes: 0 };
    this.timers.push(
      setInterval(() => {
        const now = Date.now();
        const bitrate = bitrateOf(this.sentBytes - last.bytes, now - last.at);
        last = { at: now, bytes: this.sentBytes };
        if (this.snapshot.status === 'streaming') this.update({ bitrate });
      }, 2000),
      setInterval(() => this.syncClock(), liveStreamTimings.timeSyncIntervalMs),
    );
  }

  stop(): void {
    this.stopped = true;
    for (const timer of this.timers) clearInterval(timer);
    clearTimeout(this.reconnectTimer);
    this.stopRecorder();
    this.socket?.close(1000);
    this.socket = null;
    this.update({ status: 'idle', container: null, bitrate: null, error: null });
  }

  private recorderType(): string | null {
    return pickRecorderType((type) => !this.refused.has(type) && MediaRecorder.isTypeSupported(type));
  }

  private update(next: Partial<PublisherSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...next };
    this.onChange(this.snapshot);
  }

  private send(message: PublisherMessage): void {
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(message));
  }

  private syncClock(): void {
    this.send({ type: 'time_sync', client_time: Date.now() });
  }

  private connect(mimeType: string): void {
    this.update({ status: this.attempts > 0 ? 'reconnecting' : 'connecting' });
    const socket = new WebSocket(this.url);
    this.socket = socket;
    socket.onopen = () => {
      this.syncClock();
      this.send({ type: 'start', mime_type: mimeType });
    };
    socket.onmessage = (event: MessageEvent<string>) => {
      if (typeof event.data !== 'string') return;
      const parsed = streamServerMessageSchema.safeParse(JSON.parse(event.data));
      if (!parsed.success) return;
      const message = parsed.data;
      if (message.type === 'time_sync') {
        const sample = {
          sentAt: message.client_time,
          receivedAt: Date.now(),
          serverTime: message.server_time,
        };
        this.samples = addSample(this.samples, sample);
      } else if (message.type === 'publishing') {
        this.attempts = 0;
        this.record(socket, mimeType);
        this.update({ status: 'streaming', container: containerOf(mimeType), error: null });
      } else if (message.type === 'error') {
        this.lastError = message.message;
      }
    };
    socket.onclose = (event) => {
      if (this.socket !== socket || this.stopped) return;
      this.socket = null;
      this.stopRecorder();
      const fallback =
        event.code === liveStreamCloseCodes.badStream ? this.fallbackFrom(mimeType) : undefined;
      if (finalCodes.includes(event.code) || fallback === null) {
        this.update({ status: 'failed', bitrate: null, error: this.lastError ?? 'The stream was refused.' });
        return;
      }
      if (fallback) {
        this.update({ status: 'reconnecting', bitrate: null });
        this.reconnectTimer = setTimeout(() => this.connect(fallback), reconnectDelay(1));
        return;
      }
      this.attempts += 1;
      this.update({ status: 'reconnecting', bitrate: null });
      this.reconnectTimer = setTimeout(() => this.connect(mimeType), reconnectDelay(this.attempts));
    };
  }

  /** The server could not read `mimeType` (it will not read it better next time): the next type, or null. */
  private fallbackFrom(mimeType: string): string | null {
    this.refused.add(mimeType);
    return this.recorderType();
  }

  private record(socket: WebSocket, mimeType: string): void {
    const options = {
      mimeType,
      videoBitsPerSecond: 1_200_000,
      audioBitsPerSecond: 64_000,
      videoKeyFrameIntervalDuration: keyframeIntervalMs[containerOf(mimeType)],
    } as MediaRecorderOptions;
    const recorder = new MediaRecorder(this.stream, options);
    this.recorder = recorder;
    recorder.ondataavailable = (event) => {
      if (event.data.size === 0 || this.recorder !== recorder) return;
      const offset = bestOffset(this.samples) ?? 0;
      const capturedAt = Date.now() + offset;
      // Blobs are read in order, so the server gets the bytes in order.
      this.sending = this.sending
        .then(async () => this.sendMedia(socket, new Uint8Array(await event.data.arrayBuffer()), capturedAt))
        .catch(() => undefined);
    };
    recorder.start(liveStreamTimings.recorderTimesliceMs);
  }

  private sendMedia(socket: WebSocket, bytes: Uint8Array, capturedAt: number): void {
    if (socket.readyState !== WebSocket.OPEN) return;
    if (socket.bufferedAmount > maxUnsentBytes) {
      // The upload cannot keep up; a fresh connection starts a fresh recording at a keyframe.
      socket.close(4000, 'upload too slow');
      return;
    }
    for (let at = 0; at < bytes.length; at += liveStreamFraming.maxPublishPayloadBytes) {
      socket.send(
        encodeStreamFrame(capturedAt, bytes.subarray(at, at + liveStreamFraming.maxPublishPayloadBytes)),
      );
    }
    this.sentBytes += bytes.length;
  }

  private stopRecorder(): void {
    const recorder = this.recorder;
    this.recorder = null;
    if (recorder && recorder.state !== 'inactive') recorder.stop();
  }
}
