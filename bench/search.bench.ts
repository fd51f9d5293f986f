// Times the staff inventory search over 50,000 items (one title in twelve with an accent), the
// search every staff search box shares (`containsText`: case and accents ignored). Next to it, the
// limit: a bare count through the same trigram index (migration 0026), and for scale a full scan
// with a plain LIKE on the lower-cased titles, which finds no accented title when the accent is left
// out. Figures, not assertions.
// BENCH_DATABASE=pglite or postgres measures one of them.
import { inventoryListQuerySchema } from '@auction/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/database';
import { inventoryPage } from '../apps/server/src/modules/inventory/inventory-list';
import { forEachBenchDatabase } from './bid-sale';

const runs = 5;
const items = 50_000;

async function stock(db: Database) {
  await db.execute(sql`insert into inventory_items (sku, title, brand, description)
    select 'BS-' || lpad(n::text, 6, '0'),
      (array['Chaise berçante en érable', 'Oak roll-top desk', 'Brass ship''s bell', 'Mantel clock',
        'Cedar chest', 'Pine harvest table', 'Fishing creel', 'Hooked rug', 'Lunenburg decoy',
        'Carved loon', 'Enamel washbasin', 'Quilt, log cabin'])[1 + n % 12] || ' ' || n,
      (array['', 'Seth Thomas', 'Hudson''s Bay', 'Côté'])[1 + n % 4],
      repeat('A description a cataloguer wrote. ', 8)
    from generate_series(1, ${items}) n`);
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

await forEachBenchDatabase(async (database) => {
  const db = database.handle.db;
  await stock(db);
  await db.execute(sql`analyze`);
  console.log(`\n${database.kind}: ${items.toLocaleString('en-CA')} items`);
  const scan: number[] = [];
  const limit: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    scan.push(
      await timed(() =>
        db.execute(
          sql`select count(*) from inventory_items where lower(title) like '%bercante%' or lower(brand) like '%bercante%'`,
        ),
      ),
    );
    limit.push(
      await timed(() =>
        db.execute(sql`select count(*) from inventory_items where search_text like '%bercante%'`),
      ),
    );
  }
  console.log(`  a full scan (bare LIKE count, accents not ignored): ${median(scan).toFixed(0)} ms`);
  console.log(`  limit (bare count through the trigram index): ${median(limit).toFixed(0)} ms`);
  for (const q of ['bercante', 'BERÇANTE', 'erable chaise', 'cote', 'ship bell']) {
    const query = inventoryListQuerySchema.parse({ q });
    const times: number[] = [];
    let total = 0;
    for (let run = 0; run < runs; run += 1) {
      times.push(
        await timed(async () => {
          total = (await inventoryPage(db, query, (key) => key)).meta.total;
        }),
      );
    }
    const ratio = median(times) / median(limit);
    console.log(
      `  "${q}": ${median(times).toFixed(0).padStart(4)} ms for the page and its count (${total} found), ${ratio.toFixed(1)} x the limit`,
    );
  }
});
