// Child process of fan-out.bench.ts: 1,000 watchers subscribed to one lot and, against the real
// server, two bidders taking turns at BENCH_RATE bids a second. Each watcher notes, for every
// bid_placed it receives, the time since the event's server timestamp. Result over IPC.
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import { createOffers, percentile } from './bid-sale';

interface Input {
  url: string;
  watchers: number;
  lotId: string;
  /** Bidders' tokens: bids are placed only against the real server. */
  tokens: string[];
  rate: number;
  seconds: number;
}

const input = JSON.parse(process.env.BENCH_INPUT ?? '{}') as Input;
const delays: number[] = [];
let received = 0;
const now = () => performance.timeOrigin + performance.now();

function open(url: string, onMessage: (message: Record<string, unknown>, socket: WebSocket) => void) {
  const socket = new WebSocket(url);
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as Record<string, unknown>;
    if (message.type === 'ping') socket.send(JSON.stringify({ type: 'pong', timestamp: Date.now() }));
    onMessage(message, socket);
  });
  return new Promise<WebSocket>((resolve, reject) => {
    socket.once('open', () => resolve(socket));
    socket.once('error', reject);
  });
}

function watch(message: Record<string, unknown>) {
  if (message.type !== 'bid_placed' || typeof message.timestamp !== 'number') return;
  received += 1;
  delays.push(now() - message.timestamp);
}

// Open the watchers 50 at a time, each subscribed before the run starts.
const watchers: WebSocket[] = [];
for (let i = 0; i < input.watchers; i += 50) {
  const batch = await Promise.all(
    Array.from({ length: Math.min(50, input.watchers - i) }, async () => {
      let subscribed: () => void = () => {};
      const ready = new Promise<void>((resolve) => {
        subscribed = resolve;
      });
      const socket = await open(input.url, (message) => {
        if (message.type === 'subscribed') subscribed();
        watch(message);
      });
      if (input.tokens.length > 0) {
        socket.send(JSON.stringify({ type: 'subscribe', lot_id: input.lotId }));
        await ready;
      }
      return socket;
    }),
  );
  watchers.push(...batch);
}

let published = 0;
const refused: Record<string, number> = {};
if (input.tokens.length > 0) {
  const answers = new Map<string, (message: Record<string, unknown>) => void>();
  const bidders = await Promise.all(
    input.tokens.map((token) =>
      open(`${input.url}?token=${encodeURIComponent(token)}`, (message) => {
        const id = message.request_id;
        if (typeof id === 'string') answers.get(id)?.(message);
      }),
    ),
  );
  const offers = createOffers();
  const answered: Promise<void>[] = [];
  const total = input.rate * input.seconds;
  const started = now();
  for (let n = 0; n < total; n += 1) {
    // On a fixed schedule, whatever the answers do: 20 bids a second means 20 bids a second.
    const due = started + (n * 1000) / input.rate;
    const wait = due - now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const requestId = `fan-out-${n}`;
    answered.push(
      new Promise<void>((resolve) => {
        answers.set(requestId, (message) => {
          if (message.type === 'bid_result') {
            published += 1;
            offers.atLeast(input.lotId, Math.round(Number(message.minimum_next_bid) * 100));
          } else refused[String(message.code)] = (refused[String(message.code)] ?? 0) + 1;
          resolve();
        });
      }),
    );
    bidders[n % bidders.length]?.send(
      JSON.stringify({
        type: 'place_bid',
        lot_id: input.lotId,
        amount: offers.amountFor(input.lotId) / 100,
        request_id: requestId,
      }),
    );
  }
  await Promise.all(answered);
  for (const socket of bidders) socket.close();
} else {
  process.send?.({ type: 'ready' });
  published = await new Promise<number>((resolve) => {
    process.on('message', (message: { type: string; sent?: number }) => {
      if (message.type === 'done') resolve(message.sent ?? 0);
    });
  });
}
// Stragglers: a delivery is late, not lost, if it arrives within 5 s.
await new Promise((resolve) => setTimeout(resolve, 5000));
for (const socket of watchers) socket.close();
delays.sort((a, b) => a - b);
process.send?.({
  type: 'result',
  published,
  expected: published * input.watchers,
  received,
  refused,
  p50Ms: percentile(delays, 50),
  p99Ms: percentile(delays, 99),
  maxMs: delays.at(-1) ?? Number.NaN,
});
process.disconnect?.();
