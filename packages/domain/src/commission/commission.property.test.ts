import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NOVA_SCOTIA_HST_RATES } from '../tax-rates';
import { type CommissionTerms, type CommissionTier, commissionForHammer } from './commission';
import { statementLines, statementTotals } from './statement';

const numRuns = 1_000;
const rateBp = fc.integer({ min: 0, max: 10_000 });
const cents = (max: number) => fc.integer({ min: 0, max });
const hammerCents = fc.oneof(cents(100_000), cents(10_000_000_000));
const fees = fc.record({
  minimumPerLotCents: cents(100_000),
  lotFeeCents: cents(10_000),
  photoFeeCents: cents(10_000),
  unsoldFeeCents: cents(10_000),
});
/** Ascending "from" amounts starting at 0. */
const froms = fc
  .uniqueArray(fc.integer({ min: 1, max: 10_000_000 }), { maxLength: 5 })
  .map((rest) => [0, ...rest.sort((a, b) => a - b)]);
const tiersWith = (rates: (count: number) => fc.Arbitrary<number[]>) =>
  froms.chain((starts) =>
    rates(starts.length).map((list) =>
      starts.map((fromCents, i): CommissionTier => ({ fromCents, rateBp: list[i] ?? 0 })),
    ),
  );
const anyRates = (n: number) => fc.array(rateBp, { minLength: n, maxLength: n });
const falling = (n: number) => anyRates(n).map((list) => list.sort((a, b) => b - a));
const rising = (n: number) => anyRates(n).map((list) => list.sort((a, b) => a - b));
const terms = fc
  .tuple(fc.constantFrom('flat', 'sliding', 'incremental' as const), tiersWith(anyRates), fees)
  .map(
    ([kind, tiers, money]): CommissionTerms => ({
      kind,
      tiers: kind === 'flat' ? tiers.slice(0, 1) : tiers,
      ...money,
    }),
  );

describe('commission for any profile and hammer', () => {
  it('is never negative and never more than the hammer (the minimum is capped by it)', () => {
    fc.assert(
      fc.property(terms, hammerCents, fc.option(rateBp), (profile, hammer, override) => {
        const commission = commissionForHammer(profile, hammer, override);
        expect(Number.isSafeInteger(commission)).toBe(true);
        expect(commission).toBeGreaterThanOrEqual(0);
        expect(commission).toBeLessThanOrEqual(hammer);
      }),
      { numRuns },
    );
  });

  it('is the same sliding, incremental or flat on a one-tier table', () => {
    fc.assert(
      fc.property(rateBp, fees, hammerCents, (rate, money, hammer) => {
        const tiers = [{ fromCents: 0, rateBp: rate }];
        const [flat, sliding, incremental] = (['flat', 'sliding', 'incremental'] as const).map((kind) =>
          commissionForHammer({ kind, tiers, ...money }, hammer),
        );
        expect(sliding).toBe(flat);
        expect(incremental).toBe(flat);
      }),
      { numRuns },
    );
  });

  it('takes at least as much incrementally as sliding when rates fall with the amount, and at most when they rise', () => {
    fc.assert(
      fc.property(tiersWith(falling), tiersWith(rising), fees, hammerCents, (down, up, money, hammer) => {
        const of = (kind: 'sliding' | 'incremental', tiers: CommissionTier[]) =>
          commissionForHammer({ kind, tiers, ...money }, hammer);
        expect(of('incremental', down)).toBeGreaterThanOrEqual(of('sliding', down));
        expect(of('incremental', up)).toBeLessThanOrEqual(of('sliding', up));
      }),
      { numRuns },
    );
  });

  it('never falls when the hammer rises, incrementally', () => {
    fc.assert(
      fc.property(tiersWith(anyRates), fees, hammerCents, cents(1_000_000), (tiers, money, hammer, more) => {
        const profile: CommissionTerms = { kind: 'incremental', tiers, ...money };
        expect(commissionForHammer(profile, hammer + more)).toBeGreaterThanOrEqual(
          commissionForHammer(profile, hammer),
        );
      }),
      { numRuns },
    );
  });
});

const lot = fc.record({
  ref: fc.uuid(),
  outcome: fc.constantFrom('sold' as const, 'unsold' as const),
  hammerCents: cents(100_000_000),
  commissionRateBp: fc.option(rateBp),
  photographed: fc.boolean(),
});
const money = fc.record({
  advancesOutstandingCents: fc.oneof(fc.constant(0), cents(10_000_000)),
  saleDate: fc.constantFrom('2024-12-31', '2025-03-31', '2025-04-01', '2026-07-15'),
  taxRates: fc.constant(NOVA_SCOTIA_HST_RATES),
  consignorIsRegistrant: fc.boolean(),
});

describe('a statement for any lots, profile and advances', () => {
  it('has totals that are the sum of its lines, and a net that follows the formula to the cent', () => {
    fc.assert(
      fc.property(terms, fc.array(lot, { maxLength: 30 }), money, (profile, lots, input) => {
        const lines = statementLines(profile, lots);
        const t = statementTotals(lines, input);
        const sum = (pick: (line: (typeof lines)[number]) => number) =>
          lines.reduce((s, l) => s + pick(l), 0);
        expect(t.hammerCents).toBe(sum((l) => l.hammerCents));
        expect(t.commissionCents).toBe(sum((l) => l.commissionCents));
        expect(t.chargesCents).toBe(
          t.commissionCents + t.lotFeesCents + t.photoFeesCents + t.unsoldFeesCents,
        );
        expect(t.chargesCents).toBe(sum((l) => l.chargesCents));
        for (const line of lines) {
          expect(line.commissionCents).toBeGreaterThanOrEqual(0);
          if (line.outcome === 'unsold') expect(line.hammerCents + line.commissionCents).toBe(0);
        }
        const rate = BigInt(input.saleDate >= '2025-04-01' ? 1_400 : 1_500);
        const halfUp = (amount: number) => Number((BigInt(amount) * rate + 5_000n) / 10_000n);
        expect(t.taxOnChargesCents).toBe(halfUp(t.chargesCents));
        expect(t.hammerTaxCents).toBe(input.consignorIsRegistrant ? halfUp(t.hammerCents) : 0);
        expect(t.netPayoutCents).toBe(
          t.hammerCents -
            t.commissionCents -
            (t.lotFeesCents + t.photoFeesCents + t.unsoldFeesCents) -
            t.taxOnChargesCents -
            t.advancesRecoveredCents +
            t.hammerTaxCents,
        );
        expect(t.advancesRecoveredCents + t.advancesCarriedOverCents).toBe(input.advancesOutstandingCents);
        expect(t.advancesRecoveredCents).toBeGreaterThanOrEqual(0);
        // Advances never push a statement below zero; only fees beyond the proceeds can.
        if (t.advancesRecoveredCents > 0) expect(t.netPayoutCents).toBeGreaterThanOrEqual(0);
        if (t.dueBeforeAdvancesCents > 0) expect(t.netPayoutCents).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 300 },
    );
  });
});
