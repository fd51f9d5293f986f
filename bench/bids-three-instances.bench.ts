// `npm run bench bids`, the deployed part: the same 64 bidders and bids over 100 lots as
// bids.bench.ts, sent to one server process, then through nginx to three (docs/DEPLOY.md), all on
// one PostgreSQL, Redis and bucket, on this same machine in the same run. The figure is the
// ratio: the instances share the machine's cores with the database, Redis and the bidders, so
// three are not three times one here. Needs nginx, PostgreSQL and Redis; skipped otherwise.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { RuntimeConfig } from '../apps/server/src/config';
import { openPostgres } from '../apps/server/src/db/postgres';
import { type House, nginxBinary, startHouse } from '../e2e/deploy/house-topology';
import type { BidLoadResult } from './bid-load';
import { buildBenchSale, postgresReachable } from './bid-sale';

const quick = process.env.BENCH_QUICK === '1';
const bidders = 64;
const total = Number(process.env.BENCH_BIDS ?? (quick ? 2_000 : 10_000));
const spreadLots = 100;

function overWebSocket(
  url: string,
  tokens: string[],
  lotIds: string[],
  runId: string,
): Promise<BidLoadResult> {
  const child = fork(fileURLToPath(new URL('./bid-clients.ts', import.meta.url)), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, BENCH_INPUT: JSON.stringify({ url, tokens, lotIds, total, runId }) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (result) => resolve(result as BidLoadResult));
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`the bidder process exited with ${code}`));
    });
  });
}

const line = (label: string, r: BidLoadResult) =>
  `  ${label.padEnd(28)} ${r.acceptedPerSecond.toFixed(0).padStart(6)} accepted bids/s, ack p50 ${r.ackP50Ms.toFixed(1)} ms, p99 ${r.ackP99Ms.toFixed(1)} ms (${r.accepted} of ${r.answered} accepted)`;

async function measure(house: House) {
  const database = openPostgres(house.env.DATABASE_URL ?? '', {});
  try {
    const sale = await buildBenchSale(
      database.db,
      { jwtSecret: house.env.JWT_SECRET } as RuntimeConfig,
      bidders,
    );
    const tokens = sale.bidders.map((bidder) => bidder.token);
    const first = house.instances[0];
    if (!first) throw new Error('no instance');
    const wsOf = (url: string) => `${url.replace('http', 'ws')}/api/ws`;
    // Warm both paths, then measure them one after the other on fresh lots.
    await overWebSocket(wsOf(first.url), tokens, await sale.newLots(spreadLots), 'warm-one');
    const one = await overWebSocket(wsOf(first.url), tokens, await sale.newLots(spreadLots), 'one');
    const three = await overWebSocket(house.wsUrl, tokens, await sale.newLots(spreadLots), 'three');
    console.log(`${total} bids from ${bidders} bidders over ${spreadLots} lots, PostgreSQL and Redis:`);
    console.log(line('one instance', one));
    console.log(line('three instances behind nginx', three));
    console.log(`  ratio three / one: ${(three.acceptedPerSecond / one.acceptedPerSecond).toFixed(2)}`);
  } finally {
    await database.close();
  }
}

if (!nginxBinary() || !(await postgresReachable())) {
  console.log('Three instances: skipped, it needs nginx and PostgreSQL (and Redis).');
} else {
  const house = await startHouse(3);
  try {
    await measure(house);
  } finally {
    await house.stop();
  }
}
