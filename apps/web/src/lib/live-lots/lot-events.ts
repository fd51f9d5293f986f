import {
  type BidPlacedPayload,
  bidEventTypes,
  bidPlacedPayloadSchema,
  closingEventTypes,
  type EventEnvelope,
  type Lot,
  type LotClosedPayload,
  type LotExtendedPayload,
  lotClosedPayloadSchema,
  lotExtendedPayloadSchema,
  type OutbidPayload,
  outbidPayloadSchema,
  type PlaceBidResult,
} from '@auction/contracts';

/**
 * How a lot's public figures move with the real-time events. Each function is pure: it takes the
 * lot as the cache holds it and gives the lot to store, never an older state than it was given.
 */

/** The new standing after a bid, or `missed` when bids came in that this page never heard of. */
export function applyBidPlaced<T extends Lot>(
  lot: T,
  payload: BidPlacedPayload,
  seq: number,
): { lot: T; missed: boolean } {
  if (lot.id !== payload.lot_id || lot.status !== 'open') return { lot, missed: false };
  // An event this page has already applied (its own bid's answer came first) or an older one.
  if (payload.bid_count <= lot.bidCount) return { lot, missed: false };
  const rows = Math.max(1, seq - payload.first_seq + 1);
  return {
    lot: {
      ...lot,
      currentBid: payload.current_bid,
      bidCount: payload.bid_count,
      minimum_next_bid: payload.minimum_next_bid,
      endDate: payload.end_date ?? lot.endDate,
      reserve_met: payload.reserve_met,
    },
    missed: payload.bid_count !== lot.bidCount + rows,
  };
}

/** The bidder's own answer to a bid, applied the same way (it may arrive before or after the event). */
export function applyBidResult<T extends Lot>(lot: T, result: PlaceBidResult): T {
  if (lot.id !== result.lot_id || result.bid_count < lot.bidCount) return lot;
  return {
    ...lot,
    currentBid: result.current_bid,
    bidCount: result.bid_count,
    minimum_next_bid: result.minimum_next_bid,
    endDate: result.end_date ?? lot.endDate,
    reserve_met: result.reserve_met,
  };
}

/** A bid in the soft-close window moved the end; an end is never moved back. */
export function applyLotExtended<T extends Lot>(lot: T, payload: LotExtendedPayload): T {
  if (lot.id !== payload.lot_id || lot.status !== 'open') return lot;
  if (lot.endDate && Date.parse(lot.endDate) >= Date.parse(payload.end_date)) return lot;
  return { ...lot, endDate: payload.end_date };
}

/** The lot closed, once and for good: sold at the hammer price, or passed. */
export function applyLotClosed<T extends Lot>(lot: T, payload: LotClosedPayload): T {
  if (lot.id !== payload.lot_id) return lot;
  return {
    ...lot,
    status: payload.status,
    currentBid: payload.hammer_price ?? lot.currentBid,
  };
}

export type LotEvent =
  | { type: 'bid_placed'; payload: BidPlacedPayload; seq: number }
  | { type: 'lot_extended'; payload: LotExtendedPayload; seq: number }
  | { type: 'lot_closed'; payload: LotClosedPayload; seq: number }
  | { type: 'outbid'; payload: OutbidPayload; seq: number };

/** Reads the lot events among the envelopes; anything else (or malformed) is null. */
export function readLotEvent(event: EventEnvelope): LotEvent | null {
  const { seq } = event;
  switch (event.type) {
    case bidEventTypes.placed: {
      const parsed = bidPlacedPayloadSchema.safeParse(event.payload);
      return parsed.success ? { type: 'bid_placed', payload: parsed.data, seq } : null;
    }
    case bidEventTypes.extended: {
      const parsed = lotExtendedPayloadSchema.safeParse(event.payload);
      return parsed.success ? { type: 'lot_extended', payload: parsed.data, seq } : null;
    }
    case bidEventTypes.outbid: {
      const parsed = outbidPayloadSchema.safeParse(event.payload);
      return parsed.success ? { type: 'outbid', payload: parsed.data, seq } : null;
    }
    case closingEventTypes.lotClosed: {
      const parsed = lotClosedPayloadSchema.safeParse(event.payload);
      return parsed.success ? { type: 'lot_closed', payload: parsed.data, seq } : null;
    }
    default:
      return null;
  }
}

/** Applies one lot event to one lot: the lot to store and whether the page must refetch. */
export function applyLotEvent<T extends Lot>(lot: T, event: LotEvent): { lot: T; missed: boolean } {
  switch (event.type) {
    case 'bid_placed':
      return applyBidPlaced(lot, event.payload, event.seq);
    case 'lot_extended':
      return { lot: applyLotExtended(lot, event.payload), missed: false };
    case 'lot_closed':
      return { lot: applyLotClosed(lot, event.payload), missed: false };
    case 'outbid':
      // The personal notice changes nothing public: its bid_placed carries the new price.
      return { lot, missed: false };
  }
}

/**
 * The sequence numbers of one auction's events, for a page subscribed to the whole auction.
 * A gap (the event's first number is beyond the last seen + 1) means an event was lost;
 * a repeated number is normal (an extension and an outbid notice share their bid's number).
 */
export function followSeq(
  lastSeen: number | null,
  event: EventEnvelope,
): { lastSeen: number; missed: boolean } {
  const payload = event.payload as { first_seq?: unknown } | null;
  const first =
    event.type === bidEventTypes.placed && typeof payload?.first_seq === 'number'
      ? payload.first_seq
      : event.seq;
  if (lastSeen === null) return { lastSeen: event.seq, missed: false };
  return { lastSeen: Math.max(lastSeen, event.seq), missed: first > lastSeen + 1 };
}
