import { and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database';
import { auctions, categories, lots, savedSearches, savedSearchMatches, users } from '../../db/schema';
import { lotIsSearchable, lotMatches, searchWordsOf } from './lot-matching';

export type Tx = Transaction | Database;

/** A lot a saved search found, as the alert tells it. */
export interface MatchedLot {
  lot_id: string;
  lot_number: string;
  title: string;
  slug: string;
  auction_title: string;
}

export interface SearchOwner {
  id: string;
  email: string;
  name: string;
}

export function createSavedSearchesRepository(db: Database) {
  const listed = () =>
    db
      .select({
        id: savedSearches.id,
        user_id: savedSearches.user_id,
        query: savedSearches.query,
        category_id: savedSearches.category_id,
        category_slug: categories.slug,
        category_name: categories.name,
        created_at: savedSearches.created_at,
      })
      .from(savedSearches)
      .leftJoin(categories, eq(categories.id, savedSearches.category_id));

  return {
    listOf(userId: string) {
      return listed().where(eq(savedSearches.user_id, userId)).orderBy(asc(savedSearches.created_at));
    },

    async find(userId: string, id: string) {
      const [row] = await listed().where(and(eq(savedSearches.user_id, userId), eq(savedSearches.id, id)));
      return row ?? null;
    },

    /** The same words (and category) saved before by this bidder, whatever their case and spacing. */
    async same(userId: string, query: string, categoryId: string | null) {
      const [row] = await listed().where(
        and(
          eq(savedSearches.user_id, userId),
          sql`fold_accents(regexp_replace(trim(${savedSearches.query}), '\\s+', ' ', 'g')) = fold_accents(${query})`,
          categoryId === null ? isNull(savedSearches.category_id) : eq(savedSearches.category_id, categoryId),
        ),
      );
      return row ?? null;
    },

    async insert(tx: Tx, values: { user_id: string; query: string; category_id: string | null }) {
      const [row] = await tx.insert(savedSearches).values(values).returning({ id: savedSearches.id });
      if (!row) throw new Error('saving a search inserted nothing');
      return row.id;
    },

    async remove(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(savedSearches)
        .where(and(eq(savedSearches.user_id, userId), eq(savedSearches.id, id)))
        .returning({ id: savedSearches.id });
      return rows.length > 0;
    },

    /** The bidders who saved a search, with their searches (a disabled or erased account is left out). */
    async owners(): Promise<SearchOwner[]> {
      return db
        .selectDistinct({
          id: users.id,
          email: users.email,
          name: sql<string>`coalesce(nullif(${users.first_name}, ''), ${users.name})`,
        })
        .from(savedSearches)
        .innerJoin(users, eq(users.id, savedSearches.user_id))
        .where(and(isNull(users.disabled_at), isNull(users.erased_at)));
    },

    searchesOf(tx: Tx, userId: string) {
      return tx
        .select({ id: savedSearches.id, query: savedSearches.query, category_id: savedSearches.category_id })
        .from(savedSearches)
        .where(eq(savedSearches.user_id, userId))
        .orderBy(asc(savedSearches.created_at));
    },

    /**
     * Claims the searchable lots the saved search matches and has not matched before; the primary
     * key lets one instance claim each lot, so it is alerted once, whoever runs the pass.
     */
    async claimNewMatches(
      tx: Tx,
      search: { id: string; query: string; category_id: string | null },
    ): Promise<MatchedLot[]> {
      const conditions: SQL[] = [lotIsSearchable, lotMatches(searchWordsOf(search.query))];
      if (search.category_id) conditions.push(eq(lots.category_id, search.category_id));
      const claimed = await tx
        .insert(savedSearchMatches)
        .select(
          tx
            .select({
              saved_search_id: sql<string>`${search.id}::uuid`.as('saved_search_id'),
              lot_id: lots.id,
              created_at: sql<Date>`now()`.as('created_at'),
            })
            .from(lots)
            .innerJoin(auctions, eq(auctions.id, lots.auction_id))
            .leftJoin(categories, eq(categories.id, lots.category_id))
            .where(and(...conditions)),
        )
        .onConflictDoNothing()
        .returning({ lot_id: savedSearchMatches.lot_id });
      if (claimed.length === 0) return [];
      return tx
        .select({
          lot_id: lots.id,
          lot_number: lots.lot_number,
          title: lots.title,
          slug: lots.slug,
          auction_title: auctions.title,
        })
        .from(lots)
        .innerJoin(auctions, eq(auctions.id, lots.auction_id))
        .where(
          inArray(
            lots.id,
            claimed.map((row) => row.lot_id),
          ),
        )
        .orderBy(asc(auctions.title), asc(lots.sale_order));
    },
  };
}
export type SavedSearchesRepository = ReturnType<typeof createSavedSearchesRepository>;
