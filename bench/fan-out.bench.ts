// `npm run bench fan-out`: 1,000 watchers subscribed to one lot while two bidders place 20 bids
// a second for 60 s over WebSocket, next to the limit: a bare `ws` server broadcasting the same
// envelope at the same rate to 1,000 clients. Delivery is measured from the event's server
// timestamp (set when the committed bid is published; the bare server stamps it when it sends)
// to its arrival at each watcher. BENCH_QUICK=1 runs 10 s with 200 watchers.
import { buildApp } from '../apps/server/src/app';
import { buildBenchSale, openBenchDatabase } from './bid-sale';
import { child, nextMessage } from './child-process';

const quick = process.env.BENCH_QUICK === '1';
const watchers = Number(process.env.BENCH_WATCHERS ?? (quick ? 200 : 1_000));
const seconds = Number(process.env.BENCH_SECONDS ?? (quick ? 10 : 60));
const rate = 20;

interface FanOutResult {
  published: number;
  expected: number;
  received: number;
  refused: Record<string, number>;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

const input = (url: string, lotId: string, tokens: string[]) =>
  JSON.stringify({ url, watchers, lotId, tokens, rate, seconds });

async function realServer(): Promise<FanOutResult> {
  const database = await openBenchDatabase('pglite');
  try {
    const app = await buildApp(database.config, {
      database: database.handle,
      logger: false,
      webDistDir: null,
      mailTransport: null,
      // Every benchmark client connects from this one machine.
      socketLimits: { guestsPerAddress: Number.POSITIVE_INFINITY, perUser: Number.POSITIVE_INFINITY },
    });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const sale = await buildBenchSale(database.handle.db, database.config, 2);
    const [lotId = ''] = await sale.newLots(1);
    const clients = child('./fan-out-clients.ts', {
      BENCH_INPUT: input(
        `${address.replace('http', 'ws')}/api/ws`,
        lotId,
        sale.bidders.map((b) => b.token),
      ),
    });
    const result = await nextMessage<FanOutResult>(clients, 'result');
    await app.close();
    return result;
  } finally {
    await database.drop();
  }
}

async function bareServer(): Promise<FanOutResult> {
  const port = 3616;
  const server = child('./bare-broadcast.ts', {
    PORT: String(port),
    BENCH_RATE: String(rate),
    BENCH_SECONDS: String(seconds),
  });
  await nextMessage(server, 'listening');
  const clients = child('./fan-out-clients.ts', {
    BENCH_INPUT: input(`ws://127.0.0.1:${port}`, '00000000-0000-4000-8000-000000000000', []),
  });
  await nextMessage(clients, 'ready');
  server.send({ type: 'start' });
  const done = await nextMessage<{ sent: number }>(server, 'done');
  clients.send({ type: 'done', sent: done.sent });
  const result = await nextMessage<FanOutResult>(clients, 'result');
  server.kill();
  return result;
}

const line = (label: string, r: FanOutResult) =>
  `  ${label.padEnd(34)} p50 ${r.p50Ms.toFixed(1).padStart(6)} ms  p99 ${r.p99Ms.toFixed(1).padStart(7)} ms  max ${r.maxMs.toFixed(0).padStart(6)} ms  delivered ${((100 * r.received) / Math.max(1, r.expected)).toFixed(2)}% (${r.received}/${r.expected})`;

console.log(
  `Fan-out: ${watchers} watchers subscribed to one lot, ${rate} bids/s for ${seconds} s (embedded PGlite, one instance).`,
);
console.log(
  'Delivery: from the event timestamp (server, at publish after commit) to arrival at each watcher.',
);
console.log('Targets: p99 <= 50 ms, 100% delivered.');
const ours = await realServer();
const limit = await bareServer();
console.log(line('server (bid_placed to the lot room)', ours));
console.log(line('bare ws broadcast (limit)', limit));
const refusals = Object.entries(ours.refused).map(([code, n]) => `${code} ${n}`);
console.log(
  `  bids accepted ${ours.published} of ${rate * seconds}${refusals.length ? `; refused: ${refusals.join(', ')}` : ''}`,
);
