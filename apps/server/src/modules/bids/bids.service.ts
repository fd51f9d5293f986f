import { setImmediate } from 'node:timers/promises';
import { centsToDollars, type MyLotBid, type PlaceBidResult } from '@auction/contracts';
import { type BidHistoryEntry, minimumNextBidCents, placeMaxBid, type TimedLot } from '@auction/domain';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { AppError } from '../../errors';
import type { Hub } from '../../realtime/hub';
import { toIncrementProfile } from '../increment-profiles/increment-profile-rows';
import type { PendingMail } from '../mail/mail.service';
import { type BidEvents, publishBidEvents } from './bid-events';
import { createBidQueue, type QueuedBid } from './bid-queue';
import { bidRefusal } from './bid-refusal';
import { bidResultFor, type LotStanding, publicStanding } from './bid-result';
import { eligibilityRefusal } from './bidder-eligibility';
import {
  type BatchReads,
  bidContextFrom,
  bidQueries,
  type LockedLot,
  ownBidOnLot,
  type Queryable,
  type StoredBid,
} from './bids.repository';
import { type OutbidMailDeps, outbidMailIntervalMs, queueOutbidMail } from './outbid-mail';

export interface PlaceBidInput {
  bidderId: string;
  lotId: string;
  amountCents: number;
  idempotencyKey?: string | null;
}

type Outcome = { result: PlaceBidResult; events: BidEvents | null; mail: PendingMail | null };

function isIdempotencyClash(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const { code, constraint } = cause as Error & { code?: string; constraint?: string };
    if (code === '23505' && (constraint === undefined || constraint === 'bids_bidder_idempotency_key'))
      return true;
  }
  return false;
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

/**
 * Places a bidder's maximum on a timed lot: a transaction locks the lot row, applies the
 * domain's proxy and soft-close rules, numbers the history rows within the auction and stores
 * them; the bids that queue for an auction meanwhile share its next transaction, one savepoint
 * each; the real-time events go out only once it has committed.
 */
export function createBidService(deps: {
  db: Database;
  hub: Hub;
  clock: Clock;
  log?: FastifyBaseLogger;
  /** Mails the bidder who lost the lead (throttled); without it only the real-time notice goes out. */
  outbidMail?: OutbidMailDeps;
}) {
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
   * `lots`: the rows the batch locked and `reads` what it read once, both kept as its bids leave
   * them (a bid that fails changes neither). Without `reads` the bid reads its own context.
   */
  async function place(
    tx: Queryable,
    input: PlaceBidInput,
    siteName: string,
    lots: Map<string, LockedLot>,
    reads: BatchReads | null,
  ): Promise<Outcome> {
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
      const seen = await bidQueries.bidWithKey(tx, input.bidderId, input.idempotencyKey);
      if (seen && !isSameRequest(seen, input)) throw new AppError('IDEMPOTENCY_KEY_REUSED');
      if (seen) return replay(tx, input.bidderId, seen);
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
    const lostLead = before.highBidderId !== null && before.highBidderId !== after.highBidderId;
    // Before the numbering below, which holds the auction row until the commit. The lot row is
    // locked, so the last-mailed time read with it is current: a throttled bidder costs no statement.
    const mailDue =
      context.highBidderMailedMs === null ||
      context.highBidderMailedMs <= now.getTime() - outbidMailIntervalMs;
    const mail =
      lostLead && mailDue && before.highBidderId && deps.outbidMail
        ? await queueOutbidMail(tx, deps.outbidMail, {
            lotId: lot.id,
            bidderId: before.highBidderId,
            now,
            siteName,
            currentBidCents: after.priceCents,
            minimumNextBidCents: minimumNextBidCents(standing, profile),
          })
        : null;

    const entries = placed.entries.map((entry: BidHistoryEntry) => ({
      ...entry,
      idempotencyKey: entry.kind === 'max' ? (input.idempotencyKey ?? null) : null,
    }));
    const ownIndex = entries.findIndex((entry) => entry.kind === 'max');
    if (ownIndex < 0) throw new Error('An accepted bid returned no max entry');
    const firstSeq = await bidQueries.recordBid(
      tx,
      lot,
      entries,
      { bidderId: input.bidderId, maxCents: input.amountCents, entryIndex: ownIndex },
      after,
    );
    if (mail && before.highBidderId) reads?.mailedMs.set(`${lot.id} ${before.highBidderId}`, now.getTime());
    if (input.idempotencyKey) reads?.keysSeen.add(`${input.bidderId} ${input.idempotencyKey}`);
    lots.set(lot.id, {
      ...lot,
      current_price_cents: after.priceCents,
      high_bidder_id: after.highBidderId,
      high_max_cents: after.highMaxCents,
      bid_count: after.bidCount,
      end_ms: after.endsAtMs,
    });
    const events: BidEvents = {
      auctionId: lot.auction_id,
      seq: firstSeq + entries.length - 1,
      placed: { ...shown, first_seq: firstSeq, high_bidder_paddle: highPaddle },
      extended: placed.isExtended
        ? {
            lot_id: lot.id,
            end_date: new Date(after.endsAtMs).toISOString(),
            previous_end_date: new Date(before.endsAtMs).toISOString(),
          }
        : null,
      outbid:
        lostLead && before.highBidderId
          ? {
              userId: before.highBidderId,
              payload: {
                lot_id: lot.id,
                current_bid: shown.current_bid,
                minimum_next_bid: shown.minimum_next_bid,
              },
            }
          : null,
    };
    const result = bidResultFor(input.bidderId, input.amountCents, standing, profile, placed.isExtended);
    return { result, events, mail };
  }

  /**
   * One bid of a batch in its own savepoint: a refusal or a failure rolls back this bid's writes
   * only. A key that raced in from another connection is committed there by then, so the bid is
   * run once more and gets that first answer.
   */
  async function placeInSavepoint(
    tx: Queryable,
    input: PlaceBidInput,
    siteName: string,
    index: number,
    lots: Map<string, LockedLot>,
    reads: BatchReads | null,
  ): Promise<Outcome | { error: unknown }> {
    const savepoint = sql.raw(`bid_${index}`);
    await tx.execute(sql`savepoint ${savepoint}`);
    for (let attempt = 0; ; attempt += 1) {
      try {
        // The second attempt reads its own context: the key is stored now, the batch read is older.
        return await place(tx, input, siteName, lots, attempt === 0 ? reads : null);
      } catch (error) {
        await tx.execute(sql`rollback to savepoint ${savepoint}`);
        if (attempt === 0 && input.idempotencyKey && isIdempotencyClash(error)) continue;
        return { error };
      }
    }
  }

  /**
   * One transaction for a batch of an auction's bids, in arrival order, each seeing what its
   * predecessors left; one commit; then, in order, each bid's mail, events and answer. If the
   * transaction itself fails, no bid of the batch is answered as accepted: the queue gives each the error.
   */
  async function runBatch(take: () => QueuedBid<PlaceBidInput, PlaceBidResult>[]): Promise<void> {
    // Let the event loop read the bids already waiting on the sockets first: the embedded
    // database answers without ever yielding to it, so a batch would start with one bid and
    // run to its end before the next message is even read.
    await setImmediate();
    // Read before the transaction (cached): the lot rows stay locked for as short a time as they can.
    const siteName = deps.outbidMail ? await deps.outbidMail.siteName() : '';
    let batch: QueuedBid<PlaceBidInput, PlaceBidResult>[] = [];
    const outcomes = await deps.db.transaction(async (tx) => {
      batch = take();
      const locked = await bidQueries.lockLots(tx, [...new Set(batch.map((bid) => bid.input.lotId))]);
      const lots = new Map(locked.map((lot) => [lot.id, lot]));
      const auctionId = locked[0]?.auction_id;
      const reads = auctionId
        ? await bidQueries.readForBatch(
            tx,
            auctionId,
            batch.map(({ input }) => ({
              bidderId: input.bidderId,
              idempotencyKey: input.idempotencyKey ?? null,
            })),
            locked,
          )
        : null;
      const placed: (Outcome | { error: unknown })[] = [];
      for (const [index, bid] of batch.entries()) {
        placed.push(await placeInSavepoint(tx, bid.input, siteName, index, lots, reads));
      }
      return placed;
    });
    for (const [index, bid] of batch.entries()) {
      const outcome = outcomes[index];
      if (!outcome || 'error' in outcome) {
        bid.reject(outcome?.error);
        continue;
      }
      if (outcome.mail) deps.outbidMail?.mail.afterCommit(outcome.mail);
      if (outcome.events) {
        await publishBidEvents(deps.hub, outcome.events).catch((error: unknown) => {
          deps.log?.error({ err: error }, 'publishing a bid event failed; clients resync by seq');
        });
      }
      bid.resolve(outcome.result);
    }
  }

  const queue = createBidQueue(runBatch);
  /** Which auction's queue a lot's bids join; a lot never moves, so this is learnt once per lot. */
  const auctionOfLot = new Map<string, string>();
  const auctionOfLotLimit = 100_000;

  async function lookUpAuction(lotId: string): Promise<string> {
    const auctionId = await bidQueries.auctionOfLot(deps.db, lotId);
    if (!auctionId) throw new AppError('NOT_FOUND', 'This lot does not exist.');
    if (auctionOfLot.size >= auctionOfLotLimit) auctionOfLot.clear();
    auctionOfLot.set(lotId, auctionId);
    return auctionId;
  }

  return {
    /** The caller's own maximum on a lot and whether it leads; never anyone else's. */
    async myBid(bidderId: string, lotId: string): Promise<MyLotBid> {
      const row = await ownBidOnLot(deps.db, lotId, bidderId);
      if (!row) throw new AppError('NOT_FOUND', 'This lot does not exist.');
      const yourMax = row.max_cents === null ? null : centsToDollars(row.max_cents);
      return { lot_id: lotId, your_max: yourMax, is_high_bidder: yourMax !== null && row.is_high_bidder };
    },

    /**
     * Queues the bid behind the running transaction of its auction (group commit, decision 0025)
     * and answers once the batch that took it has committed and published its events.
     */
    async placeBid(input: PlaceBidInput): Promise<PlaceBidResult> {
      const auctionId = auctionOfLot.get(input.lotId) ?? (await lookUpAuction(input.lotId));
      return queue.add(auctionId, input);
    },
  };
}
export type BidService = ReturnType<typeof createBidService>;
