import type { StaffLot } from '@auction/contracts';
import { describe, expect, it } from 'vitest';
import { buildLot } from '../../../test/catalogue-factories';
import { buildPricesBody, priceDraftOf, serverPriceErrors } from './bulk-prices';
import { nextLotNumber } from './lot-form-schema';

const staffLot = (overrides: Partial<StaffLot>): StaffLot => ({
  ...buildLot(),
  reserve_cents: null,
  consignor_id: null,
  image_ids: [],
  ...overrides,
});

const saw = staffLot({ lotNumber: '1', startingBid: 120, reserve_cents: null });
const bench = staffLot({ lotNumber: '2', startingBid: 40, reserve_cents: 15_000 });
const drafts = () => ({ [saw.id]: priceDraftOf(saw), [bench.id]: priceDraftOf(bench) });

describe('bulk prices', () => {
  it('sends only the changed lots, the starting bid in dollars and the reserve in cents', () => {
    expect(priceDraftOf(bench)).toEqual({ starting: '40', reserve: '150' });
    const edited = { ...drafts(), [bench.id]: { starting: '45.50', reserve: '' } };
    expect(buildPricesBody([saw, bench], edited)).toEqual({
      body: { lots: [{ id: bench.id, startingBid: 45.5, reserve_cents: null }] },
      errors: {},
    });
    const reserveOnly = { ...drafts(), [saw.id]: { starting: '120.00', reserve: '200' } };
    expect(buildPricesBody([saw, bench], reserveOnly).body).toEqual({
      lots: [{ id: saw.id, reserve_cents: 20_000 }],
    });
    expect(buildPricesBody([saw, bench], drafts()).body).toBeNull();
  });

  it('refuses bad rows with a message each and sends nothing for them', () => {
    const bad = { [saw.id]: { starting: '0.50', reserve: '' }, [bench.id]: { starting: '', reserve: 'abc' } };
    expect(buildPricesBody([saw, bench], bad)).toEqual({
      body: null,
      errors: {
        [saw.id]: { starting: 'The starting bid must be at least $1.00.' },
        [bench.id]: {
          starting: 'The starting bid is required.',
          reserve: 'The reserve must be an amount in dollars, e.g. 250 or 249.99.',
        },
      },
    });
  });

  it("puts the API's refusals back on their rows", () => {
    const body = {
      lots: [
        { id: saw.id, startingBid: 10 },
        { id: bench.id, reserve_cents: 1 },
      ],
    };
    expect(
      serverPriceErrors(body, {
        'lots.1.reserve_cents': ['The reserve is too large.'],
        'lots.0.id': ['This lot is not in this auction.'],
        lots: ['List the lots to change.'],
      }),
    ).toEqual({
      rows: {
        [bench.id]: { reserve: 'The reserve is too large.' },
        [saw.id]: { other: 'This lot is not in this auction.' },
      },
      unplaced: ['List the lots to change.'],
    });
  });

  it('numbers a new lot after the highest one', () => {
    expect(nextLotNumber([])).toBe('1');
    expect(nextLotNumber([{ lotNumber: '9' }, { lotNumber: '12A' }, { lotNumber: '3' }])).toBe('13');
  });
});
