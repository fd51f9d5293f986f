import type { EventEnvelope, Lot } from '@auction/contracts';
import { describe, expect, it } from 'vitest';
import { buildLot } from '../../../test/catalogue-factories';
import {
  applyBidPlaced,
  applyBidResult,
  applyLotClosed,
  applyLotEvent,
  applyLotExtended,
  followSeq,
  readLotEvent,
} from './lot-events';

const lotId = '3f2b8c1e-9a4d-4e7b-8c21-5d6f7a8b9c0d';
const auctionId = '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const openLot = (overrides: Partial<Lot> = {}) =>
  buildLot({
    id: lotId,
    auction_id: auctionId,
    currentBid: 100,
    bidCount: 4,
    minimum_next_bid: 105,
    endDate: '2026-11-22T18:00:00.000Z',
    has_reserve: true,
    reserve_met: false,
    ...overrides,
  });

const placed = (overrides: Record<string, unknown> = {}) => ({
  lot_id: lotId,
  first_seq: 11,
  current_bid: 110,
  bid_count: 6,
  minimum_next_bid: 115,
  high_bidder_paddle: 7003,
  end_date: '2026-11-22T18:02:00.000Z',
  reserve_met: true,
  ...overrides,
});

const envelope = (type: string, payload: unknown, seq: number): EventEnvelope => ({
  type,
  auction_id: auctionId,
  lot_id: lotId,
  payload,
  timestamp: 0,
  seq,
});

describe('applyBidPlaced', () => {
  it('moves the price, bid count, minimum, end and reserve; nothing missed when the counts add up', () => {
    // Two history rows (the bid and the automatic answer) under seq 11 and 12: 4 + 2 = 6 bids.
    const { lot, missed } = applyBidPlaced(openLot(), placed(), 12);
    expect(lot).toMatchObject({
      currentBid: 110,
      bidCount: 6,
      minimum_next_bid: 115,
      endDate: '2026-11-22T18:02:00.000Z',
      reserve_met: true,
    });
    expect(missed).toBe(false);
  });

  it('says a bid was missed when the count jumps further than this bid wrote', () => {
    const { lot, missed } = applyBidPlaced(openLot(), placed({ bid_count: 9, first_seq: 20 }), 20);
    expect(lot.bidCount).toBe(9);
    expect(missed).toBe(true);
  });

  it('ignores an event already applied (the bidder’s own answer came first) or older than the cache', () => {
    const current = openLot({ bidCount: 6, currentBid: 110 });
    expect(applyBidPlaced(current, placed(), 12)).toEqual({ lot: current, missed: false });
    expect(applyBidPlaced(current, placed({ bid_count: 5, current_bid: 105 }), 11).lot).toBe(current);
  });

  it('leaves other lots and closed lots alone', () => {
    const other = openLot({ id: '00000000-0000-4000-8000-000000000001' });
    expect(applyBidPlaced(other, placed(), 12).lot).toBe(other);
    const sold = openLot({ status: 'sold' });
    expect(applyBidPlaced(sold, placed(), 12).lot).toBe(sold);
  });
});

describe('applyBidResult', () => {
  const result = {
    lot_id: lotId,
    is_high_bidder: true,
    your_max: 200,
    current_bid: 105,
    bid_count: 5,
    minimum_next_bid: 110,
    end_date: '2026-11-22T18:00:00.000Z',
    reserve_met: false,
    is_extended: false,
    outbid_reason: null,
  };
  it('applies the bidder’s own answer', () => {
    expect(applyBidResult(openLot(), result)).toMatchObject({
      currentBid: 105,
      bidCount: 5,
      minimum_next_bid: 110,
    });
  });
  it('never takes the lot back to an older standing an event already gave', () => {
    const newer = openLot({ bidCount: 7, currentBid: 120 });
    expect(applyBidResult(newer, result)).toBe(newer);
  });
});

describe('applyLotExtended and applyLotClosed', () => {
  it('moves the end later, never earlier', () => {
    const extended = {
      lot_id: lotId,
      end_date: '2026-11-22T18:02:00.000Z',
      previous_end_date: '2026-11-22T18:00:00.000Z',
    };
    expect(applyLotExtended(openLot(), extended).endDate).toBe('2026-11-22T18:02:00.000Z');
    const later = openLot({ endDate: '2026-11-22T18:05:00.000Z' });
    expect(applyLotExtended(later, extended)).toBe(later);
  });

  it('closes the lot as sold at the hammer price, or passed keeping the highest bid', () => {
    const closed = {
      lot_id: lotId,
      lot_number: '12',
      status: 'sold' as const,
      hammer_price: 150,
      winner_paddle: 7003,
      closed_at: '2026-11-22T18:00:01.000Z',
    };
    expect(applyLotClosed(openLot(), closed)).toMatchObject({ status: 'sold', currentBid: 150 });
    expect(applyLotClosed(openLot(), { ...closed, status: 'passed', hammer_price: null })).toMatchObject({
      status: 'passed',
      currentBid: 100,
    });
  });
});

describe('readLotEvent and applyLotEvent', () => {
  it('reads the lot events and refuses malformed payloads', () => {
    expect(readLotEvent(envelope('bid_placed', placed(), 12))).toMatchObject({ type: 'bid_placed', seq: 12 });
    expect(readLotEvent(envelope('bid_placed', { lot_id: lotId }, 12))).toBeNull();
    expect(
      readLotEvent(envelope('outbid', { lot_id: lotId, current_bid: 110, minimum_next_bid: 115 }, 12)),
    ).toMatchObject({
      type: 'outbid',
    });
    expect(
      readLotEvent(envelope('auction_status', { auction_id: auctionId, status: 'closing' }, 13)),
    ).toBeNull();
  });

  it('changes nothing public on an outbid notice', () => {
    const lot = openLot();
    const event = readLotEvent(
      envelope('outbid', { lot_id: lotId, current_bid: 110, minimum_next_bid: 115 }, 12),
    );
    if (!event) throw new Error('not read');
    expect(applyLotEvent(lot, event)).toEqual({ lot, missed: false });
  });
});

describe('followSeq', () => {
  it('starts from the first event seen and follows without gaps', () => {
    let state = followSeq(null, envelope('bid_placed', placed({ first_seq: 11 }), 12));
    expect(state).toEqual({ lastSeen: 12, missed: false });
    state = followSeq(state.lastSeen, envelope('bid_placed', placed({ first_seq: 13 }), 13));
    expect(state).toEqual({ lastSeen: 13, missed: false });
  });

  it('does not count a repeated number (extension, outbid) as a gap', () => {
    expect(followSeq(13, envelope('lot_extended', {}, 13))).toEqual({ lastSeen: 13, missed: false });
  });

  it('sees a gap when the first number of a bid is beyond the last seen + 1', () => {
    expect(followSeq(13, envelope('bid_placed', placed({ first_seq: 15 }), 16))).toEqual({
      lastSeen: 16,
      missed: true,
    });
    expect(followSeq(13, envelope('lot_closed', {}, 15))).toEqual({ lastSeen: 15, missed: true });
  });
});
