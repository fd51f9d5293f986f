import { assertCents, centsFromBasisPointProducts } from '../money-rounding';

/**
 * How the house's commission on a consignor's hammer price is worked out (decision 0035).
 * Money is whole cents, rates are basis points (1,500 = 15%).
 */
export type CommissionKind = 'flat' | 'sliding' | 'incremental';

/** From `fromCents` of the hammer upward, this rate. The first tier starts at 0; tiers ascend. */
export interface CommissionTier {
  fromCents: number;
  rateBp: number;
}

/**
 * A commission profile's money terms, as the statement needs them.
 * - `flat`: the first tier's rate on the whole hammer (a flat profile has one tier).
 * - `sliding`: the whole hammer at the rate of the tier it falls in.
 * - `incremental`: each band of the hammer at its own tier's rate (tax-bracket style).
 */
export interface CommissionTerms {
  kind: CommissionKind;
  tiers: readonly CommissionTier[];
  /** The least commission on a sold lot (never more than its hammer). */
  minimumPerLotCents: number;
  /** Charged on every lot offered, sold or not. */
  lotFeeCents: number;
  /** Charged once per item that was photographed. */
  photoFeeCents: number;
  /** Charged per lot that passed or was bought in. */
  unsoldFeeCents: number;
}

/** What applies when the house has no default profile and the consignor none of their own: nothing. */
export const NO_COMMISSION_TERMS: CommissionTerms = {
  kind: 'flat',
  tiers: [{ fromCents: 0, rateBp: 0 }],
  minimumPerLotCents: 0,
  lotFeeCents: 0,
  photoFeeCents: 0,
  unsoldFeeCents: 0,
};

/** The tier a hammer falls in: the last one whose `fromCents` is at or below it. */
function tierOf(tiers: readonly CommissionTier[], hammerCents: number): CommissionTier {
  let found = tiers[0];
  for (const tier of tiers) if (tier.fromCents <= hammerCents) found = tier;
  if (!found) throw new RangeError('A commission profile needs at least one tier');
  return found;
}

/** The commission before the minimum, as cents x basis points (exact, not yet rounded). */
function rateProducts(terms: CommissionTerms, hammerCents: number): bigint {
  const hammer = BigInt(hammerCents);
  if (terms.kind === 'flat') return hammer * BigInt(tierOf(terms.tiers, 0).rateBp);
  if (terms.kind === 'sliding') return hammer * BigInt(tierOf(terms.tiers, hammerCents).rateBp);
  let total = 0n;
  terms.tiers.forEach((tier, index) => {
    const bandEnd = Math.min(hammerCents, terms.tiers[index + 1]?.fromCents ?? hammerCents);
    if (bandEnd > tier.fromCents) total += BigInt(bandEnd - tier.fromCents) * BigInt(tier.rateBp);
  });
  return total;
}

/**
 * The house's commission on one sold lot, in cents.
 *
 * - The profile's rates (flat, sliding or incremental) give an amount rounded half up once, to
 *   the cent, after the bands are added.
 * - The minimum per lot then raises it, but never above the hammer: a $5 lot with a $10 minimum
 *   pays $5 of commission, so commission alone never leaves the consignor owing on a lot.
 * - `overrideRateBp` (an item's own agreed rate) replaces the profile's rates and its minimum:
 *   the commission is exactly that rate of the hammer. Fees still come from the profile.
 * Never negative; 0 for a $0 hammer.
 */
export function commissionForHammer(
  terms: CommissionTerms,
  hammerCents: number,
  overrideRateBp?: number | null,
): number {
  assertCents('A hammer price', hammerCents);
  if (overrideRateBp !== undefined && overrideRateBp !== null) {
    assertRate(overrideRateBp);
    return centsFromBasisPointProducts(BigInt(hammerCents) * BigInt(overrideRateBp));
  }
  for (const tier of terms.tiers) assertRate(tier.rateBp);
  const byRates = centsFromBasisPointProducts(rateProducts(terms, hammerCents));
  return Math.min(hammerCents, Math.max(byRates, terms.minimumPerLotCents));
}

function assertRate(rateBp: number): void {
  if (!Number.isSafeInteger(rateBp) || rateBp < 0 || rateBp > 10_000) {
    throw new RangeError(`A commission rate must be 0 to 10,000 basis points, not ${rateBp}`);
  }
}

/** One band of an incremental commission, for showing the working: "$500.00 at 25% = $125.00". */
export interface CommissionBand {
  fromCents: number;
  /** Where the band stops for this hammer (the hammer itself for the last band reached). */
  toCents: number;
  rateBp: number;
}

/** The bands a hammer reaches under a profile's tiers (one band for flat and sliding). */
export function commissionBands(terms: CommissionTerms, hammerCents: number): CommissionBand[] {
  if (terms.kind !== 'incremental') {
    const tier = terms.kind === 'flat' ? tierOf(terms.tiers, 0) : tierOf(terms.tiers, hammerCents);
    return [{ fromCents: 0, toCents: hammerCents, rateBp: tier.rateBp }];
  }
  const bands: CommissionBand[] = [];
  terms.tiers.forEach((tier, index) => {
    const toCents = Math.min(hammerCents, terms.tiers[index + 1]?.fromCents ?? hammerCents);
    if (toCents > tier.fromCents) bands.push({ fromCents: tier.fromCents, toCents, rateBp: tier.rateBp });
  });
  return bands;
}
