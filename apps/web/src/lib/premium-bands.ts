import type { BuyerPremium } from '@auction/contracts';

const whole = new Intl.NumberFormat('en-CA', {
  style: 'currency',
  currency: 'CAD',
  maximumFractionDigits: 0,
});
const exact = new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' });

/** "$1,000" for whole dollars, "$999.99" otherwise. */
function amount(cents: number): string {
  return cents % 100 === 0 ? whole.format(cents / 100) : exact.format(cents / 100);
}

const rate = (bp: number) => `${(bp / 100).toLocaleString('en-CA', { maximumFractionDigits: 2 })}%`;

export interface PremiumBand {
  /** "$0 – $999.99" or "$1,000 and up". */
  range: string;
  rate: string;
}

/**
 * The buyer's premium as bands of the hammer price, each with its rate: the domain charges each
 * rate on the slice of the hammer inside its band (15% of the first $1,000 and 10% of the rest).
 * A flat premium is one band from $0 up.
 */
export function premiumBands(premium: BuyerPremium): PremiumBand[] {
  if (premium.kind === 'flat') return [{ range: '$0 and up', rate: rate(premium.rate_bp) }];
  return premium.tiers.map((tier, index) => {
    const next = premium.tiers[index + 1];
    return {
      range: next
        ? `${amount(tier.from_cents)} – ${amount(next.from_cents - 1)}`
        : `${amount(tier.from_cents)} and up`,
      rate: rate(tier.rate_bp),
    };
  });
}
