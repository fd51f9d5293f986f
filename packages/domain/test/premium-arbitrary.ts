import fc from 'fast-check';
import type { BuyersPremium } from '../src/buyers-premium';

/** A buyer's premium for property tests: a flat rate, or two tiers from a random threshold. */
export const premiumArbitrary: fc.Arbitrary<BuyersPremium> = fc.oneof(
  fc.integer({ min: 0, max: 3_000 }).map((rateBps) => ({ kind: 'flat' as const, rateBps })),
  fc
    .tuple(
      fc.integer({ min: 0, max: 3_000 }),
      fc.integer({ min: 1, max: 1_000_000 }),
      fc.integer({ min: 0, max: 3_000 }),
    )
    .map(([low, from, high]) => ({
      kind: 'tiered' as const,
      tiers: [
        { fromCents: 0, rateBps: low },
        { fromCents: from, rateBps: high },
      ],
    })),
);
