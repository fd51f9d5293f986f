import { describe, expect, it } from 'vitest';
import { buildLot } from '../../../test/catalogue-factories';
import { sortLots } from './sort-lots';

const numbers = (lots: { lotNumber: string }[]) => lots.map((lot) => lot.lotNumber);

describe('sortLots', () => {
  const lots = ['12A', '2', '12', '1', '13', '10', '12b'].map((lotNumber) => buildLot({ lotNumber }));

  it('orders lot numbers naturally: 1, 2, 10, 12, 12A, 12b, 13', () => {
    expect(numbers(sortLots(lots, 'lot_number'))).toEqual(['1', '2', '10', '12', '12A', '12b', '13']);
  });

  it('puts the lot ending soonest first, lots without an end last, ties by lot number', () => {
    const sorted = sortLots(
      [
        buildLot({ lotNumber: '3', endDate: '2026-11-22T12:01:00Z' }),
        buildLot({ lotNumber: '10', endDate: null }),
        buildLot({ lotNumber: '2', endDate: '2026-11-22T12:00:30Z' }),
        buildLot({ lotNumber: '1', endDate: '2026-11-22T12:01:00Z' }),
      ],
      'ending_soonest',
    );
    expect(numbers(sorted)).toEqual(['2', '1', '3', '10']);
  });

  it('puts the lots still open before the closed ones when ending soonest', () => {
    const sorted = sortLots(
      [
        buildLot({ lotNumber: '1', status: 'sold', endDate: '2026-11-22T12:00:00Z' }),
        buildLot({ lotNumber: '2', status: 'passed', endDate: '2026-11-22T12:00:30Z' }),
        buildLot({ lotNumber: '3', status: 'open', endDate: '2026-11-22T12:01:00Z' }),
        buildLot({ lotNumber: '4', status: 'upcoming', endDate: '2026-11-22T12:01:30Z' }),
      ],
      'ending_soonest',
    );
    expect(numbers(sorted)).toEqual(['3', '4', '1', '2']);
  });

  it('sorts by the current bid, or the starting bid before any bid, both ways', () => {
    const priced = [
      buildLot({ lotNumber: '1', startingBid: 40 }),
      buildLot({ lotNumber: '2', startingBid: 20, currentBid: 95, bidCount: 3 }),
      buildLot({ lotNumber: '3', startingBid: 40 }),
      buildLot({ lotNumber: '4', startingBid: 10 }),
    ];
    expect(numbers(sortLots(priced, 'price_low'))).toEqual(['4', '1', '3', '2']);
    expect(numbers(sortLots(priced, 'price_high'))).toEqual(['2', '1', '3', '4']);
  });
});
