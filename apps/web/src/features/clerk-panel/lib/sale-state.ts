import type { LiveSnapshot } from '@auction/contracts';
import type { IncrementProfile, LiveLotTerms, LiveSaleContext, LiveSaleState } from '@auction/domain';
import { dollarsToCents } from '../../../lib/money';

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

/** The lots still in play (the one on the block, then those to come) as the decision reads them. */
export function saleContextOf(room: LiveSnapshot, increments: IncrementProfile): LiveSaleContext {
  const onBlock = room.current_lot ? [room.current_lot] : [];
  const lots: LiveLotTerms[] = [...onBlock, ...room.upcoming_lots].map((lot) => ({
    lotId: lot.lot_id,
    lotNumber: lot.lot_number,
    startingBidCents: dollarsToCents(lot.starting_bid),
    status: 'upcoming',
    absentees: [],
  }));
  return { nowMs: room.server_time, increments, lots };
}
