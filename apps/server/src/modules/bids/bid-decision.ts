import type { PlaceBidResult } from '@auction/contracts';
import { type BidHistoryEntry, minimumNextBidCents, placeMaxBid, type TimedLot } from '@auction/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import { AppError } from '../../errors';
import type { PendingMail } from '../../mail/mail.service';
import { toIncrementProfile } from '../increment-profiles/increment-profile-rows';
import type { BidEvents } from './bid-events';
import { bidRefusal } from './bid-refusal';
import { bidResultFor, type LotStanding, publicStanding } from './bid-result';
import { eligibilityRefusal } from './bidder-eligibility';
import {
  type BatchReads,
  type BidWrite,
  bidContextFrom,
  bidQueries,
  type LockedLot,
  type Queryable,
  type StoredBid,
} from './bids.repository';
import { type OutbidMailDeps, type OutbidNotice, outbidMailIntervalMs } from './outbid-mail';

export interface PlaceBidInput {
  bidderId: string;
  lotId: string;
  amountCents: number;
  idempotencyKey?: string | null;
  /** The log of the request that brought the bid (its request id), for the bid's own lines. */
  log?: FastifyBaseLogger;
}

export type Outcome = { result: PlaceBidResult; events: BidEvents | null; mail: PendingMail | null };

/**
 * An accepted bid not written yet: its rows, the outbid mail it may owe, its events once its
 * sequence numbers are known, and `keep`, which leaves what it changed in the batch's memory.
 */
export interface PendingBid {
  auctionId: string;
  write: BidWrite;
  notice: OutbidNotice | null;
  outcome: Outcome;
  events(firstSeq: number): BidEvents;
  keep(): void;
}

export type Placed = { outcome: Outcome; pending: PendingBid | null };

/** What deciding a bid needs of the bid service: its clock, and whether outbid mails go out. */
export interface BidDecisionDeps {
  clock: Clock;
  outbidMail?: OutbidMailDeps;
}

/**
 * Whether a bid sent again under a key is the request first sent with it. The key belongs to one
 * bidder, and the `max` row stored with it keeps the lot and the maximum typed: together they are
 * the request's fingerprint (rows from before the maximum was kept show the amount instead).
 */
function isSameRequest(seen: StoredBid, input: PlaceBidInput): boolean {
  return seen.lot_id === input.lotId && (seen.max_cents ?? seen.amount_cents) === input.amountCents;
}

function timedLotOf(lot: LockedLot, endsAtMs: number): TimedLot {
  return {
    status: lot.status,
    startingBidCents: lot.starting_bid_cents,
    reserveCents: lot.reserve_cents,
    priceCents: lot.current_price_cents ?? 0,
    highBidderId: lot.high_bidder_id,
    highMaxCents: lot.high_max_cents,
    bidCount: lot.bid_count,
    endsAtMs,
  };
}

/** The first answer to a bid already stored under this key, rebuilt from its history rows. */
async function replay(tx: Queryable, bidderId: string, seen: StoredBid): Promise<Outcome> {
  const lot = await bidQueries.lockLot(tx, seen.lot_id);
  const terms = lot && (await bidQueries.biddingTerms(tx, lot.auction_id));
  if (!lot || !terms) throw new AppError('NOT_FOUND', 'This lot does not exist.');
  const { rows, countUpTo } = await bidQueries.batchOf(tx, seen);
  const last = rows.at(-1) ?? seen;
  const standing: LotStanding = {
    lotId: lot.id,
    startingBidCents: lot.starting_bid_cents,
    reserveCents: lot.reserve_cents,
    priceCents: last.amount_cents,
    highBidderId: last.bidder_id,
    bidCount: countUpTo,
    endsAtMs: lot.end_ms,
  };
  const profile = toIncrementProfile(terms.increment_rows);
  const result = bidResultFor(bidderId, seen.max_cents ?? seen.amount_cents, standing, profile, false);
  return { result, events: null, mail: null };
}

/**
 * Decides a bid in memory: `lots` are the rows the batch locked and `reads` what it read once,
 * both as the batch's earlier bids left them. Without `reads` the bid reads its own context. An
 * accepted bid comes back pending: nothing is written and nothing in memory changes until the
 * caller keeps and writes it. A bid sent again under a used key reads the stored first bid, so
 * `beforeStoredRead` first writes the bids still pending (the first may be one of them).
 */
export async function decideBid(
  deps: BidDecisionDeps,
  tx: Queryable,
  input: PlaceBidInput,
  lots: Map<string, LockedLot>,
  reads: BatchReads | null,
  beforeStoredRead: () => Promise<void>,
): Promise<Placed> {
  const known = lots.get(input.lotId);
  const ask = {
    lotId: input.lotId,
    bidderId: input.bidderId,
    idempotencyKey: input.idempotencyKey ?? null,
  };
  const context =
    known && reads ? bidContextFrom(reads, known, ask) : await bidQueries.loadForBid(tx, ask, known);
  if (!context) throw new AppError('NOT_FOUND', 'This lot does not exist.');
  if (input.idempotencyKey && context.keySeen) {
    await beforeStoredRead();
    const seen = await bidQueries.bidWithKey(tx, input.bidderId, input.idempotencyKey);
    if (seen && !isSameRequest(seen, input)) throw new AppError('IDEMPOTENCY_KEY_REUSED');
    if (seen) return { outcome: await replay(tx, input.bidderId, seen), pending: null };
  }
  const { lot, terms, bidder } = context;
  if (!bidder) throw new AppError('UNAUTHENTICATED');
  const refusal = eligibilityRefusal(input.bidderId, bidder, terms, lot, input.amountCents);
  if (refusal) throw refusal;
  if (terms.type !== 'timed' || lot.end_ms === null) throw bidRefusal('LOT_NOT_OPEN');

  const profile = toIncrementProfile(terms.increment_rows);
  const before = timedLotOf(lot, lot.end_ms);
  const now = deps.clock();
  const placed = placeMaxBid(
    before,
    { bidderId: input.bidderId, maxCents: input.amountCents, placedAtMs: now.getTime() },
    {
      increments: profile,
      softClose: {
        windowMs: terms.soft_close_window_seconds * 1000,
        extensionMs: terms.soft_close_extension_seconds * 1000,
      },
    },
  );
  if (!placed.ok) {
    throw bidRefusal(placed.reason, {
      minimumCents: minimumNextBidCents(before, profile),
      highMaxCents: before.highMaxCents ?? undefined,
    });
  }

  const after = placed.lot;
  const standing: LotStanding = { lotId: lot.id, ...after };
  const shown = publicStanding(standing, profile);
  // The new high bidder is the bidder or the one who led before; the latter's paddle came with the lot.
  let highPaddle = bidder.paddle_number;
  if (after.highBidderId !== null && after.highBidderId !== input.bidderId) {
    highPaddle =
      after.highBidderId === lot.high_bidder_id
        ? context.highBidderPaddle
        : await bidQueries.paddleOf(tx, after.highBidderId, lot.auction_id);
  }
  const outbid = before.highBidderId !== after.highBidderId ? before.highBidderId : null;
  // The lot row is locked, so the last-mailed time read with it (and kept by the batch) is
  // current: a throttled bidder costs no statement.
  const mailDue =
    context.highBidderMailedMs === null || context.highBidderMailedMs <= now.getTime() - outbidMailIntervalMs;
  const notice: OutbidNotice | null =
    outbid && mailDue && deps.outbidMail
      ? {
          lotId: lot.id,
          bidderId: outbid,
          now,
          currentBidCents: after.priceCents,
          minimumNextBidCents: minimumNextBidCents(standing, profile),
        }
      : null;

  const entries = placed.entries.map((entry: BidHistoryEntry) => ({
    ...entry,
    idempotencyKey: entry.kind === 'max' ? (input.idempotencyKey ?? null) : null,
  }));
  const ownIndex = entries.findIndex((entry) => entry.kind === 'max');
  if (ownIndex < 0) throw new Error('An accepted bid returned no max entry');
  const extended = placed.isExtended
    ? {
        lot_id: lot.id,
        end_date: new Date(after.endsAtMs).toISOString(),
        previous_end_date: new Date(before.endsAtMs).toISOString(),
      }
    : null;
  const result = bidResultFor(input.bidderId, input.amountCents, standing, profile, placed.isExtended);
  const outcome: Outcome = { result, events: null, mail: null };
  return {
    outcome,
    pending: {
      auctionId: lot.auction_id,
      write: {
        lotId: lot.id,
        entries,
        maxBid: { bidderId: input.bidderId, maxCents: input.amountCents, entryIndex: ownIndex },
        standing: after,
      },
      notice,
      outcome,
      events: (firstSeq) => ({
        auctionId: lot.auction_id,
        seq: firstSeq + entries.length - 1,
        placed: { ...shown, first_seq: firstSeq, high_bidder_paddle: highPaddle },
        extended,
        outbid: outbid
          ? {
              userId: outbid,
              payload: {
                lot_id: lot.id,
                current_bid: shown.current_bid,
                minimum_next_bid: shown.minimum_next_bid,
              },
            }
          : null,
      }),
      keep() {
        if (notice) reads?.mailedMs.set(`${lot.id} ${notice.bidderId}`, now.getTime());
        if (input.idempotencyKey) reads?.keysSeen.add(`${input.bidderId} ${input.idempotencyKey}`);
        lots.set(lot.id, {
          ...lot,
          current_price_cents: after.priceCents,
          high_bidder_id: after.highBidderId,
          high_max_cents: after.highMaxCents,
          bid_count: after.bidCount,
          end_ms: after.endsAtMs,
        });
      },
    },
  };
}
