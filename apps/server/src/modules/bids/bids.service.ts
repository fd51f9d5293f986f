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
  type BidWrite,
  bidContextFrom,
  bidQueries,
  type LockedLot,
  ownBidOnLot,
  type Queryable,
  type StoredBid,
} from './bids.repository';
import {
  type OutbidMailDeps,
  type OutbidNotice,
  outbidMailIntervalMs,
  queueOutbidMails,
} from './outbid-mail';

export interface PlaceBidInput {
  bidderId: string;
  lotId: string;
  amountCents: number;
  idempotencyKey?: string | null;
}

type Outcome = { result: PlaceBidResult; events: BidEvents | null; mail: PendingMail | null };

/**
 * An accepted bid not written yet: its rows, the outbid mail it may owe, its events once its
 * sequence numbers are known, and `keep`, which leaves what it changed in the batch's memory.
 */
interface PendingBid {
  auctionId: string;
  write: BidWrite;
  notice: OutbidNotice | null;
  outcome: Outcome;
  events(firstSeq: number): BidEvents;
  keep(): void;
}

type Placed = { outcome: Outcome; pending: PendingBid | null };

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
   * Decides a bid in memory: `lots` are the rows the batch locked and `reads` what it read once,
   * both as the batch's earlier bids left them. Without `reads` the bid reads its own context. An
   * accepted bid comes back pending: nothing is written and nothing in memory changes until the
   * caller keeps and writes it. A bid sent again under a used key reads the stored first bid, so
   * `beforeStoredRead` first writes the bids still pending (the first may be one of them).
   */
  async function place(
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
      context.highBidderMailedMs === null ||
      context.highBidderMailedMs <= now.getTime() - outbidMailIntervalMs;
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

  /**
   * Writes pending bids of one auction, in order: one statement for their rows, maxima and lots,
   * and, when some owe an outbid mail, one to claim the mails and one per mail to store it. Gives
   * each its events (numbered now) and its mail.
   */
  async function writeBids(tx: Queryable, pending: readonly PendingBid[], siteName: string): Promise<void> {
    const auctionId = pending[0]?.auctionId;
    if (!auctionId) return;
    let seq = await bidQueries.recordBids(
      tx,
      auctionId,
      pending.map((bid) => bid.write),
    );
    for (const bid of pending) {
      bid.outcome.events = bid.events(seq);
      seq += bid.write.entries.length;
    }
    const owing = pending.filter((bid) => bid.notice !== null);
    if (!deps.outbidMail || owing.length === 0) return;
    const mails = await queueOutbidMails(
      tx,
      deps.outbidMail,
      siteName,
      owing.flatMap((bid) => (bid.notice ? [bid.notice] : [])),
    );
    owing.forEach((bid, index) => {
      bid.outcome.mail = mails[index] ?? null;
    });
  }

  /** Locks a batch's lots (sorted, in one statement) and reads what its bids share, once. */
  async function openBatch(tx: Queryable, batch: readonly QueuedBid<PlaceBidInput, PlaceBidResult>[]) {
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
    return { lots, reads };
  }

  /**
   * A batch decided in memory, bid after bid, each seeing what its predecessors left, and written
   * at its end in one go (see `writeBids`). A refusal changes nothing, so it needs no savepoint. Any
   * other failure (a key that raced in from another instance, say) throws: the caller rolls the
   * transaction back and runs the batch again with `placeEachInSavepoint`.
   */
  async function placeTogether(
    tx: Queryable,
    batch: readonly QueuedBid<PlaceBidInput, PlaceBidResult>[],
    siteName: string,
  ): Promise<(Outcome | { error: unknown })[]> {
    const { lots, reads } = await openBatch(tx, batch);
    let pending: PendingBid[] = [];
    const writePending = async () => {
      const writing = pending;
      pending = [];
      await writeBids(tx, writing, siteName);
    };
    const outcomes: (Outcome | { error: unknown })[] = [];
    for (const bid of batch) {
      try {
        const placed = await place(tx, bid.input, lots, reads, writePending);
        placed.pending?.keep();
        if (placed.pending) pending.push(placed.pending);
        outcomes.push(placed.outcome);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        outcomes.push({ error });
      }
    }
    await writePending();
    return outcomes;
  }

  /**
   * The careful way through a batch: each bid in its own savepoint, written at once, so a failure
   * rolls back that bid's writes only. A key that raced in from another connection is committed
   * there by then, so the bid is run once more and gets that first answer.
   */
  async function placeEachInSavepoint(
    tx: Queryable,
    batch: readonly QueuedBid<PlaceBidInput, PlaceBidResult>[],
    siteName: string,
  ): Promise<(Outcome | { error: unknown })[]> {
    const { lots, reads } = await openBatch(tx, batch);
    const outcomes: (Outcome | { error: unknown })[] = [];
    for (const [index, bid] of batch.entries()) {
      const savepoint = sql.raw(`bid_${index}`);
      await tx.execute(sql`savepoint ${savepoint}`);
      for (let attempt = 0; ; attempt += 1) {
        try {
          // The second attempt reads its own context: the key is stored now, the batch read is older.
          const placed = await place(tx, bid.input, lots, attempt === 0 ? reads : null, async () => {});
          if (placed.pending) {
            await writeBids(tx, [placed.pending], siteName);
            placed.pending.keep();
          }
          outcomes.push(placed.outcome);
          break;
        } catch (error) {
          await tx.execute(sql`rollback to savepoint ${savepoint}`);
          if (attempt === 0 && bid.input.idempotencyKey && isIdempotencyClash(error)) continue;
          outcomes.push({ error });
          break;
        }
      }
    }
    return outcomes;
  }

  /**
   * One transaction for a batch of an auction's bids, in arrival order, each seeing what its
   * predecessors left; one commit; then, in order, each bid's mail, events and answer. Should a
   * bid fail other than by a refusal, the transaction rolls back before its commit and the batch
   * runs again with a savepoint per bid, so that failure is that bid's alone. If the transaction
   * itself fails (its commit, the connection), no bid of the batch is answered as accepted: the
   * queue gives each the error.
   */
  async function runBatch(take: () => QueuedBid<PlaceBidInput, PlaceBidResult>[]): Promise<void> {
    // Let the event loop read the bids already waiting on the sockets first: the embedded
    // database answers without ever yielding to it, so a batch would start with one bid and
    // run to its end before the next message is even read.
    await setImmediate();
    // Read before the transaction (cached): the lot rows stay locked for as short a time as they can.
    const siteName = deps.outbidMail ? await deps.outbidMail.siteName() : '';
    let batch: QueuedBid<PlaceBidInput, PlaceBidResult>[] = [];
    let failedInside = false;
    let outcomes: (Outcome | { error: unknown })[];
    try {
      outcomes = await deps.db.transaction(async (tx) => {
        batch = take();
        return placeTogether(tx, batch, siteName).catch((error: unknown) => {
          failedInside = true;
          throw error;
        });
      });
    } catch (error) {
      if (!failedInside) throw error;
      outcomes = await deps.db.transaction((tx) => placeEachInSavepoint(tx, batch, siteName));
    }
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
