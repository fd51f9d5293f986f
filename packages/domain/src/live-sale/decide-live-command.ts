import { absenteeOpening, nextAskingCents } from './absentee-bids';
import { liveHighBid } from './apply-live-event';
import {
  accept,
  decideAskingPrice,
  decideFloorBid,
  decideInternetBid,
  decideUndo,
  lotGate,
  lotNumberOf,
  refuse,
} from './decide-bids';
import { liveDollars } from './live-money';
import type {
  LiveCommand,
  LiveDecision,
  LiveEventBody,
  LiveLotState,
  LiveLotTerms,
  LiveSaleContext,
  LiveSaleState,
} from './live-sale-types';

/** A lot that can still go on the block in this sale. */
const isOfferable = (state: LiveSaleState, lot: LiveLotTerms) =>
  (lot.status === 'upcoming' || lot.status === 'open') && !state.results[lot.lotId];

/** The refusal of opening another lot while one is still being sold; null when none is. */
function blockBusy(state: LiveSaleState, context: LiveSaleContext): LiveDecision | null {
  if (state.status === 'ended') return refuse('SALE_ENDED', 'The sale has ended.');
  if (state.status === 'paused') return refuse('PAUSED', 'Bidding is paused.');
  const lot = state.currentLot;
  if (lot && (lot.status === 'open' || lot.status === 'fair_warning')) {
    return refuse(
      'LOT_STILL_OPEN',
      `Lot ${lotNumberOf(context, lot.lotId)} is still open: sell or pass it first.`,
    );
  }
  return null;
}

/** Puts a lot on the block: asking price at its starting bid, then the absentee maxima compete. */
function openLot(state: LiveSaleState, context: LiveSaleContext, lot: LiveLotTerms): LiveDecision {
  const events: LiveEventBody[] = state.status === 'not_started' ? [{ type: 'sale_started' }] : [];
  events.push({
    type: 'lot_opened',
    lotId: lot.lotId,
    startingBidCents: lot.startingBidCents,
    askingCents: lot.startingBidCents,
  });
  const opening = absenteeOpening(lot.absentees, lot.startingBidCents, context.increments);
  if (opening) {
    events.push({
      type: 'bid_accepted',
      lotId: lot.lotId,
      source: 'absentee',
      bidderId: opening.bid.bidderId,
      paddle: opening.bid.paddle,
      amountCents: opening.amountCents,
      askingCents: nextAskingCents(context.increments, opening.amountCents),
    });
  }
  return accept(events);
}

function decideOpenLot(state: LiveSaleState, context: LiveSaleContext, lotId: string): LiveDecision {
  const busy = blockBusy(state, context);
  if (busy) return busy;
  const lot = context.lots.find((candidate) => candidate.lotId === lotId);
  if (!lot) return refuse('LOT_NOT_AVAILABLE', 'This lot is not in this sale.');
  if (!isOfferable(state, lot)) {
    const result = state.results[lotId];
    const reason =
      result?.outcome === 'sold' || lot.status === 'sold'
        ? 'has already been sold'
        : result || lot.status === 'passed'
          ? 'has already passed'
          : 'has been withdrawn';
    return refuse('LOT_NOT_AVAILABLE', `Lot ${lot.lotNumber} ${reason}.`);
  }
  return openLot(state, context, lot);
}

/** The next lot in sale order after the one last on the block; lots skipped earlier come last. */
function decideNextLot(state: LiveSaleState, context: LiveSaleContext): LiveDecision {
  const busy = blockBusy(state, context);
  if (busy) return busy;
  const current = state.currentLot
    ? context.lots.findIndex((lot) => lot.lotId === state.currentLot?.lotId)
    : -1;
  const after = context.lots.slice(current + 1).find((lot) => isOfferable(state, lot));
  const next = after ?? context.lots.slice(0, current + 1).find((lot) => isOfferable(state, lot));
  if (!next) return refuse('NO_MORE_LOTS', 'There are no more lots in this sale.');
  return openLot(state, context, next);
}

function decideFairWarning(state: LiveSaleState, context: LiveSaleContext): LiveDecision {
  const gate = lotGate(state, context);
  if (gate) return gate;
  const lot = state.currentLot as LiveLotState;
  if (lot.status === 'fair_warning') return refuse('LOT_STILL_OPEN', 'Fair warning has already been called.');
  return accept([{ type: 'fair_warning', lotId: lot.lotId }]);
}

/**
 * The hammer falls for the high bidder. The AI clerk may name the paddle and amount: an amount
 * above the high bid is taken as the floor bid the clerk missed, then sold; a paddle must be
 * the high bidder's.
 */
function decideSold(
  state: LiveSaleState,
  context: LiveSaleContext,
  command: { paddle?: number | null; amountCents?: number | null; to?: 'internet' | 'floor' | null },
): LiveDecision {
  const gate = lotGate(state, context);
  if (gate) return gate;
  const lot = state.currentLot as LiveLotState;
  const high = liveHighBid(lot);
  const paddle = command.paddle ?? null;
  const amount = command.amountCents ?? null;
  if (amount !== null && (!high || amount > high.amountCents)) {
    if (command.to === 'internet') {
      const shown = high ? `The high bid is ${liveDollars(high.amountCents)}.` : 'There is no internet bid.';
      return refuse('NOT_THE_HIGH_BID', shown);
    }
    const floor = decideFloorBid(state, context, { amountCents: amount, paddle });
    if (!floor.ok) return floor;
    if (floor.events.length > 1) {
      return refuse(
        'NOT_THE_HIGH_BID',
        `An absentee bid would answer ${liveDollars(amount)}: enter the floor bid instead.`,
      );
    }
    return accept([
      ...floor.events,
      { type: 'lot_sold', lotId: lot.lotId, source: 'floor', bidderId: null, paddle, amountCents: amount },
    ]);
  }
  if (!high) return refuse('NO_BIDS', 'There is no bid to sell to: pass the lot or take a bid.');
  if (amount !== null && amount !== high.amountCents) {
    return refuse('NOT_THE_HIGH_BID', `The high bid is ${liveDollars(high.amountCents)}.`);
  }
  // A phone bidder is bid for in the room: the hammer falls to them "on the floor".
  const onFloor = high.source === 'floor' || high.source === 'phone';
  if ((command.to === 'floor' && !onFloor) || (command.to === 'internet' && onFloor)) {
    const where = onFloor ? `on the ${high.source === 'phone' ? 'phone' : 'floor'}` : `an ${high.source} bid`;
    return refuse('NOT_THE_HIGH_BID', `The high bid of ${liveDollars(high.amountCents)} is ${where}.`);
  }
  if (paddle !== null && paddle !== high.paddle) {
    const holder = high.paddle === null ? `the ${high.source} bidder` : `paddle ${high.paddle}`;
    return refuse(
      'NOT_THE_HIGH_BID',
      `The high bid of ${liveDollars(high.amountCents)} is held by ${holder}.`,
    );
  }
  return accept([
    {
      type: 'lot_sold',
      lotId: lot.lotId,
      source: high.source,
      bidderId: high.bidderId,
      paddle: high.paddle,
      amountCents: high.amountCents,
    },
  ]);
}

function decidePass(state: LiveSaleState, context: LiveSaleContext): LiveDecision {
  const gate = lotGate(state, context);
  if (gate) return gate;
  return accept([{ type: 'lot_passed', lotId: (state.currentLot as LiveLotState).lotId }]);
}

function decideReopen(state: LiveSaleState): LiveDecision {
  if (state.status === 'not_started') return refuse('NOT_STARTED', 'The sale has not started.');
  if (state.status === 'ended') return refuse('SALE_ENDED', 'The sale has ended.');
  if (state.status === 'paused') return refuse('PAUSED', 'Bidding is paused.');
  const lot = state.currentLot;
  if (!lot || lot.status === 'open' || lot.status === 'fair_warning') {
    return refuse(
      'NOT_REOPENABLE',
      'Only the last lot closed can be reopened, and only before the next lot opens.',
    );
  }
  return accept([{ type: 'lot_reopened', lotId: lot.lotId }]);
}

function decideEndSale(state: LiveSaleState, context: LiveSaleContext): LiveDecision {
  if (state.status === 'not_started') return refuse('NOT_STARTED', 'The sale has not started.');
  if (state.status === 'ended') return refuse('SALE_ENDED', 'The sale has ended.');
  const lot = state.currentLot;
  if (lot && (lot.status === 'open' || lot.status === 'fair_warning')) {
    return refuse(
      'LOT_STILL_OPEN',
      `Lot ${lotNumberOf(context, lot.lotId)} is still open: sell or pass it first.`,
    );
  }
  const passedLotIds = context.lots.filter((lot) => isOfferable(state, lot)).map((lot) => lot.lotId);
  return accept([{ type: 'sale_ended', passedLotIds }]);
}

/**
 * Decides one command against the state: the events it yields, or a refusal in words the clerk
 * or bidder can act on. Pure: the same state, command and context always decide the same way.
 */
export function decideLiveCommand(
  state: LiveSaleState,
  command: LiveCommand,
  context: LiveSaleContext,
): LiveDecision {
  switch (command.type) {
    case 'open_lot':
      return decideOpenLot(state, context, command.lotId);
    case 'next_lot':
      return decideNextLot(state, context);
    case 'set_asking_price':
      return decideAskingPrice(state, context, command);
    case 'internet_bid':
      return decideInternetBid(state, context, command);
    case 'floor_bid':
      return decideFloorBid(state, context, command);
    case 'phone_bid':
      return decideFloorBid(state, context, command, 'phone');
    case 'fair_warning':
      return decideFairWarning(state, context);
    case 'sold':
      return decideSold(state, context, command);
    case 'pass':
      return decidePass(state, context);
    case 'reopen':
      return decideReopen(state);
    case 'undo':
      return decideUndo(state, context);
    case 'pause':
      if (state.status === 'not_started') return refuse('NOT_STARTED', 'The sale has not started.');
      if (state.status === 'ended') return refuse('SALE_ENDED', 'The sale has ended.');
      if (state.status === 'paused') return refuse('PAUSED', 'Bidding is already paused.');
      return accept([{ type: 'sale_paused' }]);
    case 'resume':
      if (state.status === 'ended') return refuse('SALE_ENDED', 'The sale has ended.');
      if (state.status !== 'paused') return refuse('NOT_PAUSED', 'The sale is not paused.');
      return accept([{ type: 'sale_resumed' }]);
    case 'end_sale':
      return decideEndSale(state, context);
    case 'message': {
      const text = command.text.trim();
      if (!text) return refuse('EMPTY_MESSAGE', 'Write a message first.');
      return accept([{ type: 'message_sent', text }]);
    }
  }
}
