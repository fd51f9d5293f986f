import { describe, expect, it } from 'vitest';
import {
  bidWhere,
  displayFeedReducer,
  displayState,
  emptyFeed,
  formatPrice,
  newInternetBid,
} from './display-state';
import { bid, bidAccepted, lotId, testRoom } from './display-test-room';

const lot = testRoom().current_lot!;

describe('displayState', () => {
  it.each([
    [{ status: 'open' as const }, 'OPEN', 'open'],
    [{ status: 'fair_warning' as const }, 'FAIR WARNING', 'warning'],
    [{ status: 'passed' as const }, 'PASSED', 'passed'],
  ])('names the lot %o %s', (change, label, tone) => {
    expect(displayState(testRoom({ current_lot: { ...lot, ...change } }))).toEqual({ label, tone });
  });

  it('shows the hammer price of a sold lot', () => {
    const room = testRoom({
      current_lot: { ...lot, status: 'sold', high_bid: bid(9, 1250, 'floor', 42) },
      results: [
        {
          lot_id: lotId,
          lot_number: '12',
          title: 'x',
          outcome: 'sold',
          hammer_price: 1250,
          source: 'floor',
          paddle: 42,
        },
      ],
    });
    expect(displayState(room)).toEqual({ label: 'SOLD $1,250', tone: 'sold' });
  });

  it('puts the sale before the lot: paused, ended, not started, between lots', () => {
    expect(displayState(testRoom({ sale_status: 'paused' })).label).toBe('PAUSED');
    expect(displayState(testRoom({ sale_status: 'ended' })).label).toBe('SALE ENDED');
    expect(displayState(testRoom({ sale_status: 'not_started', current_lot: null })).label).toBe(
      'NOT STARTED',
    );
    expect(displayState(testRoom({ current_lot: null })).label).toBe('NEXT LOT COMING UP');
  });
});

describe('formatting', () => {
  it('drops cents only when there are none', () => {
    expect(formatPrice(1250)).toBe('$1,250');
    expect(formatPrice(12.5)).toBe('$12.50');
  });
  it('says where the bid is, with the paddle when known', () => {
    expect(bidWhere({ source: 'internet', paddle: 7012 })).toBe('INTERNET 7012');
    expect(bidWhere({ source: 'floor', paddle: 42 })).toBe('FLOOR 42');
    expect(bidWhere({ source: 'floor', paddle: null })).toBe('FLOOR');
  });
});

describe('newInternetBid', () => {
  const withHigh = (high: ReturnType<typeof bid> | null) =>
    testRoom({ current_lot: { ...lot, high_bid: high } });

  it('finds a new internet high bid on the same lot', () => {
    expect(newInternetBid(withHigh(null), withHigh(bid(4, 100, 'internet', 7001)))).toEqual(
      bid(4, 100, 'internet', 7001),
    );
    expect(
      newInternetBid(withHigh(bid(4, 100, 'floor', 3)), withHigh(bid(5, 125, 'internet', 7001)))?.seq,
    ).toBe(5);
  });

  it('finds none for floor bids, the first picture, an unchanged or undone bid, or a new lot', () => {
    expect(newInternetBid(withHigh(null), withHigh(bid(4, 100, 'floor', 3)))).toBeNull();
    expect(newInternetBid(null, withHigh(bid(4, 100, 'internet', 7001)))).toBeNull();
    expect(
      newInternetBid(withHigh(bid(4, 100, 'internet', 7001)), withHigh(bid(4, 100, 'internet', 7001))),
    ).toBeNull();
    expect(
      newInternetBid(withHigh(bid(5, 125, 'floor', 3)), withHigh(bid(4, 100, 'internet', 7001))),
    ).toBeNull();
    const otherLot = testRoom({
      current_lot: {
        ...lot,
        lot_id: 'a1b2c3d4-1111-4a3b-8c4d-5e6f7a8b9c01',
        high_bid: bid(6, 50, 'internet', 7001),
      },
    });
    expect(newInternetBid(withHigh(null), otherLot)).toBeNull();
  });
});

describe('displayFeedReducer', () => {
  it('ignores events before the first snapshot, then applies them in order', () => {
    const event = bidAccepted(4, 100, 'internet', 7001, 1);
    expect(displayFeedReducer(emptyFeed, { type: 'message', envelope: event })).toBe(emptyFeed);
    const loaded = displayFeedReducer(emptyFeed, { type: 'snapshot', room: testRoom() });
    const next = displayFeedReducer(loaded, { type: 'message', envelope: event });
    expect(next.room?.current_lot?.high_bid).toEqual(bid(4, 100, 'internet', 7001));
    expect(next.room?.current_lot?.asking_price).toBe(125);
    expect(next.needsResync).toBe(false);
  });

  it('asks for the snapshot on a gap and takes it only if it is not older', () => {
    const loaded = displayFeedReducer(emptyFeed, { type: 'snapshot', room: testRoom() });
    const gap = displayFeedReducer(loaded, {
      type: 'message',
      envelope: bidAccepted(6, 100, 'internet', 7001, 1),
    });
    expect(gap.needsResync).toBe(true);
    expect(gap.room).toBe(loaded.room);
    const stale = displayFeedReducer(gap, { type: 'snapshot', room: testRoom({ last_seq: 2 }) });
    expect(stale.room).toBe(loaded.room);
    expect(stale.needsResync).toBe(false);
    const fresh = testRoom({ last_seq: 6 });
    expect(displayFeedReducer(gap, { type: 'snapshot', room: fresh }).room).toBe(fresh);
  });
});
