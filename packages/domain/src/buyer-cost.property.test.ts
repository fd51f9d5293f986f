import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allInCost } from './buyer-cost';
import type { BuyersPremium } from './buyers-premium';
import { NOVA_SCOTIA_HST_RATES } from './tax-rates';

const numRuns = 1_000;
const rateBps = fc.integer({ min: 0, max: 10_000 });
const premium: fc.Arbitrary<BuyersPremium> = fc.oneof(
  rateBps.map((bps) => ({ kind: 'flat' as const, rateBps: bps })),
  fc
    .uniqueArray(fc.integer({ min: 1, max: 10_000_000 }), { maxLength: 4 })
    .chain((froms) =>
      fc.tuple(
        ...[0, ...froms.sort((a, b) => a - b)].map((fromCents) =>
          rateBps.map((bps) => ({ fromCents, rateBps: bps })),
        ),
      ),
    )
    .map((tiers) => ({ kind: 'tiered' as const, tiers })),
);
const hammerCents = fc.oneof(
  fc.integer({ min: 0, max: 10_000 }),
  fc.integer({ min: 0, max: 10_000_000_000 }),
);
const saleDate = fc.constantFrom('2024-12-31', '2025-03-31', '2025-04-01', '2026-07-15');

/** The premium exactly, as a fraction over 10,000, slice by slice. */
function exactPremiumTimes10k(hammer: number, schedule: BuyersPremium): bigint {
  if (schedule.kind === 'flat') return BigInt(hammer) * BigInt(schedule.rateBps);
  return schedule.tiers.reduce((sum, tier, i) => {
    const upTo = Math.min(hammer, schedule.tiers[i + 1]?.fromCents ?? Number.MAX_SAFE_INTEGER);
    return upTo > tier.fromCents ? sum + BigInt(upTo - tier.fromCents) * BigInt(tier.rateBps) : sum;
  }, 0n);
}

/** Rounded half up means: at most half a cent away, and exactly half a cent only upward. */
function expectHalfUp(cents: number, exactTimes10k: bigint) {
  const differenceTimes10k = BigInt(cents) * 10_000n - exactTimes10k;
  expect(differenceTimes10k > -5_000n && differenceTimes10k <= 5_000n).toBe(true);
}

describe('the all-in cost of a bid, for any hammer price, premium and sale day', () => {
  it('adds up to the cent, with the premium and the tax each rounded half up', () => {
    fc.assert(
      fc.property(hammerCents, premium, saleDate, (hammer, schedule, day) => {
        const cost = allInCost({
          hammerCents: hammer,
          premium: schedule,
          taxRates: NOVA_SCOTIA_HST_RATES,
          saleDate: day,
        });
        const taxBps = day >= '2025-04-01' ? 1_400n : 1_500n;
        expect(cost.hammerCents).toBe(hammer);
        expect(cost.totalCents).toBe(cost.hammerCents + cost.premiumCents + cost.taxCents);
        expectHalfUp(cost.premiumCents, exactPremiumTimes10k(hammer, schedule));
        expectHalfUp(cost.taxCents, BigInt(hammer + cost.premiumCents) * taxBps);
      }),
      { numRuns },
    );
  });

  it('never costs less for a higher hammer price', () => {
    fc.assert(
      fc.property(hammerCents, hammerCents, premium, saleDate, (a, b, schedule, day) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        const cost = (hammer: number) =>
          allInCost({
            hammerCents: hammer,
            premium: schedule,
            taxRates: NOVA_SCOTIA_HST_RATES,
            saleDate: day,
          });
        expect(cost(low).premiumCents).toBeLessThanOrEqual(cost(high).premiumCents);
        expect(cost(low).totalCents).toBeLessThanOrEqual(cost(high).totalCents);
      }),
      { numRuns },
    );
  });
});
