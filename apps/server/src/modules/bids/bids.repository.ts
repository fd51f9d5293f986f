import type { BidHistoryEntry } from '@auction/domain';
import { sql } from 'drizzle-orm';
import type { IncrementRowColumn } from '../../db/schema';

export type { Queryable } from '../../db/queries';

import { type Queryable, rowsOf } from '../../db/queries';

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
  /** The user of the lot's consignor record: they may not bid on their own lot. */
  consignor_user_id: string | null;
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

const lockedLotColumns = sql`id, auction_id, status, starting_bid_cents, reserve_cents, current_price_cents,
  high_bidder_id, high_max_cents, bid_count, (extract(epoch from end_at) * 1000)::float8 as end_ms,
  (select c.user_id from consignors c where c.id = lots.consignor_id) as consignor_user_id`;

/** What an accepted bid writes: its history rows, the bidder's maximum and the lot as it leaves it. */
export interface BidWrite {
  lotId: string;
  entries: readonly (BidHistoryEntry & { idempotencyKey: string | null })[];
  maxBid: { bidderId: string; maxCents: number; entryIndex: number };
  standing: {
    priceCents: number;
    highBidderId: string | null;
    highMaxCents: number | null;
    bidCount: number;
    endsAtMs: number;
  };
}

/** Everything a bid needs to know, read with the lot row locked, in one round trip. */
export interface BidContext {
  lot: LockedLot;
  terms: BiddingTerms;
  /** Null when the user no longer exists. */
  bidder: Bidder | null;
  /** The paddle of the lot's high bidder before this bid, if any. */
  highBidderPaddle: number | null;
  /** When that high bidder was last mailed about being outbid on this lot (ms), if ever. */
  highBidderMailedMs: number | null;
  /** The bidder already sent a bid with this idempotency key (it may have been on another lot). */
  keySeen: boolean;
}

type ContextRow = BiddingTerms &
  Bidder & {
    bidder_exists: boolean;
    high_bidder_paddle: number | null;
    high_bidder_mailed_ms: number | null;
    key_seen: boolean;
  };

/**
 * What a batch of bids reads once, after locking its lots: the auction's terms, each bidder's
 * standing in the auction (and the lots' high bidders', for their paddles), the idempotency keys
 * already used, and when each bidder who may lose a lead was last mailed about it. A batch keeps
 * `keysSeen` and `mailedMs` current as its bids write.
 */
export interface BatchReads {
  terms: BiddingTerms | null;
  bidders: Map<string, Bidder>;
  /** `${bidderId} ${key}` */
  keysSeen: Set<string>;
  /** `${lotId} ${bidderId}` to the last outbid mail (ms), for maxima already stored. */
  mailedMs: Map<string, number | null>;
}

type BatchRow = {
  terms: BiddingTerms | null;
  bidders: (Bidder & { id: string })[];
  keys: string[];
  mailed: { key: string; ms: number | null }[];
};

/** The context of one bid of a batch, from what the batch read and the lot as it stands now. */
export function bidContextFrom(
  reads: BatchReads,
  lot: LockedLot,
  input: { bidderId: string; idempotencyKey: string | null },
): BidContext | null {
  if (!reads.terms) return null;
  const high = lot.high_bidder_id;
  return {
    lot,
    terms: reads.terms,
    bidder: reads.bidders.get(input.bidderId) ?? null,
    highBidderPaddle: high ? (reads.bidders.get(high)?.paddle_number ?? null) : null,
    highBidderMailedMs: high ? (reads.mailedMs.get(`${lot.id} ${high}`) ?? null) : null,
    keySeen: input.idempotencyKey !== null && reads.keysSeen.has(`${input.bidderId} ${input.idempotencyKey}`),
  };
}

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
      sql`select a.type, a.requires_approval, a.soft_close_window_seconds, a.soft_close_extension_seconds,
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

  /** Everything a batch's bids read, in one round trip after its lots are locked (see `BatchReads`). */
  async readForBatch(
    tx: Queryable,
    auctionId: string,
    bids: readonly { bidderId: string; idempotencyKey: string | null }[],
    lots: readonly LockedLot[],
  ): Promise<BatchReads> {
    // Each list goes as one JSON parameter, so the statement's text is the same for every batch
    // and quick to plan; `= any(array(...))` keeps the primary keys' index scans, and each key is
    // looked up on its own (a subquery with a limit stays one index probe per key).
    const list = (values: Iterable<string>) =>
      sql`array(select json_array_elements_text(${JSON.stringify([...new Set(values)])}::json))`;
    const highs = lots.flatMap((lot) => (lot.high_bidder_id ? [lot.high_bidder_id] : []));
    const people = list([...bids.map((bid) => bid.bidderId), ...highs]);
    const keys = bids.flatMap((bid) =>
      bid.idempotencyKey === null ? [] : [{ bidder_id: bid.bidderId, key: bid.idempotencyKey }],
    );
    const [row] = await rowsOf<BatchRow>(
      tx,
      sql`select
        (select row_to_json(t) from (select a.type, a.requires_approval, a.soft_close_window_seconds,
            a.soft_close_extension_seconds, coalesce(p.rows, d.rows) as increment_rows
          from auctions a
          left join bid_increment_profiles p on p.id = a.increment_profile_id
          left join bid_increment_profiles d on d.is_default
          where a.id = ${auctionId}) t) as terms,
        (select coalesce(json_agg(json_build_object('id', u.id, 'is_verified', u.email_verified_at is not null,
            'registration_status', r.status, 'bidding_limit_cents', r.bidding_limit_cents,
            'paddle_number', r.paddle_number)), '[]')
          from users u left join auction_registrations r on r.user_id = u.id and r.auction_id = ${auctionId}
          where u.id = any(${people}::uuid[])) as bidders,
        (select coalesce(json_agg(q.bidder_id || ' ' || q.key), '[]')
          from json_to_recordset(${JSON.stringify(keys)}::json) as q(bidder_id uuid, key text)
          where (select true from bids k where k.bidder_id = q.bidder_id and k.idempotency_key = q.key limit 1)) as keys,
        (select coalesce(json_agg(json_build_object('key', m.lot_id || ' ' || m.bidder_id,
            'ms', (extract(epoch from m.outbid_mailed_at) * 1000)::float8)), '[]')
          from max_bids m where m.lot_id = any(${list(lots.map((lot) => lot.id))}::uuid[])
            and m.bidder_id = any(${people}::uuid[])) as mailed`,
    );
    return {
      terms: row?.terms ?? null,
      bidders: new Map((row?.bidders ?? []).map(({ id, ...bidder }) => [id, bidder])),
      keysSeen: new Set(row?.keys ?? []),
      mailedMs: new Map((row?.mailed ?? []).map(({ key, ms }) => [key, ms])),
    };
  },

  /**
   * Writes the accepted bids of a batch, in arrival order, in one statement: takes the auction's
   * sequence numbers for all their history rows, inserts the rows, upserts each bidder's maximum
   * (the last one per lot and bidder) and sets each lot as its last bid left it. The auction row it
   * locks (for gap-free numbering) is held only from here to the commit. Returns the first
   * sequence number; the bids' rows follow one another from it.
   */
  async recordBids(tx: Queryable, auctionId: string, writes: readonly BidWrite[]): Promise<number> {
    const history: unknown[] = [];
    const maxima = new Map<string, unknown>();
    const standings = new Map<string, unknown>();
    for (const write of writes) {
      const first = history.length;
      for (const entry of write.entries) {
        history.push({
          i: history.length,
          lot_id: write.lotId,
          bidder_id: entry.bidderId,
          amount_cents: entry.amountCents,
          kind: entry.kind,
          idempotency_key: entry.idempotencyKey,
          max_cents: entry.maxCents,
        });
      }
      const { bidderId, maxCents, entryIndex } = write.maxBid;
      maxima.set(`${write.lotId} ${bidderId}`, {
        i: first + entryIndex,
        lot_id: write.lotId,
        bidder_id: bidderId,
        max_cents: maxCents,
      });
      const { standing } = write;
      standings.set(write.lotId, {
        id: write.lotId,
        price_cents: standing.priceCents,
        high_bidder_id: standing.highBidderId,
        high_max_cents: standing.highMaxCents,
        bid_count: standing.bidCount,
        ends_at_ms: standing.endsAtMs,
      });
    }
    const [row] = await rowsOf<{ first_seq: number }>(
      tx,
      sql`with s as (
        update auctions set last_seq = last_seq + ${history.length}::int where id = ${auctionId}
        returning last_seq - ${history.length}::int + 1 as first_seq
      ), history as (
        insert into bids (lot_id, auction_id, bidder_id, amount_cents, kind, seq, idempotency_key, max_cents)
        select v.lot_id, ${auctionId}::uuid, v.bidder_id, v.amount_cents, v.kind, s.first_seq + v.i,
          v.idempotency_key, v.max_cents
        from s, json_to_recordset(${JSON.stringify(history)}::json) as v(i int, lot_id uuid, bidder_id uuid,
          amount_cents bigint, kind text, idempotency_key text, max_cents bigint)
      ), maximum as (
        insert into max_bids (lot_id, bidder_id, max_cents, placed_at, seq)
        select m.lot_id, m.bidder_id, m.max_cents, now(), s.first_seq + m.i
        from s, json_to_recordset(${JSON.stringify([...maxima.values()])}::json)
          as m(i int, lot_id uuid, bidder_id uuid, max_cents bigint)
        on conflict (lot_id, bidder_id) do update
          set max_cents = excluded.max_cents, placed_at = excluded.placed_at, seq = excluded.seq
      ), lot as (
        update lots l set current_price_cents = v.price_cents, high_bidder_id = v.high_bidder_id,
          high_max_cents = v.high_max_cents, bid_count = v.bid_count,
          end_at = to_timestamp(v.ends_at_ms / 1000), updated_at = now()
        from json_to_recordset(${JSON.stringify([...standings.values()])}::json)
          as v(id uuid, price_cents bigint, high_bidder_id uuid, high_max_cents bigint, bid_count int,
            ends_at_ms float8)
        where l.id = v.id and exists (select 1 from s)
      )
      select first_seq::float8 as first_seq from s`,
    );
    if (!row) throw new Error(`Auction ${auctionId} vanished during a bid`);
    return row.first_seq;
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
      sql`select a.type, a.requires_approval, a.soft_close_window_seconds,
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

  /**
   * Locks the lot rows of a batch until commit, in one order (by id), before any bid of it runs:
   * a batch then takes its locks as a single bid does, lots first and the auction row last, so two
   * instances' batches on overlapping lots wait for each other instead of deadlocking.
   */
  async lockLots(tx: Queryable, lotIds: readonly string[]): Promise<LockedLot[]> {
    return rowsOf<LockedLot>(
      tx,
      sql`select ${lockedLotColumns} from lots
      where id = any(array(select json_array_elements_text(${JSON.stringify(lotIds)}::json))::uuid[])
      order by id for update`,
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
