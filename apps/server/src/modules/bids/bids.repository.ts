import { sql } from 'drizzle-orm';

export type { Queryable } from '../../db/queries';

import { type Queryable, rowsOf } from '../../db/queries';
import { batchQueries } from './batch-queries';
import {
  type BidContext,
  type Bidder,
  type BiddingTerms,
  type LockedLot,
  lockedLotColumns,
  type StoredBid,
  storedBidColumns,
} from './bid-rows';

export { type BatchReads, bidContextFrom } from './batch-queries';
export type { BidContext, Bidder, BiddingTerms, BidWrite, LockedLot, StoredBid } from './bid-rows';

type ContextRow = BiddingTerms &
  Bidder & {
    bidder_exists: boolean;
    high_bidder_paddle: number | null;
    high_bidder_mailed_ms: number | null;
    key_seen: boolean;
  };

/**
 * The hot statements of a bid, as raw SQL: the query builder costs about half the throughput
 * on this path (DESIGN.md). Every function takes the transaction it runs in.
 */
export const bidQueries = {
  /**
   * Locks the lot row until commit (bids on one lot run one at a time), then reads in one more
   * statement the auction's bidding terms, the bidder, the current high bidder's paddle and last
   * outbid mail, and whether the idempotency key was used: two round trips instead of six. The
   * second statement starts after the lock is held, so on PostgreSQL it sees every bid committed
   * before this one (a single statement that waited for the lock would read the rest from the
   * moment it began).
   */
  async loadForBid(
    tx: Queryable,
    input: { lotId: string; bidderId: string; idempotencyKey: string | null },
    /** The lot row as this transaction locked and left it, when it already holds the lock. */
    lockedLot?: LockedLot,
  ): Promise<BidContext | null> {
    const lot = lockedLot ?? (await bidQueries.lockLot(tx, input.lotId));
    if (!lot) return null;
    const high = lot.high_bidder_id;
    const keySeen = input.idempotencyKey
      ? sql`exists(select 1 from bids k where k.bidder_id = ${input.bidderId} and k.idempotency_key = ${input.idempotencyKey})`
      : sql`false`;
    const [row] = await rowsOf<ContextRow>(
      tx,
      sql`select a.type, (a.requires_approval or a.card_on_file_required or coalesce(a.deposit_cents, 0) > 0) as requires_approval, a.soft_close_window_seconds, a.soft_close_extension_seconds,
        coalesce(p.rows, d.rows) as increment_rows,
        u.id is not null as bidder_exists, u.email_verified_at is not null as is_verified,
        r.status as registration_status, r.bidding_limit_cents, r.paddle_number,
        (select hr.paddle_number from auction_registrations hr
          where hr.user_id = ${high}::uuid and hr.auction_id = a.id) as high_bidder_paddle,
        (select (extract(epoch from hm.outbid_mailed_at) * 1000)::float8 from max_bids hm
          where hm.lot_id = ${lot.id}::uuid and hm.bidder_id = ${high}::uuid) as high_bidder_mailed_ms,
        ${keySeen} as key_seen
      from auctions a
      left join bid_increment_profiles p on p.id = a.increment_profile_id
      left join bid_increment_profiles d on d.is_default
      left join users u on u.id = ${input.bidderId}
      left join auction_registrations r on r.user_id = ${input.bidderId} and r.auction_id = a.id
      where a.id = ${lot.auction_id}`,
    );
    if (!row) return null;
    return {
      lot,
      terms: {
        type: row.type,
        requires_approval: row.requires_approval,
        soft_close_window_seconds: row.soft_close_window_seconds,
        soft_close_extension_seconds: row.soft_close_extension_seconds,
        increment_rows: row.increment_rows,
      },
      bidder: row.bidder_exists
        ? {
            is_verified: row.is_verified,
            registration_status: row.registration_status,
            bidding_limit_cents: row.bidding_limit_cents,
            paddle_number: row.paddle_number,
          }
        : null,
      highBidderPaddle: row.high_bidder_paddle,
      highBidderMailedMs: row.high_bidder_mailed_ms,
      keySeen: row.key_seen,
    };
  },

  /** Locks the lot row until commit, so bids on one lot run one at a time. */
  async lockLot(tx: Queryable, lotId: string): Promise<LockedLot | null> {
    const [row] = await rowsOf<LockedLot>(
      tx,
      sql`select ${lockedLotColumns} from lots where id = ${lotId} for update`,
    );
    return row ?? null;
  },

  async biddingTerms(tx: Queryable, auctionId: string): Promise<BiddingTerms | null> {
    const [row] = await rowsOf<BiddingTerms>(
      tx,
      sql`select a.type, (a.requires_approval or a.card_on_file_required or coalesce(a.deposit_cents, 0) > 0) as requires_approval, a.soft_close_window_seconds,
        a.soft_close_extension_seconds, coalesce(p.rows, d.rows) as increment_rows
      from auctions a
      left join bid_increment_profiles p on p.id = a.increment_profile_id
      left join bid_increment_profiles d on d.is_default
      where a.id = ${auctionId}`,
    );
    return row ?? null;
  },

  async paddleOf(tx: Queryable, userId: string, auctionId: string): Promise<number | null> {
    const [row] = await rowsOf<{ paddle_number: number }>(
      tx,
      sql`select paddle_number from auction_registrations
      where user_id = ${userId} and auction_id = ${auctionId}`,
    );
    return row?.paddle_number ?? null;
  },

  /** The `max` row a bidder sent with this idempotency key, if any. */
  async bidWithKey(tx: Queryable, bidderId: string, key: string): Promise<StoredBid | null> {
    const [row] = await rowsOf<StoredBid>(
      tx,
      sql`select ${storedBidColumns} from bids where bidder_id = ${bidderId} and idempotency_key = ${key}`,
    );
    return row ?? null;
  },

  /**
   * The rows the bid that wrote `bid` (its `max` row) wrote: that row, and the automatic answer
   * right after it when there was one. The answer is a `proxy` row of the bidder who kept the lead,
   * never the bid's own bidder; a `proxy` row of the bid's own bidder right after it is the defence
   * of the next bid. (Several bids share one transaction, so its time does not tell them apart.)
   */
  async batchOf(tx: Queryable, bid: StoredBid): Promise<{ rows: StoredBid[]; countUpTo: number }> {
    const [next] = await rowsOf<StoredBid>(
      tx,
      sql`select ${storedBidColumns} from bids
      where lot_id = ${bid.lot_id} and seq = ${bid.seq + 1} and kind = 'proxy' and bidder_id <> ${bid.bidder_id}`,
    );
    const rows = next ? [bid, next] : [bid];
    const last = rows.at(-1)?.seq ?? bid.seq;
    const [count] = await rowsOf<{ count: number }>(
      tx,
      sql`select count(*)::int as count from bids where lot_id = ${bid.lot_id} and seq <= ${last}`,
    );
    return { rows, countUpTo: count?.count ?? 0 };
  },

  /** The auction a lot belongs to (a lot never moves), or null when there is no such lot. */
  async auctionOfLot(db: Queryable, lotId: string): Promise<string | null> {
    const [row] = await rowsOf<{ auction_id: string }>(
      db,
      sql`select auction_id from lots where id = ${lotId}`,
    );
    return row?.auction_id ?? null;
  },

  ...batchQueries,
};

export interface OwnBidRow {
  max_cents: number | null;
  is_high_bidder: boolean;
  price_cents: number | null;
  /** The ids of the caller's own rows in the lot's bid history. */
  bid_ids: string[];
}

/** The caller's own maximum on a lot of a published auction; null when there is no such lot. */
export async function ownBidOnLot(db: Queryable, lotId: string, userId: string): Promise<OwnBidRow | null> {
  const [row] = await rowsOf<OwnBidRow>(
    db,
    sql`select m.max_cents::float8 as max_cents,
      coalesce(l.high_bidder_id = ${userId}, false) as is_high_bidder,
      l.current_price_cents::float8 as price_cents,
      array(select b.id::text from bids b where b.lot_id = l.id and b.bidder_id = ${userId} order by b.seq) as bid_ids
    from lots l
    join auctions a on a.id = l.auction_id and a.status <> 'draft'
    left join max_bids m on m.lot_id = l.id and m.bidder_id = ${userId}
    where l.id = ${lotId}`,
  );
  return row ?? null;
}
