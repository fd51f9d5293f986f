import {
  type LiveEventMessagePayload,
  type LivePresence,
  type LiveSnapshot,
  liveEnvelopeTypes,
  liveEventPayloadSchema,
  livePresenceSchema,
} from './live-sale';

/** How many clerk messages a room keeps, as the server's snapshot does. */
const messagesKept = 20;

/** What a screen does with one message of the room: keep the new state, or fetch the snapshot again. */
export type LiveRoomUpdate = { kind: 'state'; room: LiveSnapshot } | { kind: 'resync' };

type Envelope = { type: string; seq: number; payload: unknown };

function withResult(room: LiveSnapshot, result: LiveSnapshot['results'][number]): LiveSnapshot['results'] {
  return [...room.results.filter((r) => r.lot_id !== result.lot_id), result];
}

/**
 * The clerk's absentee maxima still waiting, without those of lots that went on the block (where
 * they now bid) or closed: "Absentee bids waiting" lists only lots to come.
 */
function withoutAbsentees(clerk: LiveSnapshot['clerk'], lotIds: readonly string[]): LiveSnapshot['clerk'] {
  if (!clerk) return clerk;
  const absentee_bids = clerk.absentee_bids.filter((bid) => !lotIds.includes(bid.lot_id));
  return absentee_bids.length === clerk.absentee_bids.length ? clerk : { ...clerk, absentee_bids };
}

/** A closed lot's number and title: the lot on the block, a lot of its choice, or one to come. */
function catalogueEntry(room: LiveSnapshot, lotId: string) {
  const current = room.current_lot;
  const entry =
    (current?.lot_id === lotId ? current : undefined) ??
    current?.choice_lots?.find((lot) => lot.lot_id === lotId) ??
    room.upcoming_lots.find((lot) => lot.lot_id === lotId);
  return { lot_id: lotId, lot_number: entry?.lot_number ?? '', title: entry?.title ?? '' };
}

function applyEvent(room: LiveSnapshot, message: LiveEventMessagePayload, seq: number): LiveRoomUpdate {
  const { event, lot } = message;
  let next: LiveSnapshot = { ...room, last_seq: seq, sale_status: message.sale_status };
  const current = next.current_lot;
  switch (event.type) {
    case 'sale_started':
      next.auction_status = 'live';
      break;
    case 'sale_ended':
      next.auction_status = 'closed';
      for (const lotId of event.passed_lot_ids) {
        const upcoming = next.upcoming_lots.find((entry) => entry.lot_id === lotId);
        next.results = withResult(next, {
          lot_id: lotId,
          lot_number: upcoming?.lot_number ?? '',
          title: upcoming?.title ?? '',
          outcome: 'passed',
          hammer_price: null,
          source: null,
          paddle: null,
        });
      }
      next.upcoming_lots = next.upcoming_lots.filter((entry) => !event.passed_lot_ids.includes(entry.lot_id));
      next.clerk = withoutAbsentees(next.clerk, event.passed_lot_ids);
      break;
    case 'message_sent':
      next.messages = [...next.messages, { seq, text: event.text, server_time: event.server_time }].slice(
        -messagesKept,
      );
      break;
    case 'lot_opened':
      // An event without the catalogue entry cannot draw the lot: start again from the snapshot.
      if (!event.lot) return { kind: 'resync' };
      next.current_lot = {
        ...event.lot,
        status: 'open',
        asking_price: event.asking_price,
        high_bid: null,
        bid_count: 0,
        bids: [],
      };
      next.upcoming_lots = next.upcoming_lots.filter((entry) => entry.lot_id !== event.lot_id);
      next.clerk = withoutAbsentees(next.clerk, [event.lot_id]);
      break;
    case 'bid_accepted':
      if (current?.lot_id !== event.lot_id) return { kind: 'resync' };
      next.current_lot = {
        ...current,
        bids: [
          ...current.bids,
          {
            seq,
            amount: event.amount,
            source: event.source,
            paddle: event.paddle,
            server_time: event.server_time,
          },
        ],
      };
      break;
    case 'bids_undone':
      if (current?.lot_id !== event.lot_id) return { kind: 'resync' };
      next.current_lot = { ...current, bids: current.bids.filter((bid) => !event.seqs.includes(bid.seq)) };
      break;
    case 'lot_sold':
      next.results = withResult(next, {
        ...catalogueEntry(next, event.lot_id),
        outcome: 'sold',
        hammer_price: event.amount,
        source: event.source,
        paddle: event.paddle,
      });
      next.upcoming_lots = next.upcoming_lots.filter((entry) => entry.lot_id !== event.lot_id);
      break;
    case 'lot_passed':
      next.results = withResult(next, {
        ...catalogueEntry(next, event.lot_id),
        outcome: 'passed',
        hammer_price: null,
        source: null,
        paddle: null,
      });
      next.upcoming_lots = next.upcoming_lots.filter((entry) => entry.lot_id !== event.lot_id);
      break;
    case 'lot_reopened': {
      const reopened = new Set([event.lot_id, ...(event.lot_ids ?? [])]);
      next.results = next.results.filter((result) => !reopened.has(result.lot_id));
      break;
    }
    case 'bid_refused_after_hammer':
      if (next.clerk) {
        const note = {
          seq,
          lot_id: event.lot_id,
          paddle: event.paddle,
          amount: event.amount,
          server_time: event.server_time,
        };
        next.clerk = { ...next.clerk, refused_after_hammer: [...next.clerk.refused_after_hammer, note] };
      }
      break;
    default:
      break;
  }
  // The standing the event left is the server's word for the lot on the block.
  if (lot && next.current_lot?.lot_id === lot.lot_id) {
    const { lot_id: _id, starting_bid: _starting, ...standing } = lot;
    next.current_lot = { ...next.current_lot, ...standing };
  }
  const high = next.current_lot?.high_bid;
  next = {
    ...next,
    viewer: {
      ...next.viewer,
      is_high_bidder: !!high && high.paddle !== null && high.paddle === next.viewer.paddle,
    },
  };
  return { kind: 'state', room: next };
}

/**
 * Applies one server message of the auction room to the room a screen shows (pure, for the live
 * room, the clerk panel and the auctioneer display). An event already in the room is ignored; a
 * gap in `seq`, or an event that does not fit, asks for a fresh snapshot
 * (`GET /api/auctions/:id/live`).
 */
export function applyLiveRoomMessage(room: LiveSnapshot, envelope: Envelope): LiveRoomUpdate {
  if (envelope.type === liveEnvelopeTypes.presence) {
    const presence = livePresenceSchema.safeParse(envelope.payload);
    return presence.success
      ? { kind: 'state', room: { ...room, presence: presence.data as LivePresence } }
      : { kind: 'state', room };
  }
  if (envelope.type !== liveEnvelopeTypes.event) return { kind: 'state', room };
  if (envelope.seq <= room.last_seq) return { kind: 'state', room };
  if (envelope.seq > room.last_seq + 1) return { kind: 'resync' };
  const message = liveEventPayloadSchema.safeParse(envelope.payload);
  if (!message.success) return { kind: 'resync' };
  return applyEvent(room, message.data, envelope.seq);
}
