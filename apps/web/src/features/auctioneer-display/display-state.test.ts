import { describe, expect, it } from 'vitest';
import {
  bid,
  bidAccepted,
  choiceLots,
  choiceRoom,
  lotId,
  testRoom,
} from '../../../test/auctioneer-display/display-test-room';
import {
  bidWhere,
  choiceLotNumbers,
  choiceLotsLeft,
  displayFeedReducer,
  displayState,
  emptyFeed,
  formatPrice,
  groupedLotNumbers,
  groupedShares,
  newInternetBid,
  soldWithLot,
} from './display-state';

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

  it('shows a choice lot being taken at its price per lot, with the lots left', () => {
    const left = [choiceLots[1]!.lot_id, choiceLots[2]!.lot_id];
    const room = choiceRoom({ remaining_lot_ids: left, taken_lot_ids: [lotId] });
    expect(displayState(room)).toEqual({ label: 'CHOICE AT $200 — 2 LEFT', tone: 'choosing' });
    expect(choiceLotsLeft(room.current_lot!)).toEqual(['13', '14']);
    expect(choiceLotNumbers(choiceRoom().current_lot!)).toBe('12, 13, 14');
    expect(choiceLotsLeft(choiceRoom().current_lot!)).toEqual([]);
    expect(choiceLotNumbers(lot)).toBeNull();
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
  type Bid = ReturnType<typeof bid>;
  /** The room after the event `lastSeq`, with these bids taken on lot 12. */
  const withBids = (lastSeq: number, ...bids: Bid[]) =>
    testRoom({ last_seq: lastSeq, current_lot: { ...lot, bids, high_bid: bids.at(-1) ?? null } });

  it('finds a new internet bid on the same lot', () => {
    const internet = bid(4, 100, 'internet', 7001);
    expect(newInternetBid(withBids(3), withBids(4, internet))).toEqual(internet);
    const floor = bid(4, 100, 'floor', 3);
    expect(newInternetBid(withBids(4, floor), withBids(5, floor, bid(5, 125, 'internet', 7001)))?.seq).toBe(
      5,
    );
  });

  it('finds it even when an absentee maximum answered it at once', () => {
    const internet = bid(4, 100, 'internet', 7001);
    const after = withBids(5, internet, bid(5, 125, 'absentee', 7002));
    expect(newInternetBid(withBids(3), after)).toEqual(internet);
  });

  it('finds none for a floor bid, the first picture, a bid already seen, an undo or a new lot', () => {
    const internet = bid(4, 100, 'internet', 7001);
    expect(newInternetBid(withBids(3), withBids(4, bid(4, 100, 'floor', 3)))).toBeNull();
    expect(newInternetBid(null, withBids(4, internet))).toBeNull();
    expect(newInternetBid(withBids(4, internet), withBids(4, internet))).toBeNull();
    expect(newInternetBid(withBids(4, internet), withBids(5))).toBeNull();
    const otherLot = testRoom({
      last_seq: 6,
      current_lot: {
        ...lot,
        lot_id: 'a1b2c3d4-1111-4a3b-8c4d-5e6f7a8b9c01',
        bids: [bid(6, 50, 'internet', 7001)],
      },
    });
    expect(newInternetBid(withBids(3), otherLot)).toBeNull();
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

describe('a grouped lot on the display', () => {
  const together = choiceLots.map((entry) => entry.lot_id);
  const groupedRoom = (sold: boolean) =>
    testRoom({
      current_lot: {
        ...lot,
        grouped_lots: choiceLots,
        ...(sold
          ? {
              status: 'sold' as const,
              high_bid: bid(4, 600, 'floor', 42),
              together: { lot_ids: together, hammer: 600 },
            }
          : {}),
      },
      upcoming_lots: testRoom().upcoming_lots.map((entry, index) =>
        index < 2 ? { ...entry, grouped_lots: choiceLots } : entry,
      ),
      results: sold
        ? choiceLots.map((entry, index) => ({
            ...entry,
            outcome: 'sold' as const,
            hammer_price: [100, 200, 300][index] ?? null,
            source: 'floor' as const,
            paddle: 42,
          }))
        : [],
    });

  it('names its lots, and the lots to come that go with it', () => {
    const room = groupedRoom(false);
    expect(groupedLotNumbers(room.current_lot!)).toBe('12, 13, 14');
    expect(groupedLotNumbers(lot)).toBeNull();
    expect(groupedShares(room).map((entry) => entry.share)).toEqual([null, null, null]);
    expect(room.upcoming_lots.map(soldWithLot)).toEqual(['12', '12', null, null, null]);
  });

  it('says SOLD with the whole hammer, not its first lot’s part, and each lot’s part', () => {
    const room = groupedRoom(true);
    expect(displayState(room)).toEqual({ label: 'SOLD $600', tone: 'sold' });
    expect(groupedShares(room).map((entry) => [entry.lot_number, entry.share])).toEqual([
      ['12', 100],
      ['13', 200],
      ['14', 300],
    ]);
  });
});
