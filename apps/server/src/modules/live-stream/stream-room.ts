import { encodeViewerFrame } from '@auction/contracts';
import type { Container } from './media-reader';
import { clusterStart } from './webm-parser';

/** What the publisher's instance makes of the clerk's recording; every instance applies the same events. */
export type StreamEvent =
  | {
      kind: 'init';
      publisher: string;
      container: Container;
      mimeType: string;
      capturedAt: number;
      bytes: Uint8Array;
    }
  | { kind: 'cluster'; publisher: string; timecode: number; capturedAt: number; bytes: Uint8Array }
  | { kind: 'frame'; publisher: string; keyframe: boolean; capturedAt: number; bytes: Uint8Array }
  | { kind: 'end'; publisher: string };

/** One watching socket, as the room sees it. */
export interface StreamViewer {
  bufferedAmount(): number;
  /** An encoded frame: the piece's age when sent + media bytes. */
  sendMedia(frame: Uint8Array): void;
  sendStatus(live: boolean, mimeType: string | null): void;
  /** Drops a viewer that stopped reading altogether. */
  terminate(): void;
}

export interface RoomLimits {
  /** A viewer with more than this unsent skips ahead to the next keyframe. */
  slowViewerBytes: number;
  /** A viewer with more than this unsent is disconnected (its player reconnects). */
  dropViewerBytes: number;
  /** The picture kept for late viewers; beyond it (no keyframe for long) late viewers wait. */
  maxGopBytes: number;
}

export const defaultRoomLimits: RoomLimits = {
  slowViewerBytes: 1024 * 1024,
  dropViewerBytes: 8 * 1024 * 1024,
  maxGopBytes: 8 * 1024 * 1024,
};

type ViewerState = 'waiting' | 'live';

/** A piece held for late viewers: stamped with its age only when it is sent. */
interface Held {
  capturedAt: number;
  bytes: Uint8Array;
}

const sent = (piece: Held, now: number) =>
  encodeViewerFrame(Math.max(0, now - piece.capturedAt), piece.bytes);

/**
 * One auction's stream on this instance: the init segment and everything since the latest
 * keyframe (so a late viewer starts decoding at once), and the viewers with where each one is.
 */
export class StreamRoom {
  publisher: string | null = null;
  mimeType: string | null = null;
  lastEventAt = 0;
  private container: Container = 'webm';
  private init: Held | null = null;
  private gop: Held[] | null = null;
  private gopBytes = 0;
  private timecode = 0;
  private readonly viewers = new Map<StreamViewer, ViewerState>();

  constructor(private readonly limits: RoomLimits = defaultRoomLimits) {}

  get viewerCount(): number {
    return this.viewers.size;
  }

  /** Bytes held for late viewers (init + the current group of pictures). */
  get heldBytes(): number {
    return (this.init?.bytes.length ?? 0) + this.gopBytes;
  }

  join(viewer: StreamViewer, now = Date.now()): void {
    if (!this.init || !this.mimeType) {
      viewer.sendStatus(false, null);
      this.viewers.set(viewer, 'waiting');
      return;
    }
    viewer.sendStatus(true, this.mimeType);
    viewer.sendMedia(sent(this.init, now));
    for (const piece of this.gop ?? []) viewer.sendMedia(sent(piece, now));
    this.viewers.set(viewer, this.gop ? 'live' : 'waiting');
  }

  leave(viewer: StreamViewer): void {
    this.viewers.delete(viewer);
  }

  apply(event: StreamEvent, now: number): void {
    if (event.kind === 'init') {
      this.start(event, now);
      return;
    }
    if (event.publisher !== this.publisher) return; // a replaced publisher's last words
    if (event.kind === 'end') {
      this.end();
      return;
    }
    this.lastEventAt = now;
    const piece = { capturedAt: event.capturedAt, bytes: event.bytes };
    const frame = sent(piece, now);
    if (event.kind === 'cluster') {
      this.timecode = event.timecode;
      this.keep(piece);
      this.sendToLive(frame);
      return;
    }
    if (!event.keyframe) {
      this.keep(piece);
      this.sendToLive(frame);
      return;
    }
    // A WebM keyframe mid-cluster needs a cluster start before it; an MP4 fragment stands alone.
    const start =
      this.container === 'webm' ? { capturedAt: event.capturedAt, bytes: clusterStart(this.timecode) } : null;
    const startFrame = start && sent(start, now);
    this.gop = start ? [start, piece] : [piece];
    this.gopBytes = this.gop.reduce((sum, held) => sum + held.bytes.length, 0);
    for (const [viewer, state] of this.viewers) {
      if (!this.hasRoom(viewer)) continue;
      if (state === 'waiting') {
        if (startFrame) viewer.sendMedia(startFrame);
        this.viewers.set(viewer, 'live');
      }
      viewer.sendMedia(frame);
    }
  }

  /** The stream is over (its publisher left, or went silent). */
  end(): void {
    this.publisher = null;
    this.mimeType = null;
    this.init = null;
    this.gop = null;
    this.gopBytes = 0;
    for (const viewer of this.viewers.keys()) {
      viewer.sendStatus(false, null);
      this.viewers.set(viewer, 'waiting');
    }
  }

  private start(event: Extract<StreamEvent, { kind: 'init' }>, now: number): void {
    this.publisher = event.publisher;
    this.container = event.container;
    this.mimeType = event.mimeType;
    this.lastEventAt = now;
    this.init = { capturedAt: event.capturedAt, bytes: event.bytes };
    this.gop = null;
    this.gopBytes = 0;
    this.timecode = 0;
    const init = sent(this.init, now);
    for (const viewer of this.viewers.keys()) {
      viewer.sendStatus(true, event.mimeType);
      viewer.sendMedia(init);
      this.viewers.set(viewer, 'waiting');
    }
  }

  private keep(piece: Held): void {
    if (!this.gop) return;
    this.gop.push(piece);
    this.gopBytes += piece.bytes.length;
    if (this.gopBytes > this.limits.maxGopBytes) {
      this.gop = null;
      this.gopBytes = 0;
    }
  }

  private sendToLive(frame: Uint8Array): void {
    for (const [viewer, state] of this.viewers) {
      if (state === 'live' && this.hasRoom(viewer)) viewer.sendMedia(frame);
    }
  }

  /** False (and the viewer set back to wait for a keyframe, or dropped) when it is behind. */
  private hasRoom(viewer: StreamViewer): boolean {
    const unsent = viewer.bufferedAmount();
    if (unsent > this.limits.dropViewerBytes) {
      this.viewers.delete(viewer);
      viewer.terminate();
      return false;
    }
    if (unsent > this.limits.slowViewerBytes) {
      this.viewers.set(viewer, 'waiting');
      return false;
    }
    return true;
  }
}
