import { randomUUID } from 'node:crypto';
import { liveStreamTimings } from '@auction/contracts';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import {
  defaultRoomLimits,
  type RoomLimits,
  type StreamEvent,
  StreamRoom,
  type StreamViewer,
} from './stream-room';

export const streamChannel = 'auction-house:live-stream';

/** The publisher socket on this instance, so a newer publisher elsewhere can take over. */
export interface LocalPublisher {
  id: string;
  replaced(): void;
}

const headerSchema = z.object({
  origin: z.string(),
  auction_id: z.string(),
  kind: z.enum(['init', 'cluster', 'frame', 'end']),
  publisher: z.string(),
  mime_type: z.string().optional(),
  container: z.enum(['webm', 'mp4']).optional(),
  timecode: z.number().optional(),
  keyframe: z.boolean().optional(),
  captured_at: z.number().optional(),
});

/** Redis message: 4 bytes header length, the JSON header, then the media bytes. */
export function encodeBusMessage(origin: string, auctionId: string, event: StreamEvent): Buffer {
  const { kind, publisher } = event;
  const header = {
    origin,
    auction_id: auctionId,
    kind,
    publisher,
    ...(event.kind === 'init' ? { mime_type: event.mimeType, container: event.container } : {}),
    ...(event.kind === 'cluster' ? { timecode: event.timecode } : {}),
    ...(event.kind === 'frame' ? { keyframe: event.keyframe } : {}),
    ...(event.kind !== 'end' ? { captured_at: event.capturedAt } : {}),
  };
  const json = Buffer.from(JSON.stringify(header));
  const length = Buffer.alloc(4);
  length.writeUInt32BE(json.length);
  const bytes = event.kind === 'end' ? Buffer.alloc(0) : Buffer.from(event.bytes);
  return Buffer.concat([length, json, bytes]);
}

export function decodeBusMessage(
  message: Buffer,
): { origin: string; auctionId: string; event: StreamEvent } | null {
  if (message.length < 4) return null;
  const length = message.readUInt32BE(0);
  if (message.length < 4 + length) return null;
  const parsed = headerSchema.safeParse(JSON.parse(message.subarray(4, 4 + length).toString()));
  if (!parsed.success) return null;
  const h = parsed.data;
  const bytes = new Uint8Array(message.subarray(4 + length));
  const capturedAt = h.captured_at ?? 0;
  const base = { origin: h.origin, auctionId: h.auction_id };
  if (h.kind === 'end') return { ...base, event: { kind: 'end', publisher: h.publisher } };
  if (h.kind === 'init') {
    const mimeType = h.mime_type ?? '';
    const container = h.container ?? 'webm';
    return {
      ...base,
      event: { kind: 'init', publisher: h.publisher, container, mimeType, capturedAt, bytes },
    };
  }
  if (h.kind === 'cluster') {
    const timecode = h.timecode ?? 0;
    return { ...base, event: { kind: 'cluster', publisher: h.publisher, timecode, capturedAt, bytes } };
  }
  const keyframe = h.keyframe ?? false;
  return { ...base, event: { kind: 'frame', publisher: h.publisher, keyframe, capturedAt, bytes } };
}

export interface StreamRelay {
  /** Applies an event here and sends it to the other instances. */
  publish(auctionId: string, event: StreamEvent): void;
  watch(auctionId: string, viewer: StreamViewer): () => void;
  /** Registers this instance's publisher of an auction; returns its release. */
  claim(auctionId: string, publisher: LocalPublisher): () => void;
  room(auctionId: string): StreamRoom | undefined;
  close(): Promise<void>;
}

interface RelayOptions {
  redis: Redis | null;
  onError: (error: unknown) => void;
  limits?: RoomLimits;
  now?: () => number;
  sweepIntervalMs?: number;
}

/**
 * Streams of all auctions on this instance. With Redis, every instance receives every stream's
 * events and keeps its own rooms, so a viewer may be served by any instance.
 */
export async function createStreamRelay(options: RelayOptions): Promise<StreamRelay> {
  const origin = randomUUID();
  const now = options.now ?? Date.now;
  const rooms = new Map<string, StreamRoom>();
  const publishers = new Map<string, LocalPublisher>();
  const roomOf = (auctionId: string) => {
    let room = rooms.get(auctionId);
    if (!room) {
      room = new StreamRoom(options.limits ?? defaultRoomLimits);
      rooms.set(auctionId, room);
    }
    return room;
  };

  function apply(auctionId: string, event: StreamEvent) {
    const local = publishers.get(auctionId);
    if (event.kind === 'init' && local && local.id !== event.publisher) {
      publishers.delete(auctionId);
      local.replaced();
    }
    roomOf(auctionId).apply(event, now());
  }

  const subscriber = options.redis?.duplicate() ?? null;
  if (subscriber) {
    subscriber.on('error', options.onError);
    subscriber.on('messageBuffer', (channel: Buffer, message: Buffer) => {
      if (channel.toString() !== streamChannel) return;
      try {
        const decoded = decodeBusMessage(message);
        if (decoded && decoded.origin !== origin) apply(decoded.auctionId, decoded.event);
      } catch (error) {
        options.onError(error);
      }
    });
    await subscriber.connect();
    await subscriber.subscribe(streamChannel);
  }

  // A stream whose publisher instance vanished ends; empty rooms are forgotten.
  const sweep = setInterval(() => {
    for (const [auctionId, room] of rooms) {
      if (room.publisher && now() - room.lastEventAt > liveStreamTimings.staleStreamMs) room.end();
      if (!room.publisher && room.viewerCount === 0) rooms.delete(auctionId);
    }
  }, options.sweepIntervalMs ?? 5_000);
  sweep.unref();

  return {
    publish(auctionId, event) {
      apply(auctionId, event);
      options.redis
        ?.publish(streamChannel, encodeBusMessage(origin, auctionId, event))
        .catch(options.onError);
    },
    watch(auctionId, viewer) {
      const room = roomOf(auctionId);
      room.join(viewer, now());
      return () => room.leave(viewer);
    },
    claim(auctionId, publisher) {
      const earlier = publishers.get(auctionId);
      publishers.set(auctionId, publisher);
      earlier?.replaced();
      return () => {
        if (publishers.get(auctionId) === publisher) publishers.delete(auctionId);
      };
    },
    room: (auctionId) => rooms.get(auctionId),
    async close() {
      clearInterval(sweep);
      subscriber?.disconnect();
    },
  };
}
