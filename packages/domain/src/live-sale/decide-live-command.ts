import { splitGroupHammer } from '../grouped-lot';
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
  LiveBidder,
  LiveChoice,
  LiveCommand,
  LiveDecision,
  LiveEventBody,
  LiveLotGroup,
  LiveLotState,
  LiveLotTerms,
  LiveSaleContext,
  LiveSaleState,
} from './live-sale-types';

/** A lot not yet sold or passed in this sale. */
const isUnsold = (state: LiveSaleState, lot: LiveLotTerms) =>
  (lot.status === 'upcoming' || lot.status === 'open') && !state.results[lot.lotId];

/** A lot that can still go on the block: a choice or grouped lot goes on as its first lot only. */
const isOfferable = (state: LiveSaleState, lot: LiveLotTerms) =>
  isUnsold(state, lot) && (!lot.group || lot.group.leadId === lot.lotId);

const termsOf = (context: LiveSaleContext, lotId: string) => context.lots.find((lot) => lot.lotId === lotId);

/** "Lot 12 is still open" or, after a choice lot's hammer, that its lots are still being taken. */
function stillOnTheBlock(context: LiveSaleContext, lot: LiveLotState): LiveDecision | null {
  const number = lotNumberOf(context, lot.lotId);
  if (lot.status === 'choosing') {
    return refuse(
      'LOT_STILL_OPEN',
      `Lot ${number} is a choice still being taken: take its lots for the bidders or pass the rest.`,
    );
  }
  if (lot.status === 'open' || lot.status === 'fair_warning') {
    return refuse('LOT_STILL_OPEN', `Lot ${number} is still open: sell or pass it first.`);
  }
  return null;
}

/** The refusal of opening another lot while one is still being sold; null when none is. */
function blockBusy(state: LiveSaleState, context: LiveSaleContext): LiveDecision | null {
  if (state.status === 'ended') return refuse('SALE_ENDED', 'The sale has ended.');
  if (state.status === 'paused') return refuse('PAUSED', 'Bidding is paused.');
  return state.currentLot ? stillOnTheBlock(context, state.currentLot) : null;
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
  if (lot.group && lot.group.leadId !== lot.lotId && isUnsold(state, lot)) {
    const lead = lotNumberOf(context, lot.group.leadId);
    return refuse(
      'LOT_NOT_AVAILABLE',
      lot.group.kind === 'choice'
        ? `Lot ${lot.lotNumber} is sold in the choice that opens with lot ${lead}.`
        : `Lot ${lot.lotNumber} is sold together with lot ${lead}: open lot ${lead}.`,
    );
  }
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
    const buyer = { source: 'floor' as const, bidderId: null, paddle };
    return accept([...floor.events, ...hammerFalls(context, lot.lotId, amount, buyer)]);
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
  const buyer = { source: high.source, bidderId: high.bidderId, paddle: high.paddle };
  return accept(hammerFalls(context, lot.lotId, high.amountCents, buyer));
}

/**
 * The hammer's events: the lot sold; a choice group's lots offered to its buyer; or every lot of
 * a grouped lot sold to its buyer at its part of the hammer (the first lot's event names the group).
 */
function hammerFalls(
  context: LiveSaleContext,
  lotId: string,
  amountCents: number,
  buyer: LiveBidder,
): LiveEventBody[] {
  const group = termsOf(context, lotId)?.group;
  if (!group || group.leadId !== lotId || group.lotIds.length < 2) {
    return [{ type: 'lot_sold', lotId, amountCents, ...buyer }];
  }
  if (group.kind === 'choice') {
    return [{ type: 'choice_offered', lotId, amountCents, lotIds: [...group.lotIds], ...buyer }];
  }
  const shares = groupShares(amountCents, group.split);
  const outcome = { lotIds: [...group.lotIds], hammerCents: amountCents };
  return group.lotIds.map((id, index) => ({
    type: 'lot_sold' as const,
    lotId: id,
    amountCents: shares[index] ?? 0,
    ...buyer,
    ...(index === 0 ? { group: outcome } : {}),
  }));
}

/**
 * A grouped lot's hammer split among its lots by the group's rule; a group split by estimate whose
 * estimates were removed since it was made is split equally rather than not sold.
 */
function groupShares(
  hammerCents: number,
  split: Extract<LiveLotGroup, { kind: 'grouped' }>['split'],
): number[] {
  const byRule = splitGroupHammer(hammerCents, split.parts, split.rule);
  if (byRule.ok) return byRule.sharesCents;
  const equal = splitGroupHammer(hammerCents, split.parts, 'equal');
  return equal.ok ? equal.sharesCents : [];
}

/** A grouped lot on the block: its other lots, which pass and reopen with it. */
function groupedWith(context: LiveSaleContext, lotId: string): string[] {
  const group = termsOf(context, lotId)?.group;
  return group?.kind === 'grouped' && group.leadId === lotId ? [...group.lotIds] : [];
}

/**
 * Lots of the choice on the block taken at its hammer price per lot: by its buyer (no taker
 * named), else by the next bidder the clerk names. A lot can be taken once.
 */
function decideTakeChoice(
  state: LiveSaleState,
  context: LiveSaleContext,
  command: { lotIds: readonly string[]; taker: LiveBidder | null },
): LiveDecision {
  const choosing = choiceGate(state);
  if (choosing) return choosing;
  const lot = state.currentLot as LiveLotState;
  const choice = lot.choice as LiveChoice;
  if (command.lotIds.length === 0) return refuse('NO_CHOICE', 'Pick at least one lot to take.');
  const unique = [...new Set(command.lotIds)];
  for (const lotId of unique) {
    if (choice.remainingLotIds.includes(lotId)) continue;
    const number = lotNumberOf(context, lotId);
    return choice.takenLotIds.includes(lotId)
      ? refuse('LOT_NOT_AVAILABLE', `Lot ${number} has already been taken.`)
      : refuse('LOT_NOT_AVAILABLE', `Lot ${number} is not in this choice.`);
  }
  const taker = command.taker ?? choice.buyer;
  const ordered = choice.remainingLotIds.filter((lotId) => unique.includes(lotId));
  return accept(
    ordered.map((lotId) => ({ type: 'lot_sold' as const, lotId, amountCents: choice.amountCents, ...taker })),
  );
}

/** The refusal of a choice step when no choice is being taken; null when one is. */
function choiceGate(state: LiveSaleState): LiveDecision | null {
  if (state.status === 'ended') return refuse('SALE_ENDED', 'The sale has ended.');
  if (state.status === 'paused') return refuse('PAUSED', 'Bidding is paused.');
  if (state.currentLot?.status !== 'choosing' || !state.currentLot.choice) {
    return refuse('NO_CHOICE', 'No choice lot is being taken.');
  }
  return null;
}

/** The lots of the choice no one took pass; its buyer must have taken one first. */
function decidePassRest(state: LiveSaleState, context: LiveSaleContext): LiveDecision {
  const choosing = choiceGate(state);
  if (choosing) return choosing;
  const lot = state.currentLot as LiveLotState;
  const choice = lot.choice as LiveChoice;
  if (choice.takenLotIds.length === 0) {
    return refuse(
      'NO_CHOICE',
      `The buyer at ${liveDollars(choice.amountCents)} takes at least one lot of lot ${lotNumberOf(context, lot.lotId)} first, or reopen it.`,
    );
  }
  return accept(choice.remainingLotIds.map((lotId) => ({ type: 'lot_passed' as const, lotId })));
}

function decidePass(state: LiveSaleState, context: LiveSaleContext): LiveDecision {
  if (state.currentLot?.status === 'choosing') return decidePassRest(state, context);
  const gate = lotGate(state, context);
  if (gate) return gate;
  const lotId = (state.currentLot as LiveLotState).lotId;
  const together = groupedWith(context, lotId).filter((id) =>
    isUnsold(state, termsOf(context, id) as LiveLotTerms),
  );
  if (together.length < 2) return accept([{ type: 'lot_passed', lotId }]);
  return accept(
    together.map((id, index) => ({
      type: 'lot_passed' as const,
      lotId: id,
      ...(index === 0 ? { group: { lotIds: together, hammerCents: null } } : {}),
    })),
  );
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
  if (lot.choice && lot.choice.takenLotIds.length > 0) {
    return refuse('NOT_REOPENABLE', 'A choice lot cannot be reopened once bidders have taken its lots.');
  }
  const others = lot.together?.lotIds.filter((id) => id !== lot.lotId) ?? [];
  return accept([
    { type: 'lot_reopened', lotId: lot.lotId, ...(others.length > 0 ? { lotIds: others } : {}) },
  ]);
}

function decideEndSale(state: LiveSaleState, context: LiveSaleContext): LiveDecision {
  if (state.status === 'not_started') return refuse('NOT_STARTED', 'The sale has not started.');
  if (state.status === 'ended') return refuse('SALE_ENDED', 'The sale has ended.');
  const busy = state.currentLot ? stillOnTheBlock(context, state.currentLot) : null;
  if (busy) return busy;
  const passedLotIds = context.lots.filter((lot) => isUnsold(state, lot)).map((lot) => lot.lotId);
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
    case 'take_choice':
      return decideTakeChoice(state, context, command);
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
