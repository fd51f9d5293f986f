import type { Auction, Lot } from '@auction/contracts';
import {
  type AllInCost,
  allInCost,
  type BuyersPremium,
  calendarDateIn,
  NOVA_SCOTIA_HST_RATES,
  rateInForce,
} from '@auction/domain';

const COMPANY_TIME_ZONE = 'America/Halifax';

export function premiumOf(auction: Pick<Auction, 'buyer_premium'>): BuyersPremium {
  const premium = auction.buyer_premium;
  return premium.kind === 'flat'
    ? { kind: 'flat', rateBps: premium.rate_bp }
    : {
        kind: 'tiered',
        tiers: premium.tiers.map((tier) => ({ fromCents: tier.from_cents, rateBps: tier.rate_bp })),
      };
}

/** The sale day in the company time zone decides the HST rate: the lot's end, else today. */
export function saleDateOf(lot: Pick<Lot, 'endDate'>, now: Date): string {
  return calendarDateIn(lot.endDate ? new Date(lot.endDate) : now, COMPANY_TIME_ZONE);
}

export type AllInExplanation = AllInCost & { premiumRateText: string; taxRateText: string };

const percent = (bps: number) => `${Number((bps / 100).toFixed(2))}%`;

/** What a hammer price costs the buyer in all, with the rates to explain it. */
export function explainAllInCost(
  hammerCents: number,
  auction: Pick<Auction, 'buyer_premium'>,
  saleDate: string,
): AllInExplanation {
  const premium = premiumOf(auction);
  const cost = allInCost({ hammerCents, premium, taxRates: NOVA_SCOTIA_HST_RATES, saleDate });
  return {
    ...cost,
    premiumRateText: premium.kind === 'flat' ? percent(premium.rateBps) : 'tiered',
    taxRateText: percent(rateInForce(NOVA_SCOTIA_HST_RATES, saleDate)),
  };
}
