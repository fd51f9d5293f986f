import type { LocationPickListRow } from '@auction/contracts';
import { compareLotNumbers } from '@auction/domain';
import { sql } from 'drizzle-orm';
import { type Queryable, rowsOf } from '../../db/queries';
import { AppError } from '../../errors';

interface PickRecord {
  item_id: string;
  sku: string;
  title: string;
  quantity: number;
  lot_number: string | null;
  location_id: string | null;
  location_code: string | null;
}

/** Shelf order: by location code naturally (`A-2` before `A-10`), then lot, then SKU; unplaced last. */
export function byLocation(a: LocationPickListRow, b: LocationPickListRow): number {
  if (a.location && b.location) {
    const order = compareLotNumbers(a.location.code, b.location.code);
    if (order !== 0) return order;
  } else if (a.location || b.location) {
    return a.location ? -1 : 1;
  }
  if (a.lot_number && b.lot_number) {
    const order = compareLotNumbers(a.lot_number, b.lot_number);
    if (order !== 0) return order;
  }
  return compareLotNumbers(a.sku, b.sku);
}

/** The items of an auction's lots (withdrawn lots left out), or the items given, in shelf order. */
export async function locationPickList(
  db: Queryable,
  query: { auction_id?: string | undefined; item_ids?: string[] | undefined },
): Promise<LocationPickListRow[]> {
  const rows = query.auction_id
    ? await rowsOf<PickRecord>(
        db,
        sql`select i.id as item_id, i.sku, i.title, i.quantity, lo.lot_number, l.id as location_id, l.code as location_code
        from lots lo join inventory_items i on i.id = lo.inventory_item_id left join locations l on l.id = i.location_id
        where lo.auction_id = ${query.auction_id} and lo.status <> 'withdrawn'`,
      )
    : await rowsOf<PickRecord>(
        db,
        sql`select i.id as item_id, i.sku, i.title, i.quantity, null as lot_number, l.id as location_id, l.code as location_code
        from inventory_items i left join locations l on l.id = i.location_id
        where i.id in (select jsonb_array_elements_text(${JSON.stringify(query.item_ids ?? [])}::jsonb)::uuid)`,
      );
  if (query.auction_id && rows.length === 0) {
    const auction = await rowsOf(db, sql`select 1 from auctions where id = ${query.auction_id}`);
    if (auction.length === 0) throw new AppError('NOT_FOUND', 'This auction does not exist.');
  }
  return rows
    .map((row) => ({
      item_id: row.item_id,
      sku: row.sku,
      title: row.title,
      quantity: Number(row.quantity),
      lot_number: row.lot_number,
      location:
        row.location_id && row.location_code ? { id: row.location_id, code: row.location_code } : null,
    }))
    .sort(byLocation);
}
