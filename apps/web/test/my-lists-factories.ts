import type { EventEnvelope, MyBid, WatchedLot, WonLot } from '@auction/contracts';
import { buildLot } from './catalogue-factories';

const auction = {
  id: '20000000-0000-4000-8000-000000000001',
  slug: 'bedford-estate-sale',
  title: 'Bedford Estate Sale',
  status: 'open' as const,
};

export function buildWatchedLot(overrides: Partial<WatchedLot> = {}): WatchedLot {
  return { ...buildLot({ auction_id: auction.id }), auction, ...overrides };
}

export function buildMyBid(overrides: Partial<MyBid> = {}): MyBid {
  return {
    lot: buildLot({ auction_id: auction.id, currentBid: 60, bidCount: 2 }),
    auction,
    your_max: 80,
    bid_kind: 'max_bid',
    standing: 'winning',
    paddle: 7001,
    ...overrides,
  };
}

export function buildWonLot(overrides: Partial<WonLot> = {}): WonLot {
  return {
    lot: buildLot({ auction_id: auction.id, status: 'sold', currentBid: 81, bidCount: 3 }),
    auction: {
      ...auction,
      status: 'closed',
      pickup_info: 'Pickup Saturday 9 to 12.',
      location: 'Bedford, NS',
    },
    hammer_price: 81,
    buyers_premium: 8.1,
    hst: 12.47,
    hst_rate_bp: 1400,
    total: 101.57,
    closed_at: '2026-11-21T22:00:00.000Z',
    paddle: 7001,
    ...overrides,
  };
}

/** A real-time event on a lot, as the server sends it. */
export function lotEvent(
  type: string,
  lotId: string,
  payload: Record<string, unknown>,
  seq = 10,
): EventEnvelope {
  return {
    type,
    auction_id: auction.id,
    lot_id: lotId,
    payload: { lot_id: lotId, ...payload },
    timestamp: 0,
    seq,
  };
}

export function bidPlaced(
  lotId: string,
  fields: { current_bid: number; bid_count: number; paddle: number | null },
) {
  return lotEvent('bid_placed', lotId, {
    first_seq: 10,
    current_bid: fields.current_bid,
    bid_count: fields.bid_count,
    minimum_next_bid: fields.current_bid + 1,
    high_bidder_paddle: fields.paddle,
    end_date: null,
    reserve_met: true,
  });
}
