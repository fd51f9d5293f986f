import type { LiveBid, LiveChoice, LiveSnapshot } from '@auction/contracts';

export const auctionId = '7c1e2d3f-4a5b-4c6d-8e7f-1a2b3c4d5e6f';
export const lotId = '8d2f3e4a-5b6c-4d7e-8f9a-2b3c4d5e6f7a';
export const nextLotId = '9e3a4f5b-6c7d-4e8f-9a0b-3c4d5e6f7a8b';

/** A running sale with lot 12 on the block at $325, seen by approved bidder 7012. */
export function testRoom(overrides: Partial<LiveSnapshot> = {}): LiveSnapshot {
  return {
    auction_id: auctionId,
    title: 'Harbourside Estate Sale',
    auction_status: 'live',
    video_url: null,
    sale_status: 'running',
    last_seq: 5,
    server_time: 1_800_000_000_000,
    current_lot: {
      lot_id: lotId,
      lot_number: '12',
      title: 'Snap-on tool chest',
      description: 'Eleven drawers, keys included.',
      image: null,
      starting_bid: 250,
      status: 'open',
      asking_price: 325,
      high_bid: { seq: 5, amount: 300, source: 'floor', paddle: null, server_time: 1_800_000_000_000 },
      bid_count: 2,
      bids: [],
    },
    upcoming_lots: [
      {
        lot_id: nextLotId,
        lot_number: '13',
        title: 'Oak roll-top desk',
        description: 'Circa 1920.',
        image: null,
        starting_bid: 200,
      },
    ],
    results: [],
    messages: [],
    presence: { online_bidders: 3, paddles: [7012] },
    viewer: {
      signed_in: true,
      is_clerk: false,
      registration_status: 'approved',
      email_verified: true,
      paddle: 7012,
      can_bid: true,
      is_high_bidder: false,
    },
    clerk: null,
    ...overrides,
  };
}

export const thirdLotId = 'af4b5a6c-7d8e-4f9a-8b1c-4d5e6f7a8b9c';

/** Lots 12, 13 and 14 offered as one choice, in sale order. */
export const choiceLots = [
  { lot_id: lotId, lot_number: '12', title: 'Snap-on tool chest' },
  { lot_id: nextLotId, lot_number: '13', title: 'Oak roll-top desk' },
  { lot_id: thirdLotId, lot_number: '14', title: 'Brass ship’s lamp' },
];

/**
 * Lot 12 on the block as the choice of lots 12 to 14. With `choice`, the hammer has fallen at
 * $200 per lot to paddle 7005 (not the viewer) and the buyer is choosing.
 */
export function choiceRoom(
  choice?: Partial<LiveChoice>,
  overrides: Partial<LiveSnapshot> = {},
): LiveSnapshot {
  const room = testRoom();
  const lot = room.current_lot as NonNullable<LiveSnapshot['current_lot']>;
  const offered: LiveChoice = {
    amount: 200,
    source: 'internet',
    paddle: 7005,
    remaining_lot_ids: choiceLots.map((entry) => entry.lot_id),
    taken_lot_ids: [],
    ...choice,
  };
  return testRoom({
    current_lot: {
      ...lot,
      choice_lots: choiceLots,
      ...(choice
        ? {
            status: 'choosing' as const,
            choice: offered,
            high_bid: {
              seq: 6,
              amount: 200,
              source: 'internet',
              paddle: 7005,
              server_time: 1_800_000_000_000,
            },
          }
        : {}),
    },
    ...overrides,
  });
}

/** A `live_event` envelope as the server sends it. */
export function liveEvent(
  seq: number,
  event: Record<string, unknown>,
  lot: Record<string, unknown> | null = null,
  saleStatus: LiveSnapshot['sale_status'] = 'running',
) {
  return {
    type: 'live_event',
    auction_id: auctionId,
    lot_id: (event.lot_id as string | undefined) ?? null,
    timestamp: 1_800_000_000_000 + seq,
    seq,
    payload: {
      event: { seq, server_time: Date.now() - 40, ...event },
      sale_status: saleStatus,
      lot,
    },
  };
}

/** The standing of lot 12 after a bid. */
export function standing(
  status: string,
  askingPrice: number,
  high: Omit<LiveBid, 'server_time'> | null,
  count: number,
) {
  return {
    lot_id: lotId,
    status,
    starting_bid: 250,
    asking_price: askingPrice,
    high_bid: high ? { ...high, server_time: 1_800_000_000_000 } : null,
    bid_count: count,
  };
}
