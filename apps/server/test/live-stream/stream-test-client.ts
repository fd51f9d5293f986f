/** Tests only: a stream socket client that queues text and binary messages in arrival order. */
import { decodeViewerFrame, encodeStreamFrame, liveStreamFraming } from '@auction/contracts';
import WebSocket from 'ws';

export type Received =
  | { kind: 'text'; message: Record<string, unknown> & { type: string } }
  | { kind: 'media'; ageMs: number; bytes: Uint8Array };

export interface StreamSocket {
  socket: WebSocket;
  next(): Promise<Received>;
  /** The next text message, skipping media. */
  nextText(): Promise<Record<string, unknown> & { type: string }>;
  /** Collects media until `count` media bytes have arrived. */
  media(count: number): Promise<Uint8Array>;
  send(message: unknown): void;
  /** Sends media bytes in frames no larger than the server accepts. */
  sendMedia(bytes: Uint8Array, capturedAt?: number): void;
  closed: Promise<{ code: number; reason: string }>;
  close(): void;
}

export function openStreamSocket(url: string, headers: Record<string, string> = {}): Promise<StreamSocket> {
  const socket = new WebSocket(url, { headers });
  const queue: Received[] = [];
  const waiters: ((received: Received) => void)[] = [];
  socket.on('message', (data, isBinary) => {
    const buffer = data as Buffer;
    let received: Received;
    if (isBinary) {
      const frame = decodeViewerFrame(new Uint8Array(buffer));
      if (!frame) throw new Error('undecodable media frame');
      received = { kind: 'media', ...frame };
    } else {
      received = { kind: 'text', message: JSON.parse(buffer.toString()) };
    }
    const waiter = waiters.shift();
    if (waiter) waiter(received);
    else queue.push(received);
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  const next = () =>
    new Promise<Received>((resolve, reject) => {
      const queued = queue.shift();
      if (queued) return resolve(queued);
      const timer = setTimeout(() => reject(new Error('nothing within 5 s')), 5000);
      waiters.push((received) => {
        clearTimeout(timer);
        resolve(received);
      });
    });
  const client: StreamSocket = {
    socket,
    next,
    async nextText() {
      for (;;) {
        const received = await next();
        if (received.kind === 'text') return received.message;
      }
    },
    async media(count) {
      const parts: Uint8Array[] = [];
      let total = 0;
      while (total < count) {
        const received = await next();
        if (received.kind !== 'media')
          throw new Error(`expected media, got ${JSON.stringify(received.message)}`);
        parts.push(received.bytes);
        total += received.bytes.length;
      }
      return Buffer.concat(parts);
    },
    send: (message) => socket.send(JSON.stringify(message)),
    sendMedia(bytes, capturedAt = Date.now()) {
      for (let at = 0; at < bytes.length; at += liveStreamFraming.maxPublishPayloadBytes) {
        socket.send(
          encodeStreamFrame(capturedAt, bytes.subarray(at, at + liveStreamFraming.maxPublishPayloadBytes)),
        );
      }
    },
    closed,
    close: () => socket.close(),
  };
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(client));
    socket.once('error', reject);
  });
}
