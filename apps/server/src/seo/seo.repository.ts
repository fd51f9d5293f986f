import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { auctions, categories, inventoryItems, lotImages, lots } from '../db/schema';
import { slugOf } from '../modules/auctions/slug';

/** Auctions whose lots a category page shows: published and not yet closed. */
const currentAuctionStatuses = ['scheduled', 'open', 'live', 'closing'] as const;

export interface SitemapRecord {
  id: string;
  slug: string;
  updated_at: Date;
}

export interface CategoryLot {
  id: string;
  slug: string;
  title: string;
  lot_number: string;
  image_key: string | null;
}

/** The reads only search engines need: every public URL, and a category's current lots. */
export function createSeoRepository(db: Database) {
  return {
    /** Published auctions (never drafts), newest first. */
    publicAuctions(): Promise<SitemapRecord[]> {
      return db
        .select({ id: auctions.id, slug: auctions.slug, updated_at: auctions.updated_at })
        .from(auctions)
        .where(ne(auctions.status, 'draft'))
        .orderBy(sql`${auctions.start_at} desc nulls last`, asc(auctions.id));
    },

    /** Lots of published auctions, leaving out withdrawn ones, in sale order. */
    publicLots(): Promise<SitemapRecord[]> {
      return db
        .select({ id: lots.id, slug: lots.slug, updated_at: lots.updated_at })
        .from(lots)
        .innerJoin(auctions, eq(auctions.id, lots.auction_id))
        .where(and(ne(auctions.status, 'draft'), ne(lots.status, 'withdrawn')))
        .orderBy(asc(lots.auction_id), asc(lots.sale_order));
    },

    /** Items for sale on /buy-now (listed and priced), by their SKU. */
    async buyNowItems(): Promise<SitemapRecord[]> {
      const rows = await db
        .select({ id: inventoryItems.id, title: inventoryItems.title, updated_at: inventoryItems.updated_at })
        .from(inventoryItems)
        .where(
          and(eq(inventoryItems.status, 'buy_now'), sql`${inventoryItems.buy_now_price_cents} is not null`),
        )
        .orderBy(asc(inventoryItems.sku));
      return rows.map((row) => ({ id: row.id, slug: slugOf(row.title), updated_at: row.updated_at }));
    },

    categories(): Promise<{ slug: string; created_at: Date }[]> {
      return db
        .select({ slug: categories.slug, created_at: categories.created_at })
        .from(categories)
        .orderBy(asc(categories.position), asc(categories.name));
    },

    /** A category's lots still to be sold in current auctions, ending soonest first, with a cover key. */
    async currentLotsOfCategory(categoryId: string, limit: number): Promise<CategoryLot[]> {
      const rows = await db
        .select({ id: lots.id, slug: lots.slug, title: lots.title, lot_number: lots.lot_number })
        .from(lots)
        .innerJoin(auctions, eq(auctions.id, lots.auction_id))
        .where(
          and(
            eq(lots.category_id, categoryId),
            inArray(lots.status, ['upcoming', 'open']),
            inArray(auctions.status, [...currentAuctionStatuses]),
          ),
        )
        .orderBy(sql`${lots.end_at} asc nulls last`, asc(lots.id))
        .limit(limit);
      if (rows.length === 0) return [];
      const covers = await db
        .select({ lot_id: lotImages.lot_id, key: lotImages.medium_key })
        .from(lotImages)
        .where(
          inArray(
            lotImages.lot_id,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(sql`${lotImages.position} desc`);
      // Highest position first, so the first image (the cover) is the one the map keeps.
      const coverOf = new Map(covers.map((cover) => [cover.lot_id, cover.key]));
      return rows.map((row) => ({ ...row, image_key: coverOf.get(row.id) ?? null }));
    },
  };
}
export type SeoRepository = ReturnType<typeof createSeoRepository>;
