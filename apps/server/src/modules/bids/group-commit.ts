import type { PlaceBidResult } from '@auction/contracts';
import { sql } from 'drizzle-orm';
import { AppError } from '../../errors';
import {
  type BidDecisionDeps,
  decideBid,
  type Outcome,
  type PendingBid,
  type PlaceBidInput,
} from './bid-decision';
import type { QueuedBid } from './bid-queue';
import { bidQueries, type Queryable } from './bids.repository';
import { queueOutbidMails } from './outbid-mail';

/*
 * The inside of a group commit (decision 0025): the bids that queued for an auction decided in
 * one transaction, together, or — when one fails other than by a refusal — each in a savepoint.
 */

function isIdempotencyClash(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const { code, constraint } = cause as Error & { code?: string; constraint?: string };
    if (code === '23505' && (constraint === undefined || constraint === 'bids_bidder_idempotency_key'))
      return true;
  }
  return false;
}

/**
 * Writes pending bids of one auction, in order: one statement for their rows, maxima and lots,
 * and, when some owe an outbid mail, one to claim the mails and one per mail to store it. Gives
 * each its events (numbered now) and its mail.
 */
async function writeBids(
  deps: BidDecisionDeps,
  tx: Queryable,
  pending: readonly PendingBid[],
  siteName: string,
): Promise<void> {
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
          lotId: input.lotId,
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
export async function placeTogether(
  deps: BidDecisionDeps,
  tx: Queryable,
  batch: readonly QueuedBid<PlaceBidInput, PlaceBidResult>[],
  siteName: string,
): Promise<(Outcome | { error: unknown })[]> {
  const { lots, reads } = await openBatch(tx, batch);
  let pending: PendingBid[] = [];
  const writePending = async () => {
    const writing = pending;
    pending = [];
    await writeBids(deps, tx, writing, siteName);
  };
  const outcomes: (Outcome | { error: unknown })[] = [];
  for (const bid of batch) {
    try {
      const placed = await decideBid(deps, tx, bid.input, lots, reads, writePending);
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
export async function placeEachInSavepoint(
  deps: BidDecisionDeps,
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
        const placed = await decideBid(
          deps,
          tx,
          bid.input,
          lots,
          attempt === 0 ? reads : null,
          async () => {},
        );
        if (placed.pending) {
          await writeBids(deps, tx, [placed.pending], siteName);
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
