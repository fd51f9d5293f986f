import type { OfferedLot } from '@auction/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type Queryable, rowsOf } from '../../db/queries';
import { auctionsInRange, issuedInvoice, type ReportWindow } from './report-window';

interface OfferedLotRow {
  key: string;
  sold: boolean;
  hammer: string | number;
  invoiced: boolean;
}

/**
 * The one selection the sales and category reports count (decision 0062): every lot offered (sold
 * or passed; a withdrawn lot was never offered) in the auctions that sold in the range, with its
 * hammer when it sold (the lot's own price at the fall of the hammer, which its invoice copies)
 * and whether an issued invoice bills it. `key` groups them; it may name the lot's auction (`a`)
 * or its category (`c`).
 */
export async function offeredLots(
  db: Queryable,
  w: ReportWindow,
  key: SQL,
): Promise<(OfferedLot & { key: string })[]> {
  const rows = await rowsOf<OfferedLotRow>(
    db,
    sql`select ${key} as key, l.status = 'sold' as sold,
        case when l.status = 'sold' then coalesce(l.extended_price_cents, 0) else 0 end as hammer,
        l.status = 'sold' and exists (
          select 1 from invoice_lines il join invoices i on i.id = il.invoice_id
          where il.lot_id = l.id and il.kind = 'lot' and ${issuedInvoice}
        ) as invoiced
      from lots l
      join auctions a on a.id = l.auction_id
      left join categories c on c.id = l.category_id
      where ${auctionsInRange(w)} and l.status in ('sold', 'passed')`,
  );
  return rows.map((row) => ({
    key: row.key,
    sold: Boolean(row.sold),
    hammerCents: Number(row.hammer),
    invoiced: Boolean(row.invoiced),
  }));
}

/** The lots grouped by their key. */
export function lotsByKey<T extends { key: string }>(lots: readonly T[]): Map<string, T[]> {
  const byKey = new Map<string, T[]>();
  for (const lot of lots) {
    const list = byKey.get(lot.key);
    if (list) list.push(lot);
    else byKey.set(lot.key, [lot]);
  }
  return byKey;
}
