import {
  initialLiveSaleState,
  type LiveEvent,
  type LiveEventBody,
  type LiveLotState,
  type LiveSaleState,
  liveMessagesKept,
} from './live-sale-types';

function withLot(state: LiveSaleState, lotId: string, change: (lot: LiveLotState) => LiveLotState) {
  const lot = state.currentLot;
  if (!lot || lot.lotId !== lotId) throw new Error(`Event for lot ${lotId}, which is not on the block`);
  return { ...state, currentLot: change(lot) };
}

function withoutResult(results: LiveSaleState['results'], lotId: string): LiveSaleState['results'] {
  const { [lotId]: _removed, ...rest } = results;
  return rest;
}

/**
 * One lot of the choice on the block taken (or passed); once none is left the choice ends, sold
 * when any lot of it was taken.
 */
function withChoiceLot(state: LiveSaleState, lotId: string, taken: boolean): LiveSaleState {
  const lot = state.currentLot as LiveLotState;
  const choice = lot.choice;
  if (!choice?.remainingLotIds.includes(lotId)) {
    throw new Error(`Event for lot ${lotId}, which is not left in the choice on the block`);
  }
  const remainingLotIds = choice.remainingLotIds.filter((id) => id !== lotId);
  const takenLotIds = taken ? [...choice.takenLotIds, lotId] : choice.takenLotIds;
  const status =
    remainingLotIds.length > 0
      ? ('choosing' as const)
      : takenLotIds.length > 0
        ? ('sold' as const)
        : ('passed' as const);
  return { ...state, currentLot: { ...lot, status, choice: { ...choice, remainingLotIds, takenLotIds } } };
}

/** Another lot of the grouped lot on the block, sold or passed with it. */
function wentTogether(state: LiveSaleState, lotId: string): boolean {
  const lot = state.currentLot;
  return Boolean(lot && lot.lotId !== lotId && lot.together?.lotIds.includes(lotId));
}

/**
 * The state after one more event. Events come from `decideLiveCommand` (or the stored log), so an
 * event that does not fit the state is a broken log and throws rather than guessing.
 */
export function applyLiveEvent(state: LiveSaleState, event: LiveEvent): LiveSaleState {
  if (event.seq <= state.lastSeq) {
    throw new Error(`Event ${event.seq} is not after ${state.lastSeq}`);
  }
  const next = applyBody(state, event);
  return { ...next, lastSeq: event.seq };
}

function applyBody(state: LiveSaleState, event: LiveEventBody & { seq: number; serverTimeMs: number }) {
  switch (event.type) {
    case 'sale_started':
      return { ...state, status: 'running' as const };
    case 'sale_paused':
      return { ...state, status: 'paused' as const };
    case 'sale_resumed':
      return { ...state, status: 'running' as const };
    case 'sale_ended': {
      const results = { ...state.results };
      for (const lotId of event.passedLotIds) {
        results[lotId] = { lotId, outcome: 'passed', amountCents: null, buyer: null, seq: event.seq };
      }
      return { ...state, status: 'ended' as const, results };
    }
    case 'lot_opened':
      return {
        ...state,
        currentLot: {
          lotId: event.lotId,
          startingBidCents: event.startingBidCents,
          askingCents: event.askingCents,
          status: 'open' as const,
          bids: [],
        },
      };
    case 'asking_price_set':
      return withLot(state, event.lotId, (lot) => ({ ...lot, askingCents: event.askingCents }));
    case 'bid_accepted':
      return withLot(state, event.lotId, (lot) => ({
        ...lot,
        status: 'open' as const,
        askingCents: event.askingCents,
        bids: [
          ...lot.bids,
          {
            seq: event.seq,
            source: event.source,
            bidderId: event.bidderId,
            paddle: event.paddle,
            amountCents: event.amountCents,
            askingBeforeCents: lot.askingCents,
            serverTimeMs: event.serverTimeMs,
          },
        ],
      }));
    case 'bids_undone':
      return withLot(state, event.lotId, (lot) => ({
        ...lot,
        status: 'open' as const,
        askingCents: event.askingCents,
        bids: lot.bids.filter((bid) => !event.seqs.includes(bid.seq)),
      }));
    case 'fair_warning':
      return withLot(state, event.lotId, (lot) => ({ ...lot, status: 'fair_warning' as const }));
    case 'choice_offered': {
      const buyer = { source: event.source, bidderId: event.bidderId, paddle: event.paddle };
      const choice = {
        amountCents: event.amountCents,
        buyer,
        remainingLotIds: [...event.lotIds],
        takenLotIds: [],
      };
      return withLot(state, event.lotId, (lot) => ({ ...lot, status: 'choosing' as const, choice }));
    }
    case 'lot_sold': {
      const buyer = { source: event.source, bidderId: event.bidderId, paddle: event.paddle };
      const result = {
        lotId: event.lotId,
        outcome: 'sold' as const,
        amountCents: event.amountCents,
        buyer,
        seq: event.seq,
      };
      const results = { ...state.results, [event.lotId]: result };
      if (state.currentLot?.status === 'choosing')
        return { ...withChoiceLot(state, event.lotId, true), results };
      if (wentTogether(state, event.lotId)) return { ...state, results };
      const sold = withLot(state, event.lotId, (lot) => ({
        ...lot,
        status: 'sold' as const,
        ...(event.group ? { together: event.group } : {}),
      }));
      return { ...sold, results };
    }
    case 'lot_passed': {
      const result = {
        lotId: event.lotId,
        outcome: 'passed' as const,
        amountCents: null,
        buyer: null,
        seq: event.seq,
      };
      const results = { ...state.results, [event.lotId]: result };
      if (state.currentLot?.status === 'choosing')
        return { ...withChoiceLot(state, event.lotId, false), results };
      if (wentTogether(state, event.lotId)) return { ...state, results };
      const passed = withLot(state, event.lotId, (lot) => ({
        ...lot,
        status: 'passed' as const,
        ...(event.group ? { together: event.group } : {}),
      }));
      return { ...passed, results };
    }
    case 'lot_reopened': {
      const reopened = withLot(state, event.lotId, ({ choice: _choice, together: _together, ...lot }) => ({
        ...lot,
        status: 'open' as const,
      }));
      const results = [event.lotId, ...(event.lotIds ?? [])].reduce(withoutResult, state.results);
      return { ...reopened, results };
    }
    case 'message_sent': {
      const message = { seq: event.seq, text: event.text, serverTimeMs: event.serverTimeMs };
      return { ...state, messages: [...state.messages, message].slice(-liveMessagesKept) };
    }
    case 'bid_refused_after_hammer':
      return state;
  }
}

/** The state rebuilt from the stored log, oldest event first. */
export function foldLiveEvents(events: readonly LiveEvent[], from: LiveSaleState = initialLiveSaleState) {
  return events.reduce(applyLiveEvent, from);
}

/** Numbers a decision's events from `firstSeq` and stamps the server time. */
export function stampLiveEvents(bodies: readonly LiveEventBody[], firstSeq: number, serverTimeMs: number) {
  return bodies.map((body, index): LiveEvent => ({ ...body, seq: firstSeq + index, serverTimeMs }));
}

/** The high bid on the block, if any. */
export const liveHighBid = (lot: LiveLotState | null) => lot?.bids.at(-1) ?? null;
