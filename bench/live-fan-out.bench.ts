// `npm run bench live-fan-out`: a clerk running a live sale over the WebSocket (floor bid, asking
// price, fair warning, ... 5 actions a second through the real live-sale service, each stored
// before it is sent) while 5,000 guests sit in the live room (each sent join_auction and read
// its snapshot); next to the limit, a bare `ws` server broadcasting the same live_event
// envelope at the same rate to 5,000 sockets. Per action: the time until the LAST socket has
// its event, measured from the event's server timestamp (both servers stamp it just before
// sending), and for the real server also from when the clerk sent the action. And the server's
// RSS per connected socket. The server runs in this process; the sockets in child processes.
// BENCH_QUICK=1: 500 sockets, 20 actions. Overrides: BENCH_SOCKETS, BENCH_ACTIONS, BENCH_RATE,
// BENCH_CLIENT_PROCESSES; BENCH_DEBUG=1 prints what the sockets receive.
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { buildApp } from '../apps/server/src/app';
import { openBenchDatabase, percentile } from './bid-sale';
import { child, nextMessage } from './child-process';
import type { ClerkRecord, SeqStats } from './live-fan-out-clients';
import { buildBenchLiveSale } from './live-sale-setup';

const quick = process.env.BENCH_QUICK === '1';
const sockets = Number(process.env.BENCH_SOCKETS ?? (quick ? 500 : 5_000));
const actions = Number(process.env.BENCH_ACTIONS ?? (quick ? 20 : 200));
const rate = Number(process.env.BENCH_RATE ?? 5);
const processes = Number(process.env.BENCH_CLIENT_PROCESSES ?? 2);
/** A delivery is late, not lost, if it arrives within this after the last action. */
const graceMs = 3_000;

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
/** RSS once the garbage is collected and freed pages have had time to go back to the system. */
const rss = async () => {
  for (let i = 0; i < 3; i += 1) {
    gc();
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return process.memoryUsage().rss;
};
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const kbPerSocket = (bytes: number) => `${(bytes / 1024 / sockets).toFixed(1)} KB`;

interface Ready {
  joinMs: number;
  rssBefore: number;
  rssAfter: number;
}
interface Result {
  stats: [number, SeqStats][];
  sample: string | null;
}

/** The sockets, spread over the client processes; the first may also be the clerk. */
async function openClients(url: string, auctionId: string | null, clerk: unknown) {
  const children = Array.from({ length: processes }, (_, i) =>
    child('./live-fan-out-clients.ts', {
      BENCH_INPUT: JSON.stringify({
        url,
        sockets: Math.floor(sockets / processes) + (i < sockets % processes ? 1 : 0),
        auctionId,
        clerk: i === 0 ? clerk : null,
      }),
    }),
  );
  const ready = await Promise.all(children.map((c) => nextMessage<Ready>(c, 'ready')));
  return {
    children,
    joinMs: Math.max(...ready.map((r) => r.joinMs)),
    clientRss: ready.reduce((sum, r) => sum + r.rssAfter - r.rssBefore, 0),
    async finish(): Promise<{ stats: Map<number, SeqStats>; sample: string | null }> {
      await new Promise((resolve) => setTimeout(resolve, graceMs));
      const results = await Promise.all(
        children.map((c) => {
          const result = nextMessage<Result>(c, 'result');
          c.send({ type: 'finish' });
          return result;
        }),
      );
      const stats = new Map<number, SeqStats>();
      for (const result of results) {
        for (const [seq, s] of result.stats) {
          const seen = stats.get(seq);
          if (!seen) stats.set(seq, { ...s });
          else {
            seen.count += s.count;
            seen.firstMs = Math.min(seen.firstMs, s.firstMs);
            seen.lastMs = Math.max(seen.lastMs, s.lastMs);
          }
        }
      }
      return { stats, sample: results.find((r) => r.sample)?.sample ?? null };
    },
  };
}

interface Figures {
  actions: number;
  refused: number;
  delivered: number;
  expected: number;
  fromServer: number[];
  fromSend: number[];
  answered: number[];
}

function figuresOf(
  stats: Map<number, SeqStats>,
  records: { sentMs: number; answeredMs: number; seqs: number[] }[],
) {
  const figures: Figures = {
    actions: records.length,
    refused: records.filter((r) => r.seqs.length === 0).length,
    delivered: 0,
    expected: 0,
    fromServer: [],
    fromSend: [],
    answered: [],
  };
  for (const record of records) {
    if (record.seqs.length === 0) continue;
    const seen = record.seqs.map((seq) => stats.get(seq));
    figures.expected += record.seqs.length * sockets;
    figures.delivered += seen.reduce((sum, s) => sum + (s?.count ?? 0), 0);
    const first = seen[0];
    if (!first || seen.some((s) => !s)) continue;
    const last = Math.max(...seen.map((s) => s?.lastMs ?? 0));
    figures.fromServer.push(last - first.timestamp);
    if (Number.isFinite(record.sentMs)) figures.fromSend.push(last - record.sentMs);
    if (Number.isFinite(record.answeredMs)) figures.answered.push(record.answeredMs - record.sentMs);
  }
  for (const list of [figures.fromServer, figures.fromSend, figures.answered]) list.sort((a, b) => a - b);
  return figures;
}

/** What held up the server's event loop while the clerk ran the sale: its delay and GC pauses. */
function watchPauses() {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  const gcs: number[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) gcs.push(entry.duration);
  });
  observer.observe({ entryTypes: ['gc'] });
  delay.enable();
  return {
    stop() {
      delay.disable();
      observer.disconnect();
      gcs.sort((a, b) => a - b);
      return {
        loopP99Ms: delay.percentile(99) / 1e6,
        loopMaxMs: delay.max / 1e6,
        gcCount: gcs.length,
        gcTotalMs: gcs.reduce((sum, d) => sum + d, 0),
        gcMaxMs: gcs.at(-1) ?? 0,
      };
    },
  };
}

async function realServer() {
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
    const sale = await buildBenchLiveSale(database.handle.db, database.config);
    const rssBefore = await rss();
    const clients = await openClients(`${address.replace('http', 'ws')}/api/ws`, sale.auctionId, {
      token: sale.clerkToken,
      lotId: sale.lotIds[0],
      actions,
      rate,
    });
    // Let the coalesced presence announcements of the joins go out before measuring.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const rssAfter = await rss();
    const [clerk] = clients.children;
    if (!clerk) throw new Error('no client process');
    const done = nextMessage<{ records: ClerkRecord[] }>(clerk, 'clerk-done');
    const pauses = watchPauses();
    clerk.send({ type: 'clerk' });
    const { records } = await done;
    const paused = pauses.stop();
    const { stats, sample } = await clients.finish();
    await app.close();
    return {
      figures: figuresOf(stats, records),
      paused,
      sample,
      joinMs: clients.joinMs,
      serverRss: rssAfter - rssBefore,
      clientRss: clients.clientRss,
    };
  } finally {
    await database.drop();
  }
}

async function bareServer(sample: string) {
  const server = child('./live-bare-broadcast.ts', {});
  const { port } = await nextMessage<{ port: number }>(server, 'listening');
  const clients = await openClients(`ws://127.0.0.1:${port}`, null, null);
  const measured = nextMessage<{ rssBefore: number; rssAfter: number }>(server, 'rss');
  server.send({ type: 'measure' });
  const { rssBefore, rssAfter } = await measured;
  const done = nextMessage<{ sent: number; due: number[] }>(server, 'done');
  server.send({ type: 'go', sample, count: actions, rate });
  const { sent, due } = await done;
  const { stats } = await clients.finish();
  server.kill();
  const records = Array.from({ length: sent }, (_, i) => ({
    sentMs: due[i] ?? Number.NaN,
    answeredMs: Number.NaN,
    seqs: [i + 1],
  }));
  return {
    figures: figuresOf(stats, records),
    serverRss: rssAfter - rssBefore,
    clientRss: clients.clientRss,
  };
}

const ms = (list: number[], p: number) => percentile(list, p).toFixed(1).padStart(7);
const line = (label: string, list: number[]) =>
  `  ${label.padEnd(46)} p50 ${ms(list, 50)} ms  p99 ${ms(list, 99)} ms  max ${ms(list, 100)} ms`;
const share = (f: Figures) =>
  `${((100 * f.delivered) / Math.max(1, f.expected)).toFixed(2)}% (${f.delivered}/${f.expected})`;

console.log(
  `Live fan-out: ${sockets} guests in one live room (join_auction), ${actions} clerk actions at ${rate}/s over the WebSocket (embedded PGlite, one instance), clients in ${processes} processes.`,
);
console.log(
  'Per action: the time until the last socket has its live_event. Targets: p99 <= 1.3x bare, 100% delivered.',
);
const ours = await realServer();
if (!ours.sample) throw new Error('no live_event reached the room');
const limit = await bareServer(ours.sample);
console.log(
  `  joining ${sockets} sockets (connect, join_auction, live_state): ${(ours.joinMs / 1000).toFixed(1)} s`,
);
console.log(line('server, from the event timestamp', ours.figures.fromServer));
console.log(line('server, from the clerk sending the action', ours.figures.fromSend));
console.log(line('server, clerk action answered (live_ack)', ours.figures.answered));
console.log(line('bare ws broadcast, from its timestamp (limit)', limit.figures.fromServer));
console.log(line('bare ws broadcast, from when it was due', limit.figures.fromSend));
console.log(
  `  p99 ratio (server from timestamp / bare): ${(percentile(ours.figures.fromServer, 99) / percentile(limit.figures.fromServer, 99)).toFixed(2)}x; from the clerk's send / bare from due: ${(percentile(ours.figures.fromSend, 99) / percentile(limit.figures.fromSend, 99)).toFixed(2)}x`,
);
console.log(
  `  delivered: server ${share(ours.figures)}, bare ${share(limit.figures)}; clerk actions refused ${ours.figures.refused} of ${ours.figures.actions}`,
);
const { paused } = ours;
console.log(
  `  server event loop while the clerk ran: delay p99 ${paused.loopP99Ms.toFixed(0)} ms, max ${paused.loopMaxMs.toFixed(0)} ms; GC ${paused.gcCount} pauses, ${paused.gcTotalMs.toFixed(0)} ms in all, longest ${paused.gcMaxMs.toFixed(0)} ms`,
);
console.log(
  `  RSS per socket: server ${kbPerSocket(ours.serverRss)} (${mb(ours.serverRss)} for ${sockets}), bare ws ${kbPerSocket(limit.serverRss)} (${mb(limit.serverRss)}); client side ${kbPerSocket(ours.clientRss)} (${mb(ours.clientRss)})`,
);
