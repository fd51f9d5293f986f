import { closedLotStatuses, type LotListQuery } from '@auction/contracts';
import { and, asc, desc, eq, inArray, ne, notInArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { containsText } from '../../db/list-query';
import {
  auctionRegistrations,
  auctions,
  bidIncrementProfiles,
  bids,
  categories,
  consignors,
  type IncrementRowColumn,
  type LotImageRow,
  type LotRow,
  lotImages,
  lots,
  users,
} from '../../db/schema';

const own = alias(bidIncrementProfiles, 'own_profile');
const house = alias(bidIncrementProfiles, 'house_profile');

export type LotInsert = typeof lots.$inferInsert;
export type LotWithCategory = LotRow & { category_name: string | null };

/** Lot numbers sort naturally ("12" < "12A" < "13"): their leading digits as a number, then the text. */
const naturalLotNumber = [sql`(substring(${lots.lot_number} from '^[0-9]+'))::int`, asc(lots.lot_number)];
const price = sql`coalesce(${lots.current_price_cents}, ${lots.starting_bid_cents})`;
const isClosed = inArray(lots.status, [...closedLotStatuses]);

export function createLotsRepository(db: Database) {
  const withCategory = () =>
    db
      .select({ lot: lots, category_name: categories.name })
      .from(lots)
      .leftJoin(categories, eq(categories.id, lots.category_id));
  const flatten = (rows: { lot: LotRow; category_name: string | null }[]): LotWithCategory[] =>
    rows.map((row) => ({ ...row.lot, category_name: row.category_name }));

  return {
    /** The increment rows each auction bids by: its own profile, else the house default. */
    async incrementRowsOf(auctionIds: string[]): Promise<Map<string, IncrementRowColumn[] | null>> {
      if (auctionIds.length === 0) return new Map();
      const rows = await db
        .select({
          id: auctions.id,
          rows: sql<IncrementRowColumn[] | null>`coalesce(${own.rows}, ${house.rows})`,
        })
        .from(auctions)
        .leftJoin(own, eq(own.id, auctions.increment_profile_id))
        .leftJoin(house, eq(house.is_default, true))
        .where(inArray(auctions.id, auctionIds));
      return new Map(rows.map((row) => [row.id, row.rows]));
    },

    async listByAuction(auctionId: string, query: LotListQuery, options: { withWithdrawn: boolean }) {
      const where: SQL[] = [eq(lots.auction_id, auctionId)];
      if (!options.withWithdrawn) where.push(ne(lots.status, 'withdrawn'));
      if (query.q) {
        const text = or(
          containsText(lots.title, query.q),
          containsText(lots.description, query.q),
          eq(lots.lot_number, query.q),
        );
        if (text) where.push(text);
      }
      if (query.category) where.push(eq(categories.slug, query.category));
      if (query.state === 'open') where.push(notInArray(lots.status, [...closedLotStatuses]));
      if (query.state === 'closed') where.push(isClosed);
      const order = {
        lot_number: naturalLotNumber,
        // Once the closing has begun, the lots still open come first: they are what bidders want.
        ending_soonest: [asc(isClosed), sql`${lots.end_at} asc nulls last`, ...naturalLotNumber],
        price_low: [asc(price), ...naturalLotNumber],
        price_high: [desc(price), ...naturalLotNumber],
      }[query.sort];
      const [rows, [count]] = await Promise.all([
        withCategory()
          .where(and(...where))
          .orderBy(...order)
          .limit(query.per_page)
          .offset((query.page - 1) * query.per_page),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(lots)
          .leftJoin(categories, eq(categories.id, lots.category_id))
          .where(and(...where)),
      ]);
      return { rows: flatten(rows), total: count?.total ?? 0 };
    },

    async byId(id: string): Promise<LotWithCategory | null> {
      const [row] = flatten(await withCategory().where(eq(lots.id, id)));
      return row ?? null;
    },

    async byIds(ids: string[]): Promise<LotWithCategory[]> {
      if (ids.length === 0) return [];
      return flatten(await withCategory().where(inArray(lots.id, ids)));
    },

    async idsOfAuction(auctionId: string): Promise<{ id: string; sale_order: number }[]> {
      return db
        .select({ id: lots.id, sale_order: lots.sale_order })
        .from(lots)
        .where(eq(lots.auction_id, auctionId))
        .orderBy(asc(lots.sale_order));
    },

    async allOfAuction(auctionId: string): Promise<LotRow[]> {
      return db.select().from(lots).where(eq(lots.auction_id, auctionId)).orderBy(asc(lots.sale_order));
    },

    async imagesOf(lotIds: string[]): Promise<Map<string, LotImageRow[]>> {
      const byLot = new Map<string, LotImageRow[]>();
      if (lotIds.length === 0) return byLot;
      const rows = await db
        .select()
        .from(lotImages)
        .where(inArray(lotImages.lot_id, lotIds))
        .orderBy(asc(lotImages.position));
      for (const row of rows) byLot.set(row.lot_id, [...(byLot.get(row.lot_id) ?? []), row]);
      return byLot;
    },

    async nextSaleOrder(auctionId: string): Promise<number> {
      const [row] = await db
        .select({ next: sql<number>`coalesce(max(${lots.sale_order}) + 1, 0)::int` })
        .from(lots)
        .where(eq(lots.auction_id, auctionId));
      return row?.next ?? 0;
    },

    async lotNumberTaken(auctionId: string, lotNumber: string, exceptId?: string): Promise<boolean> {
      const where = [eq(lots.auction_id, auctionId), eq(lots.lot_number, lotNumber)];
      if (exceptId) where.push(ne(lots.id, exceptId));
      const [row] = await db
        .select({ id: lots.id })
        .from(lots)
        .where(and(...where));
      return Boolean(row);
    },

    async consignorExists(consignorId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: consignors.id })
        .from(consignors)
        .where(eq(consignors.id, consignorId));
      return Boolean(row);
    },

    async insert(values: LotInsert[]): Promise<LotRow[]> {
      if (values.length === 0) return [];
      return db.insert(lots).values(values).returning();
    },

    async update(id: string, values: Partial<LotInsert>): Promise<LotRow | null> {
      const [row] = await db
        .update(lots)
        .set({ ...values, updated_at: sql`now()` })
        .where(eq(lots.id, id))
        .returning();
      return row ?? null;
    },

    /** Several lots in one transaction (reorder, bulk prices, end times): all or nothing. */
    async updateMany(changes: { id: string; values: Partial<LotInsert> }[]): Promise<void> {
      await db.transaction(async (tx) => {
        for (const change of changes) {
          await tx
            .update(lots)
            .set({ ...change.values, updated_at: sql`now()` })
            .where(eq(lots.id, change.id));
        }
      });
    },

    async addImage(lotId: string, image: Omit<typeof lotImages.$inferInsert, 'lot_id' | 'position'>) {
      const [row] = await db
        .insert(lotImages)
        .values({
          ...image,
          lot_id: lotId,
          position: sql`(select coalesce(max(${lotImages.position}) + 1, 0) from ${lotImages} where ${lotImages.lot_id} = ${lotId})`,
        })
        .returning();
      if (!row) throw new Error('image insert returned nothing');
      return row;
    },

    /** Gallery order: position = index in the list, in one transaction. */
    async orderImages(lotId: string, imageIds: string[]): Promise<void> {
      await db.transaction(async (tx) => {
        for (const [position, id] of imageIds.entries()) {
          await tx
            .update(lotImages)
            .set({ position })
            .where(and(eq(lotImages.lot_id, lotId), eq(lotImages.id, id)));
        }
      });
    },

    /** True when the image belonged to the lot; the files stay, other lots may share them. */
    async removeImage(lotId: string, imageId: string): Promise<boolean> {
      const rows = await db
        .delete(lotImages)
        .where(and(eq(lotImages.lot_id, lotId), eq(lotImages.id, imageId)))
        .returning({ id: lotImages.id });
      return rows.length > 0;
    },

    /** History newest first, with the bidder's paddle in this auction when they registered. */
    async bidHistory(lotId: string, limit: number) {
      return db
        .select({
          id: bids.id,
          amount_cents: bids.amount_cents,
          kind: bids.kind,
          seq: bids.seq,
          created_at: bids.created_at,
          bidder_id: bids.bidder_id,
          first_name: users.first_name,
          name: users.name,
          paddle_number: auctionRegistrations.paddle_number,
        })
        .from(bids)
        .innerJoin(users, eq(users.id, bids.bidder_id))
        .leftJoin(
          auctionRegistrations,
          and(
            eq(auctionRegistrations.auction_id, bids.auction_id),
            eq(auctionRegistrations.user_id, bids.bidder_id),
          ),
        )
        .where(eq(bids.lot_id, lotId))
        .orderBy(desc(bids.seq))
        .limit(limit);
    },
  };
}
export type LotsRepository = ReturnType<typeof createLotsRepository>;
