import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { buildBidder, buildSale, type TestBidder } from '../../../test/bids/bid-test-sale';
import { buildLot } from '../../../test/factories';
import { testDatabaseUrl } from '../../../test/services';
import { createTestApp, testJwtSecret } from '../../../test/test-app';
import type { DatabaseHandle } from '../../db/database';
import { openPglite } from '../../db/pglite';
import { openPostgres } from '../../db/postgres';
import { oneOf, rowsOf } from '../../db/queries';

const serverModule = fileURLToPath(new URL('../../../test/bids/bid-crash-server.ts', import.meta.url));
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function admin(serverUrl: string, text: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(text).finally(() => client.end());
}

/** A fresh database the test and the server process open in turn: PGlite in a folder, or PostgreSQL. */
async function crashDatabase() {
  const dataDir = await mkdtemp(join(tmpdir(), 'bid-crash-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  const serverUrl = testDatabaseUrl();
  let databaseUrl: string | null = null;
  if (serverUrl) {
    const name = `t_crash_${randomBytes(5).toString('hex')}`;
    await admin(serverUrl, `CREATE DATABASE ${name}`);
    cleanups.push(() => admin(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  }
  const open = async (): Promise<DatabaseHandle> =>
    databaseUrl ? openPostgres(databaseUrl) : openPglite(dataDir, () => {});
  return { dataDir, databaseUrl, open };
}

async function startServer(dataDir: string, databaseUrl: string | null) {
  const child = spawn(process.execPath, ['--import', 'tsx', serverModule], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      PUBLIC_URL: 'http://localhost:3000',
      JWT_SECRET: testJwtSecret,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  cleanups.push(async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });
  let output = '';
  for await (const chunk of child.stdout as AsyncIterable<Buffer>) {
    output += chunk.toString();
    const address = output.match(/listening (\S+)/)?.[1];
    if (address) return { child, address };
  }
  throw new Error(`the server process exited before listening: ${output}`);
}

/**
 * Bidders each placing their next bid as soon as the last is answered, until the server dies;
 * returns the keys of the bids the server answered 201 Created, the moment each answer was read.
 */
function surge(address: string, bidders: TestBidder[], lotIds: string[], onAck: () => void) {
  const acknowledged: string[] = [];
  let dead = false;
  const bidder = async (b: number, who: TestBidder) => {
    for (let n = 0; !dead; n += 1) {
      const key = `crash-${b}-${n}`;
      const lotId = lotIds[(b + n) % lotIds.length];
      try {
        const response = await fetch(`${address}/api/lots/${lotId}/bids`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${who.token}`,
            'content-type': 'application/json',
            'idempotency-key': key,
          },
          body: JSON.stringify({ amount: 20 + n * 10 + b }),
        });
        await response.arrayBuffer();
        if (response.status === 201) {
          acknowledged.push(key);
          onAck();
        }
      } catch {
        dead = true;
      }
    }
  };
  const done = Promise.all(bidders.map((who, b) => bidder(b, who)));
  return { acknowledged, done };
}

describe('a server killed with SIGKILL during a surge of bids', () => {
  it('loses no bid it acknowledged, and the bids it acknowledged were committed in batches', async () => {
    const { dataDir, databaseUrl, open } = await crashDatabase();
    const setup = await open();
    await setup.migrate();
    const t = await createTestApp({ database: setup });
    const { auction, lot } = await buildSale(t);
    const others = await Promise.all([1, 2].map(() => buildLot(t, auction, { end_at: lot.end_at })));
    const bidders = await Promise.all(Array.from({ length: 24 }, () => buildBidder(t, auction)));
    await t.close();
    await setup.close();

    const { child, address } = await startServer(dataDir, databaseUrl);
    const exited = once(child, 'exit');
    let kill = () => {};
    const killed = new Promise<void>((resolve) => {
      kill = resolve;
    });
    const load = surge(address, bidders, [lot.id, lot.id, ...others.map((other) => other.id)], () => {
      if (load.acknowledged.length >= 300) kill();
    });
    await killed;
    child.kill('SIGKILL');
    await exited;
    await load.done;

    const after = await open();
    cleanups.push(() => after.close());
    const stored = await rowsOf<{ key: string }>(
      after.db,
      sql`select idempotency_key as key from bids where kind = 'max'`,
    );
    const keys = new Set(stored.map((row) => row.key));
    expect(load.acknowledged.filter((key) => !keys.has(key))).toEqual([]);
    expect(load.acknowledged.length).toBeGreaterThanOrEqual(300);
    // Bids of one transaction share its time: some transactions held several bids.
    const batches = await oneOf<{ n: number }>(
      after.db,
      sql`select count(*)::int as n from (select created_at from bids where kind = 'max'
        group by created_at having count(*) > 1) as shared`,
    );
    expect(batches?.n).toBeGreaterThan(0);
    const seqs = await oneOf<{ n: number; last: number }>(
      after.db,
      sql`select count(*)::int as n, max(seq)::int as last from bids where auction_id = ${auction.id}`,
    );
    expect(seqs?.n).toBe(seqs?.last);
  }, 120_000);
});
