import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { rowsOf } from '../../db/queries';
import {
  type AuctionRow,
  auctionRegistrations,
  auctions,
  invoiceLines,
  invoices,
  lots,
  maxBids,
  taxRates,
} from '../../db/schema';

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
      const rows = await rowsOf<{ lot_id: string; bid_cents: number }>(
        db,
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
      );
      const bids = new Map(rows.map((row) => [row.lot_id, row.bid_cents]));
      if (bids.size === 0) return [];
      const lotRows = await db
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
      return lotRows.map((row) => ({ ...row, bid_cents: bids.get(row.lot_id) ?? 0 }));
    },

    /** Lots knocked down to the caller in any published auction, most recently closed first. */
    async wonLots(userId: string) {
      return db
        .select({
          lot_id: lots.id,
          hammer_cents: lots.extended_price_cents,
          closed_at: lots.closed_at,
          end_at: lots.end_at,
          auction: auctionColumns,
          /** What an invoice takes its sale day from: the auction's end, in its own time zone. */
          auction_end_at: auctions.end_at,
          auction_time_zone: auctions.time_zone,
          paddle: auctionRegistrations.paddle_number,
          /** The grouped lot it was sold in: its premium is charged once on the group's hammer. */
          grouped_id: sql<
            string | null
          >`(select g.id from lot_groups g where g.id = ${lots.group_id} and g.kind = 'grouped')`,
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

    /** The lines of the buyer's issued invoices with each invoice's own tax, to share among its lots. */
    async invoiceLines(invoiceIds: string[]) {
      if (invoiceIds.length === 0) return [];
      return db
        .select({
          invoice_id: invoiceLines.invoice_id,
          kind: invoiceLines.kind,
          lot_id: invoiceLines.lot_id,
          amount_cents: invoiceLines.amount_cents,
          premium_cents: invoiceLines.premium_cents,
          taxable: invoiceLines.taxable,
          tax_cents: invoices.tax_cents,
          tax_rate_bps: invoices.tax_rate_bps,
          exempt: sql<boolean>`${invoices.tax_exemption_id} is not null`,
        })
        .from(invoiceLines)
        .innerJoin(invoices, eq(invoices.id, invoiceLines.invoice_id))
        .where(inArray(invoiceLines.invoice_id, invoiceIds))
        .orderBy(asc(invoiceLines.invoice_id), asc(invoiceLines.position));
    },

    /** Nova Scotia's GST/HST rates as staff keep them (where goods picked up are supplied). */
    async novaScotiaRates() {
      return db
        .select({ effectiveFrom: sql<string>`${taxRates.effective_from}::text`, rateBps: taxRates.rate_bps })
        .from(taxRates)
        .where(eq(taxRates.region, 'NS'));
    },

    async auctionsOf(auctionIds: string[]) {
      if (auctionIds.length === 0) return [];
      return db.select(auctionColumns).from(auctions).where(inArray(auctions.id, auctionIds));
    },
  };
}
export type MyBidsRepository = ReturnType<typeof createMyBidsRepository>;
