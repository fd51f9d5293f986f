import { assertCents, centsFromBasisPointProducts } from './money-rounding';

/** From `fromCents` of the hammer price upward, this rate applies to that part of it. */
export type PremiumTier = { fromCents: number; rateBps: number };

/**
 * The buyer's premium of an auction: one rate on the whole hammer price, or tiers charged on
 * each slice of it ("15% up to $5,000, 10% above" = 15% of the first $5,000 plus 10% of the
 * rest). Slices rather than one rate picked by the hammer price, so a higher hammer never costs
 * the buyer less in total.
 */
export type BuyersPremium =
  | { kind: 'flat'; rateBps: number }
  | { kind: 'tiered'; tiers: readonly PremiumTier[] };

export const DEFAULT_BUYERS_PREMIUM: BuyersPremium = { kind: 'flat', rateBps: 1_500 };

/** The premium on a hammer price, to the cent, half up, rounded once after adding the slices. */
export function buyersPremiumCents(hammerCents: number, premium: BuyersPremium): number {
  assertCents('A hammer price', hammerCents);
  if (premium.kind === 'flat')
    return centsFromBasisPointProducts(BigInt(hammerCents) * BigInt(premium.rateBps));
  let total = 0n;
  premium.tiers.forEach((tier, index) => {
    const sliceEndCents = Math.min(hammerCents, premium.tiers[index + 1]?.fromCents ?? hammerCents);
    if (sliceEndCents > tier.fromCents)
      total += BigInt(sliceEndCents - tier.fromCents) * BigInt(tier.rateBps);
  });
  return centsFromBasisPointProducts(total);
}

const isRate = (rateBps: number) => Number.isSafeInteger(rateBps) && rateBps >= 0 && rateBps <= 10_000;
const rateProblem = 'must be a whole number of basis points from 0 to 10,000 (0% to 100%).';

/** What is wrong with a premium setting, in words staff can act on; empty when it can be used. */
export function buyersPremiumProblems(premium: BuyersPremium): string[] {
  if (premium.kind === 'flat') return isRate(premium.rateBps) ? [] : [`The rate ${rateProblem}`];
  const problems: string[] = [];
  if (premium.tiers.length === 0) return ['Add at least one tier, starting from $0.00.'];
  if (premium.tiers[0]?.fromCents !== 0) problems.push('The first tier must start from $0.00.');
  premium.tiers.forEach((tier, index) => {
    const previous = premium.tiers[index - 1];
    if (!Number.isSafeInteger(tier.fromCents) || tier.fromCents < 0) {
      problems.push(`Tier ${index + 1}: the "from" amount must be a whole number of cents, $0.00 or more.`);
    } else if (previous && tier.fromCents <= previous.fromCents) {
      problems.push(`Tier ${index + 1}: the "from" amount must be higher than the tier above.`);
    }
    if (!isRate(tier.rateBps)) problems.push(`Tier ${index + 1}: the rate ${rateProblem}`);
  });
  return problems;
}
