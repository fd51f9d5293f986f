import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { type AuctionRow, auctionRegistrations, auctions, lots, maxBids } from '../../db/schema';

/** Auctions whose lots are still selling or closing one by one: a bidder's bids there are "active". */
export const activeAuctionStatuses = ['scheduled', 'open', 'live', 'closing'] as const;

export type AuctionOfLot = Pick<
  AuctionRow,
  'id' | 'slug' | 'title' | 'status' | 'pickup_info' | 'location' | 'buyer_premium'
>;

const auctionColumns = {
  id: auctions.id,
  slug: auctions.slug,
  title: auctions.title,
  status: auctions.status,
  pickup_info: auctions.pickup_info,
  location: auctions.location,
  buyer_premium: auctions.buyer_premium,
};

export function createMyBidsRepository(db: Database) {
  const paddle = (userId: string) =>
    and(eq(auctionRegistrations.auction_id, lots.auction_id), eq(auctionRegistrations.user_id, userId));

  return {
    /**
     * The caller's maximum on each lot they bid on in an auction not yet closed, soonest end
     * first: proxy maxima of timed lots and absentee maxima of live ones.
     */
    async activeBids(userId: string) {
      return db
        .select({
          lot_id: lots.id,
          lot_status: lots.status,
          high_bidder_id: lots.high_bidder_id,
          max_cents: maxBids.max_cents,
          auction_type: auctions.type,
          auction: auctionColumns,
          paddle: auctionRegistrations.paddle_number,
        })
        .from(maxBids)
        .innerJoin(lots, eq(lots.id, maxBids.lot_id))
        .innerJoin(auctions, eq(auctions.id, lots.auction_id))
        .leftJoin(auctionRegistrations, paddle(userId))
        .where(
          and(
            eq(maxBids.bidder_id, userId),
            inArray(auctions.status, [...activeAuctionStatuses]),
            ne(lots.status, 'withdrawn'),
          ),
        )
        .orderBy(asc(lots.end_at), asc(lots.sale_order));
    },

    /**
     * The caller's highest bid still standing (not undone by the clerk) on each lot they bid on
     * in the room of a live sale not yet closed: those bids live only in the sale's event log.
     */
    async liveRoomBids(userId: string) {
      const result = (await db.execute(
        sql`select e.lot_id, max((e.payload->>'amountCents')::bigint)::float8 as bid_cents
        from live_events e
        join auctions a on a.id = e.auction_id
        where a.type = 'live' and a.status in (${sql.join(
          activeAuctionStatuses.map((status) => sql`${status}`),
          sql`, `,
        )})
          and e.type = 'bid_accepted' and e.payload->>'source' = 'internet'
          and e.payload->>'bidderId' = ${userId}
          and not exists (
            select 1 from live_events u
            where u.auction_id = e.auction_id and u.lot_id = e.lot_id and u.type = 'bids_undone'
              and u.payload->'seqs' @> jsonb_build_array(e.seq)
          )
        group by e.lot_id`,
      )) as unknown as { rows: { lot_id: string; bid_cents: number }[] };
      const bids = new Map(result.rows.map((row) => [row.lot_id, row.bid_cents]));
      if (bids.size === 0) return [];
      const rows = await db
        .select({
          lot_id: lots.id,
          lot_status: lots.status,
          high_bidder_id: lots.high_bidder_id,
          auction_type: auctions.type,
          auction: auctionColumns,
          paddle: auctionRegistrations.paddle_number,
        })
        .from(lots)
        .innerJoin(auctions, eq(auctions.id, lots.auction_id))
        .leftJoin(auctionRegistrations, paddle(userId))
        .where(and(inArray(lots.id, [...bids.keys()]), ne(lots.status, 'withdrawn')))
        .orderBy(asc(lots.sale_order));
      return rows.map((row) => ({ ...row, bid_cents: bids.get(row.lot_id) ?? 0 }));
    },

    /** Lots knocked down to the caller in any published auction, most recently closed first. */
    async wonLots(userId: string) {
      return db
        .select({
          lot_id: lots.id,
          hammer_cents: lots.current_price_cents,
          closed_at: lots.closed_at,
          end_at: lots.end_at,
          auction: auctionColumns,
          paddle: auctionRegistrations.paddle_number,
          invoice_id: sql<
            string | null
          >`(select i.id from invoice_lines il join invoices i on i.id = il.invoice_id
            where il.lot_id = ${lots.id} and il.kind = 'lot' and i.buyer_user_id = ${userId}::uuid
              and i.status not in ('draft', 'void')
            order by i.issued_at desc limit 1)`,
        })
        .from(lots)
        .innerJoin(auctions, eq(auctions.id, lots.auction_id))
        .leftJoin(auctionRegistrations, paddle(userId))
        .where(and(eq(lots.high_bidder_id, userId), eq(lots.status, 'sold'), ne(auctions.status, 'draft')))
        .orderBy(desc(lots.closed_at), asc(lots.sale_order));
    },

    async auctionsOf(auctionIds: string[]) {
      if (auctionIds.length === 0) return [];
      return db.select(auctionColumns).from(auctions).where(inArray(auctions.id, auctionIds));
    },
  };
}
export type MyBidsRepository = ReturnType<typeof createMyBidsRepository>;
