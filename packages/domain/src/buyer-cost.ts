import { type BuyersPremium, buyersPremiumCents } from './buyers-premium';
import { applyBasisPoints } from './money-rounding';
import { rateInForce, type TaxRate } from './tax-rates';

export type AllInCost = { hammerCents: number; premiumCents: number; taxCents: number; totalCents: number };

export type AllInCostInput = {
  hammerCents: number;
  premium: BuyersPremium;
  taxRates: readonly TaxRate[];
  /** The sale day in the company time zone (`calendarDateIn`), which decides the tax rate. */
  saleDate: string;
};

/**
 * What a bid would cost the buyer: hammer + buyer's premium + tax on both. The premium is
 * rounded to the cent first and the tax is charged on the rounded premium, each half up, so the
 * lines an invoice prints add up to its total exactly.
 */
export function allInCost({ hammerCents, premium, taxRates, saleDate }: AllInCostInput): AllInCost {
  const premiumCents = buyersPremiumCents(hammerCents, premium);
  const taxCents = applyBasisPoints(hammerCents + premiumCents, rateInForce(taxRates, saleDate));
  return { hammerCents, premiumCents, taxCents, totalCents: hammerCents + premiumCents + taxCents };
}
