import type {
  ConsignorGoodsPage,
  ConsignorOverview,
  ConsignorOverviewQuery,
  InventoryStatus,
} from '@auction/contracts';
import { inventoryStatuses } from '@auction/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { anyContainsText, listPage, listWindow } from '../../db/list-query';
import { oneOf, type Queryable, rowsOf } from '../../db/queries';

/**
 * The consignor's goods (decision 0062): each inventory item of theirs with its latest lot, and
 * each lot that names them with no inventory item behind it (one the office catalogued straight
 * into a sale). A lot of its own takes the status an item would take from it. What a row sold
 * for: the hammer of its lot once the lot sold, or the price of its buy-now sale; only a sold row
 * has one. The dashboard's list pages through these rows and its tiles sum the very same rows.
 */
const goods = (consignorId: string) => sql`
  select 'item' as kind, i.id, i.sku, i.title, i.status, i.quantity, i.updated_at,
    loc.id as location_id, loc.code as location_code,
    l.id as lot_id, l.lot_number, l.status as lot_status, a.id as auction_id, a.title as auction_title,
    case when l.status = 'sold' then l.extended_price_cents end as hammer_cents,
    case when i.status = 'sold' then coalesce(case when l.status = 'sold' then l.extended_price_cents end, bn.amount_cents) end
      as sold_cents
  from inventory_items i
  left join locations loc on loc.id = i.location_id
  left join lateral (
    select * from lots where lots.inventory_item_id = i.id order by lots.created_at desc, lots.id limit 1
  ) l on true
  left join auctions a on a.id = l.auction_id
  left join lateral (
    select il.amount_cents from invoice_lines il join invoices v on v.id = il.invoice_id
    where il.inventory_item_id = i.id and v.kind = 'buy_now' and v.status <> 'void'
    order by v.created_at desc, v.id limit 1
  ) bn on true
  where i.consignor_id = ${consignorId}::uuid
  union all
  select 'lot', l.id, '', l.title,
    case l.status when 'sold' then 'sold' when 'passed' then 'unsold' when 'withdrawn' then 'in_stock' else 'in_auction' end,
    l.quantity, l.updated_at, null, null, l.id, l.lot_number, l.status, a.id, a.title,
    case when l.status = 'sold' then l.extended_price_cents end,
    case when l.status = 'sold' then l.extended_price_cents end
  from lots l join auctions a on a.id = l.auction_id
  where l.inventory_item_id is null and l.consignor_id = ${consignorId}::uuid`;

interface GoodRow {
  kind: 'item' | 'lot';
  id: string;
  sku: string;
  title: string;
  status: string;
  quantity: number;
  location_id: string | null;
  location_code: string | null;
  lot_id: string | null;
  lot_number: string | null;
  lot_status: string | null;
  auction_id: string | null;
  auction_title: string | null;
  hammer_cents: number | string | null;
  sold_cents: number | string | null;
  updated_at: unknown;
}

const sorts: Record<ConsignorOverviewQuery['sort'], SQL> = {
  sku: sql`g.sku`,
  title: sql`lower(g.title)`,
  status: sql`g.status`,
  updated_at: sql`g.updated_at`,
};
const centsOrNull = (value: number | string | null) => (value === null ? null : Number(value));

/** One page of the consignor's goods, by status or words in the SKU or title. */
export async function consignorGoodsPage(
  db: Queryable,
  consignorId: string,
  query: ConsignorOverviewQuery,
): Promise<ConsignorGoodsPage> {
  const conditions: SQL[] = [sql`true`];
  if (query.status) conditions.push(sql`g.status = ${query.status}`);
  if (query.q) {
    conditions.push(anyContainsText([sql`g.sku`, sql`g.title`], query.q));
  }
  const where = sql.join(conditions, sql` and `);
  const { limit, offset } = listWindow(query);
  const direction = query.order === 'desc' ? sql`desc` : sql`asc`;
  const [rows, count] = await Promise.all([
    rowsOf<GoodRow>(
      db,
      sql`select * from (${goods(consignorId)}) g where ${where}
        order by ${sorts[query.sort]} ${direction}, g.id ${direction} limit ${limit} offset ${offset}`,
    ),
    oneOf<{ total: number | string }>(
      db,
      sql`select count(*) as total from (${goods(consignorId)}) g where ${where}`,
    ),
  ]);
  return listPage(
    query,
    rows.map((row) => ({
      kind: row.kind,
      id: row.id,
      sku: row.sku,
      title: row.title,
      status: row.status,
      quantity: Number(row.quantity),
      location:
        row.location_id && row.location_code ? { id: row.location_id, code: row.location_code } : null,
      lot:
        row.lot_id && row.auction_id
          ? {
              id: row.lot_id,
              lot_number: row.lot_number ?? '',
              status: row.lot_status ?? '',
              auction_id: row.auction_id,
              auction_title: row.auction_title ?? '',
              hammer_cents: centsOrNull(row.hammer_cents),
            }
          : null,
      sold_cents: centsOrNull(row.sold_cents),
      updated_at: new Date(row.updated_at as string | Date).toISOString(),
    })),
    Number(count?.total ?? 0),
  );
}

/** The tiles: every one of the consignor's goods by status, and the sold ones with what they sold for. */
export async function consignorGoodsCounts(
  db: Queryable,
  consignorId: string,
): Promise<ConsignorOverview['counts']> {
  const rows = await rowsOf<{ status: InventoryStatus; n: number | string; sold_cents: number | string }>(
    db,
    sql`select g.status, count(*) as n, coalesce(sum(g.sold_cents), 0) as sold_cents
      from (${goods(consignorId)}) g group by g.status`,
  );
  const itemsByStatus = Object.fromEntries(inventoryStatuses.map((status) => [status, 0])) as Record<
    InventoryStatus,
    number
  >;
  for (const row of rows) itemsByStatus[row.status] = Number(row.n);
  return {
    items_by_status: itemsByStatus,
    items_total: rows.reduce((sum, row) => sum + Number(row.n), 0),
    sold: itemsByStatus.sold,
    sold_cents: rows.reduce((sum, row) => sum + Number(row.sold_cents), 0),
  };
}
