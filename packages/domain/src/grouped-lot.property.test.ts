import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buyersPremiumCents } from './buyers-premium';
import { type CommissionTerms, commissionForHammer, NO_COMMISSION_TERMS } from './commission';
import { estimateOf, groupedLotLines, lotPremiumsCents, splitGroupHammer } from './grouped-lot';

const numRuns = 1_000;
const hammer = fc.integer({ min: 0, max: 100_000_000_00 });
const parts = fc.array(
  fc.record({
    lotNumber: fc.integer({ min: 1, max: 999 }).map(String),
    estimateCents: fc.integer({ min: 1, max: 10_000_000_00 }),
  }),
  { minLength: 1, maxLength: 12 },
);
const premium = fc.oneof(
  fc.integer({ min: 0, max: 5_000 }).map((rateBps) => ({ kind: 'flat' as const, rateBps })),
  fc.constant({
    kind: 'tiered' as const,
    tiers: [
      { fromCents: 0, rateBps: 2_000 },
      { fromCents: 500_000, rateBps: 1_500 },
      { fromCents: 2_500_000, rateBps: 1_000 },
    ],
  }),
);

/** 25% with a $10 minimum: each consignor's part pays commission on their own share. */
const houseTerms: CommissionTerms = {
  ...NO_COMMISSION_TERMS,
  tiers: [{ fromCents: 0, rateBp: 2_500 }],
  minimumPerLotCents: 1_000,
};

describe('a grouped lot, one hammer for its lots', () => {
  it('splits the hammer to the cent, equally within a cent, or by estimate within a cent of the exact share', () => {
    fc.assert(
      fc.property(hammer, parts, (amount, lots) => {
        const equal = splitGroupHammer(amount, lots, 'equal');
        const byEstimate = splitGroupHammer(amount, lots, 'estimate');
        if (!equal.ok || !byEstimate.ok) throw new Error('refused');
        expect(equal.sharesCents.reduce((a, b) => a + b, 0)).toBe(amount);
        expect(Math.max(...equal.sharesCents) - Math.min(...equal.sharesCents)).toBeLessThanOrEqual(1);
        expect(byEstimate.sharesCents.reduce((a, b) => a + b, 0)).toBe(amount);
        const whole = lots.reduce((sum, lot) => sum + BigInt(lot.estimateCents), 0n);
        byEstimate.sharesCents.forEach((share, index) => {
          const exact = (BigInt(amount) * BigInt(lots[index]?.estimateCents ?? 0)) / whole;
          expect(BigInt(share) - exact).toBeGreaterThanOrEqual(0n);
          expect(BigInt(share) - exact).toBeLessThanOrEqual(1n);
        });
      }),
      { numRuns },
    );
  });

  it('charges the premium once on the whole hammer, and each consignor nets their share less commission', () => {
    fc.assert(
      fc.property(
        hammer,
        parts,
        premium,
        fc.constantFrom('equal' as const, 'estimate' as const),
        (amount, lots, schedule, rule) => {
          const billed = groupedLotLines(amount, lots, rule, schedule);
          if (!billed.ok) throw new Error('refused');
          expect(billed.lines.reduce((sum, line) => sum + line.hammerCents, 0)).toBe(amount);
          expect(billed.lines.reduce((sum, line) => sum + line.premiumCents, 0)).toBe(
            buyersPremiumCents(amount, schedule),
          );
          for (const line of billed.lines) {
            const commission = commissionForHammer(houseTerms, line.hammerCents);
            expect(commission).toBeGreaterThanOrEqual(0);
            expect(commission).toBeLessThanOrEqual(line.hammerCents);
          }
        },
      ),
      { numRuns },
    );
  });
});

describe('the split rule', () => {
  it('asks for an estimate on every lot to split by estimate, and reads one from a low and a high', () => {
    const lots = [
      { lotNumber: '1', estimateCents: 10_000 },
      { lotNumber: '2', estimateCents: null },
    ];
    expect(splitGroupHammer(30_000, lots, 'estimate')).toEqual({
      ok: false,
      message: 'Lot 2 has no estimate: give every lot of the group one, or split it equally.',
    });
    expect(splitGroupHammer(30_001, lots, 'equal')).toEqual({ ok: true, sharesCents: [15_001, 15_000] });
    expect(estimateOf(10_000, 20_001)).toBe(15_000);
    expect(estimateOf(null, 20_000)).toBe(20_000);
    expect(estimateOf(null, null)).toBeNull();
  });
});

describe('the premiums of a bill with grouped lots', () => {
  it('charges a grouped lot its premium once on the whole hammer, as the hammer fell, and other lots their own', () => {
    fc.assert(
      fc.property(
        hammer,
        parts,
        premium,
        fc.integer({ min: 0, max: 10_000_000 }),
        (amount, lots, schedule, alone) => {
          const billed = groupedLotLines(amount, lots, 'estimate', schedule);
          if (!billed.ok) return;
          const bill = [
            { hammerCents: alone, groupId: null },
            ...billed.lines.map((line) => ({ hammerCents: line.hammerCents, groupId: 'g1' })),
          ];
          const premiums = lotPremiumsCents(bill, schedule);
          expect(premiums[0]).toBe(buyersPremiumCents(alone, schedule));
          expect(premiums.slice(1)).toEqual(billed.lines.map((line) => line.premiumCents));
        },
      ),
      { numRuns },
    );
  });
});
