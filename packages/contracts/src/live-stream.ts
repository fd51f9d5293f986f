import { z } from 'zod';

/**
 * Single-source streaming (the `-sst` routes): the clerk's browser sends what MediaRecorder writes
 * (fragmented MP4 where it can, else WebM) over `/api/live-stream/:auctionId/publish`, the server
 * relays it to `/api/live-stream/:auctionId/watch`.
 *
 * Binary frames: 8 bytes (float64, big-endian), then media bytes. From the clerk, the 8 bytes are
 * the capture time (server clock in ms, from time_sync); to a viewer, they are the piece's age:
 * how long before the server sent it its newest picture was captured (ms). Text frames carry the
 * JSON control messages below.
 */
export const liveStreamFraming = {
  headerBytes: 8,
  /** WebM bytes per publisher frame: the server accepts WebSocket messages of at most 64 KiB. */
  maxPublishPayloadBytes: 48 * 1024,
} as const;

export const liveStreamTimings = {
  /** How often a publisher or viewer measures its clock against the server's. */
  timeSyncIntervalMs: 5_000,
  /** A stream with no media for this long is over (its publisher vanished). */
  staleStreamMs: 15_000,
  /** MediaRecorder timeslice: how much picture each chunk holds. */
  recorderTimesliceMs: 250,
  /** The player jumps forward when it is further than this behind the newest picture it holds. */
  maxBehindEdgeS: 1.5,
} as const;

/** WebSocket close codes of the stream sockets (4000-4999 are the application's own). */
export const liveStreamCloseCodes = {
  unauthenticated: 4401,
  forbidden: 4403,
  notFound: 4404,
  replaced: 4409,
  badStream: 4415,
  maintenance: 4503,
} as const;

/**
 * `video/mp4;codecs=avc1,opus`, `video/webm;codecs=vp8,opus` and the like: only fragmented MP4 and
 * WebM, which the server can parse and relay.
 */
export const streamMimeTypeSchema = z
  .string()
  .max(100)
  .regex(/^(video|audio)\/(webm|mp4)(;\s*codecs="?[a-z0-9.]+(,\s*[a-z0-9.]+)*"?)?$/i, {
    error: 'Only MP4 or WebM streams can be relayed.',
  });

const timeSync = z.object({ type: z.literal('time_sync'), client_time: z.number().finite() });

export const publisherMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('start'), mime_type: streamMimeTypeSchema }),
  timeSync,
]);
export type PublisherMessage = z.infer<typeof publisherMessageSchema>;

export const viewerMessageSchema = z.discriminatedUnion('type', [timeSync]);
export type ViewerMessage = z.infer<typeof viewerMessageSchema>;

/** Server -> publisher or viewer (text frames). */
export const streamServerMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('time_sync'), client_time: z.number(), server_time: z.number() }),
  /** Publisher: its stream is accepted and relayed from now on. */
  z.object({ type: z.literal('publishing') }),
  /**
   * Viewer: whether a picture is on air. `live: true` comes right before a stream's first bytes
   * (its init segment); the player starts a fresh buffer then.
   */
  z.object({ type: z.literal('stream_status'), live: z.boolean(), mime_type: z.string().nullable() }),
  z.object({ type: z.literal('error'), code: z.string(), message: z.string() }),
]);
export type StreamServerMessage = z.infer<typeof streamServerMessageSchema>;

/** Frame = capture time + media bytes. */
export function encodeStreamFrame(capturedAt: number, bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  const frame = new Uint8Array(liveStreamFraming.headerBytes + bytes.byteLength);
  new DataView(frame.buffer).setFloat64(0, capturedAt);
  frame.set(bytes, liveStreamFraming.headerBytes);
  return frame;
}

export function decodeStreamFrame(frame: Uint8Array): { capturedAt: number; bytes: Uint8Array } | null {
  if (frame.byteLength <= liveStreamFraming.headerBytes) return null;
  const capturedAt = new DataView(frame.buffer, frame.byteOffset, frame.byteLength).getFloat64(0);
  if (!Number.isFinite(capturedAt)) return null;
  return { capturedAt, bytes: frame.subarray(liveStreamFraming.headerBytes) };
}

/** Server -> viewer frame: the piece's age when sent (ms) + media bytes. */
export function encodeViewerFrame(ageMs: number, bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  return encodeStreamFrame(ageMs, bytes);
}

export function decodeViewerFrame(frame: Uint8Array): { ageMs: number; bytes: Uint8Array } | null {
  const decoded = decodeStreamFrame(frame);
  return decoded && { ageMs: decoded.capturedAt, bytes: decoded.bytes };
}
