import { describe, expect, it } from 'vitest';
import { NOVA_SCOTIA_HST_RATES } from '../tax-rates';
import type { CommissionTerms } from './commission';
import { statementLines, statementTotals } from './statement';

/** "Standard estate": sliding 25% to $500, 20% from $500; $10 minimum; $2 lot fee, $1 photo fee, $5 unsold fee. */
const estate: CommissionTerms = {
  kind: 'sliding',
  tiers: [
    { fromCents: 0, rateBp: 2_500 },
    { fromCents: 50_000, rateBp: 2_000 },
  ],
  minimumPerLotCents: 1_000,
  lotFeeCents: 200,
  photoFeeCents: 100,
  unsoldFeeCents: 500,
};
const lots = [
  { ref: 'lot-1', outcome: 'sold' as const, hammerCents: 120_000, photographed: true },
  { ref: 'lot-2', outcome: 'sold' as const, hammerCents: 2_000, photographed: false },
  { ref: 'lot-3', outcome: 'unsold' as const, hammerCents: 0, photographed: true },
];
const money = {
  advancesOutstandingCents: 0,
  saleDate: '2026-06-13',
  taxRates: NOVA_SCOTIA_HST_RATES,
  consignorIsRegistrant: false,
};

describe('a consignor statement', () => {
  it('charges commission on sold lots, fees on every lot, the unsold fee on unsold ones', () => {
    expect(statementLines(estate, lots)).toEqual([
      {
        ref: 'lot-1',
        outcome: 'sold',
        hammerCents: 120_000,
        commissionCents: 24_000,
        lotFeeCents: 200,
        photoFeeCents: 100,
        unsoldFeeCents: 0,
        chargesCents: 24_300,
      },
      {
        ref: 'lot-2',
        outcome: 'sold',
        hammerCents: 2_000,
        commissionCents: 1_000,
        lotFeeCents: 200,
        photoFeeCents: 0,
        unsoldFeeCents: 0,
        chargesCents: 1_200,
      },
      {
        ref: 'lot-3',
        outcome: 'unsold',
        hammerCents: 0,
        commissionCents: 0,
        lotFeeCents: 200,
        photoFeeCents: 100,
        unsoldFeeCents: 500,
        chargesCents: 800,
      },
    ]);
  });

  it('adds HST at the sale day rate on the charges and recovers an advance (worked example of decision 0035)', () => {
    const totals = statementTotals(statementLines(estate, lots), {
      ...money,
      advancesOutstandingCents: 50_000,
    });
    expect(totals).toEqual({
      lots: 3,
      soldLots: 2,
      hammerCents: 122_000,
      commissionCents: 25_000,
      lotFeesCents: 600,
      photoFeesCents: 200,
      unsoldFeesCents: 500,
      chargesCents: 26_300,
      taxRateBp: 1_400,
      taxOnChargesCents: 3_682,
      hammerTaxCents: 0,
      dueBeforeAdvancesCents: 92_018,
      advancesRecoveredCents: 50_000,
      advancesCarriedOverCents: 0,
      netPayoutCents: 42_018,
    });
  });

  it('pays a registered consignor the HST on their hammer, at 15% before April 2025', () => {
    const totals = statementTotals(statementLines(estate, lots), {
      ...money,
      saleDate: '2025-03-31',
      consignorIsRegistrant: true,
    });
    expect(totals.taxRateBp).toBe(1_500);
    expect(totals.hammerTaxCents).toBe(18_300);
    expect(totals.taxOnChargesCents).toBe(3_945); // 15% of $263.00
    expect(totals.netPayoutCents).toBe(122_000 + 18_300 - 26_300 - 3_945);
  });

  it('carries an advance larger than the proceeds over, and shows what the consignor owes when fees exceed them', () => {
    const big = statementTotals(statementLines(estate, lots), {
      ...money,
      advancesOutstandingCents: 500_000,
    });
    expect(big.advancesRecoveredCents).toBe(92_018);
    expect(big.advancesCarriedOverCents).toBe(500_000 - 92_018);
    expect(big.netPayoutCents).toBe(0);

    const unsoldOnly = statementTotals(statementLines(estate, [lots[2]!]), {
      ...money,
      advancesOutstandingCents: 10_000,
    });
    expect(unsoldOnly.netPayoutCents).toBe(-(800 + 112)); // $8.00 of fees and $1.12 HST owed
    expect(unsoldOnly.advancesRecoveredCents).toBe(0);
    expect(unsoldOnly.advancesCarriedOverCents).toBe(10_000);
  });

  it('is empty and zero with no lots', () => {
    expect(statementTotals([], money).netPayoutCents).toBe(0);
  });
});
