import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { incrementAt, NORTH_AMERICAN_INCREMENT_PROFILE } from '../bid-increments';
import { absenteeMaximumRefusal } from './absentee-ladder';

const profile = NORTH_AMERICAN_INCREMENT_PROFILE;

describe('an absentee maximum from a paper form', () => {
  it('is taken on a step the auctioneer calls and refused between two, naming both', () => {
    expect(absenteeMaximumRefusal(10_000, 5_000, profile)).toBeNull();
    expect(absenteeMaximumRefusal(5_000, 5_000, profile)).toBeNull();
    expect(absenteeMaximumRefusal(10_500, 5_000, profile)).toBeNull();
    expect(absenteeMaximumRefusal(10_250, 5_000, profile)).toEqual({
      kind: 'off_increment',
      below: 10_000,
      above: 10_500,
      message: 'The auctioneer calls $100 then $105 on this lot, not $102.50: enter one of those.',
    });
    expect(absenteeMaximumRefusal(4_000, 5_000, profile)).toEqual({
      kind: 'below_start',
      message: 'The maximum must be at least $50, the starting bid.',
    });
  });

  it('for any starting bid and maximum: refused exactly when no run of increments from the start reaches it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 200_000 }),
        fc.integer({ min: 0, max: 600_000 }),
        (start, max) => {
          const refusal = absenteeMaximumRefusal(max, start, profile);
          const steps = new Set<number>();
          for (let step = start; step <= max; step += incrementAt(profile, step)) steps.add(step);
          expect(refusal === null).toBe(steps.has(max));
          if (refusal?.kind === 'off_increment') {
            expect(steps.has(refusal.below)).toBe(true);
            expect(refusal.below).toBeLessThan(max);
            expect(refusal.above).toBeGreaterThan(max);
            expect(refusal.above).toBe(refusal.below + incrementAt(profile, refusal.below));
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});
