import type { LotStatsRow } from '@auction/contracts';
import { describe, expect, it } from 'vitest';
import type { AuctionCounts } from './auction-stats.repository';
import { dashboardFigures, TOP_LOTS } from './dashboard-figures';

let n = 0;
function lot(overrides: Partial<LotStatsRow> = {}): LotStatsRow {
  n += 1;
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    lot_number: String(n),
    title: `Lot ${n}`,
    status: 'open',
    sale_order: n,
    starting_bid_cents: 1_000,
    reserve_cents: null,
    current_bid_cents: null,
    bid_count: 0,
    bidders: 0,
    watchers: 0,
    has_reserve: false,
    reserve_met: true,
    end_date: new Date(Date.UTC(2026, 10, 22, 23, 0, n)).toISOString(),
    extended: false,
    high_bidder_paddle: null,
    sold_by: null,
    extended_bid_cents: overrides.current_bid_cents ?? null,
    ...overrides,
  };
}
const counts: AuctionCounts = { bids: 0, bidders: 0, watchers: 0, pending: 1, approved: 2, rejected: 0 };

describe('dashboardFigures', () => {
  it('adds a quantity lot at its bid times its units', () => {
    const { totals, top_lots_by_price } = dashboardFigures(
      [
        lot({ status: 'sold', current_bid_cents: 800, extended_bid_cents: 9_600, bid_count: 3 }),
        lot({ status: 'sold', current_bid_cents: 5_000, bid_count: 1 }),
        lot({ current_bid_cents: 700, extended_bid_cents: 7_000, bid_count: 1 }),
      ],
      counts,
      [],
    );
    expect(totals.hammer_total_cents).toBe(14_600);
    expect(totals.current_total_cents).toBe(7_000);
    expect(top_lots_by_price.map((top) => top.current_bid_cents)).toEqual([800, 700, 5_000]);
  });

  it('adds high bids of open lots and hammer prices of sold lots separately', () => {
    const { totals } = dashboardFigures(
      [
        lot({ current_bid_cents: 5_000, bid_count: 2 }),
        lot({ status: 'sold', current_bid_cents: 12_500, bid_count: 4 }),
        lot({
          status: 'passed',
          current_bid_cents: 900,
          bid_count: 1,
          has_reserve: true,
          reserve_met: false,
        }),
        lot({ status: 'open', has_reserve: true, reserve_met: false }),
        lot({ status: 'upcoming', has_reserve: true, reserve_met: false }),
        lot({ status: 'withdrawn', end_date: null }),
      ],
      counts,
      [],
    );
    expect(totals).toMatchObject({
      current_total_cents: 5_000,
      hammer_total_cents: 12_500,
      reserve_not_met: 2,
      registrations: { total: 3, pending: 1, approved: 2, rejected: 0 },
      lots: { total: 6, upcoming: 1, open: 2, sold: 1, passed: 1, withdrawn: 1 },
    });
  });

  it('ranks at most ten lots that drew bids, ties in lot order, and lists ends soonest first', () => {
    const lots = Array.from({ length: 14 }, (_, i) =>
      lot({ bid_count: i % 3, current_bid_cents: i % 3 === 0 ? null : 1_000 * (14 - i) }),
    );
    const late = lot({
      end_date: '2026-11-21T00:00:00.000Z',
      status: 'sold',
      bid_count: 1,
      current_bid_cents: 100,
    });
    const figures = dashboardFigures([...lots, late], counts, []);
    expect(figures.top_lots_by_bids).toHaveLength(TOP_LOTS);
    expect(figures.top_lots_by_bids.every((top) => top.bid_count > 0)).toBe(true);
    const byBids = figures.top_lots_by_bids.map((top) => top.bid_count);
    expect(byBids).toEqual([...byBids].sort((a, b) => b - a));
    expect(figures.top_lots_by_bids[0]?.lot_number).toBe(lots[2]?.lot_number);
    expect(figures.top_lots_by_price[0]?.lot_number).toBe(lots[1]?.lot_number);
    expect(figures.closing_timeline[0]?.lot_number).toBe(late.lot_number);
    expect(figures.closing_timeline).toHaveLength(15);
  });
});
