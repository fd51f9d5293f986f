import type { LiveBid, LiveChoice, LiveSnapshot } from '@auction/contracts';

/** Test data: a live sale with lot 12 on the block and the next lots waiting. */
export const auctionId = '3f2b8c1e-9a4d-4e7b-8c21-5d6f7a8b9c0d';
export const lotId = '9a8b7c6d-1e2f-4a3b-8c4d-5e6f7a8b9c0d';
const upcomingIds = [
  'a1b2c3d4-1111-4a3b-8c4d-5e6f7a8b9c01',
  'a1b2c3d4-2222-4a3b-8c4d-5e6f7a8b9c02',
  'a1b2c3d4-3333-4a3b-8c4d-5e6f7a8b9c03',
  'a1b2c3d4-4444-4a3b-8c4d-5e6f7a8b9c04',
  'a1b2c3d4-5555-4a3b-8c4d-5e6f7a8b9c05',
];

export function bid(seq: number, amount: number, source: LiveBid['source'], paddle: number | null): LiveBid {
  return { seq, amount, source, paddle, server_time: 1_700_000_000_000 + seq };
}

export function testRoom(overrides: Partial<LiveSnapshot> = {}): LiveSnapshot {
  return {
    auction_id: auctionId,
    title: 'Harbourside Estate Sale',
    auction_status: 'live',
    video_url: null,
    sale_status: 'running',
    last_seq: 3,
    server_time: 1_700_000_000_000,
    current_lot: {
      lot_id: lotId,
      lot_number: '12',
      title: 'Snap-on tool chest',
      description: 'Red, twelve drawers.',
      image: null,
      starting_bid: 100,
      status: 'open',
      asking_price: 100,
      high_bid: null,
      bid_count: 0,
      bids: [],
    },
    upcoming_lots: upcomingIds.map((id, index) => ({
      lot_id: id,
      lot_number: String(13 + index),
      title: `Upcoming lot ${13 + index}`,
      description: '',
      image: null,
      starting_bid: 50 * (index + 1),
    })),
    results: [],
    messages: [],
    presence: { online_bidders: 2, paddles: [7001, 7002] },
    viewer: {
      signed_in: true,
      is_clerk: true,
      registration_status: null,
      email_verified: true,
      paddle: null,
      can_bid: false,
      is_high_bidder: false,
    },
    clerk: null,
    ...overrides,
  };
}

/** Lots 12, 13 and 14 (the first two lots to come) offered as one choice, in sale order. */
export const choiceLots = [
  { lot_id: lotId, lot_number: '12', title: 'Snap-on tool chest' },
  { lot_id: upcomingIds[0] as string, lot_number: '13', title: 'Upcoming lot 13' },
  { lot_id: upcomingIds[1] as string, lot_number: '14', title: 'Upcoming lot 14' },
];

/**
 * Lot 12 on the block as the choice of lots 12 to 14. With `choice`, the hammer has fallen at
 * $200 per lot to floor paddle 42 and the buyer is choosing.
 */
export function choiceRoom(choice?: Partial<LiveChoice>): LiveSnapshot {
  const room = testRoom();
  const lot = room.current_lot as NonNullable<LiveSnapshot['current_lot']>;
  const offered: LiveChoice = {
    amount: 200,
    source: 'floor',
    paddle: 42,
    remaining_lot_ids: choiceLots.map((entry) => entry.lot_id),
    taken_lot_ids: [],
    ...choice,
  };
  return testRoom({
    current_lot: {
      ...lot,
      choice_lots: choiceLots,
      ...(choice
        ? { status: 'choosing' as const, choice: offered, high_bid: bid(4, 200, 'floor', 42), bid_count: 1 }
        : {}),
    },
  });
}

/** The `live_event` envelope the server sends after an event with sequence `seq`. */
export function liveEvent(seq: number, payload: Record<string, unknown>) {
  return { type: 'live_event', auction_id: auctionId, lot_id: lotId, payload, timestamp: seq, seq };
}

/** `bid_accepted` for lot 12 with the standing it leaves. */
export function bidAccepted(
  seq: number,
  amount: number,
  source: LiveBid['source'],
  paddle: number | null,
  count: number,
) {
  const event = {
    type: 'bid_accepted',
    seq,
    server_time: 1_700_000_000_000 + seq,
    lot_id: lotId,
    amount,
    source,
    paddle,
    asking_price: amount + 25,
  };
  return liveEvent(seq, {
    event,
    sale_status: 'running',
    lot: {
      lot_id: lotId,
      status: 'open',
      starting_bid: 100,
      asking_price: amount + 25,
      high_bid: bid(seq, amount, source, paddle),
      bid_count: count,
    },
  });
}
