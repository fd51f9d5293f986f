import type { ServerMessage } from '@auction/contracts';
import WebSocket from 'ws';

export interface TestSocket {
  socket: WebSocket;
  /** The next message (waiting for it if needed). */
  next(): Promise<ServerMessage & Record<string, unknown>>;
  /** The next message that is not a ping. */
  nextEvent(): Promise<ServerMessage & Record<string, unknown>>;
  /** Waits for a message of this type, skipping others (pings). */
  nextOf(type: string): Promise<ServerMessage & Record<string, unknown>>;
  send(message: unknown): void;
  closed: Promise<{ code: number; reason: string }>;
  close(): void;
}

type Message = ServerMessage & Record<string, unknown>;

/** A `ws` client that queues what the server sends so tests can await messages in order. */
export function openSocket(url: string, headers: Record<string, string> = {}): Promise<TestSocket> {
  const socket = new WebSocket(url, { headers });
  const queue: Message[] = [];
  const waiters: ((message: Message) => void)[] = [];
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as Message;
    const waiter = waiters.shift();
    if (waiter) waiter(message);
    else queue.push(message);
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  const next = () =>
    new Promise<Message>((resolve, reject) => {
      const queued = queue.shift();
      if (queued) return resolve(queued);
      const timer = setTimeout(() => reject(new Error('no message within 5 s')), 5000);
      waiters.push((message) => {
        clearTimeout(timer);
        resolve(message);
      });
    });
  const client: TestSocket = {
    socket,
    next,
    async nextEvent() {
      for (;;) {
        const message = await next();
        if (message.type !== 'ping') return message;
      }
    },
    async nextOf(type) {
      for (;;) {
        const message = await next();
        if (message.type === type) return message;
      }
    },
    send: (message) => socket.send(typeof message === 'string' ? message : JSON.stringify(message)),
    closed,
    close: () => socket.close(),
  };
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(client));
    socket.once('error', reject);
  });
}

/** Starts the app on a free local port and answers the address of its real-time channel. */
export async function listenForSockets(app: {
  listen(options: { port: number; host: string }): Promise<string>;
}) {
  return `${(await app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws')}/api/ws`;
}
