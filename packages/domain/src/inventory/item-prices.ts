/** The money of an inventory item, in cents; null when not set. */
export interface ItemPrices {
  estimate_low_cents: number | null;
  estimate_high_cents: number | null;
  starting_bid_cents: number | null;
  reserve_cents: number | null;
  buy_now_price_cents: number | null;
}

/**
 * What is wrong with an item's prices taken together, by field: a reserve below the starting bid
 * (bidding opens at the starting bid, so such a reserve means nothing and usually is a typo) and a
 * high estimate below the low one. Empty when they agree.
 */
export function itemPriceProblems(prices: ItemPrices): Partial<Record<keyof ItemPrices, string>> {
  const problems: Partial<Record<keyof ItemPrices, string>> = {};
  const { reserve_cents: reserve, starting_bid_cents: starting } = prices;
  if (reserve !== null && starting !== null && reserve < starting) {
    problems.reserve_cents = 'The reserve may not be below the starting bid.';
  }
  const { estimate_low_cents: low, estimate_high_cents: high } = prices;
  if (low !== null && high !== null && high < low) {
    problems.estimate_high_cents = 'The high estimate may not be below the low estimate.';
  }
  return problems;
}
