import { setImmediate } from 'node:timers/promises';
import { centsToDollars, type MyLotBid, type PlaceBidResult } from '@auction/contracts';
import { outbidReason } from '@auction/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { AppError } from '../../errors';
import type { Hub } from '../../realtime/hub';
import type { Outcome, PlaceBidInput } from './bid-decision';
import { publishBidEvents } from './bid-events';
import { createBidQueue, type QueuedBid } from './bid-queue';
import { bidQueries, ownBidOnLot } from './bids.repository';
import { placeEachInSavepoint, placeTogether } from './group-commit';
import type { OutbidMailDeps } from './outbid-mail';

export type { PlaceBidInput } from './bid-decision';

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
        return placeTogether(deps, tx, batch, siteName).catch((error: unknown) => {
          failedInside = true;
          throw error;
        });
      });
    } catch (error) {
      if (!failedInside) throw error;
      outcomes = await deps.db.transaction((tx) => placeEachInSavepoint(deps, tx, batch, siteName));
    }
    for (const [index, bid] of batch.entries()) {
      const outcome = outcomes[index];
      if (!outcome || 'error' in outcome) {
        bid.reject(outcome?.error);
        continue;
      }
      if (outcome.mail) deps.outbidMail?.mail.afterCommit(outcome.mail);
      const log = bid.input.log ?? deps.log;
      if (outcome.events) {
        const { seq } = outcome.events;
        await publishBidEvents(deps.hub, outcome.events).then(
          () => log?.info({ lotId: bid.input.lotId, seq }, 'bid accepted; its events published'),
          (error: unknown) =>
            log?.error({ err: error, seq }, 'publishing a bid event failed; clients resync by seq'),
        );
      }
      bid.resolve(outcome.result);
      // The bidder's answer leaves before the next bid's events (its outbid among them), so an
      // answer never says "high bidder" after the outbid that followed it.
      if (index < batch.length - 1) await setImmediate();
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
    /** The caller's own maximum on a lot, whether it leads (or lost a tie) and their history rows; never anyone else's. */
    async myBid(bidderId: string, lotId: string): Promise<MyLotBid> {
      const row = await ownBidOnLot(deps.db, lotId, bidderId);
      if (!row) throw new AppError('NOT_FOUND', 'This lot does not exist.');
      const yourMax = row.max_cents === null ? null : centsToDollars(row.max_cents);
      const isHighBidder = yourMax !== null && row.is_high_bidder;
      return {
        lot_id: lotId,
        your_max: yourMax,
        is_high_bidder: isHighBidder,
        outbid_reason: outbidReason({ yourMax: row.max_cents, price: row.price_cents, isHighBidder }),
        bid_ids: row.bid_ids,
      };
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
