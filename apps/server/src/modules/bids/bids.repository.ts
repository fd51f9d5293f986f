import type { BidHistoryEntry } from '@auction/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import type { IncrementRowColumn } from '../../db/schema';

/** A transaction or the database: the bid queries run inside the bid transaction. */
export type Queryable = Pick<Database, 'execute'>;

async function rowsOf<T>(db: Queryable, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** The lot row as the bid transaction needs it; bigints and times come back as plain numbers. */
export interface LockedLot {
  id: string;
  auction_id: string;
  status: 'upcoming' | 'open' | 'sold' | 'passed' | 'withdrawn';
  starting_bid_cents: number;
  reserve_cents: number | null;
  current_price_cents: number | null;
  high_bidder_id: string | null;
  high_max_cents: number | null;
  bid_count: number;
  end_ms: number | null;
  consignor_id: string | null;
}

export interface BiddingTerms {
  type: 'timed' | 'live';
  requires_approval: boolean;
  soft_close_window_seconds: number;
  soft_close_extension_seconds: number;
  increment_rows: IncrementRowColumn[] | null;
}

export interface Bidder {
  is_verified: boolean;
  registration_status: 'pending' | 'approved' | 'rejected' | null;
  bidding_limit_cents: number | null;
  paddle_number: number | null;
}

export interface StoredBid {
  lot_id: string;
  bidder_id: string;
  amount_cents: number;
  kind: 'max' | 'proxy';
  seq: number;
  max_cents: number | null;
  created_at_us: number;
}

const storedBidColumns = sql`lot_id, bidder_id, amount_cents, kind, seq::float8 as seq,
  max_cents::float8 as max_cents, (extract(epoch from created_at) * 1000000)::float8 as created_at_us`;

/**
 * The hot statements of a bid, as raw SQL: the query builder costs about half the throughput
 * on this path (DESIGN.md). Every function takes the transaction it runs in.
 */
export const bidQueries = {
  /** Locks the lot row until commit, so bids on one lot run one at a time. */
  async lockLot(tx: Queryable, lotId: string): Promise<LockedLot | null> {
    const [row] = await rowsOf<LockedLot>(
      tx,
      sql`select id, auction_id, status, starting_bid_cents, reserve_cents, current_price_cents,
        high_bidder_id, high_max_cents, bid_count,
        (extract(epoch from end_at) * 1000)::float8 as end_ms, consignor_id
      from lots where id = ${lotId} for update`,
    );
    return row ?? null;
  },

  async biddingTerms(tx: Queryable, auctionId: string): Promise<BiddingTerms | null> {
    const [row] = await rowsOf<BiddingTerms>(
      tx,
      sql`select a.type, a.requires_approval, a.soft_close_window_seconds,
        a.soft_close_extension_seconds, coalesce(p.rows, d.rows) as increment_rows
      from auctions a
      left join bid_increment_profiles p on p.id = a.increment_profile_id
      left join bid_increment_profiles d on d.is_default
      where a.id = ${auctionId}`,
    );
    return row ?? null;
  },

  async bidder(tx: Queryable, userId: string, auctionId: string): Promise<Bidder | null> {
    const [row] = await rowsOf<Bidder>(
      tx,
      sql`select u.email_verified_at is not null as is_verified, r.status as registration_status,
        r.bidding_limit_cents, r.paddle_number
      from users u
      left join auction_registrations r on r.user_id = u.id and r.auction_id = ${auctionId}
      where u.id = ${userId}`,
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
   * The rows written by the transaction that wrote `bid`: they share its transaction time and
   * sit next to it in sequence (an accepted bid writes one or two rows).
   */
  async batchOf(tx: Queryable, bid: StoredBid): Promise<{ rows: StoredBid[]; countUpTo: number }> {
    const rows = await rowsOf<StoredBid>(
      tx,
      sql`select ${storedBidColumns} from bids
      where lot_id = ${bid.lot_id} and seq between ${bid.seq - 1} and ${bid.seq + 1}
        and (extract(epoch from created_at) * 1000000)::float8 = ${bid.created_at_us}
      order by seq`,
    );
    const last = rows.at(-1)?.seq ?? bid.seq;
    const [count] = await rowsOf<{ count: number }>(
      tx,
      sql`select count(*)::int as count from bids where lot_id = ${bid.lot_id} and seq <= ${last}`,
    );
    return { rows, countUpTo: count?.count ?? 0 };
  },

  /** Hands out `count` consecutive sequence numbers of the auction; returns the first. */
  async takeSeq(tx: Queryable, auctionId: string, count: number): Promise<number> {
    const [row] = await rowsOf<{ last_seq: number }>(
      tx,
      sql`update auctions set last_seq = last_seq + ${count} where id = ${auctionId}
      returning last_seq::float8 as last_seq`,
    );
    if (!row) throw new Error(`Auction ${auctionId} vanished during a bid`);
    return row.last_seq - count + 1;
  },

  async insertEntries(
    tx: Queryable,
    lot: Pick<LockedLot, 'id' | 'auction_id'>,
    entries: readonly (BidHistoryEntry & { seq: number; idempotencyKey: string | null })[],
  ): Promise<void> {
    const values = entries.map(
      (entry) =>
        sql`(${lot.id}, ${lot.auction_id}, ${entry.bidderId}, ${entry.amountCents}, ${entry.kind},
          ${entry.seq}, ${entry.idempotencyKey}, ${entry.maxCents})`,
    );
    await tx.execute(
      sql`insert into bids (lot_id, auction_id, bidder_id, amount_cents, kind, seq, idempotency_key, max_cents)
      values ${sql.join(values, sql`, `)}`,
    );
  },

  async upsertMaxBid(
    tx: Queryable,
    lotId: string,
    bid: { bidderId: string; maxCents: number; seq: number },
  ): Promise<void> {
    await tx.execute(
      sql`insert into max_bids (lot_id, bidder_id, max_cents, placed_at, seq)
      values (${lotId}, ${bid.bidderId}, ${bid.maxCents}, now(), ${bid.seq})
      on conflict (lot_id, bidder_id) do update
        set max_cents = excluded.max_cents, placed_at = excluded.placed_at, seq = excluded.seq`,
    );
  },

  async updateLot(
    tx: Queryable,
    lotId: string,
    standing: {
      priceCents: number;
      highBidderId: string | null;
      highMaxCents: number | null;
      bidCount: number;
      endsAtMs: number;
    },
  ): Promise<void> {
    await tx.execute(
      sql`update lots set current_price_cents = ${standing.priceCents},
        high_bidder_id = ${standing.highBidderId}, high_max_cents = ${standing.highMaxCents},
        bid_count = ${standing.bidCount}, end_at = to_timestamp(${standing.endsAtMs}::float8 / 1000),
        updated_at = now()
      where id = ${lotId}`,
    );
  },
};

export interface OwnBidRow {
  max_cents: number | null;
  is_high_bidder: boolean;
}

/** The caller's own maximum on a lot of a published auction; null when there is no such lot. */
export async function ownBidOnLot(db: Queryable, lotId: string, userId: string): Promise<OwnBidRow | null> {
  const [row] = await rowsOf<OwnBidRow>(
    db,
    sql`select m.max_cents::float8 as max_cents,
      coalesce(l.high_bidder_id = ${userId}, false) as is_high_bidder
    from lots l
    join auctions a on a.id = l.auction_id and a.status <> 'draft'
    left join max_bids m on m.lot_id = l.id and m.bidder_id = ${userId}
    where l.id = ${lotId}`,
  );
  return row ?? null;
}
