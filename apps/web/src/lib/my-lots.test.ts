import { describe, expect, it } from 'vitest';
import { buildLot } from '../../test/catalogue-factories';
import { bidPlaced, buildMyBid, lotEvent } from '../../test/my-lists-factories';
import {
  activeBidsInOrder,
  applyStandingEvent,
  closingSoon,
  groupByAuction,
  needsStandingRefetch,
  standingAfter,
  watchlistInOrder,
} from './my-lots';

const closed = (lotId: string, status: 'sold' | 'passed', winner: number | null) =>
  lotEvent('lot_closed', lotId, {
    lot_number: '1',
    status,
    hammer_price: status === 'sold' ? 90 : null,
    winner_paddle: winner,
    closed_at: '2026-11-22T12:00:00.000Z',
  });

describe('standingAfter', () => {
  const mine = buildMyBid({ paddle: 7001, standing: 'winning' });
  const id = mine.lot.id;

  it('follows the paddle a new price names', () => {
    expect(standingAfter(mine, bidPlaced(id, { current_bid: 81, bid_count: 3, paddle: 7002 }))).toBe(
      'outbid',
    );
    const outbid = { ...mine, standing: 'outbid' as const };
    expect(standingAfter(outbid, bidPlaced(id, { current_bid: 90, bid_count: 4, paddle: 7001 }))).toBe(
      'winning',
    );
  });

  it('keeps the standing when the price names no paddle or the bidder has none', () => {
    expect(standingAfter(mine, bidPlaced(id, { current_bid: 81, bid_count: 3, paddle: null }))).toBe(
      'winning',
    );
    const noPaddle = { ...mine, paddle: null };
    expect(standingAfter(noPaddle, bidPlaced(id, { current_bid: 81, bid_count: 3, paddle: 7002 }))).toBe(
      'winning',
    );
  });

  it('turns to outbid on the personal notice', () => {
    expect(standingAfter(mine, lotEvent('outbid', id, { current_bid: 81, minimum_next_bid: 82 }))).toBe(
      'outbid',
    );
  });

  it('settles a closed lot as won or lost', () => {
    expect(standingAfter(mine, closed(id, 'sold', 7001))).toBe('won');
    expect(standingAfter(mine, closed(id, 'sold', 7002))).toBe('lost');
    expect(standingAfter(mine, closed(id, 'passed', null))).toBe('lost');
    expect(standingAfter({ ...mine, paddle: null }, closed(id, 'sold', null))).toBe('won');
    expect(standingAfter({ ...mine, paddle: null, standing: 'outbid' }, closed(id, 'sold', null))).toBe(
      'lost',
    );
  });

  it('never changes a lot that has closed, and ignores other events', () => {
    const won = { ...mine, standing: 'won' as const };
    expect(standingAfter(won, bidPlaced(id, { current_bid: 99, bid_count: 9, paddle: 7002 }))).toBe('won');
    expect(standingAfter(mine, lotEvent('lot_extended', id, { end_date: 'x', previous_end_date: 'y' }))).toBe(
      'winning',
    );
  });
});

describe('applyStandingEvent', () => {
  it('changes only the lot the event names, and returns the same list when nothing changed', () => {
    const a = buildMyBid();
    const b = buildMyBid();
    const list = [a, b];
    const next = applyStandingEvent(
      list,
      bidPlaced(b.lot.id, { current_bid: 90, bid_count: 5, paddle: 7009 }),
    );
    expect(next.map((item) => item.standing)).toEqual(['winning', 'outbid']);
    expect(next[0]).toBe(a);
    expect(
      applyStandingEvent(list, bidPlaced(b.lot.id, { current_bid: 90, bid_count: 5, paddle: 7001 })),
    ).toBe(list);
  });
});

describe('needsStandingRefetch', () => {
  it('asks the server again only when the new price cannot say who leads', () => {
    const item = buildMyBid();
    const list = [item];
    expect(
      needsStandingRefetch(list, bidPlaced(item.lot.id, { current_bid: 1, bid_count: 3, paddle: null })),
    ).toBe(true);
    expect(
      needsStandingRefetch(list, bidPlaced(item.lot.id, { current_bid: 1, bid_count: 3, paddle: 7 })),
    ).toBe(false);
    expect(
      needsStandingRefetch(list, bidPlaced('other', { current_bid: 1, bid_count: 3, paddle: null })),
    ).toBe(false);
  });
});

describe('activeBidsInOrder', () => {
  it('puts outbid lots first, then the soonest to close, and leaves closed ones out', () => {
    const at = (endDate: string, title: string) => buildLot({ endDate, title });
    const list = [
      buildMyBid({ lot: at('2026-11-22T15:00:00.000Z', 'Winning later') }),
      buildMyBid({ lot: at('2026-11-22T14:00:00.000Z', 'Winning sooner') }),
      buildMyBid({ lot: at('2026-11-22T16:00:00.000Z', 'Outbid later'), standing: 'outbid' }),
      buildMyBid({ lot: at('2026-11-22T13:00:00.000Z', 'Outbid sooner'), standing: 'outbid' }),
      buildMyBid({ lot: at('2026-11-22T12:00:00.000Z', 'Won'), standing: 'won' }),
      buildMyBid({ lot: at('2026-11-22T12:00:00.000Z', 'Lost'), standing: 'lost' }),
    ];
    expect(activeBidsInOrder(list).map((item) => item.lot.title)).toEqual([
      'Outbid sooner',
      'Outbid later',
      'Winning sooner',
      'Winning later',
    ]);
  });
});

describe('closingSoon', () => {
  it('keeps open lots closing within 24 hours, soonest first', () => {
    const now = Date.parse('2026-11-22T12:00:00.000Z');
    const lots = [
      buildLot({ title: 'In 5 hours', endDate: '2026-11-22T17:00:00.000Z' }),
      buildLot({ title: 'In 1 hour', endDate: '2026-11-22T13:00:00.000Z' }),
      buildLot({ title: 'In 2 days', endDate: '2026-11-24T12:00:00.000Z' }),
      buildLot({ title: 'Past', endDate: '2026-11-22T11:00:00.000Z' }),
      buildLot({ title: 'Sold', endDate: '2026-11-22T13:00:00.000Z', status: 'sold' }),
      buildLot({ title: 'No end', endDate: null }),
    ];
    expect(closingSoon(lots, now).map((lot) => lot.title)).toEqual(['In 1 hour', 'In 5 hours']);
  });
});

describe('watchlistInOrder', () => {
  it('puts open lots first, soonest to close first, then the closed ones', () => {
    const lots = [
      buildLot({ title: 'Sold', status: 'sold', endDate: '2026-11-22T10:00:00.000Z' }),
      buildLot({ title: 'Later', endDate: '2026-11-23T10:00:00.000Z' }),
      buildLot({ title: 'Upcoming, no end', status: 'upcoming', endDate: null }),
      buildLot({ title: 'Sooner', endDate: '2026-11-22T13:00:00.000Z' }),
    ];
    expect(watchlistInOrder(lots).map((lot) => lot.title)).toEqual([
      'Sooner',
      'Later',
      'Upcoming, no end',
      'Sold',
    ]);
  });
});

describe('groupByAuction', () => {
  it('groups items under their auction in the order the auctions first appear', () => {
    const a = { id: 'a' };
    const b = { id: 'b' };
    const items = [
      { auction: a, n: 1 },
      { auction: b, n: 2 },
      { auction: a, n: 3 },
    ];
    expect(groupByAuction(items).map((group) => [group.auction.id, group.items.map((i) => i.n)])).toEqual([
      ['a', [1, 3]],
      ['b', [2]],
    ]);
  });
});
