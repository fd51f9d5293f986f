import { formatSku } from '@auction/domain';
import { sql } from 'drizzle-orm';
import { type Queryable, rowsOf } from '../../db/queries';

/**
 * The next `count` SKUs of the house's sequence (`HA-000124`...), skipping any an import already
 * brought in by hand. A sequence never hands out a number twice, even to two transactions at
 * once; a rolled-back intake leaves a gap, which a SKU may have (it is a label, not an invoice
 * number).
 */
export async function nextSkus(db: Queryable, count: number): Promise<string[]> {
  const skus: string[] = [];
  while (skus.length < count) {
    const wanted = count - skus.length;
    const rows = await rowsOf<{ n: number; taken: boolean }>(
      db,
      sql`select s.n, exists (select 1 from inventory_items i where i.sku = 'HA-' || lpad(s.n::text, 6, '0')) as taken
      from (select nextval('inventory_sku_seq')::float8 as n from generate_series(1, ${wanted})) s`,
    );
    for (const row of rows) if (!row.taken) skus.push(formatSku(row.n));
  }
  return skus;
}
