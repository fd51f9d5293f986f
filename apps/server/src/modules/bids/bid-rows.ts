import type { BidHistoryEntry } from '@auction/domain';
import { sql } from 'drizzle-orm';
import type { IncrementRowColumn } from '../../db/schema';

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

export const storedBidColumns = sql`lot_id, bidder_id, amount_cents, kind, seq::float8 as seq,
  max_cents::float8 as max_cents, (extract(epoch from created_at) * 1000000)::float8 as created_at_us`;

export const lockedLotColumns = sql`id, auction_id, status, starting_bid_cents, reserve_cents, current_price_cents,
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
