import {
  centsToDollars,
  type LiveBid as LiveBidJson,
  type LiveEventPayload,
  type LiveLotStanding,
  type LiveLotSummary,
} from '@auction/contracts';
import type { LiveBid, LiveEvent, LiveLotState } from '@auction/domain';
import type { MediaStore } from '../media/media-store';
import type { LiveLotRow } from './live-sale.repository';

const dollars = centsToDollars;

export function bidJson(bid: LiveBid): LiveBidJson {
  return {
    seq: bid.seq,
    amount: dollars(bid.amountCents),
    source: bid.source,
    paddle: bid.paddle,
    server_time: bid.serverTimeMs,
  };
}

export function standingJson(lot: LiveLotState | null): LiveLotStanding | null {
  if (!lot) return null;
  const high = lot.bids.at(-1);
  return {
    lot_id: lot.lotId,
    status: lot.status,
    starting_bid: dollars(lot.startingBidCents),
    asking_price: dollars(lot.askingCents),
    high_bid: high ? bidJson(high) : null,
    bid_count: lot.bids.length,
    choice: lot.choice
      ? {
          amount: dollars(lot.choice.amountCents),
          source: lot.choice.buyer.source,
          paddle: lot.choice.buyer.paddle,
          remaining_lot_ids: lot.choice.remainingLotIds,
          taken_lot_ids: lot.choice.takenLotIds,
        }
      : null,
    ...(lot.together
      ? {
          together: {
            lot_ids: lot.together.lotIds,
            hammer: lot.together.hammerCents === null ? null : dollars(lot.together.hammerCents),
          },
        }
      : {}),
  };
}

/** A lot's catalogue entry on the live screens; a choice's or grouped lot's lots are listed with it. */
export function lotSummaryJson(
  lot: LiveLotRow,
  media: MediaStore,
  groupLots?: LiveLotSummary['choice_lots'],
): LiveLotSummary {
  const listed = groupLots && groupLots.length > 1 ? groupLots : null;
  return {
    ...(listed && lot.choice_group_id ? { choice_lots: listed } : {}),
    ...(listed && lot.grouped_id ? { grouped_lots: listed } : {}),
    lot_id: lot.id,
    lot_number: lot.lot_number,
    title: lot.title,
    description: lot.description,
    image: lot.image_key ? media.url(lot.image_key) : null,
    starting_bid: dollars(lot.starting_bid_cents),
    ...(lot.per_unit ? { per_unit: true, quantity: lot.quantity } : {}),
  };
}

/** The public form of a stored event: dollars, paddles, never a bidder's id or an absentee maximum. */
export function liveEventJson(event: LiveEvent, lotSummary?: LiveLotSummary): LiveEventPayload {
  const base = { seq: event.seq, server_time: event.serverTimeMs };
  switch (event.type) {
    case 'sale_started':
    case 'sale_paused':
    case 'sale_resumed':
      return { type: event.type, ...base };
    case 'sale_ended':
      return { type: event.type, ...base, passed_lot_ids: event.passedLotIds };
    case 'message_sent':
      return { type: event.type, ...base, text: event.text };
    case 'lot_opened':
      return {
        type: event.type,
        ...base,
        lot_id: event.lotId,
        starting_bid: dollars(event.startingBidCents),
        asking_price: dollars(event.askingCents),
        ...(lotSummary ? { lot: lotSummary } : {}),
      };
    case 'asking_price_set':
      return { type: event.type, ...base, lot_id: event.lotId, asking_price: dollars(event.askingCents) };
    case 'bid_accepted':
      return {
        type: event.type,
        ...base,
        lot_id: event.lotId,
        amount: dollars(event.amountCents),
        source: event.source,
        paddle: event.paddle,
        asking_price: dollars(event.askingCents),
      };
    case 'bids_undone':
      return {
        type: event.type,
        ...base,
        lot_id: event.lotId,
        seqs: event.seqs,
        asking_price: dollars(event.askingCents),
      };
    case 'lot_sold':
      return {
        type: event.type,
        ...base,
        lot_id: event.lotId,
        amount: dollars(event.amountCents),
        source: event.source,
        paddle: event.paddle,
        ...(event.group?.hammerCents != null
          ? { group: { lot_ids: event.group.lotIds, hammer: dollars(event.group.hammerCents) } }
          : {}),
      };
    case 'choice_offered':
      return {
        type: event.type,
        ...base,
        lot_id: event.lotId,
        amount: dollars(event.amountCents),
        source: event.source,
        paddle: event.paddle,
        lot_ids: event.lotIds,
      };
    case 'fair_warning':
    case 'lot_passed':
      return { type: event.type, ...base, lot_id: event.lotId };
    case 'lot_reopened':
      return {
        type: event.type,
        ...base,
        lot_id: event.lotId,
        ...(event.lotIds ? { lot_ids: event.lotIds } : {}),
      };
    case 'bid_refused_after_hammer':
      return {
        type: event.type,
        ...base,
        lot_id: event.lotId,
        amount: dollars(event.amountCents),
        paddle: event.paddle,
      };
  }
}
