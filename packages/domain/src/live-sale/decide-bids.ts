import { absenteeAnswer, nextAskingCents } from './absentee-bids';
import { liveHighBid } from './apply-live-event';
import { liveDollars } from './live-money';
import {
  firstOnlinePaddle,
  type LiveBidder,
  type LiveDecision,
  type LiveEventBody,
  type LiveLotState,
  type LiveRefusalCode,
  type LiveSaleContext,
  type LiveSaleState,
} from './live-sale-types';

export const refuse = (
  code: LiveRefusalCode,
  message: string,
  ledger: LiveEventBody[] = [],
): LiveDecision => ({
  ok: false,
  refusal: { code, message },
  ledger,
});
export const accept = (events: LiveEventBody[]): LiveDecision => ({ ok: true, events });

export function lotNumberOf(context: LiveSaleContext, lotId: string): string {
  return context.lots.find((lot) => lot.lotId === lotId)?.lotNumber ?? '?';
}

const isPositiveCents = (cents: number) => Number.isSafeInteger(cents) && cents > 0;

/** The refusal of any lot command while the sale or the lot cannot take it; null when it can. */
export function lotGate(state: LiveSaleState, context: LiveSaleContext, lotId?: string): LiveDecision | null {
  if (state.status === 'not_started') return refuse('NOT_STARTED', 'The sale has not started.');
  if (state.status === 'ended') return refuse('SALE_ENDED', 'The sale has ended.');
  if (state.status === 'paused') return refuse('PAUSED', 'Bidding is paused.');
  const lot = state.currentLot;
  if (!lot) return refuse('NO_LOT_OPEN', 'No lot is on the block.');
  if (lotId !== undefined && lotId !== lot.lotId) {
    return refuse('WRONG_LOT', `Lot ${lotNumberOf(context, lotId)} is not on the block.`);
  }
  if (lot.status === 'choosing') {
    return refuse('LOT_CLOSED', 'The hammer has fallen: the buyer is choosing from this lot.');
  }
  if (lot.status === 'sold') return refuse('LOT_CLOSED', 'This lot is already sold.');
  if (lot.status === 'passed') return refuse('LOT_CLOSED', 'This lot has passed.');
  return null;
}

/** A bid accepted at `amountCents`, then the absentee maximum that answers it, if any. */
function bidWithAnswer(
  lot: LiveLotState,
  context: LiveSaleContext,
  bidder: LiveBidder,
  amountCents: number,
): LiveEventBody[] {
  const terms = context.lots.find((candidate) => candidate.lotId === lot.lotId);
  const answer = absenteeAnswer(terms?.absentees ?? [], bidder.bidderId, amountCents, context.increments);
  const events: LiveEventBody[] = [
    {
      type: 'bid_accepted',
      lotId: lot.lotId,
      ...bidder,
      amountCents,
      askingCents: nextAskingCents(context.increments, amountCents),
    },
  ];
  if (answer) {
    events.push({
      type: 'bid_accepted',
      lotId: lot.lotId,
      source: 'absentee',
      bidderId: answer.bid.bidderId,
      paddle: answer.bid.paddle,
      amountCents: answer.amountCents,
      askingCents: nextAskingCents(context.increments, answer.amountCents),
    });
  }
  return events;
}

/** A bid for a lot whose hammer has fallen: refused, and noted in the ledger. */
function afterHammer(
  state: LiveSaleState,
  context: LiveSaleContext,
  lotId: string,
  bidder: Pick<LiveBidder, 'bidderId' | 'paddle'>,
  amountCents: number,
): LiveDecision | null {
  const result = state.results[lotId];
  if (!result) return null;
  const note: LiveEventBody = { type: 'bid_refused_after_hammer', lotId, ...bidder, amountCents };
  const number = lotNumberOf(context, lotId);
  return result.outcome === 'sold'
    ? refuse('LOT_CLOSED', `Lot ${number} is already sold.`, [note])
    : refuse('LOT_CLOSED', `Lot ${number} has passed.`, [note]);
}

/** An online bidder's bid: only at the asking price shown, first to arrive wins the step. */
export function decideInternetBid(
  state: LiveSaleState,
  context: LiveSaleContext,
  command: { lotId: string; amountCents: number; bidderId: string; paddle: number | null },
): LiveDecision {
  const bidder = { bidderId: command.bidderId, paddle: command.paddle };
  const late = afterHammer(state, context, command.lotId, bidder, command.amountCents);
  if (late) return late;
  const gate = lotGate(state, context, command.lotId);
  if (gate) return gate;
  const lot = state.currentLot as LiveLotState;
  if (command.amountCents !== lot.askingCents) {
    return refuse('STALE_ASKING_PRICE', `The asking price has moved to ${liveDollars(lot.askingCents)}.`);
  }
  if (liveHighBid(lot)?.bidderId === command.bidderId) {
    return refuse('ALREADY_HIGH_BIDDER', 'You are already the high bidder.');
  }
  return accept(bidWithAnswer(lot, context, { source: 'internet', ...bidder }, command.amountCents));
}

function paddleRefusal(paddle: number | null | undefined): LiveDecision | null {
  if (paddle === null || paddle === undefined) return null;
  if (!Number.isSafeInteger(paddle) || paddle < 1)
    return refuse('ONLINE_PADDLE', 'A paddle number is a whole number from 1.');
  if (paddle >= firstOnlinePaddle) {
    return refuse(
      'ONLINE_PADDLE',
      `Paddle ${paddle} is an online paddle; floor paddles are below ${firstOnlinePaddle}.`,
    );
  }
  return null;
}

/**
 * A bid in the saleroom, entered by the clerk: any amount above the high bid. A phone bid is the
 * same bid taken on the telephone for a registered phone bidder, whose paddle may be an online one.
 */
export function decideFloorBid(
  state: LiveSaleState,
  context: LiveSaleContext,
  command: { lotId?: string; amountCents: number; paddle?: number | null; bidderId?: string | null },
  source: 'floor' | 'phone' = 'floor',
): LiveDecision {
  const paddle = command.paddle ?? null;
  // A phone bidder is a registered bidder: their own absentee maximum never answers their bid.
  const bidderId = source === 'phone' ? (command.bidderId ?? null) : null;
  if (command.lotId !== undefined) {
    const late = afterHammer(state, context, command.lotId, { bidderId, paddle }, command.amountCents);
    if (late) return late;
  }
  const gate = lotGate(state, context, command.lotId);
  if (gate) return gate;
  const lot = state.currentLot as LiveLotState;
  const refusal = source === 'floor' ? paddleRefusal(paddle) : null;
  if (refusal) return refusal;
  if (!isPositiveCents(command.amountCents)) return refuse('INVALID_AMOUNT', 'Enter an amount above $0.');
  const high = liveHighBid(lot);
  if (high && command.amountCents <= high.amountCents) {
    return refuse(
      'BID_TOO_LOW',
      `A ${source} bid must be above the high bid of ${liveDollars(high.amountCents)}.`,
    );
  }
  return accept(bidWithAnswer(lot, context, { source, bidderId, paddle }, command.amountCents));
}

export function decideAskingPrice(
  state: LiveSaleState,
  context: LiveSaleContext,
  command: { lotId?: string; amountCents: number },
): LiveDecision {
  const gate = lotGate(state, context, command.lotId);
  if (gate) return gate;
  const lot = state.currentLot as LiveLotState;
  if (!isPositiveCents(command.amountCents)) return refuse('INVALID_AMOUNT', 'Enter an amount above $0.');
  const high = liveHighBid(lot);
  if (high && command.amountCents <= high.amountCents) {
    return refuse(
      'BID_TOO_LOW',
      `The asking price must be above the high bid of ${liveDollars(high.amountCents)}.`,
    );
  }
  return accept([{ type: 'asking_price_set', lotId: lot.lotId, askingCents: command.amountCents }]);
}

/**
 * Takes back the last bid a person made (floor or internet) with the absentee answers it set
 * off; when only absentee bids stand, the last of them. The asking price goes back to what it
 * was before the first bid taken back.
 */
export function decideUndo(state: LiveSaleState, context: LiveSaleContext): LiveDecision {
  const gate = lotGate(state, context);
  if (gate) return gate;
  const lot = state.currentLot as LiveLotState;
  if (lot.bids.length === 0) return refuse('NOTHING_TO_UNDO', 'There is no bid to undo.');
  let start = lot.bids.length - 1;
  while (start > 0 && lot.bids[start]?.source === 'absentee') start -= 1;
  if (lot.bids[start]?.source === 'absentee') start = lot.bids.length - 1;
  const undone = lot.bids.slice(start);
  const first = undone[0];
  if (!first) return refuse('NOTHING_TO_UNDO', 'There is no bid to undo.');
  return accept([
    {
      type: 'bids_undone',
      lotId: lot.lotId,
      seqs: undone.map((bid) => bid.seq),
      askingCents: first.askingBeforeCents,
    },
  ]);
}
