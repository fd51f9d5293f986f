import type {
  InventoryItemSummary,
  Location,
  LocationListQuery,
  LocationMove,
  LocationPage,
  PageMeta,
} from '@auction/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { anyContainsText, listPage, listWindow } from '../../db/list-query';
import { oneOf, type Queryable, rowsOf } from '../../db/queries';

/**
 * A sort key that orders codes naturally (`A-2` before `A-10`): every run of digits padded to 12,
 * compared byte by byte so a dash is not skipped the way a language's collation skips it.
 */
export function naturalKey(column: SQL): SQL {
  return sql`(select string_agg(case when r.m[1] ~ '^[0-9]' then lpad(r.m[1], 12, '0') else r.m[1] end, '' order by r.n)
    from regexp_matches(${column}, '[0-9]+|[^0-9]+', 'g') with ordinality as r(m, n)) collate "C"`;
}

export interface LocationRecord {
  id: string;
  code: string;
  description: string;
  item_count: number | string;
  archived_at: Date | string | null;
  created_at: Date | string;
}

const iso = (value: Date | string): string => new Date(value).toISOString();

export function locationJson(row: LocationRecord): Location {
  return {
    id: row.id,
    code: row.code,
    description: row.description,
    item_count: Number(row.item_count),
    archived_at: row.archived_at ? iso(row.archived_at) : null,
    created_at: iso(row.created_at),
  };
}

const locationColumns = sql`l.id, l.code, l.description, l.archived_at, l.created_at,
  (select count(*) from inventory_items i where i.location_id = l.id) as item_count`;

const sortColumns: Record<LocationListQuery['sort'], SQL> = {
  code: naturalKey(sql`l.code`),
  item_count: sql`item_count`,
  created_at: sql`l.created_at`,
};

/** The locations list: active ones unless asked otherwise, searched on the code or one code exactly, with item counts. */
export async function locationPage(db: Queryable, query: LocationListQuery): Promise<LocationPage> {
  const conditions: SQL[] = [sql`true`];
  const state = query.state ?? 'active';
  if (state === 'active') conditions.push(sql`l.archived_at is null`);
  if (state === 'archived') conditions.push(sql`l.archived_at is not null`);
  if (query.code) conditions.push(sql`l.code = ${query.code}`);
  if (query.q) {
    conditions.push(anyContainsText([sql`l.code`, sql`l.description`], query.q));
  }
  const where = sql.join(conditions, sql` and `);
  const direction = query.order === 'desc' ? sql`desc` : sql`asc`;
  const { limit, offset } = listWindow(query);
  const rows = await rowsOf<LocationRecord>(
    db,
    sql`select ${locationColumns} from locations l where ${where}
      order by ${sortColumns[query.sort]} ${direction}, l.id limit ${limit} offset ${offset}`,
  );
  const total = await oneOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from locations l where ${where}`,
  );
  return listPage(query, rows.map(locationJson), Number(total?.n ?? 0));
}

export async function locationById(db: Queryable, id: string): Promise<Location | null> {
  const row = await oneOf<LocationRecord>(
    db,
    sql`select ${locationColumns} from locations l where l.id = ${id}`,
  );
  return row ? locationJson(row) : null;
}

export async function locationsByIds(db: Queryable, ids: readonly string[]): Promise<Location[]> {
  if (ids.length === 0) return [];
  const rows = await rowsOf<LocationRecord>(
    db,
    sql`select ${locationColumns} from locations l
      where l.id in (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::uuid)
      order by ${naturalKey(sql`l.code`)}`,
  );
  return rows.map(locationJson);
}

export async function locationsByCodes(db: Queryable, codes: readonly string[]): Promise<Location[]> {
  if (codes.length === 0) return [];
  const rows = await rowsOf<LocationRecord>(
    db,
    sql`select ${locationColumns} from locations l
      where l.code in (select jsonb_array_elements_text(${JSON.stringify(codes)}::jsonb))
      order by ${naturalKey(sql`l.code`)}`,
  );
  return rows.map(locationJson);
}

interface ItemRecord {
  id: string;
  sku: string;
  title: string;
  status: InventoryItemSummary['status'];
  quantity: number;
  consignor_id: string | null;
  consignor_number: number | null;
  consignor_name: string | null;
  consignor_company: string | null;
  location_id: string | null;
  location_code: string | null;
  thumb_key: string | null;
}

export const itemSummaryColumns = sql`i.id, i.sku, i.title, i.status, i.quantity, c.id as consignor_id,
  c.number as consignor_number, c.name as consignor_name, c.company as consignor_company,
  l.id as location_id, l.code as location_code,
  (select g.thumb_key from inventory_images g where g.item_id = i.id order by g.position limit 1) as thumb_key`;
export const itemSummaryFrom = sql`inventory_items i left join consignors c on c.id = i.consignor_id
  left join locations l on l.id = i.location_id`;

export function itemSummaryJson(row: ItemRecord, mediaUrl: (key: string) => string): InventoryItemSummary {
  return {
    id: row.id,
    sku: row.sku,
    title: row.title,
    status: row.status,
    quantity: Number(row.quantity),
    consignor:
      row.consignor_id && row.consignor_name !== null
        ? {
            id: row.consignor_id,
            number: Number(row.consignor_number),
            name: row.consignor_name,
            company: row.consignor_company ?? '',
          }
        : null,
    location: row.location_id && row.location_code ? { id: row.location_id, code: row.location_code } : null,
    thumb_url: row.thumb_key ? mediaUrl(row.thumb_key) : null,
  };
}

/** The items kept at a location, by SKU, a page at a time. */
export async function itemsAt(
  db: Queryable,
  locationId: string,
  page: { page: number; per_page: number },
  mediaUrl: (key: string) => string,
): Promise<{ data: InventoryItemSummary[]; meta: PageMeta }> {
  const { limit, offset } = listWindow(page);
  const rows = await rowsOf<ItemRecord>(
    db,
    sql`select ${itemSummaryColumns} from ${itemSummaryFrom} where i.location_id = ${locationId}
      order by ${naturalKey(sql`i.sku`)}, i.id limit ${limit} offset ${offset}`,
  );
  const total = await oneOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from inventory_items i where i.location_id = ${locationId}`,
  );
  return listPage(
    page,
    rows.map((row) => itemSummaryJson(row, mediaUrl)),
    Number(total?.n ?? 0),
  );
}

interface MoveRecord {
  id: string;
  item_id: string;
  sku: string;
  title: string;
  from_id: string | null;
  from_code: string | null;
  to_id: string | null;
  to_code: string | null;
  moved_by: string | null;
  created_at: Date | string;
}

/** Moves of one item, or in and out of one location, newest first. */
export async function movesOf(
  db: Queryable,
  of: { itemId: string } | { locationId: string },
  page: { page: number; per_page: number },
): Promise<{ data: LocationMove[]; meta: PageMeta }> {
  const where =
    'itemId' in of
      ? sql`e.kind = 'moved' and e.item_id = ${of.itemId}`
      : sql`e.kind = 'moved' and (e.to_location_id = ${of.locationId} or e.from_location_id = ${of.locationId})`;
  const { limit, offset } = listWindow(page);
  const rows = await rowsOf<MoveRecord>(
    db,
    sql`select e.id, e.item_id, i.sku, i.title, f.id as from_id, f.code as from_code, t.id as to_id,
      t.code as to_code, u.name as moved_by, e.created_at
    from inventory_events e join inventory_items i on i.id = e.item_id
      left join locations f on f.id = e.from_location_id left join locations t on t.id = e.to_location_id
      left join users u on u.id = e.actor_id
    where ${where} order by e.created_at desc, e.id limit ${limit} offset ${offset}`,
  );
  const total = await oneOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from inventory_events e where ${where}`,
  );
  const place = (id: string | null, code: string | null) => (id && code ? { id, code } : null);
  return listPage(
    page,
    rows.map((row) => ({
      id: row.id,
      item: { id: row.item_id, sku: row.sku, title: row.title },
      from: place(row.from_id, row.from_code),
      to: place(row.to_id, row.to_code),
      moved_by: row.moved_by,
      moved_at: iso(row.created_at),
    })),
    Number(total?.n ?? 0),
  );
}
