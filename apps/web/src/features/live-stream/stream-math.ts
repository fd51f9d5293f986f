import { liveStreamTimings } from '@auction/contracts';

/** Pure arithmetic of the live picture: clock offset, live edge and delay behind the room. */

export interface ClockSample {
  /** Local time the time_sync left, and when its answer came back. */
  sentAt: number;
  receivedAt: number;
  serverTime: number;
}

/** Server clock minus local clock from one round trip, assuming the way there took half of it. */
export function offsetOf(sample: ClockSample): number {
  return sample.serverTime - (sample.sentAt + sample.receivedAt) / 2;
}

/** The best estimate from recent samples: the one with the shortest round trip. */
export function bestOffset(samples: readonly ClockSample[]): number | null {
  let best: ClockSample | null = null;
  for (const sample of samples) {
    if (sample.receivedAt < sample.sentAt) continue;
    if (!best || sample.receivedAt - sample.sentAt < best.receivedAt - best.sentAt) best = sample;
  }
  return best ? offsetOf(best) : null;
}

/** The way from the server to here (ms): half the shortest round trip, on this device's own clock. */
export function halfRoundTrip(samples: readonly ClockSample[]): number | null {
  const trips = samples.map((sample) => sample.receivedAt - sample.sentAt).filter((trip) => trip >= 0);
  return trips.length ? Math.min(...trips) / 2 : null;
}

/** Keeps the last few samples (network conditions change over a sale). */
export function addSample(samples: readonly ClockSample[], sample: ClockSample, keep = 8): ClockSample[] {
  return [...samples, sample].slice(-keep);
}

export type Ranges = readonly (readonly [start: number, end: number])[];

/** TimeRanges as plain pairs (tests and pure code use these). */
export function rangesOf(ranges: TimeRanges): [number, number][] {
  const out: [number, number][] = [];
  for (let i = 0; i < ranges.length; i += 1) out.push([ranges.start(i), ranges.end(i)]);
  return out;
}

/** Where playback should sit after a jump: this far before the newest picture held. */
export const liveEdgeTargetS = 0.3;
/** Margin over the largest piece, so the next piece lands before playback runs dry. */
const pieceMarginS = 0.2;
/** A growth of the buffer larger than this is a skip to a later keyframe, not one piece. */
const maxPieceS = 1.5;

/**
 * How far behind the newest picture playback should sit, from how much media recent pieces
 * added: WebM comes frame by frame (0.3 s), MP4 a fragment at a time (a fragment plus a margin).
 */
export function edgeTarget(pieceSpans: readonly number[]): number {
  const pieces = pieceSpans.filter((span) => span > 0 && span <= maxPieceS);
  return Math.max(liveEdgeTargetS, Math.max(0, ...pieces) + pieceMarginS);
}

/**
 * Where to jump, or null to keep playing: more than `target` + 1.2 s behind the newest picture,
 * or stuck outside the newest buffered range (a start, or a gap after a skip), jumps to `target`
 * before the edge.
 */
export function liveEdgeSeek(
  currentTime: number,
  buffered: Ranges,
  target: number = liveEdgeTargetS,
): number | null {
  const last = buffered.at(-1);
  if (!last) return null;
  const [start, end] = last;
  const maxBehind = target + liveStreamTimings.maxBehindEdgeS - liveEdgeTargetS;
  const seekTo = Math.max(start, end - target);
  if (currentTime < start) return seekTo;
  if (end - currentTime > maxBehind) return seekTo;
  return null;
}

/** Media older than this behind the playhead is removed, so a long sale does not fill memory. */
export const keepBehindS = 20;

/** The span to remove from the buffer, or null when there is little to gain. */
export function trimRange(currentTime: number, buffered: Ranges): [number, number] | null {
  const first = buffered[0];
  if (!first) return null;
  const until = currentTime - keepBehindS;
  return until - first[0] > 10 ? [first[0], until] : null;
}

export interface LiveEdge {
  /** How old the newest appended piece's picture was when the server sent it (ms). */
  ageMs: number;
  /** When that piece arrived, on this device's monotonic clock (ms). */
  arrivedAt: number;
  /** The buffered end right after it was appended (s, media time). */
  bufferedEnd: number;
}

/**
 * Seconds the picture on screen is behind the room, by the stream's own clock: the newest
 * piece's age when sent, its way here, the time since it came (all durations), and how far
 * playback trails it on the stream's timeline. No device clock is read against the server's.
 */
export function delayBehindRoom(now: number, edge: LiveEdge, currentTime: number, wayMs: number): number {
  const age = (edge.ageMs + wayMs + (now - edge.arrivedAt)) / 1000;
  const trailing = Math.max(0, edge.bufferedEnd - currentTime);
  return Math.max(0, age + trailing);
}

export function formatDelay(seconds: number): string {
  return `${seconds.toFixed(1)} s behind the room`;
}

/** Bits per second from bytes sent over a span of milliseconds. */
export function bitrateOf(bytes: number, ms: number): number {
  return ms > 0 ? (bytes * 8 * 1000) / ms : 0;
}

export function formatBitrate(bitsPerSecond: number): string {
  if (bitsPerSecond >= 1_000_000) return `${(bitsPerSecond / 1_000_000).toFixed(1)} Mbit/s`;
  return `${Math.round(bitsPerSecond / 1000)} kbit/s`;
}
