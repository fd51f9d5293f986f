import {
  decodeViewerFrame,
  liveStreamTimings,
  streamServerMessageSchema,
  type ViewerMessage,
} from '@auction/contracts';
import { reconnectDelay } from '../../lib/realtime/reconnect-delay';
import { MediaQueue, type PieceStamp } from './media-queue';
import {
  addSample,
  type ClockSample,
  delayBehindRoom,
  edgeTarget,
  halfRoundTrip,
  type LiveEdge,
  liveEdgeSeek,
  rangesOf,
  trimRange,
} from './stream-math';

export type PlayerStatus = 'connecting' | 'off-air' | 'starting' | 'playing' | 'reconnecting' | 'unsupported';

export interface PlayerSnapshot {
  status: PlayerStatus;
  /** Seconds behind the room, once the clock is synced and a picture is showing. */
  delaySeconds: number | null;
}

const tickMs = 250;
/** Live but no media for this long: the connection is treated as dropped. */
const silenceMs = 10_000;

type MediaSourceScope = { ManagedMediaSource?: typeof MediaSource; MediaSource?: typeof MediaSource };

/** ManagedMediaSource where there is one (iPhones have nothing else, iOS 17.1+), else MediaSource. */
export function mediaSourceClass(
  scope: MediaSourceScope = globalThis as MediaSourceScope,
): typeof MediaSource | null {
  return scope.ManagedMediaSource ?? scope.MediaSource ?? null;
}

/** Pieces kept to tell how much media one piece adds (a WebM frame, or an MP4 fragment). */
const keptSpans = 8;
/** This device's monotonic clock (ms): durations only, never compared with the server's clock. */
const deviceNow = () => performance.now();

/**
 * Plays `/api/live-stream/:id/watch` (fragmented MP4 or WebM, as the clerk's browser records it)
 * in a video element with Media Source Extensions.
 */
export class StreamPlayer {
  private socket: WebSocket | null = null;
  private stopped = false;
  private attempts = 0;
  private samples: ClockSample[] = [];
  private media: { source: MediaSource; buffer: SourceBuffer | null; queue: MediaQueue | null } | null = null;
  private early: { bytes: Uint8Array; stamp: PieceStamp }[] = [];
  private edge: LiveEdge | null = null;
  private spans: number[] = [];
  private lastMediaAt = 0;
  private snapshot: PlayerSnapshot = { status: 'connecting', delaySeconds: null };
  private readonly timers: ReturnType<typeof setInterval>[] = [];
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly video: HTMLVideoElement,
    private readonly url: string,
    private readonly onChange: (snapshot: PlayerSnapshot) => void,
  ) {}

  start(): void {
    if (!mediaSourceClass()) {
      this.update({ status: 'unsupported', delaySeconds: null });
      return;
    }
    this.connect();
    this.timers.push(setInterval(() => this.tick(), tickMs));
    this.timers.push(setInterval(() => this.syncClock(), liveStreamTimings.timeSyncIntervalMs));
  }

  stop(): void {
    this.stopped = true;
    for (const timer of this.timers) clearInterval(timer);
    clearTimeout(this.reconnectTimer);
    this.socket?.close(1000);
    this.socket = null;
    this.teardown();
  }

  private update(next: Partial<PlayerSnapshot>): void {
    const snapshot = { ...this.snapshot, ...next };
    if (snapshot.status === this.snapshot.status && snapshot.delaySeconds === this.snapshot.delaySeconds)
      return;
    this.snapshot = snapshot;
    this.onChange(snapshot);
  }

  private connect(): void {
    const socket = new WebSocket(this.url);
    socket.binaryType = 'arraybuffer';
    this.socket = socket;
    socket.onopen = () => {
      this.attempts = 0;
      this.syncClock();
    };
    socket.onmessage = (message: MessageEvent<ArrayBuffer | string>) => {
      if (typeof message.data === 'string') this.control(message.data);
      else this.received(new Uint8Array(message.data));
    };
    socket.onclose = (event) => {
      if (this.socket !== socket || this.stopped) return;
      this.socket = null;
      this.teardown();
      if (event.code === 4404 || event.code === 4403) {
        this.update({ status: 'off-air', delaySeconds: null });
        return;
      }
      this.update({ status: 'reconnecting', delaySeconds: null });
      this.attempts += 1;
      this.reconnectTimer = setTimeout(() => this.connect(), reconnectDelay(this.attempts));
    };
  }

  /** Drops the connection and opens a fresh one (the server starts it at a keyframe). */
  private restart(): void {
    this.socket?.close(4000, 'restart');
  }

  private control(text: string): void {
    let parsed: ReturnType<typeof streamServerMessageSchema.safeParse>;
    try {
      parsed = streamServerMessageSchema.safeParse(JSON.parse(text));
    } catch {
      return;
    }
    if (!parsed.success) return;
    const message = parsed.data;
    if (message.type === 'time_sync') {
      // Only the round trip is used, measured on this device's clock.
      const sample = {
        sentAt: message.client_time,
        receivedAt: deviceNow(),
        serverTime: message.server_time,
      };
      this.samples = addSample(this.samples, sample);
    } else if (message.type === 'stream_status') {
      this.teardown();
      if (message.live && message.mime_type) this.open(message.mime_type);
      else this.update({ status: 'off-air', delaySeconds: null });
    }
  }

  private syncClock(): void {
    if (this.socket?.readyState !== WebSocket.OPEN) return;
    const message: ViewerMessage = { type: 'time_sync', client_time: deviceNow() };
    this.socket.send(JSON.stringify(message));
  }

  private open(mimeType: string): void {
    const Source = mediaSourceClass();
    if (!Source?.isTypeSupported(mimeType)) {
      this.update({ status: 'unsupported', delaySeconds: null });
      return;
    }
    const source = new Source();
    const media: NonNullable<StreamPlayer['media']> = { source, buffer: null, queue: null };
    this.media = media;
    this.lastMediaAt = Date.now();
    this.update({ status: 'starting', delaySeconds: null });
    this.video.disableRemotePlayback = true;
    this.video.src = URL.createObjectURL(source);
    source.addEventListener('sourceopen', () => {
      if (this.media !== media) return;
      URL.revokeObjectURL(this.video.src);
      const buffer = source.addSourceBuffer(mimeType);
      media.buffer = buffer;
      media.queue = new MediaQueue(
        {
          updating: () => buffer.updating,
          append: (bytes) => buffer.appendBuffer(bytes as Uint8Array<ArrayBuffer>),
          remove: (start, end) => buffer.remove(start, end),
          bufferedEnd: () =>
            buffer.buffered.length ? buffer.buffered.end(buffer.buffered.length - 1) : null,
        },
        (edge) => {
          if (this.edge)
            this.spans = [...this.spans, edge.bufferedEnd - this.edge.bufferedEnd].slice(-keptSpans);
          this.edge = edge;
        },
      );
      buffer.addEventListener('updateend', () => media.queue?.updateEnded());
      buffer.addEventListener('error', () => this.restart());
      for (const item of this.early.splice(0)) this.enqueue(item.bytes, item.stamp);
    });
  }

  private received(frame: Uint8Array): void {
    const decoded = decodeViewerFrame(frame);
    if (!decoded || !this.media) return;
    this.lastMediaAt = Date.now();
    const stamp = { ageMs: decoded.ageMs, arrivedAt: deviceNow() };
    if (!this.media.queue) this.early.push({ bytes: decoded.bytes, stamp });
    else this.enqueue(decoded.bytes, stamp);
  }

  private enqueue(bytes: Uint8Array, stamp: PieceStamp): void {
    try {
      if (!this.media?.queue?.push(bytes, stamp)) this.restart();
    } catch {
      this.restart(); // the buffer is full or broken: start over at a keyframe
    }
  }

  private tick(): void {
    const media = this.media;
    if (!media?.buffer || !media.queue) return;
    if (Date.now() - this.lastMediaAt > silenceMs) {
      this.restart();
      return;
    }
    const buffered = rangesOf(media.buffer.buffered);
    const seek = liveEdgeSeek(this.video.currentTime, buffered, edgeTarget(this.spans));
    if (seek !== null) this.video.currentTime = seek;
    if (this.video.paused && buffered.length > 0) this.video.play().catch(() => undefined);
    const trim = trimRange(this.video.currentTime, buffered);
    if (trim) media.queue.requestTrim(trim);
    const way = halfRoundTrip(this.samples);
    const showing = this.video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA && !this.video.paused;
    const delay =
      showing && this.edge && way !== null
        ? Math.round(delayBehindRoom(deviceNow(), this.edge, this.video.currentTime, way) * 10) / 10
        : null;
    this.update({ status: showing ? 'playing' : 'starting', delaySeconds: delay });
  }

  private teardown(): void {
    const media = this.media;
    this.media = null;
    this.early = [];
    this.edge = null;
    this.spans = [];
    if (!media) return;
    media.queue?.clear();
    if (media.source.readyState === 'open') {
      try {
        media.source.endOfStream();
      } catch {
        // already ended
      }
    }
    this.video.removeAttribute('src');
    this.video.load();
  }
}
