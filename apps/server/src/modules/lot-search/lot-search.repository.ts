import type { LotSearchQuery } from '@auction/contracts';
import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { auctions, categories, lots } from '../../db/schema';
import { lotIsSearchable, lotMatches, searchWordsOf } from './lot-matching';

/** Lots still open first, then by their end (soonest first), then in sale order. */
const order = [
  sql`case when ${lots.status} = 'open' then 0 else 1 end`,
  sql`${lots.end_at} asc nulls last`,
  asc(lots.auction_id),
  asc(lots.sale_order),
];

export function createLotSearchRepository(db: Database) {
  function where(words: readonly string[], categorySlug: string | undefined): SQL {
    const conditions = [lotIsSearchable, lotMatches(words)];
    if (categorySlug) conditions.push(eq(categories.slug, categorySlug));
    return and(...conditions) as SQL;
  }

  return {
    /** One page of the ids of the lots found, in the page's order, and how many were found. */
    async search(query: LotSearchQuery): Promise<{ lotIds: string[]; total: number }> {
      const condition = where(searchWordsOf(query.q), query.category);
      const [rows, [counted]] = await Promise.all([
        db
          .select({ id: lots.id })
          .from(lots)
          .innerJoin(auctions, eq(auctions.id, lots.auction_id))
          .leftJoin(categories, eq(categories.id, lots.category_id))
          .where(condition)
          .orderBy(...order)
          .limit(query.per_page)
          .offset((query.page - 1) * query.per_page),
        db
          .select({ total: count() })
          .from(lots)
          .innerJoin(auctions, eq(auctions.id, lots.auction_id))
          .leftJoin(categories, eq(categories.id, lots.category_id))
          .where(condition),
      ]);
      return { lotIds: rows.map((row) => row.id), total: counted?.total ?? 0 };
    },

    /** The sales the lots are in, as a bidder's lists show them. */
    async auctionsOf(auctionIds: string[]) {
      if (auctionIds.length === 0) return [];
      return db
        .select({ id: auctions.id, slug: auctions.slug, title: auctions.title, status: auctions.status })
        .from(auctions)
        .where(inArray(auctions.id, auctionIds));
    },

    async categoryBySlug(slug: string) {
      const [row] = await db
        .select({ id: categories.id, slug: categories.slug, name: categories.name })
        .from(categories)
        .where(eq(categories.slug, slug));
      return row ?? null;
    },
  };
}
export type LotSearchRepository = ReturnType<typeof createLotSearchRepository>;
