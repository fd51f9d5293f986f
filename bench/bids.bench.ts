// `npm run bench bids`: bid throughput over WebSocket next to its limit, the same bid service
// called directly with the same concurrency, for the embedded database and for PostgreSQL.
// 64 bidders place 10,000 bids on one hot lot, then 10,000 spread over 100 lots, each bidder's next
// bid as soon as its last is answered; then the same over 100 lots sent at a steady 1,000 bids/s
// (BENCH_BID_RATE), which is how a crowd bids. BENCH_QUICK=1 places 2,000 bids per run instead; BENCH_DATABASE picks one database.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../apps/server/src/app';
import { systemClock } from '../apps/server/src/clock';
import { buildPlatform } from '../apps/server/src/composition/platform';
import { AppError } from '../apps/server/src/errors';
import { createBidService } from '../apps/server/src/modules/bids/bids.service';
import { createHouseMetrics } from '../apps/server/src/modules/metrics/house-metrics';
import { type BidLoadResult, minimumFromMessage, runBidLoad } from './bid-load';
import {
  type BenchDatabase,
  type BenchSale,
  buildBenchSale,
  openBenchDatabase,
  postgresReachable,
} from './bid-sale';

const quick = process.env.BENCH_QUICK === '1';
const bidders = 64;
const total = Number(process.env.BENCH_BIDS ?? (quick ? 2_000 : 10_000));
const spreadLots = 100;
/** The steady rate of the open-loop run: the issue's 1,000 bids/s over 100 lots. */
const offeredRate = Number(process.env.BENCH_BID_RATE ?? 1_000);

function overWebSocket(
  url: string,
  sale: BenchSale,
  lotIds: string[],
  runId: string,
  count = total,
  ratePerSecond?: number,
): Promise<BidLoadResult> {
  const child = fork(fileURLToPath(new URL('./bid-clients.ts', import.meta.url)), [], {
    execArgv: ['--import', 'tsx'],
    env: {
      ...process.env,
      BENCH_INPUT: JSON.stringify({
        url,
        tokens: sale.bidders.map((b) => b.token),
        lotIds,
        total: count,
        runId,
        ratePerSecond,
      }),
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (result) => resolve(result as BidLoadResult));
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`the bidder process exited with ${code}`));
    });
  });
}

async function measure(database: BenchDatabase) {
  const { handle, config } = database;
  const app = await buildApp(config, {
    database: handle,
    logger: false,
    webDistDir: null,
    mailTransport: null,
    // Every benchmark client connects from this one machine.
    socketLimits: { guestsPerAddress: Number.POSITIVE_INFINITY, perUser: Number.POSITIVE_INFINITY },
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `${address.replace('http', 'ws')}/api/ws`;
  // The limit: the bid service wired exactly as the app wires it, called without HTTP or WebSocket.
  const platform = buildPlatform({
    config,
    db: handle.db,
    log: app.log,
    clock: systemClock,
    hub: app.hub,
    mailTransport: null,
    metrics: createHouseMetrics(),
    shutdown: app.shutdown,
  });
  const bids = createBidService({
    db: handle.db,
    hub: app.hub,
    clock: systemClock,
    log: app.log,
    outbidMail: { mail: platform.mail, siteName: platform.siteName, publicUrl: config.publicUrl },
  });
  const sale = await buildBenchSale(handle.db, config, bidders);
  const direct = (lotIds: string[], runId: string, count = total, ratePerSecond?: number) =>
    runBidLoad({
      concurrency: bidders,
      total: count,
      lotIds,
      runId,
      ...(ratePerSecond ? { ratePerSecond } : {}),
      place: async (bidder, lotId, amountCents, requestId) => {
        try {
          const result = await bids.placeBid({
            bidderId: sale.bidders[bidder]?.id ?? '',
            lotId,
            amountCents,
            idempotencyKey: requestId,
          });
          return { accepted: true, minimumCents: Math.round(result.minimum_next_bid * 100) };
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          const minimumCents = minimumFromMessage(error.message);
          return { accepted: false, code: error.code, ...(minimumCents ? { minimumCents } : {}) };
        }
      },
    });

  // Warm-up: JIT, connection pools, PGlite's caches.
  await overWebSocket(url, sale, await sale.newLots(10), 'warm-ws', 1_000);
  await direct(await sale.newLots(10), 'warm-direct', 1_000);

  const rows: [string, BidLoadResult, BidLoadResult][] = [];
  const runs: [string, number, number | undefined][] = [
    ['one hot lot', 1, undefined],
    [`${spreadLots} lots`, spreadLots, undefined],
    [`${spreadLots} lots, ${offeredRate} bids/s offered (open loop)`, spreadLots, offeredRate],
  ];
  for (const [name, count, rate] of runs) {
    const tag = `${count}${rate ? `-r${rate}` : ''}`;
    const limit = await direct(await sale.newLots(count), `direct-${tag}`, total, rate);
    const ws = await overWebSocket(url, sale, await sale.newLots(count), `ws-${tag}`, total, rate);
    rows.push([name, ws, limit]);
  }
  await app.close();
  return rows;
}

const line = (label: string, r: BidLoadResult) => {
  const refusals = Object.entries(r.refused)
    .map(([code, n]) => `${code} ${n}`)
    .join(', ');
  return `  ${label.padEnd(22)} ${r.acceptedPerSecond.toFixed(0).padStart(6)} accepted bids/s ${r.answeredPerSecond.toFixed(0).padStart(6)} answered/s  ack p50 ${r.ackP50Ms.toFixed(1).padStart(5)} ms  p99 ${r.ackP99Ms.toFixed(1).padStart(6)} ms  (${r.accepted}/${r.answered} accepted${refusals ? `; refused: ${refusals}` : ''})`;
};

console.log(
  `Bid throughput: ${bidders} bidders over WebSocket (place_bid with request_id, awaiting bid_result), ${total} bids per run.`,
);
console.log(
  'Limit: the same bid service called directly, same concurrency, same database. Targets: 100 lots >= 1,000 accepted bids/s, one hot lot >= 2,000 answered bids/s, ack p99 <= 100 ms, ratio >= 0.8.',
);
// BENCH_DATABASE=pglite or postgres measures one of them (a profile of one database, say).
const kinds = (['pglite', 'postgres'] as const).filter(
  (kind) => !process.env.BENCH_DATABASE || process.env.BENCH_DATABASE === kind,
);
for (const kind of kinds) {
  if (kind === 'postgres' && !(await postgresReachable())) {
    console.log('\nPostgreSQL: skipped, nothing answers at 127.0.0.1:5432 (set BENCH_POSTGRES_URL).');
    continue;
  }
  const database = await openBenchDatabase(kind);
  try {
    console.log(`\n${database.kind}:`);
    for (const [name, ws, limit] of await measure(database)) {
      console.log(` ${name}:`);
      console.log(line('WebSocket', ws));
      console.log(line('direct (limit)', limit));
      console.log(
        `  ratio to the limit: ${(ws.acceptedPerSecond / limit.acceptedPerSecond).toFixed(2)} accepted, ${(ws.answeredPerSecond / limit.answeredPerSecond).toFixed(2)} answered`,
      );
    }
  } finally {
    await database.drop();
  }
}
