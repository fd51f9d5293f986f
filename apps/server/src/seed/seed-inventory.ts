import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { rowsOf } from '../db/queries';
import { categories, consignors, inventoryImages, inventoryItems, locations } from '../db/schema';
import { type ItemEvent, recordItemEvents } from '../modules/inventory/item-history';
import { nextSkus } from '../modules/inventory/skus';
import { storeLotImage } from '../modules/media/lot-images';
import type { MediaStore } from '../modules/media/media-store';
import { demoCategories } from './demo-categories';
import { demoItems, demoLocationCodes } from './inventory-data';
import { drawLotPicture } from './lot-picture';

const cents = (dollars: number | undefined) => (dollars === undefined ? null : Math.round(dollars * 100));

/** The consignors the demo items belong to when the house has none yet (found again by name). */
const fallbackConsignors = [
  { name: 'Margaret Ellis', email: 'margaret.ellis@example.ca' },
  { name: 'Paul Boudreau', company: 'Boudreau Restaurant Supply', email: 'paul@boudreau-supply.example.ca' },
  { name: 'Walter MacLeod', email: 'walter.macleod@example.ca' },
];

/**
 * The demo warehouse: its bins and about thirty items in them, from three consignors and the
 * house's own stock, in stock, for buy-now, unsold and returned, some pictured. Does nothing once
 * any item exists. Consignors already in the house are used; without any, three are made.
 */
export async function seedInventory(
  database: Database,
  options: { media: MediaStore },
): Promise<number | null> {
  const [existing] = await database.select({ n: sql<number>`count(*)::int` }).from(inventoryItems);
  if ((existing?.n ?? 0) > 0) return null;
  const colourOf = new Map<string, (typeof demoCategories)[number]>(
    demoCategories.map((category) => [category.slug, category]),
  );
  const pictures = await Promise.all(
    demoItems.map((item, index) =>
      Promise.all(
        Array.from({ length: item.pictures ?? 0 }, (_, n) =>
          drawLotPicture({
            colour: colourOf.get(item.category)?.colour ?? '#444444',
            shape: colourOf.get(item.category)?.shape ?? 'star',
            lotNumber: String(index + 1),
            index: index * 3 + n,
          }).then((png) => storeLotImage(options.media, png)),
        ),
      ),
    ),
  );

  return database.transaction(async (db) => {
    await db.execute(sql`select pg_advisory_xact_lock(hashtext('inventory:demo'))`);
    const [again] = await db.select({ n: sql<number>`count(*)::int` }).from(inventoryItems);
    if ((again?.n ?? 0) > 0) return null;
    await db
      .insert(locations)
      .values(demoLocationCodes.map((code) => ({ code })))
      .onConflictDoNothing();
    const locationId = new Map(
      (await db.select({ id: locations.id, code: locations.code }).from(locations)).map((row) => [
        row.code,
        row.id,
      ]),
    );
    const categoryId = new Map(
      (await db.select({ id: categories.id, slug: categories.slug }).from(categories)).map((row) => [
        row.slug,
        row.id,
      ]),
    );
    let owners = await rowsOf<{ id: string }>(
      db,
      sql`select id from consignors where archived_at is null order by number limit 3`,
    );
    if (owners.length === 0)
      owners = await db.insert(consignors).values(fallbackConsignors).returning({ id: consignors.id });

    const skus = await nextSkus(db, demoItems.length);
    const rows = await db
      .insert(inventoryItems)
      .values(
        demoItems.map((item, index) => ({
          sku: skus[index] as string,
          title: item.title,
          brand: item.brand ?? '',
          condition: item.condition ?? '',
          category_id: categoryId.get(item.category) ?? null,
          location_id: locationId.get(item.location) ?? null,
          consignor_id:
            item.consignor === undefined ? null : (owners[item.consignor % owners.length]?.id ?? null),
          estimate_low_cents: cents(item.estimate?.[0]),
          estimate_high_cents: cents(item.estimate?.[1]),
          starting_bid_cents: cents(item.starting),
          reserve_cents: cents(item.reserve),
          buy_now_price_cents: cents(item.buyNow),
          status: item.status ?? 'in_stock',
        })),
      )
      .returning({ id: inventoryItems.id, location_id: inventoryItems.location_id });

    const images = rows.flatMap((row, index) =>
      (pictures[index] ?? []).map((picture, position) => ({
        item_id: row.id,
        position,
        thumb_key: picture.keys.thumb,
        medium_key: picture.keys.medium,
        large_key: picture.keys.large,
        width: picture.width,
        height: picture.height,
      })),
    );
    if (images.length > 0) await db.insert(inventoryImages).values(images);

    const events: ItemEvent[] = rows.flatMap((row, index) => {
      const item = demoItems[index];
      const sku = skus[index];
      const created: ItemEvent = {
        itemId: row.id,
        kind: 'created',
        detail: { sku },
        toLocationId: row.location_id,
        actorId: null,
      };
      if (!item?.status || item.status === 'in_stock') return [created];
      const kind =
        item.status === 'returned' ? 'returned' : item.status === 'unsold' ? 'unsold' : 'status_changed';
      const detail = { from: 'in_stock', to: item.status, ...(item.reason ? { reason: item.reason } : {}) };
      return [created, { itemId: row.id, kind, detail, actorId: null }];
    });
    await recordItemEvents(db, events);
    return rows.length;
  });
}
