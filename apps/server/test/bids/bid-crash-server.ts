// The server process bid-crash.test.ts kills: the app on the database its environment names
// (DATABASE_URL, or PGlite in DATA_DIR), without jobs or demo data; prints its address when ready.
import { setTimeout as sleep } from 'node:timers/promises';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { openDatabase } from '../../src/db/client';
import { withJwtSecret } from '../../src/jwt-secret';

const config = await withJwtSecret(loadConfig(process.env));
const database = await openDatabase(config);
// A slow disk: every transaction waits 20 ms before its commit, so the surge's bids queue into
// batches on any machine, and the kill is likely to land while a batch is open.
const transaction = database.db.transaction.bind(database.db);
database.db.transaction = ((run, options) =>
  transaction(async (tx) => {
    const value = await run(tx);
    await sleep(20);
    return value;
  }, options)) as typeof transaction;
const app = await buildApp(config, { database, logger: false, webDistDir: null, mailTransport: null });
console.log(`listening ${await app.listen({ port: 0, host: '127.0.0.1' })}`);
