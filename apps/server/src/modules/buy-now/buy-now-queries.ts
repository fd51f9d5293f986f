import type { BuyNowCard, BuyNowListQuery, BuyNowPage } from '@auction/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { anyContainsText, listPage } from '../../db/list-query';
import { oneOf, type Queryable, rowsOf } from '../../db/queries';
import { slugOf } from '../auctions/slug';

/** Only public columns: never the consignor, reserve, location, cost or commission. */
export interface BuyNowRecord {
  id: string;
  sku: string;
  title: string;
  description: string;
  condition: string;
  brand: string;
  quantity: number;
  status: string;
  price_cents: number | string | null;
  category: string | null;
  category_slug: string | null;
  listed_at: unknown;
  /** A buy-now invoice line names the item: it was sold on buy-now (its page stays, saying "Sold"). */
  sold_on_buy_now: boolean;
}

export interface PictureRecord {
  item_id: string;
  thumb_key: string;
  medium_key: string;
  large_key: string;
  width: number;
  height: number;
}

/** When the item went on buy-now (its last change to `buy_now`), or when it was taken in. */
const listedAt = sql`coalesce((select max(e.created_at) from inventory_events e
  where e.item_id = i.id and e.detail ->> 'to' = 'buy_now'), i.created_at)`;

const columns = sql`i.id, i.sku, i.title, i.description, i.condition, i.brand, i.quantity, i.status,
  i.buy_now_price_cents::int8 as price_cents, c.name as category, c.slug as category_slug, ${listedAt} as listed_at,
  exists (select 1 from invoice_lines l join invoices v on v.id = l.invoice_id
    where l.inventory_item_id = i.id and v.kind = 'buy_now') as sold_on_buy_now`;

const from = sql`inventory_items i left join categories c on c.id = i.category_id`;

/** What /buy-now lists: items on buy-now with a price. */
const listed = sql`i.status = 'buy_now' and i.buy_now_price_cents is not null and i.buy_now_price_cents > 0`;

function whereOf(query: BuyNowListQuery): SQL {
  const conditions: SQL[] = [listed];
  if (query.q) {
    conditions.push(anyContainsText([sql`i.title`, sql`i.description`, sql`i.brand`, sql`i.sku`], query.q));
  }
  if (query.category) conditions.push(sql`c.slug = ${query.category}`);
  return sql.join(conditions, sql` and `);
}

const orders: Record<BuyNowListQuery['sort'], SQL> = {
  newest: sql`listed_at desc, i.id`,
  price_asc: sql`i.buy_now_price_cents asc, i.id`,
  price_desc: sql`i.buy_now_price_cents desc, i.id`,
};

export function iso(value: unknown): string {
  return new Date(value as string | Date).toISOString();
}

/** The first picture of each item, in gallery order. */
export function picturesOf(db: Queryable, itemIds: string[], firstOnly: boolean): Promise<PictureRecord[]> {
  if (itemIds.length === 0) return Promise.resolve([]);
  const ids = sql.join(
    itemIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const first = firstOnly
    ? sql`and p.position = (select min(q.position) from inventory_images q where q.item_id = p.item_id)`
    : sql``;
  return rowsOf<PictureRecord>(
    db,
    sql`select p.item_id, p.thumb_key, p.medium_key, p.large_key, p.width, p.height from inventory_images p
    where p.item_id in (${ids}) ${first} order by p.item_id, p.position, p.id`,
  );
}

export type PictureUrl = (key: string) => string;

export function pictureJson(picture: PictureRecord, url: PictureUrl) {
  return {
    thumb: url(picture.thumb_key),
    medium: url(picture.medium_key),
    large: url(picture.large_key),
    width: Number(picture.width),
    height: Number(picture.height),
  };
}

export function cardOf(row: BuyNowRecord, picture: PictureRecord | undefined, url: PictureUrl): BuyNowCard {
  return {
    id: row.id,
    slug: slugOf(row.title),
    sku: row.sku,
    title: row.title,
    price_cents: Number(row.price_cents ?? 0),
    category: row.category,
    image: picture ? pictureJson(picture, url) : null,
    listed_at: iso(row.listed_at),
  };
}

export async function buyNowPage(
  db: Queryable,
  query: BuyNowListQuery,
  url: PictureUrl,
): Promise<BuyNowPage> {
  const where = whereOf(query);
  const offset = (query.page - 1) * query.per_page;
  const [rows, count] = await Promise.all([
    rowsOf<BuyNowRecord>(
      db,
      sql`select ${columns} from ${from} where ${where} order by ${orders[query.sort]} limit ${query.per_page} offset ${offset}`,
    ),
    oneOf<{ n: number }>(db, sql`select count(*)::int8 as n from ${from} where ${where}`),
  ]);
  const pictures = await picturesOf(
    db,
    rows.map((row) => row.id),
    true,
  );
  const firstOf = new Map(pictures.map((picture) => [picture.item_id, picture]));
  return listPage(
    query,
    rows.map((row) => cardOf(row, firstOf.get(row.id), url)),
    Number(count?.n ?? 0),
  );
}

/** An item a visitor may see: on buy-now now, or sold on buy-now. Others are not public (null). */
export async function publicItem(db: Queryable, itemId: string): Promise<BuyNowRecord | null> {
  const row = await oneOf<BuyNowRecord>(db, sql`select ${columns} from ${from} where i.id = ${itemId}::uuid`);
  if (!row) return null;
  const onSale = row.status === 'buy_now' && Number(row.price_cents ?? 0) > 0;
  if (onSale || row.sold_on_buy_now) return row;
  return null;
}

/** Every item on buy-now, for the sitemap. */
export function listedItemIds(db: Queryable): Promise<{ id: string; title: string; updated_at: unknown }[]> {
  return rowsOf(
    db,
    sql`select i.id, i.title, i.updated_at from inventory_items i where ${listed} order by i.id`,
  );
}
