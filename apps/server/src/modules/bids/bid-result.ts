import { centsToDollars, type PlaceBidResult } from '@auction/contracts';
import { type IncrementProfile, minimumNextBidCents, outbidReason } from '@auction/domain';
import { reserveMet } from '../lots/lot-json';

/** Where a lot stands after a bid, in cents, before it is shaped for the bidder or the rooms. */
export interface LotStanding {
  lotId: string;
  startingBidCents: number;
  reserveCents: number | null;
  priceCents: number;
  highBidderId: string | null;
  bidCount: number;
  endsAtMs: number | null;
}

export function publicStanding(standing: LotStanding, profile: IncrementProfile) {
  return {
    lot_id: standing.lotId,
    current_bid: centsToDollars(standing.priceCents),
    bid_count: standing.bidCount,
    minimum_next_bid: centsToDollars(minimumNextBidCents(standing, profile)),
    end_date: standing.endsAtMs === null ? null : new Date(standing.endsAtMs).toISOString(),
    reserve_met: reserveMet({
      reserve_cents: standing.reserveCents,
      current_price_cents: standing.priceCents,
      bid_count: standing.bidCount,
    }),
  };
}

/** The answer to the bidder who placed the bid: the public standing, their own maximum, and a lost tie. */
export function bidResultFor(
  bidderId: string,
  yourMaxCents: number,
  standing: LotStanding,
  profile: IncrementProfile,
  isExtended: boolean,
): PlaceBidResult {
  const isHighBidder = standing.highBidderId === bidderId;
  return {
    ...publicStanding(standing, profile),
    is_high_bidder: isHighBidder,
    your_max: centsToDollars(yourMaxCents),
    is_extended: isExtended,
    outbid_reason: outbidReason({ yourMax: yourMaxCents, price: standing.priceCents, isHighBidder }),
  };
}
