import { type LiveEventMessagePayload, type LiveLotSummary, liveEnvelopeTypes } from '@auction/contracts';
import {
  applyLiveEvent,
  decideLiveCommand,
  foldLiveEvents,
  initialLiveSaleState,
  type LiveCommand,
  type LiveEvent,
  type LiveSaleState,
  stampLiveEvents,
} from '@auction/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import type { Hub } from '../../realtime/hub';
import { eligibilityRefusal } from '../bids/bidder-eligibility';
import { toIncrementProfile } from '../increment-profiles/increment-profile-rows';
import type { MediaStore } from '../media/media-store';
import type { QueuePushes } from '../push/push-queue';
import { choiceTaker } from './choice-takers';
import { liveEventJson, lotSummaryJson, standingJson } from './live-event-json';
import { type LiveLotRow, liveQueries, type Queryable, toLotTerms } from './live-sale.repository';
import type { LiveSaleWins } from './live-sale-wins';
import { queueLiveStartingPushes } from './live-starting-alert';
import { phoneLineBidder } from './phone-bidders';

/** Who sends a command: the clerk (Staff or Admin) or a bidder. */
export interface LiveActor {
  userId: string;
  isStaff: boolean;
}

export type LiveOutcome =
  | { ok: true; auctionId: string; seqs: number[] }
  | { ok: false; code: string; message: string; auctionId?: string };

const refused = (code: string, message: string, auctionId?: string): LiveOutcome => ({
  ok: false,
  code,
  message,
  ...(auctionId ? { auctionId } : {}),
});

/** What a committed command hands to the rooms. */
interface Committed {
  auctionId: string;
  state: LiveSaleState;
  before: LiveSaleState;
  events: LiveEvent[];
  /** The lots that opened, for the catalogue entry their `lot_opened` carries. */
  opened: { row: LiveLotRow; choiceLots: LiveLotSummary['choice_lots'] }[];
}

/**
 * Runs the live sale: each command in one transaction that locks the auction's row (one
 * command at a time per sale), folds the log into the state, decides, appends the events and
 * updates lots and auction; only after the commit are the events sent to the rooms. The state
 * of each sale is cached per instance and brought up to date from the log by sequence number,
 * so another instance's events (or a restart) are always folded in first.
 */
export function createLiveSaleService(deps: {
  db: Database;
  hub: Hub;
  clock: Clock;
  media: MediaStore;
  log?: FastifyBaseLogger;
  /** The winners' mails, stored in the transaction that ends the sale. */
  wins?: LiveSaleWins;
  /** "The sale is starting" to its followers' devices, stored with `sale_started`. */
  queuePushes?: QueuePushes;
}) {
  const cache = new Map<string, LiveSaleState>();
  /** Run once a sale's `sale_ended` is stored and published (invoicing when the sale closes). */
  const endedListeners: ((auctionId: string) => Promise<unknown> | unknown)[] = [];
  /** Lot -> auction and its kind, for routing `place_bid` (a lot never changes auction). */
  const lotAuctions = new Map<string, { auction_id: string; type: 'timed' | 'live'; is_draft: boolean }>();

  function remember(auctionId: string, state: LiveSaleState) {
    const known = cache.get(auctionId);
    if (!known || known.lastSeq < state.lastSeq) cache.set(auctionId, state);
  }

  /** The sale's state: the cached fold plus any events stored since. */
  async function stateOf(db: Queryable, auctionId: string): Promise<LiveSaleState> {
    const known = cache.get(auctionId) ?? initialLiveSaleState;
    const newer = await liveQueries.eventsAfter(db, auctionId, known.lastSeq);
    const state = foldLiveEvents(newer, known);
    remember(auctionId, state);
    return state;
  }

  async function publish(committed: Committed): Promise<void> {
    let state = committed.before;
    for (const event of committed.events) {
      state = applyLiveEvent(state, event);
      const row =
        event.type === 'lot_opened' ? committed.opened.find((lot) => lot.row.id === event.lotId) : undefined;
      const payload: LiveEventMessagePayload = {
        event: liveEventJson(event, row ? lotSummaryJson(row.row, deps.media, row.choiceLots) : undefined),
        sale_status: state.status,
        lot: standingJson(state.currentLot),
      };
      await deps.hub.publish({
        type: liveEnvelopeTypes.event,
        auction_id: committed.auctionId,
        lot_id: 'lotId' in event ? event.lotId : null,
        payload,
        seq: event.seq,
      });
    }
  }

  async function decideAndStore(
    tx: Queryable,
    auctionId: string,
    actor: LiveActor,
    command: LiveCommand,
  ): Promise<{ outcome: LiveOutcome; committed: Committed | null }> {
    const auction = await liveQueries.auction(tx, auctionId, true);
    if (!auction) return { outcome: refused('NOT_FOUND', 'This auction does not exist.'), committed: null };
    if (auction.type !== 'live' || auction.status === 'draft') {
      return { outcome: refused('NOT_LIVE', 'This auction is not a live sale.', auctionId), committed: null };
    }
    const before = await stateOf(tx, auctionId);
    const [lots, absentees] = await Promise.all([
      liveQueries.lotTerms(tx, auctionId),
      liveQueries.absentees(tx, auctionId),
    ]);
    let decided = command;
    if (command.type === 'internet_bid') {
      const lot = lots.find((row) => row.id === command.lotId);
      const bidder = await liveQueries.bidder(tx, auctionId, actor.userId);
      if (!lot || !bidder)
        return { outcome: refused('NOT_FOUND', 'This lot does not exist.'), committed: null };
      const refusal = eligibilityRefusal(actor.userId, bidder, auction, lot, command.amountCents);
      if (refusal) return { outcome: refused(refusal.code, refusal.message, auctionId), committed: null };
      decided = { ...command, paddle: bidder.paddle_number };
    }
    if (command.type === 'phone_bid') {
      const line = await phoneLineBidder(tx, auctionId, command.paddle);
      if (!line) {
        const message = `Paddle ${command.paddle} has no phone line in this sale; set it up on the phone bidders list first.`;
        return { outcome: refused('NO_PHONE_LINE', message, auctionId), committed: null };
      }
      decided = { ...command, bidderId: line.bidderId };
    }
    if (command.type === 'take_choice' && command.taker?.paddle != null) {
      const paddle = command.taker.paddle;
      const buyer = before.currentLot?.choice?.buyer;
      const taker = buyer?.paddle === paddle ? null : await choiceTaker(tx, auctionId, paddle);
      if (typeof taker === 'string')
        return { outcome: refused('NOT_FOUND', taker, auctionId), committed: null };
      decided = { ...command, taker };
    }
    const nowMs = deps.clock().getTime();
    const context = {
      nowMs,
      increments: toIncrementProfile(auction.increment_rows),
      lots: toLotTerms(lots, absentees),
    };
    const decision = decideLiveCommand(before, decided, context);
    const bodies = decision.ok ? decision.events : decision.ledger;
    const events = stampLiveEvents(bodies, Math.max(auction.last_seq, before.lastSeq) + 1, nowMs);
    const state = foldLiveEvents(events, before);
    await liveQueries.append(tx, auctionId, events, actor.userId);
    await liveQueries.project(tx, auctionId, state, events, nowMs);
    if (deps.queuePushes && events.some((event) => event.type === 'sale_started')) {
      await queueLiveStartingPushes(tx, deps.queuePushes, auctionId);
    }
    const opened: Committed['opened'] = [];
    for (const event of events) {
      const row = event.type === 'lot_opened' ? await liveQueries.lot(tx, event.lotId) : null;
      const groupId = row?.choice_group_id ?? row?.grouped_id;
      const choiceLots = groupId ? await liveQueries.choiceLots(tx, groupId) : undefined;
      if (row) opened.push({ row, choiceLots });
    }
    const committed = events.length > 0 ? { auctionId, state, before, events, opened } : null;
    const outcome: LiveOutcome = decision.ok
      ? { ok: true, auctionId, seqs: events.map((event) => event.seq) }
      : refused(decision.refusal.code, decision.refusal.message, auctionId);
    return { outcome, committed };
  }

  /** Runs one command; the events reach the rooms only once stored. */
  async function run(auctionId: string, actor: LiveActor, command: LiveCommand): Promise<LiveOutcome> {
    const { outcome, committed, wonMails } = await deps.db.transaction(async (tx) => {
      const decided = await decideAndStore(tx, auctionId, actor, command);
      const ended = decided.committed?.events.some((event) => event.type === 'sale_ended') ?? false;
      const wonMails = ended && deps.wins ? await deps.wins.queue(tx, auctionId) : [];
      return { ...decided, wonMails };
    });
    if (committed) {
      remember(auctionId, committed.state);
      deps.wins?.afterCommit(wonMails);
      await publish(committed).catch((error: unknown) => {
        deps.log?.error({ err: error }, 'publishing a live event failed; clients resync by seq');
      });
      if (committed.events.some((event) => event.type === 'sale_ended')) {
        for (const listener of endedListeners) {
          await Promise.resolve()
            .then(() => listener(auctionId))
            .catch((error: unknown) =>
              deps.log?.error({ err: error }, 'a step after the live sale ended failed'),
            );
        }
      }
    }
    return outcome;
  }

  return {
    run,

    /** Hears each live sale that ends, once its closing is stored. */
    onSaleEnded(listener: (auctionId: string) => Promise<unknown> | unknown) {
      endedListeners.push(listener);
    },

    /** A bid on a lot: routed by its auction (the live sale takes it; null means a timed lot). */
    async auctionOfLot(lotId: string) {
      const known = lotAuctions.get(lotId);
      if (known) return known;
      const found = await liveQueries.lotAuction(deps.db, lotId);
      // A draft's kind may still change; a published auction's does not.
      if (found && !found.is_draft) {
        if (lotAuctions.size >= 50_000) lotAuctions.clear();
        lotAuctions.set(lotId, found);
      }
      return found;
    },

    /** The id of the lot with this number in the auction, if any. */
    async lotByNumber(auctionId: string, lotNumber: string) {
      const lots = await liveQueries.lotTerms(deps.db, auctionId);
      return lots.find((lot) => lot.lot_number === lotNumber)?.id ?? null;
    },

    /** The sale's state, up to date with the log (for snapshots). */
    state: (auctionId: string) => stateOf(deps.db, auctionId),

    /** The same, read inside a transaction that holds the auction's row. */
    stateWithin: (tx: Queryable, auctionId: string) => stateOf(tx, auctionId),
  };
}
export type LiveSaleService = ReturnType<typeof createLiveSaleService>;
