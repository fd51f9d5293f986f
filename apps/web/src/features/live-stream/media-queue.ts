import type { LiveEdge } from './stream-math';

/** How old a piece's picture was when the server sent it, and when it arrived here (ms). */
export type PieceStamp = Omit<LiveEdge, 'bufferedEnd'>;

/** What the queue needs of a SourceBuffer (a fake one in tests). */
export interface MediaSink {
  updating(): boolean;
  append(bytes: Uint8Array): void;
  remove(start: number, end: number): void;
  /** End of the newest buffered range, or null when nothing is buffered. */
  bufferedEnd(): number | null;
}

interface Item {
  bytes: Uint8Array;
  stamp: PieceStamp;
}

/** More than this waiting to be appended means the player fell too far behind: start over. */
export const maxQueuedBytes = 16 * 1024 * 1024;

/**
 * Appends media in arrival order, one at a time (a SourceBuffer takes one append at a time),
 * reports the live edge after each append, and removes old media between appends.
 */
export class MediaQueue {
  private readonly items: Item[] = [];
  private queuedBytes = 0;
  private inFlight: Item | null = null;
  private trim: [number, number] | null = null;
  private removing = false;

  constructor(
    private readonly sink: MediaSink,
    private readonly onAppended: (edge: LiveEdge) => void,
    private readonly limitBytes = maxQueuedBytes,
  ) {}

  get pendingBytes(): number {
    return this.queuedBytes;
  }

  /** Queues bytes; false when the queue is over its limit (the caller should start over). */
  push(bytes: Uint8Array, stamp: PieceStamp): boolean {
    this.items.push({ bytes, stamp });
    this.queuedBytes += bytes.length;
    if (this.queuedBytes > this.limitBytes) return false;
    this.pump();
    return true;
  }

  /** Asks for old media to be removed before the next append. */
  requestTrim(range: [number, number]): void {
    this.trim = range;
    this.pump();
  }

  /** Call on the SourceBuffer's `updateend`. */
  updateEnded(): void {
    if (this.removing) {
      this.removing = false;
    } else if (this.inFlight) {
      const end = this.sink.bufferedEnd();
      if (end !== null) this.onAppended({ ...this.inFlight.stamp, bufferedEnd: end });
      this.inFlight = null;
    }
    this.pump();
  }

  clear(): void {
    this.items.length = 0;
    this.queuedBytes = 0;
  }

  private pump(): void {
    if (this.sink.updating() || this.inFlight || this.removing) return;
    if (this.trim) {
      const [start, end] = this.trim;
      this.trim = null;
      this.removing = true;
      this.sink.remove(start, end);
      return;
    }
    const next = this.items.shift();
    if (!next) return;
    this.queuedBytes -= next.bytes.length;
    this.inFlight = next;
    try {
      this.sink.append(next.bytes);
    } catch (error) {
      // QuotaExceededError: the buffer is full. Put it back and free what is behind the playhead.
      this.inFlight = null;
      this.items.unshift(next);
      this.queuedBytes += next.bytes.length;
      throw error;
    }
  }
}
