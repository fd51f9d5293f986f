// Imports a CSV file of 10,000 items through the inventory import (read the file, keep it, check
// every row, confirm, and run it batch by batch with SKUs, fingerprints and history), next to the
// same rows written by one INSERT ... SELECT from JSON (the database's own bulk insert, the
// limit). Figures, not assertions. BENCH_DATABASE=pglite or postgres measures one of them.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/database';
import { createInventoryImportService } from '../apps/server/src/modules/inventory-import/inventory-imports.service';
import { openBenchDatabase, postgresReachable } from './bid-sale';

const rowCount = 10_000;
const runs = 3;

function csvFile(): string {
  const lines = ['Title,Description,Condition,Brand,Qty,Est. Low,Est. High,Start,Reserve'];
  for (let i = 0; i < rowCount; i++) {
    lines.push(
      `Bench item ${i},"Boxed lot of ${i % 40} pieces, as found",Good,Maker ${i % 97},${1 + (i % 3)},${i % 500},${(i % 500) * 2},$${i % 300}.00,${(i % 300) + 50}`,
    );
  }
  return lines.join('\r\n');
}

/** The limit: the same 10,000 items in one statement, amounts already in cents. */
async function oneStatement(db: Database): Promise<void> {
  const records = Array.from({ length: rowCount }, (_, i) => ({
    sku: `HB-${String(i).padStart(6, '0')}`,
    title: `Bench item ${i}`,
    description: `Boxed lot of ${i % 40} pieces, as found`,
    condition: 'Good',
    brand: `Maker ${i % 97}`,
    quantity: 1 + (i % 3),
    estimate_low_cents: (i % 500) * 100,
    estimate_high_cents: (i % 500) * 200,
    starting_bid_cents: (i % 300) * 100,
    reserve_cents: ((i % 300) + 50) * 100,
  }));
  await db.execute(sql`insert into inventory_items (sku, title, description, condition, brand, quantity,
      estimate_low_cents, estimate_high_cents, starting_bid_cents, reserve_cents)
    select r.sku, r.title, r.description, r.condition, r.brand, r.quantity, r.estimate_low_cents, r.estimate_high_cents,
      r.starting_bid_cents, r.reserve_cents
    from json_to_recordset(${JSON.stringify(records)}::json) as r(sku text, title text, description text, condition text,
      brand text, quantity int, estimate_low_cents bigint, estimate_high_cents bigint, starting_bid_cents bigint, reserve_cents bigint)`);
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

const kinds = (['pglite', 'postgres'] as const).filter(
  (kind) => !process.env.BENCH_DATABASE || process.env.BENCH_DATABASE === kind,
);
const bytes = new TextEncoder().encode(csvFile());
for (const kind of kinds) {
  if (kind === 'postgres' && !(await postgresReachable())) {
    console.log('\nPostgreSQL: skipped, nothing answers at 127.0.0.1:5432 (set BENCH_POSTGRES_URL).');
    continue;
  }
  const database = await openBenchDatabase(kind);
  try {
    const db = database.handle.db;
    const imports = createInventoryImportService({ db });
    const actor = { id: randomUUID(), ip: null };
    const clear = () => db.execute(sql`delete from inventory_items`);
    const service: number[] = [];
    const limit: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      await clear();
      let started = performance.now();
      const uploaded = await imports.upload({ name: 'bench.csv', bytes }, actor);
      await imports.confirm(uploaded.id, actor);
      await imports.pass({ budgetMs: 600_000 });
      service.push(performance.now() - started);
      const [done] = (
        (await db.execute(
          sql`select created_count from inventory_imports where id = ${uploaded.id}`,
        )) as unknown as {
          rows: { created_count: number }[];
        }
      ).rows;
      if (done?.created_count !== rowCount)
        throw new Error(`the import created ${done?.created_count} items`);
      await clear();
      started = performance.now();
      await oneStatement(db);
      limit.push(performance.now() - started);
    }
    const rate = (ms: number) => Math.round(rowCount / (ms / 1000)).toLocaleString('en-CA');
    console.log(
      `\n${database.kind}: import ${rowCount.toLocaleString('en-CA')} CSV rows (median of ${runs})`,
    );
    console.log(
      `  inventory import (upload, preview, confirm, batches): ${median(service).toFixed(0)} ms, ${rate(median(service))} rows/s`,
    );
    console.log(
      `  one INSERT ... SELECT from JSON (limit): ${median(limit).toFixed(0)} ms, ${rate(median(limit))} rows/s`,
    );
    console.log(`  ratio import / limit: ${(median(service) / median(limit)).toFixed(1)}x`);
  } finally {
    await database.drop();
  }
}
