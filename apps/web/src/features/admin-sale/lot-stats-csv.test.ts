import { describe, expect, it } from 'vitest';
import { buildLotStats } from '../../../test/admin-sale/sale-test-data';
import { lotStatsCsv } from './lot-stats-csv';
import { sortLotStats } from './lot-stats-sort';

const rows = [
  buildLotStats({
    lot_number: '2',
    title: 'Pine "Harvest" Table, 6 ft',
    reserve_cents: 10_000,
    has_reserve: true,
    reserve_met: false,
    current_bid_cents: 2_550,
    bid_count: 1,
    bidders: 1,
    high_bidder_paddle: 7002,
    sold_by: 'phone',
  }),
  buildLotStats({ lot_number: '10', title: 'Quilt', watchers: 3, end_date: null }),
  buildLotStats({
    lot_number: '1',
    title: 'Mantel Clock',
    current_bid_cents: 3_100,
    bid_count: 3,
    bidders: 2,
    extended: true,
  }),
];

describe('lotStatsCsv', () => {
  it('writes one line per lot with dollars, quoting titles with commas and quotes', () => {
    const lines = lotStatsCsv(rows).split('\r\n');
    expect(lines[0]).toBe(
      'Lot,Title,Status,Starting bid,Reserve,Current bid or hammer,Bids,Bidders,Watchers,Reserve met,Ends (UTC),Extended,High bidder paddle,Sold by',
    );
    expect(lines[1]).toBe(
      '2,"Pine ""Harvest"" Table, 6 ft",open,20.00,100.00,25.50,1,1,0,no,2099-11-29T23:00:00.000Z,no,7002,Phone',
    );
    expect(lines[2]).toBe('10,Quilt,open,20.00,,,0,0,3,no reserve,,no,,');
    expect(lines[3]).toBe('1,Mantel Clock,open,20.00,,31.00,3,2,0,no reserve,2099-11-29T23:00:00.000Z,yes,,');
    expect(lines[4]).toBe('');
  });
});

describe('sortLotStats', () => {
  const numbers = (sorted: typeof rows) => sorted.map((row) => row.lot_number);
  it('sorts lot numbers naturally and either way', () => {
    expect(numbers(sortLotStats(rows, { key: 'lot_number', direction: 'ascending' }))).toEqual([
      '1',
      '2',
      '10',
    ]);
    expect(numbers(sortLotStats(rows, { key: 'lot_number', direction: 'descending' }))).toEqual([
      '10',
      '2',
      '1',
    ]);
  });
  it('puts lots without a figure last, whichever the direction', () => {
    expect(numbers(sortLotStats(rows, { key: 'current_bid_cents', direction: 'descending' }))).toEqual([
      '1',
      '2',
      '10',
    ]);
    expect(numbers(sortLotStats(rows, { key: 'current_bid_cents', direction: 'ascending' }))).toEqual([
      '2',
      '1',
      '10',
    ]);
    expect(numbers(sortLotStats(rows, { key: 'end_date', direction: 'ascending' }))).toEqual([
      '2',
      '1',
      '10',
    ]);
  });
  it('keeps the given order on ties', () => {
    expect(numbers(sortLotStats(rows, { key: 'starting_bid_cents', direction: 'descending' }))).toEqual([
      '2',
      '10',
      '1',
    ]);
  });
});
