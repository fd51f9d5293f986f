import { invoiceTotals } from './invoice-totals';

export type BuyNowPrice = { price_cents: number; premium_cents: 0; tax_cents: number; total_cents: number };

/**
 * What a buy-now purchase costs: the listed price, no buyer's premium (the price is the whole
 * price), and GST/HST on it at the rate of the place of supply, computed as any invoice's is, so
 * the item page's all-in total is the invoice's total to the cent.
 */
export function buyNowPrice(priceCents: number, taxRateBps: number, exempt = false): BuyNowPrice {
  const totals = invoiceTotals({
    lots: [{ hammer_cents: priceCents, premium_cents: 0 }],
    charges: [],
    credits: [],
    taxRateBps,
    exempt,
  });
  return {
    price_cents: priceCents,
    premium_cents: 0,
    tax_cents: totals.tax_cents,
    total_cents: totals.total_cents,
  };
}
