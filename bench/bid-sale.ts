// A timed sale for the bidding benchmarks, written straight to the database: 64 verified bidders
// approved for an open auction whose lots end in a day (no soft close comes near), with tokens.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { incrementAt, NORTH_AMERICAN_INCREMENT_PROFILE } from '@auction/domain';
import pg from 'pg';
import { loadConfig, type RuntimeConfig } from '../apps/server/src/config';
import type { Database, DatabaseHandle } from '../apps/server/src/db/database';
import { openPglite } from '../apps/server/src/db/pglite';
import { openPostgres } from '../apps/server/src/db/postgres';
import { auctionRegistrations, auctions, lots, users } from '../apps/server/src/db/schema';
import { createTokenService } from '../apps/server/src/modules/auth/tokens';

export const benchSecret = 'bench-secret-that-is-long-enough-for-hs256-signing';
export const postgresServer = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface BenchDatabase {
  kind: 'PGlite (embedded)' | 'PostgreSQL';
  handle: DatabaseHandle;
  config: RuntimeConfig;
  drop(): Promise<void>;
}

async function admin(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: postgresServer, connectionTimeoutMillis: 2000 });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export async function postgresReachable(): Promise<boolean> {
  try {
    await admin('select 1');
    return true;
  } catch {
    return false;
  }
}

function configFor(dataDir: string, databaseUrl?: string): RuntimeConfig {
  return loadConfig({
    NODE_ENV: 'production',
    PORT: '3615',
    PUBLIC_URL: 'http://127.0.0.1:3615',
    JWT_SECRET: benchSecret,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  }) as RuntimeConfig;
}

/** A fresh, migrated database: PGlite in a temporary folder, or a new database on the PostgreSQL server. */
export async function openBenchDatabase(kind: 'pglite' | 'postgres'): Promise<BenchDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'auction-bid-bench-'));
  if (kind === 'pglite') {
    const handle = await openPglite(dataDir, () => {});
    await handle.migrate();
    return {
      kind: 'PGlite (embedded)',
      handle,
      config: configFor(dataDir),
      drop: async () => {
        await handle.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const name = `bench_${randomBytes(5).toString('hex')}`;
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(postgresServer);
  url.pathname = `/${name}`;
  const handle = openPostgres(url.toString(), {});
  await handle.migrate();
  return {
    kind: 'PostgreSQL',
    handle,
    config: configFor(dataDir, url.toString()),
    drop: async () => {
      await handle.close();
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface Bidder {
  id: string;
  token: string;
}

export interface BenchSale {
  auctionId: string;
  bidders: Bidder[];
  /** Fresh lots on demand: each run starts on lots nobody has bid on. */
  newLots(count: number): Promise<string[]>;
}

/** An open timed auction, `bidderCount` verified and approved bidders with tokens. */
export async function buildBenchSale(
  db: Database,
  config: RuntimeConfig,
  bidderCount: number,
): Promise<BenchSale> {
  const day = 86_400_000;
  const [auction] = await db
    .insert(auctions)
    .values({
      title: 'Benchmark Timed Sale',
      slug: 'benchmark-timed-sale',
      status: 'open',
      type: 'timed',
      start_at: new Date(Date.now() - day),
      end_at: new Date(Date.now() + day),
      soft_close_window_seconds: 120,
      soft_close_extension_seconds: 120,
    })
    .returning();
  if (!auction) throw new Error('no auction');
  const now = new Date();
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: bidderCount }, (_, i) => ({
        email: `bench-bidder-${i}-${randomBytes(3).toString('hex')}@example.ca`,
        name: `Bench Bidder ${i}`,
        first_name: 'Bench',
        password_hash: 'not-used',
        roles: ['Bidder'],
        email_verified_at: now,
        terms_accepted_at: now,
      })),
    )
    .returning();
  await db.insert(auctionRegistrations).values(
    rows.map((row, i) => ({
      auction_id: auction.id,
      user_id: row.id,
      paddle_number: 7001 + i,
      status: 'approved' as const,
      terms_accepted_at: now,
    })),
  );
  const tokens = createTokenService({
    secret: config.jwtSecret ?? benchSecret,
    ttlSeconds: day / 1000,
    clock: () => new Date(),
  });
  const bidders = await Promise.all(
    rows.map(async (row) => ({ id: row.id, token: (await tokens.issue(row)).token })),
  );
  let made = 0;
  return {
    auctionId: auction.id,
    bidders,
    async newLots(count) {
      const inserted = await db
        .insert(lots)
        .values(
          Array.from({ length: count }, () => {
            made += 1;
            return {
              auction_id: auction.id,
              lot_number: String(made),
              sale_order: made,
              title: `Benchmark Lot ${made}`,
              slug: `benchmark-lot-${made}`,
              starting_bid_cents: 1_000,
              status: 'open' as const,
              end_at: new Date(Date.now() + day),
            };
          }),
        )
        .returning({ id: lots.id });
      return inserted.map((row) => row.id);
    },
  };
}

/**
 * What each bidder offers: at least the lot's last known minimum, and on a busy lot a little
 * above the previous offer (two increments), so concurrent bids arrive in rising order and most
 * are accepted, as in a real bidding war where each bidder raises the last price they saw.
 */
export function createOffers() {
  const next = new Map<string, number>();
  return {
    amountFor(lotId: string): number {
      const amount = next.get(lotId) ?? 1_000;
      next.set(lotId, amount + 2 * incrementAt(NORTH_AMERICAN_INCREMENT_PROFILE, amount));
      return amount;
    },
    /** A refusal or an answer told us the lot's minimum: never offer below it again. */
    atLeast(lotId: string, minimumCents: number) {
      if ((next.get(lotId) ?? 0) < minimumCents) next.set(lotId, minimumCents);
    },
  };
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

/**
 * Runs `measure` on each database `BENCH_DATABASE` names (both when it names none), each fresh and
 * dropped after; PostgreSQL is skipped, and says so, when nothing answers.
 */
export async function forEachBenchDatabase(
  measure: (database: BenchDatabase) => Promise<void>,
): Promise<void> {
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
      await measure(database);
    } finally {
      await database.drop();
    }
  }
}
