import { type AuctionListQuery, auctionStatuses, type StaffAuctionListQuery } from '@auction/contracts';
import { and, asc, desc, eq, exists, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { anyContainsText, listOrder } from '../../db/list-query';
import { type AuctionRow, auctionCategories, auctions, categories, lotImages, lots } from '../../db/schema';

export type AuctionInsert = typeof auctions.$inferInsert;

/** The storage keys of one lot picture's three sizes. */
export interface LotPictureKeys {
  thumb_key: string;
  medium_key: string;
  large_key: string;
}

export interface AuctionLotStats {
  total: number;
  min_cents: number | null;
  max_cents: number | null;
  sold: number;
  realized_cents: number;
  last_end_at: Date | null;
}

const publicStatuses = ['scheduled', 'open', 'live', 'closing'] as const;
const pastStatuses = ['closed', 'settled'] as const;

export function createAuctionsRepository(db: Database) {
  async function page(where: SQL | undefined, order: SQL[], pageNumber: number, perPage: number) {
    const [rows, [count]] = await Promise.all([
      db
        .select()
        .from(auctions)
        .where(where)
        .orderBy(...order)
        .limit(perPage)
        .offset((pageNumber - 1) * perPage),
      db.select({ total: sql<number>`count(*)::int` }).from(auctions).where(where),
    ]);
    return { rows, total: count?.total ?? 0 };
  }

  function filters(query: Pick<AuctionListQuery, 'q' | 'category'>): SQL[] {
    const where: SQL[] = [];
    if (query.q) {
      where.push(anyContainsText([auctions.title, auctions.description], query.q));
    }
    if (query.category) {
      where.push(
        exists(
          db
            .select({ one: sql`1` })
            .from(auctionCategories)
            .innerJoin(categories, eq(categories.id, auctionCategories.category_id))
            .where(and(eq(auctionCategories.auction_id, auctions.id), eq(categories.slug, query.category))),
        ),
      );
    }
    return where;
  }

  return {
    /** Published auctions that are not over yet (drafts never). */
    listPublic(query: AuctionListQuery) {
      const where = [
        query.status ? eq(auctions.status, query.status) : inArray(auctions.status, [...publicStatuses]),
        ...filters(query),
      ];
      const order = {
        ending_soonest: [sql`${auctions.end_at} asc nulls last`, asc(auctions.id)],
        starting_soonest: [sql`${auctions.start_at} asc nulls last`, asc(auctions.id)],
        newest: [desc(auctions.created_at), asc(auctions.id)],
        title: [asc(auctions.title), asc(auctions.id)],
      }[query.sort];
      return page(and(...where), order, query.page, query.per_page);
    },

    listPast(query: AuctionListQuery) {
      const where = [inArray(auctions.status, [...pastStatuses]), ...filters(query)];
      return page(
        and(...where),
        [sql`${auctions.end_at} desc nulls last`, asc(auctions.id)],
        query.page,
        query.per_page,
      );
    },

    listAll(query: StaffAuctionListQuery) {
      const status = query.status ? [eq(auctions.status, query.status)] : [];
      const totalLots = sql`(select count(*) from ${lots} where ${lots.auction_id} = ${auctions.id} and ${lots.status} <> 'withdrawn')`;
      const order = listOrder(
        query,
        {
          created_at: auctions.created_at,
          title: auctions.title,
          status: sql`array_position(array[${sql.join(
            auctionStatuses.map((status) => sql`${status}`),
            sql`, `,
          )}]::text[], ${auctions.status})`,
          start_at: auctions.start_at,
          end_at: auctions.end_at,
          total_lots: totalLots,
        },
        auctions.id,
      );
      return page(and(...status, ...filters(query)), order, query.page, query.per_page);
    },

    async byId(id: string, options: { lock?: boolean } = {}): Promise<AuctionRow | null> {
      const select = db.select().from(auctions).where(eq(auctions.id, id));
      const [row] = options.lock ? await select.for('update') : await select;
      return row ?? null;
    },

    async lotStats(auctionIds: string[]): Promise<Map<string, AuctionLotStats>> {
      const stats = new Map<string, AuctionLotStats>();
      if (auctionIds.length === 0) return stats;
      const price = sql`coalesce(${lots.current_price_cents}, ${lots.starting_bid_cents})`;
      const lastEnd = sql`max(${lots.end_at}) filter (where ${lots.status} <> 'withdrawn')`;
      const rows = await db
        .select({
          auction_id: lots.auction_id,
          total: sql<number>`count(*) filter (where ${lots.status} <> 'withdrawn')::int`,
          min_cents: sql<number | null>`min(${price}) filter (where ${lots.status} <> 'withdrawn')::bigint`,
          max_cents: sql<number | null>`max(${price}) filter (where ${lots.status} <> 'withdrawn')::bigint`,
          sold: sql<number>`count(*) filter (where ${lots.status} = 'sold')::int`,
          realized_cents: sql<number>`coalesce(sum(${lots.extended_price_cents}) filter (where ${lots.status} = 'sold'), 0)::bigint`,
          last_end_ms: sql<number | null>`(extract(epoch from ${lastEnd}) * 1000)::float8`,
        })
        .from(lots)
        .where(inArray(lots.auction_id, auctionIds))
        .groupBy(lots.auction_id);
      for (const { auction_id, last_end_ms, ...row } of rows)
        stats.set(auction_id, {
          ...row,
          realized_cents: Number(row.realized_cents),
          last_end_at: last_end_ms === null ? null : new Date(last_end_ms),
        });
      return stats;
    },

    /**
     * Each auction's first lot picture: the first picture of the first lot in sale order that has
     * one, withdrawn lots left out. An auction without any pictured lot is not in the map.
     */
    async firstLotPictures(auctionIds: string[]): Promise<Map<string, LotPictureKeys>> {
      const pictures = new Map<string, LotPictureKeys>();
      if (auctionIds.length === 0) return pictures;
      const rows = await db
        .selectDistinctOn([lots.auction_id], {
          auction_id: lots.auction_id,
          thumb_key: lotImages.thumb_key,
          medium_key: lotImages.medium_key,
          large_key: lotImages.large_key,
        })
        .from(lots)
        .innerJoin(lotImages, eq(lotImages.lot_id, lots.id))
        .where(and(inArray(lots.auction_id, auctionIds), ne(lots.status, 'withdrawn')))
        .orderBy(
          lots.auction_id,
          asc(lots.sale_order),
          asc(lots.id),
          asc(lotImages.position),
          asc(lotImages.id),
        );
      for (const { auction_id, ...keys } of rows) pictures.set(auction_id, keys);
      return pictures;
    },

    async insert(values: AuctionInsert, categoryIds: string[]): Promise<AuctionRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(auctions).values(values).returning();
        if (!row) throw new Error('auction insert returned nothing');
        if (categoryIds.length > 0) {
          await tx
            .insert(auctionCategories)
            .values(categoryIds.map((category_id) => ({ auction_id: row.id, category_id })));
        }
        return row;
      });
    },

    async update(
      id: string,
      values: Partial<AuctionInsert>,
      categoryIds?: string[],
    ): Promise<AuctionRow | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(auctions)
          .set({ ...values, updated_at: sql`now()` })
          .where(eq(auctions.id, id))
          .returning();
        if (row && categoryIds) {
          await tx.delete(auctionCategories).where(eq(auctionCategories.auction_id, id));
          if (categoryIds.length > 0) {
            await tx
              .insert(auctionCategories)
              .values(categoryIds.map((category_id) => ({ auction_id: id, category_id })));
          }
        }
        return row ?? null;
      });
    },

    async categoryIdsOf(auctionId: string): Promise<string[]> {
      const rows = await db
        .select({ id: auctionCategories.category_id })
        .from(auctionCategories)
        .where(eq(auctionCategories.auction_id, auctionId));
      return rows.map((row) => row.id);
    },

    async remove(id: string): Promise<void> {
      await db.delete(auctions).where(eq(auctions.id, id));
    },

    async count(): Promise<number> {
      const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(auctions);
      return row?.total ?? 0;
    },
  };
}
export type AuctionsRepository = ReturnType<typeof createAuctionsRepository>;
