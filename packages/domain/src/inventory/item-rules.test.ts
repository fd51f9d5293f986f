import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { itemPriceProblems } from './item-prices';
import { type ItemStatus, manualStatusChanges, statusChangeRefusal } from './item-status';

const statuses: ItemStatus[] = ['in_stock', 'in_auction', 'sold', 'unsold', 'returned', 'buy_now'];
const amount = fc.option(fc.integer({ min: 0, max: 9_999_999_999 }), { nil: null });

describe('item prices', () => {
  it('refuse a reserve below the starting bid and accept one at it', () => {
    const base = { estimate_low_cents: null, estimate_high_cents: null, buy_now_price_cents: null };
    expect(itemPriceProblems({ ...base, starting_bid_cents: 5_000, reserve_cents: 4_999 })).toEqual({
      reserve_cents: 'The reserve may not be below the starting bid.',
    });
    expect(itemPriceProblems({ ...base, starting_bid_cents: 5_000, reserve_cents: 5_000 })).toEqual({});
  });

  it('find a problem exactly when a reserve is under the starting bid or the estimates are upside down', () => {
    fc.assert(
      fc.property(amount, amount, amount, amount, amount, (low, high, starting, reserve, buyNow) => {
        const problems = itemPriceProblems({
          estimate_low_cents: low,
          estimate_high_cents: high,
          starting_bid_cents: starting,
          reserve_cents: reserve,
          buy_now_price_cents: buyNow,
        });
        expect('reserve_cents' in problems).toBe(reserve !== null && starting !== null && reserve < starting);
        expect('estimate_high_cents' in problems).toBe(low !== null && high !== null && high < low);
      }),
    );
  });
});

describe('status changes by hand', () => {
  it('never move an item into or out of an auction or a sale', () => {
    for (const from of statuses) {
      for (const to of ['in_auction', 'sold'] as const) {
        expect(statusChangeRefusal({ from, to, reason: 'x', buyNowPriceCents: 100 })).not.toBeNull();
        expect(manualStatusChanges(from)).not.toContain(to);
      }
      if (from === 'in_auction' || from === 'sold') expect(manualStatusChanges(from)).toEqual([]);
    }
  });

  it('allow exactly the menu, given a reason and a price where needed', () => {
    for (const from of statuses) {
      for (const to of statuses) {
        const allowed = statusChangeRefusal({
          from,
          to,
          reason: 'Consignor took it back',
          buyNowPriceCents: 100,
        });
        expect(allowed === null).toBe(manualStatusChanges(from).includes(to));
      }
    }
  });

  it('ask a reason to return goods and a price to offer them for buy-now', () => {
    expect(
      statusChangeRefusal({ from: 'in_stock', to: 'returned', reason: '  ', buyNowPriceCents: null }),
    ).toBe('reason_required');
    expect(statusChangeRefusal({ from: 'in_stock', to: 'buy_now', reason: '', buyNowPriceCents: null })).toBe(
      'buy_now_price_required',
    );
    expect(
      statusChangeRefusal({ from: 'in_stock', to: 'in_stock', reason: '', buyNowPriceCents: null }),
    ).toBe('same_status');
  });
});
