/** Why a bidder who bid is not the high bidder, when there is more to say than "outbid". */
export type OutbidReason = 'earlier_equal_max';

/**
 * A bidder who does not lead although their maximum (or, live, their bid) equals the price lost
 * a tie: at equal amounts the earlier bid wins (an earlier maximum, or an absentee maximum left
 * before the sale). Any other loss leaves the price above their maximum, never on it.
 */
export function outbidReason(standing: {
  yourMax: number | null;
  price: number | null;
  isHighBidder: boolean;
}): OutbidReason | null {
  const { yourMax, price, isHighBidder } = standing;
  if (isHighBidder || yourMax === null || price === null) return null;
  return yourMax === price ? 'earlier_equal_max' : null;
}
