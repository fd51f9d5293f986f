// temporary profiling script (not committed)
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { systemClock } from '../apps/server/src/clock';
import { AppError } from '../apps/server/src/errors';
import { createBidService } from '../apps/server/src/modules/bids/bids.service';
import { runBidLoad, minimumFromMessage } from './bid-load';
import { buildBenchSale, openBenchDatabase } from './bid-sale';

const stats = new Map<string, { n: number; ms: number }>();
let profiling = false;
const orig = pg.Client.prototype.query as any;
(pg.Client.prototype as any).query = function (this: any, ...args: any[]) {
  const text: string = typeof args[0] === 'string' ? args[0] : (args[0]?.text ?? '');
  const key = text.replace(/\s+/g, ' ').slice(0, 50);
  const t0 = performance.now();
  if (profiling && key.startsWith(process.env.CAPTURE ?? 'select (select row_to_json')) (globalThis as any).lastRead = { text, values: args[0]?.values ?? args[1] };
  const r = orig.apply(this, args);
  if (profiling && r && typeof r.then === 'function') {
    r.then(() => {
      const s = stats.get(key) ?? { n: 0, ms: 0 };
      s.n += 1; s.ms += performance.now() - t0; stats.set(key, s);
    }, () => {});
  }
  return r;
};
const kind = (process.env.KIND ?? 'postgres') as 'postgres' | 'pglite';
const database = await openBenchDatabase(kind);
const { createHub } = await import('../apps/server/src/realtime/hub');
const { createLocalBus } = await import('../apps/server/src/realtime/bus');
const realHub = createHub({ bus: createLocalBus(), clock: systemClock });
const bids = createBidService({ db: database.handle.db, hub: realHub, clock: systemClock });
const sale = await buildBenchSale(database.handle.db, database.config, 64);
const run = async (lots: number, total: number, tag: string) => runBidLoad({
  concurrency: 64, total, lotIds: await sale.newLots(lots), runId: tag,
  place: async (bidder, lotId, amountCents, requestId) => {
    try {
      const result = await bids.placeBid({ bidderId: sale.bidders[bidder]!.id, lotId, amountCents, idempotencyKey: requestId });
      return { accepted: true, minimumCents: Math.round(result.minimum_next_bid * 100) };
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const m = minimumFromMessage(error.message);
      return { accepted: false, code: error.code, ...(m ? { minimumCents: m } : {}) };
    }
  },
});
await run(10, 1000, 'warm');
profiling = true;
const t = performance.now();
const r = await run(100, Number(process.env.N ?? 4000), 'p100');
const wall = performance.now() - t;
profiling = false;
console.log(kind, r.acceptedPerSecond.toFixed(0), 'bids/s p50', r.ackP50Ms.toFixed(1), 'p99', r.ackP99Ms.toFixed(1), 'wall', wall.toFixed(0));
const begins = stats.get('BEGIN')?.n ?? stats.get('begin')?.n ?? 0;
console.log('batches', begins, 'bids/batch', (r.answered / Math.max(1, begins)).toFixed(1));
for (const [k, s] of [...stats.entries()].sort((a, b) => b[1].ms - a[1].ms)) console.log(String(s.n).padStart(6), (s.ms / s.n).toFixed(2).padStart(8), 'ms avg', (s.ms).toFixed(0).padStart(7), 'ms total ', k);
const q = (globalThis as any).lastRead;
const client = new pg.Client({ connectionString: (database.config as any).databaseUrl });
await client.connect();
await client.query('begin'); const ex = await client.query({ text: 'explain (analyze, buffers) ' + q.text, values: q.values.map((v: any) => typeof v === 'string' ? v.replaceAll('bench-p100', 'xplain') : v) });
console.log(ex.rows.map((r: any) => r['QUERY PLAN']).join('\n'));
await client.query('rollback'); await client.end();
await database.drop();
