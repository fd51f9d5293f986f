import type { LiveBidSource } from '@auction/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { rowsOf } from '../../db/queries';

/** One lot with its bidding figures; times are epoch milliseconds. */
export interface LotFigures {
  id: string;
  lot_number: string;
  title: string;
  status: 'upcoming' | 'open' | 'sold' | 'passed' | 'withdrawn';
  sale_order: number;
  starting_bid_cents: number;
  reserve_cents: number | null;
  current_price_cents: number | null;
  extended_price_cents: number | null;
  bid_count: number;
  bidders: number;
  watchers: number;
  end_ms: number | null;
  extended: boolean;
  high_bidder_paddle: number | null;
  sold_by: LiveBidSource | null;
}

export interface AuctionCounts {
  bids: number;
  bidders: number;
  watchers: number;
  pending: number;
  approved: number;
  rejected: number;
}

export interface RecentBidRow {
  id: string;
  lot_id: string;
  lot_number: string;
  lot_title: string;
  amount_cents: number;
  kind: 'max' | 'proxy';
  paddle_number: number | null;
  bidder_name: string;
  created_ms: number;
}

/** Aggregate reads for the staff dashboard and lot statistics: a fixed number of queries per auction. */
export function createAuctionStatsRepository(db: Database) {
  return {
    /**
     * Every lot of the auction with its distinct bidders, watchers and high bidder's paddle, in
     * natural lot-number order. A lot is extended when soft-close moved its end past the end it
     * was scheduled to (fixed at publishing, or when added to a published sale).
     */
    lotFigures(auctionId: string): Promise<LotFigures[]> {
      return rowsOf<LotFigures>(
        db,
        sql`with lot_bids as (
            select b.lot_id, count(distinct b.bidder_id)::int as bidders
            from bids b
            where b.auction_id = ${auctionId}
            group by b.lot_id
          ),
          lot_watchers as (
            select w.lot_id, count(*)::int as watchers
            from watchlist w join lots l on l.id = w.lot_id
            where l.auction_id = ${auctionId} group by w.lot_id
          )
          select l.id, l.lot_number, l.title, l.status, l.sale_order, l.starting_bid_cents,
            l.reserve_cents, l.current_price_cents, l.extended_price_cents, l.bid_count,
            coalesce(b.bidders, 0) as bidders, coalesce(w.watchers, 0) as watchers,
            (extract(epoch from l.end_at) * 1000)::float8 as end_ms,
            coalesce(l.end_at > l.scheduled_end_at, false) as extended,
            coalesce(r.paddle_number, s.paddle) as high_bidder_paddle,
            case when l.status = 'sold' then coalesce(s.source, 'internet') end as sold_by
          from lots l
          left join lot_bids b on b.lot_id = l.id
          left join lot_watchers w on w.lot_id = l.id
          left join auction_registrations r on r.auction_id = l.auction_id and r.user_id = l.high_bidder_id
          -- A live lot's hammer: who it fell to (a floor or phone buyer has a paddle, not a user).
          left join lateral (
            select e.payload->>'source' as source, (e.payload->>'paddle')::int as paddle
            from live_events e
            where e.auction_id = l.auction_id and e.lot_id = l.id and e.type = 'lot_sold'
            order by e.seq desc limit 1
          ) s on l.status = 'sold'
          where l.auction_id = ${auctionId}
          order by (substring(l.lot_number from '^[0-9]+'))::int nulls last, l.lot_number, l.id`,
      );
    },

    async counts(auctionId: string): Promise<AuctionCounts> {
      const [row] = await rowsOf<AuctionCounts>(
        db,
        sql`select
            (select count(*)::int from bids where auction_id = ${auctionId}) as bids,
            (select count(distinct bidder_id)::int from bids where auction_id = ${auctionId}) as bidders,
            (select count(distinct w.user_id)::int from watchlist w join lots l on l.id = w.lot_id
              where l.auction_id = ${auctionId}) as watchers,
            r.pending, r.approved, r.rejected
          from (
            select count(*) filter (where status = 'pending')::int as pending,
              count(*) filter (where status = 'approved')::int as approved,
              count(*) filter (where status = 'rejected')::int as rejected
            from auction_registrations where auction_id = ${auctionId}
          ) r`,
      );
      if (!row) throw new Error('auction counts returned no row');
      return row;
    },

    /** The newest bids of the auction (per-auction sequence order), with lot and paddle. */
    recentBids(auctionId: string, limit: number): Promise<RecentBidRow[]> {
      return rowsOf<RecentBidRow>(
        db,
        sql`select b.id, b.lot_id, l.lot_number, l.title as lot_title, b.amount_cents, b.kind,
            r.paddle_number, u.name as bidder_name,
            (extract(epoch from b.created_at) * 1000)::float8 as created_ms
          from bids b
          join lots l on l.id = b.lot_id
          join users u on u.id = b.bidder_id
          left join auction_registrations r on r.auction_id = b.auction_id and r.user_id = b.bidder_id
          where b.auction_id = ${auctionId}
          order by b.seq desc
          limit ${limit}`,
      );
    },
  };
}
export type AuctionStatsRepository = ReturnType<typeof createAuctionStatsRepository>;
