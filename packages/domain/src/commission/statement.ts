import { applyBasisPoints, assertCents } from '../money-rounding';
import { rateInForce, type TaxRate } from '../tax-rates';
import { type CommissionTerms, commissionForHammer } from './commission';

/**
 * A consignor's settlement for one sale (an auction, or a period of buy-now sales), worked out
 * from their lots' results and their commission terms (decision 0035). Pure: the caller reads
 * the lots, the terms, the advances still owed and the tax table, and stores what comes back.
 */

/** One of the consignor's lots in the sale, as it ended. */
export interface StatementLotInput {
  /** What the caller knows the lot by (a lot or item id); returned on its line unchanged. */
  ref: string;
  /** `sold` (hammered or bought now) or `unsold` (passed or bought in). Withdrawn lots are left out. */
  outcome: 'sold' | 'unsold';
  /** The hammer (or buy-now price) in cents; ignored for an unsold lot. */
  hammerCents: number;
  /** The item's own commission rate, replacing the profile's rates and minimum. */
  commissionRateBp?: number | null;
  /** Whether the item was photographed (has at least one picture): the photo fee applies. */
  photographed: boolean;
}

/** What the house keeps of one lot; `chargesCents` is the commission plus the three fees. */
export interface StatementLine {
  ref: string;
  outcome: 'sold' | 'unsold';
  hammerCents: number;
  commissionCents: number;
  lotFeeCents: number;
  photoFeeCents: number;
  unsoldFeeCents: number;
  chargesCents: number;
}

/** The lines of a statement: commission on sold lots, the lot and photo fees on every lot, the unsold fee on unsold ones. */
export function statementLines(terms: CommissionTerms, lots: readonly StatementLotInput[]): StatementLine[] {
  for (const [name, cents] of [
    ['The minimum per lot', terms.minimumPerLotCents],
    ['The lot fee', terms.lotFeeCents],
    ['The photo fee', terms.photoFeeCents],
    ['The unsold fee', terms.unsoldFeeCents],
  ] as const) {
    assertCents(name, cents);
  }
  return lots.map((lot) => {
    const sold = lot.outcome === 'sold';
    const hammerCents = sold ? lot.hammerCents : 0;
    const commissionCents = sold ? commissionForHammer(terms, hammerCents, lot.commissionRateBp) : 0;
    const lotFeeCents = terms.lotFeeCents;
    const photoFeeCents = lot.photographed ? terms.photoFeeCents : 0;
    const unsoldFeeCents = sold ? 0 : terms.unsoldFeeCents;
    return {
      ref: lot.ref,
      outcome: lot.outcome,
      hammerCents,
      commissionCents,
      lotFeeCents,
      photoFeeCents,
      unsoldFeeCents,
      chargesCents: commissionCents + lotFeeCents + photoFeeCents + unsoldFeeCents,
    };
  });
}

export interface StatementMoneyInput {
  /** Advances paid to the consignor and not yet recovered by earlier statements. */
  advancesOutstandingCents: number;
  /** The sale day, `YYYY-MM-DD` in the company time zone: it picks the HST rate. */
  saleDate: string;
  /** The house's HST table (Nova Scotia): tax on commission and fees, and on a registrant's hammer. */
  taxRates: readonly TaxRate[];
  /**
   * The consignor is registered for GST/HST: under ETA s.177(1.2) the house collects the tax on
   * the sale from the buyer and the consignor is deemed to supply the goods to the house, so the
   * house pays the tax on their hammer over to them (and claims it back as an input tax credit).
   */
  consignorIsRegistrant: boolean;
}

export interface StatementTotals {
  lots: number;
  soldLots: number;
  hammerCents: number;
  commissionCents: number;
  lotFeesCents: number;
  photoFeesCents: number;
  unsoldFeesCents: number;
  /** Commission plus every fee: what the house charges the consignor before tax. */
  chargesCents: number;
  /** The HST rate in force on the sale day. */
  taxRateBp: number;
  /** HST on the charges, rounded half up once on their total. */
  taxOnChargesCents: number;
  /** HST on the hammer paid over to a registered consignor; 0 for everyone else. */
  hammerTaxCents: number;
  /** What the sale leaves the consignor before advances (negative: the fees exceed the proceeds). */
  dueBeforeAdvancesCents: number;
  /** Advances taken back: never more than what is due, so advances alone never make a statement negative. */
  advancesRecoveredCents: number;
  /** Advances still owed after this statement, for the next one. */
  advancesCarriedOverCents: number;
  /** What the house pays the consignor; negative when the consignor owes the house. */
  netPayoutCents: number;
}

/**
 * The totals of a statement from its lines: sums to the cent, HST once on the charges, the
 * registrant's hammer tax, advances recovered up to what is due, and the net payout:
 * net = hammer + hammer tax − charges − tax on charges − advances recovered.
 */
export function statementTotals(
  lines: readonly StatementLine[],
  money: StatementMoneyInput,
): StatementTotals {
  assertCents('Advances outstanding', money.advancesOutstandingCents);
  const sum = (pick: (line: StatementLine) => number) => lines.reduce((total, line) => total + pick(line), 0);
  const taxRateBp = rateInForce(money.taxRates, money.saleDate);
  const hammerCents = sum((line) => line.hammerCents);
  const chargesCents = sum((line) => line.chargesCents);
  const taxOnChargesCents = applyBasisPoints(chargesCents, taxRateBp);
  const hammerTaxCents = money.consignorIsRegistrant ? applyBasisPoints(hammerCents, taxRateBp) : 0;
  const dueBeforeAdvancesCents = hammerCents + hammerTaxCents - chargesCents - taxOnChargesCents;
  const advancesRecoveredCents = Math.min(
    money.advancesOutstandingCents,
    Math.max(0, dueBeforeAdvancesCents),
  );
  return {
    lots: lines.length,
    soldLots: lines.filter((line) => line.outcome === 'sold').length,
    hammerCents,
    commissionCents: sum((line) => line.commissionCents),
    lotFeesCents: sum((line) => line.lotFeeCents),
    photoFeesCents: sum((line) => line.photoFeeCents),
    unsoldFeesCents: sum((line) => line.unsoldFeeCents),
    chargesCents,
    taxRateBp,
    taxOnChargesCents,
    hammerTaxCents,
    dueBeforeAdvancesCents,
    advancesRecoveredCents,
    advancesCarriedOverCents: money.advancesOutstandingCents - advancesRecoveredCents,
    netPayoutCents: dueBeforeAdvancesCents - advancesRecoveredCents,
  };
}
