import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buyNowPrice } from './buy-now-price';
import { invoiceTotals } from './invoice-totals';

describe('buyNowPrice', () => {
  it('adds Nova Scotia HST at 14% to the price, with no premium', () => {
    expect(buyNowPrice(12_500, 1_400)).toEqual({
      price_cents: 12_500,
      premium_cents: 0,
      tax_cents: 1_750,
      total_cents: 14_250,
    });
  });

  it('rounds the tax half up to the cent', () => {
    expect(buyNowPrice(1_999, 1_400).tax_cents).toBe(280);
  });

  it('charges no tax to an exempt buyer', () => {
    expect(buyNowPrice(5_000, 1_400, true)).toMatchObject({ tax_cents: 0, total_cents: 5_000 });
  });

  it('is always the invoice total of one lot line at that price', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        (price, rate) => {
          const totals = invoiceTotals({
            lots: [{ hammer_cents: price, premium_cents: 0 }],
            charges: [],
            credits: [],
            taxRateBps: rate,
            exempt: false,
          });
          const answer = buyNowPrice(price, rate);
          expect(answer.total_cents).toBe(totals.total_cents);
          expect(answer.total_cents).toBe(price + answer.tax_cents);
        },
      ),
    );
  });

  it('refuses a price that is not whole cents', () => {
    expect(() => buyNowPrice(10.5, 1_400)).toThrow();
  });
});
