import { randomUUID } from 'node:crypto';
import {
  decodeStreamFrame,
  liveStreamCloseCodes,
  publisherMessageSchema,
  type StreamServerMessage,
  viewerMessageSchema,
} from '@auction/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import { MediaReader, StreamFormatError } from './media-reader';
import type { StreamRelay } from './stream-relay';
import type { StreamEvent } from './stream-room';

/** A capture time further than this from the server's clock is replaced by the arrival time. */
const maxClockSkewMs = 60_000;
const keepAliveMs = 25_000;

export function sendJson(socket: WebSocket, message: StreamServerMessage): void {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
}

export function refuse(socket: WebSocket, closeCode: number, code: string, message: string): void {
  sendJson(socket, { type: 'error', code, message });
  if (socket.readyState === socket.OPEN) socket.close(closeCode, code.toLowerCase());
}

function parseJson(data: unknown): unknown {
  try {
    return JSON.parse(String(data));
  } catch {
    return null;
  }
}

function timeSync(socket: WebSocket, clientTime: number): void {
  sendJson(socket, { type: 'time_sync', client_time: clientTime, server_time: Date.now() });
}

/** WebSocket-level pings keep idle sockets open through proxies and drop dead ones. */
function keepAlive(socket: WebSocket): () => void {
  let alive = true;
  socket.on('pong', () => {
    alive = true;
  });
  const timer = setInterval(() => {
    if (!alive) {
      socket.terminate();
      return;
    }
    alive = false;
    socket.ping();
  }, keepAliveMs);
  return () => clearInterval(timer);
}

function toBytes(data: unknown): Uint8Array {
  if (Array.isArray(data)) return Buffer.concat(data as Buffer[]);
  if (data instanceof ArrayBuffer) return new Uint8Array(data);
  return data as Buffer;
}

/** The clerk's socket: `start`, then binary frames of MP4 or WebM, relayed as parsed pieces. */
export function servePublisher(input: {
  socket: WebSocket;
  auctionId: string;
  relay: StreamRelay;
  log: FastifyBaseLogger;
}): (data: unknown, isBinary: boolean) => void {
  const { socket, auctionId, relay, log } = input;
  const publisher = randomUUID();
  let parser: MediaReader | null = null;
  const stopKeepAlive = keepAlive(socket);
  const release = relay.claim(auctionId, {
    id: publisher,
    replaced: () =>
      refuse(
        socket,
        liveStreamCloseCodes.replaced,
        'REPLACED',
        'The room camera is now streaming from another device.',
      ),
  });
  const publish = (event: StreamEvent) => relay.publish(auctionId, event);
  socket.on('close', () => {
    stopKeepAlive();
    release();
    if (parser) publish({ kind: 'end', publisher });
  });

  function media(frame: Uint8Array) {
    const decoded = decodeStreamFrame(frame);
    if (!parser || !decoded) {
      const message = parser ? 'A media frame needs its capture time.' : 'Send "start" before media.';
      sendJson(socket, { type: 'error', code: 'VALIDATION_FAILED', message });
      return;
    }
    const now = Date.now();
    const capturedAt = Math.abs(decoded.capturedAt - now) > maxClockSkewMs ? now : decoded.capturedAt;
    try {
      for (const piece of parser.push(decoded.bytes)) {
        publish({ ...piece, publisher, capturedAt });
      }
    } catch (error) {
      if (!(error instanceof StreamFormatError)) throw error;
      log.warn({ err: error, auctionId }, 'a live stream sent damaged media');
      refuse(
        socket,
        liveStreamCloseCodes.badStream,
        'BAD_STREAM',
        `The stream could not be read: ${error.message}`,
      );
    }
  }

  return (data, isBinary) => {
    if (isBinary) {
      media(toBytes(data));
      return;
    }
    const parsed = publisherMessageSchema.safeParse(parseJson(data));
    if (!parsed.success) {
      const message = parsed.error.issues.map((issue) => issue.message).join('; ');
      sendJson(socket, { type: 'error', code: 'VALIDATION_FAILED', message });
      return;
    }
    if (parsed.data.type === 'time_sync') {
      timeSync(socket, parsed.data.client_time);
      return;
    }
    // A new start is a new recording: its own init segment follows.
    if (parser) publish({ kind: 'end', publisher });
    parser = new MediaReader(parsed.data.mime_type);
    sendJson(socket, { type: 'publishing' });
  };
}

/** A bidder's socket: status and media from the room, time sync on request. */
export function serveViewer(input: {
  socket: WebSocket;
  auctionId: string;
  relay: StreamRelay;
}): (data: unknown, isBinary: boolean) => void {
  const { socket, auctionId, relay } = input;
  const stopKeepAlive = keepAlive(socket);
  const leave = relay.watch(auctionId, {
    bufferedAmount: () => socket.bufferedAmount,
    sendMedia: (frame) => {
      if (socket.readyState === socket.OPEN) socket.send(frame, { binary: true });
    },
    sendStatus: (live, mimeType) => sendJson(socket, { type: 'stream_status', live, mime_type: mimeType }),
    terminate: () => socket.terminate(),
  });
  socket.on('close', () => {
    stopKeepAlive();
    leave();
  });
  return (data, isBinary) => {
    const parsed = isBinary ? null : viewerMessageSchema.safeParse(parseJson(data));
    if (!parsed?.success) {
      sendJson(socket, { type: 'error', code: 'VALIDATION_FAILED', message: 'Viewers send time_sync only.' });
      return;
    }
    timeSync(socket, parsed.data.client_time);
  };
}
