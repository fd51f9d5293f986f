import { sql } from 'drizzle-orm';
import { type Queryable, rowsOf } from '../../db/queries';
import {
  type BidContext,
  type Bidder,
  type BiddingTerms,
  type BidWrite,
  type LockedLot,
  lockedLotColumns,
} from './bid-rows';

/**
 * What a batch of bids reads once, after locking its lots: the auction's terms, each bidder's
 * standing in the auction (and the lots' high bidders', for their paddles), the idempotency keys
 * already used, and when each bidder who may lose a lead was last mailed about it. A batch keeps
 * `keysSeen` and `mailedMs` current as its bids write.
 *
 * Only a lot's high bidder can lose its lead, and within a batch that is the one who led when the
 * lot was locked or one who bid on it in the batch: those pairs are all `mailedMs` holds (every
 * maximum of every bidder on the batch's lots was a thousand rows a batch on a busy sale).
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
  mailed: { key: string; ms: number }[];
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
 * The statements of a group commit (decision 0025): the lots of a batch locked together, what its
 * bids read, read once, and its accepted bids written in one statement. Reached through `bidQueries`.
 */
export const batchQueries = {
  /** Everything a batch's bids read, in one round trip after its lots are locked (see `BatchReads`). */
  async readForBatch(
    tx: Queryable,
    auctionId: string,
    bids: readonly { lotId: string; bidderId: string; idempotencyKey: string | null }[],
    lots: readonly LockedLot[],
  ): Promise<BatchReads> {
    // Each list goes as one JSON parameter, so the statement's text is the same for every batch
    // and quick to plan; `= any(array(...))` keeps the primary keys' index scans, and each key is
    // looked up on its own (a subquery with a limit stays one index probe per key).
    const list = (values: Iterable<string>) =>
      sql`array(select json_array_elements_text(${JSON.stringify([...new Set(values)])}::json))`;
    const highs = lots.flatMap((lot) => (lot.high_bidder_id ? [lot.high_bidder_id] : []));
    const people = list([...bids.map((bid) => bid.bidderId), ...highs]);
    // Who may lose a lead on which lot: the lot's high bidder now, and each bidder on it here.
    const leads = new Map<string, { lot_id: string; bidder_id: string }>();
    for (const lot of lots)
      if (lot.high_bidder_id)
        leads.set(`${lot.id} ${lot.high_bidder_id}`, { lot_id: lot.id, bidder_id: lot.high_bidder_id });
    for (const bid of bids)
      leads.set(`${bid.lotId} ${bid.bidderId}`, { lot_id: bid.lotId, bidder_id: bid.bidderId });
    const keys = bids.flatMap((bid) =>
      bid.idempotencyKey === null ? [] : [{ bidder_id: bid.bidderId, key: bid.idempotencyKey }],
    );
    const [row] = await rowsOf<BatchRow>(
      tx,
      sql`select
        (select row_to_json(t) from (select a.type, (a.requires_approval or a.card_on_file_required or coalesce(a.deposit_cents, 0) > 0) as requires_approval, a.soft_close_window_seconds,
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
        (select coalesce(json_agg(json_build_object('key', q.lot_id || ' ' || q.bidder_id, 'ms', q.ms)), '[]')
          from json_to_recordset(${JSON.stringify([...leads.values()])}::json) as l(lot_id uuid, bidder_id uuid)
          cross join lateral (select m.lot_id, m.bidder_id, (extract(epoch from m.outbid_mailed_at) * 1000)::float8 as ms
            from max_bids m where m.lot_id = l.lot_id and m.bidder_id = l.bidder_id
              and m.outbid_mailed_at is not null) q) as mailed`,
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
