import type { LiveSnapshot } from '@auction/contracts';
import type {
  IncrementProfile,
  LiveChoice,
  LiveLotTerms,
  LiveSaleContext,
  LiveSaleState,
} from '@auction/domain';
import { dollarsToCents } from '../../../lib/money';

type LotOnBlock = NonNullable<LiveSnapshot['current_lot']>;

/** A choice lot after its hammer, in cents: what the buyer and the next bidders take from. */
function choiceOf(choice: LotOnBlock['choice']): { choice: LiveChoice } | Record<string, never> {
  if (!choice) return {};
  return {
    choice: {
      amountCents: dollarsToCents(choice.amount),
      buyer: { source: choice.source, bidderId: null, paddle: choice.paddle },
      remainingLotIds: choice.remaining_lot_ids,
      takenLotIds: choice.taken_lot_ids,
    },
  };
}

/**
 * A lot of a choice or grouped lot as the decision reads it: the group goes on the block as its
 * first lot. The panel never splits a hammer (the server does), so a grouped lot's split is a stand-in.
 */
function choiceTermsOf(
  lot: LiveSnapshot['upcoming_lots'][number],
): { group: NonNullable<LiveLotTerms['group']> } | Record<string, never> {
  const lots = lot.choice_lots ?? lot.grouped_lots ?? [];
  const lead = lots[0];
  if (!lead || lots.length < 2) return {};
  const lotIds = lots.map((entry) => entry.lot_id);
  if (lot.choice_lots) return { group: { kind: 'choice', leadId: lead.lot_id, lotIds } };
  const parts = lots.map((entry) => ({ lotNumber: entry.lot_number, estimateCents: null }));
  return { group: { kind: 'grouped', leadId: lead.lot_id, lotIds, split: { rule: 'equal', parts } } };
}

/**
 * The sale as the domain decides on it, rebuilt from the room the server last confirmed, so the
 * panel asks `liveCommandRefusal` the same question the server will. The room has no bidder ids
 * or absentee maxima (no clerk button needs them); amounts become cents.
 */
export function saleStateOf(room: LiveSnapshot): LiveSaleState {
  const lot = room.current_lot;
  return {
    status: room.sale_status,
    lastSeq: room.last_seq,
    currentLot: lot && {
      lotId: lot.lot_id,
      startingBidCents: dollarsToCents(lot.starting_bid),
      askingCents: dollarsToCents(lot.asking_price),
      status: lot.status,
      bids: lot.bids.map((bid) => ({
        seq: bid.seq,
        source: bid.source,
        bidderId: null,
        paddle: bid.paddle,
        amountCents: dollarsToCents(bid.amount),
        askingBeforeCents: 0,
        serverTimeMs: bid.server_time,
      })),
      ...choiceOf(lot.choice),
    },
    results: Object.fromEntries(
      room.results.map((result) => [
        result.lot_id,
        {
          lotId: result.lot_id,
          outcome: result.outcome,
          amountCents: result.hammer_price === null ? null : dollarsToCents(result.hammer_price),
          buyer: result.source && { source: result.source, bidderId: null, paddle: result.paddle },
          seq: 0,
        },
      ]),
    ),
    messages: [],
  };
}

/**
 * The lots still in play (the one on the block, then those to come) as the decision reads them;
 * a lot of a choice group knows its group, so only the group's first lot can be opened.
 */
export function saleContextOf(room: LiveSnapshot, increments: IncrementProfile): LiveSaleContext {
  const onBlock = room.current_lot ? [room.current_lot] : [];
  const lots: LiveLotTerms[] = [...onBlock, ...room.upcoming_lots].map((lot) => ({
    lotId: lot.lot_id,
    lotNumber: lot.lot_number,
    startingBidCents: dollarsToCents(lot.starting_bid),
    status: 'upcoming',
    absentees: [],
    ...choiceTermsOf(lot),
  }));
  return { nowMs: room.server_time, increments, lots };
}
