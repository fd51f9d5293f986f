import type { InventoryItemRow, InventoryListQuery, InventoryPage } from '@auction/contracts';
import { normaliseSku } from '@auction/domain';
import { type SQL, sql } from 'drizzle-orm';
import { foldedContains, listPage, listWindow } from '../../db/list-query';
import { oneOf, type Queryable, rowsOf } from '../../db/queries';

/** An item row as the list's query returns it, before money and dates are put in JSON form. */
export interface ItemListRecord {
  id: string;
  sku: string;
  lot_number: string | null;
  title: string;
  brand: string;
  status: InventoryItemRow['status'];
  quantity: number;
  category: string | null;
  estimate_low_cents: string | number | null;
  estimate_high_cents: string | number | null;
  starting_bid_cents: string | number | null;
  buy_now_price_cents: string | number | null;
  created_at: Date | string;
  consignor_id: string | null;
  consignor_number: number | null;
  consignor_name: string | null;
  consignor_company: string | null;
  location_id: string | null;
  location_code: string | null;
  thumb_key: string | null;
}

/** The columns of a list row; `i` is the item, `c` its consignor, `l` its location. */
export const itemListColumns = sql`i.id, i.sku, i.lot_number, i.title, i.brand, i.status, i.quantity, cat.name as category,
  i.estimate_low_cents, i.estimate_high_cents, i.starting_bid_cents, i.buy_now_price_cents, i.created_at,
  c.id as consignor_id, c.number as consignor_number, c.name as consignor_name, c.company as consignor_company,
  l.id as location_id, l.code as location_code,
  (select p.thumb_key from inventory_images p where p.item_id = i.id order by p.position, p.id limit 1) as thumb_key`;

export const itemListFrom = sql`inventory_items i
  left join consignors c on c.id = i.consignor_id
  left join locations l on l.id = i.location_id
  left join categories cat on cat.id = i.category_id`;

const money = (value: string | number | null) => (value === null ? null : Number(value));
const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

export function itemRowOf(record: ItemListRecord, url: (key: string) => string): InventoryItemRow {
  return {
    id: record.id,
    sku: record.sku,
    lot_number: record.lot_number,
    title: record.title,
    status: record.status,
    quantity: Number(record.quantity),
    consignor:
      record.consignor_id === null
        ? null
        : {
            id: record.consignor_id,
            number: Number(record.consignor_number),
            name: record.consignor_name ?? '',
            company: record.consignor_company ?? '',
          },
    location:
      record.location_id === null ? null : { id: record.location_id, code: record.location_code ?? '' },
    thumb_url: record.thumb_key === null ? null : url(record.thumb_key),
    brand: record.brand,
    category: record.category,
    estimate_low_cents: money(record.estimate_low_cents),
    estimate_high_cents: money(record.estimate_high_cents),
    starting_bid_cents: money(record.starting_bid_cents),
    buy_now_price_cents: money(record.buy_now_price_cents),
    created_at: iso(record.created_at),
  };
}

/** A SKU typed or scanned finds its item exactly; other words must each be in the title or brand. */
function searchOf(q: string): SQL {
  const words = q.split(/\s+/).filter(Boolean);
  const everyWord = sql.join(
    words.map((word) => foldedContains(sql`i.search_text`, word)),
    sql` and `,
  );
  const sku = normaliseSku(q);
  return sku ? sql`(i.sku = ${sku} or (${everyWord}))` : sql`(${everyWord})`;
}

function whereOf(query: InventoryListQuery): SQL {
  const conditions: SQL[] = [sql`true`];
  if (query.status) conditions.push(sql`i.status = ${query.status}`);
  if (query.consignor_id) conditions.push(sql`i.consignor_id = ${query.consignor_id}::uuid`);
  if (query.location_id) conditions.push(sql`i.location_id = ${query.location_id}::uuid`);
  if (query.location) conditions.push(sql`l.code = ${query.location}`);
  if (query.category_id) conditions.push(sql`i.category_id = ${query.category_id}::uuid`);
  if (query.q) conditions.push(searchOf(query.q));
  return sql.join(conditions, sql` and `);
}

const sortColumns: Record<InventoryListQuery['sort'], SQL> = {
  sku: sql`i.sku`,
  title: sql`lower(i.title)`,
  created_at: sql`i.created_at`,
  status: sql`i.status`,
};

/** One page of the staff list, sorted with missing values last and the id as the tie-breaker. */
export async function inventoryPage(
  db: Queryable,
  query: InventoryListQuery,
  url: (key: string) => string,
): Promise<InventoryPage> {
  const where = whereOf(query);
  const direction = query.order === 'desc' ? sql`desc` : sql`asc`;
  const { limit, offset } = listWindow(query);
  const [records, count] = await Promise.all([
    rowsOf<ItemListRecord>(
      db,
      sql`select ${itemListColumns} from ${itemListFrom} where ${where}
      order by ${sortColumns[query.sort]} ${direction} nulls last, i.id ${direction}
      limit ${limit} offset ${offset}`,
    ),
    oneOf<{ total: string | number }>(db, sql`select count(*) as total from ${itemListFrom} where ${where}`),
  ]);
  return listPage(
    query,
    records.map((record) => itemRowOf(record, url)),
    Number(count?.total ?? 0),
  );
}
