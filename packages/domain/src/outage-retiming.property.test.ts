import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type LotBeforeRetiming, retimeAfterGap } from './outage-retiming';

const statuses = ['upcoming', 'open', 'sold', 'passed', 'withdrawn'] as const;
const base = Date.UTC(2026, 11, 6, 23, 0, 0);
const lots = fc
  .array(
    fc.record({
      endOffsetMs: fc.integer({ min: -30 * 60_000, max: 60 * 60_000 }),
      status: fc.constantFrom(...statuses),
    }),
    { maxLength: 40 },
  )
  .map((rows) =>
    rows.map(
      (row, i): LotBeforeRetiming => ({
        id: `lot-${String(i).padStart(3, '0')}`,
        endsAtMs: base + row.endOffsetMs,
        saleOrder: i,
        status: row.status,
      }),
    ),
  );
const gaps = fc
  .tuple(fc.integer({ min: -20 * 60_000, max: 40 * 60_000 }), fc.integer({ min: 0, max: 30 * 60_000 }))
  .map(([startOffsetMs, lengthMs]) => ({
    startMs: base + startOffsetMs,
    endMs: base + startOffsetMs + lengthMs,
  }));
const settings = fc.record({
  softCloseWindowMs: fc.integer({ min: 0, max: 10 * 60_000 }),
  retimeMs: fc.integer({ min: 60_000, max: 30 * 60_000 }),
  staggerMs: fc.integer({ min: 0, max: 5 * 60_000 }),
});

describe('re-timing after a gap, for any sale, gap and setting', () => {
  it('re-times exactly the open lots ending in the gap or the window after it, later, in sale order', () => {
    fc.assert(
      fc.property(lots, gaps, settings, (sale, gap, setting) => {
        const retimed = retimeAfterGap(sale, gap, setting);
        const byId = new Map(retimed.map((lot) => [lot.id, lot]));
        for (const lot of sale) {
          const caught =
            lot.status === 'open' &&
            lot.endsAtMs > gap.startMs &&
            lot.endsAtMs <= gap.endMs + setting.softCloseWindowMs;
          expect(byId.has(lot.id)).toBe(caught);
        }
        retimed.forEach((lot, k) => {
          const slotMs = gap.endMs + setting.retimeMs + k * setting.staggerMs;
          expect(lot.endsAtMs).toBe(Math.max(lot.previousEndMs, slotMs));
          // Every caught lot gets at least the re-timing after recovery, never less than it had.
          expect(lot.endsAtMs).toBeGreaterThanOrEqual(gap.endMs + setting.retimeMs);
          expect(lot.endsAtMs).toBeGreaterThanOrEqual(lot.previousEndMs);
        });
        const orders = retimed.map((lot) => sale.find((row) => row.id === lot.id)?.saleOrder ?? -1);
        expect(orders).toEqual(orders.toSorted((a, b) => a - b));
      }),
      { numRuns: 1_000 },
    );
  });

  it('keeps the stagger between the re-timed lots when none ended later than its slot', () => {
    fc.assert(
      fc.property(lots, gaps, settings, (sale, gap, setting) => {
        const retimed = retimeAfterGap(sale, gap, { ...setting, softCloseWindowMs: 0 });
        for (let k = 1; k < retimed.length; k += 1) {
          expect((retimed[k]?.endsAtMs ?? 0) - (retimed[k - 1]?.endsAtMs ?? 0)).toBe(setting.staggerMs);
        }
      }),
      { numRuns: 1_000 },
    );
  });
});
