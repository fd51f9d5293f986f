import { describe, expect, it } from 'vitest';
import { type LotBeforeRetiming, retimeAfterGap } from './outage-retiming';

const minute = 60_000;
const end = Date.UTC(2026, 11, 6, 23, 0, 0);
/** Ten lots from `end`, 30 s apart, as a staggered close sets them. */
const staggered = (status: LotBeforeRetiming['status'] = 'open'): LotBeforeRetiming[] =>
  Array.from({ length: 10 }, (_, i) => ({
    id: `lot-${i}`,
    endsAtMs: end + i * 30_000,
    saleOrder: i,
    status,
  }));
const settings = { softCloseWindowMs: 2 * minute, retimeMs: 10 * minute, staggerMs: 30_000 };

describe('retimeAfterGap', () => {
  it('leaves lots that ended before the gap, re-times those in it and in the window after, in sale order', () => {
    const lots = staggered().map((lot, i) => (i < 2 ? { ...lot, status: 'sold' as const } : lot));
    // Down from 10 s after lot 1 ended (lot 2 ending 20 s later) until 1:30 after lot 1.
    const gap = { startMs: end + 40_000, endMs: end + 90_000 };
    const retimed = retimeAfterGap(lots, gap, settings);
    // Lot 2 (end +60 s) and lot 3 (+90 s) ended in the gap; lots 4 to 7 (+120 s to +210 s)
    // end within two minutes of recovery; lot 8 (+240 s) ends 2:30 after it and is left alone.
    expect(retimed).toEqual(
      [2, 3, 4, 5, 6, 7].map((n, k) => ({
        id: `lot-${n}`,
        previousEndMs: end + n * 30_000,
        endsAtMs: gap.endMs + 10 * minute + k * 30_000,
      })),
    );
  });

  it('re-times an open lot whose end is past, and leaves an open lot that ended before the gap', () => {
    const lots = staggered();
    const gap = { startMs: end + 45_000, endMs: end + 5 * minute };
    const ids = retimeAfterGap(lots, gap, settings).map((lot) => lot.id);
    expect(ids).not.toContain('lot-0');
    expect(ids).not.toContain('lot-1');
    expect(ids[0]).toBe('lot-2');
    // +5 min recovery and a 2 min window: lots up to +7 min, all ten lots' ends are before.
    expect(ids).toHaveLength(8);
  });

  it('ends every caught lot together with no stagger, and only the gap with soft close off', () => {
    const lots = staggered();
    const gap = { startMs: end - 1, endMs: end + 60_000 };
    const together = retimeAfterGap(lots, gap, { ...settings, staggerMs: 0, softCloseWindowMs: 0 });
    expect(together.map((lot) => lot.id)).toEqual(['lot-0', 'lot-1', 'lot-2']);
    expect(new Set(together.map((lot) => lot.endsAtMs))).toEqual(new Set([end + 60_000 + 10 * minute]));
  });

  it('never moves an end earlier, never touches a withdrawn or upcoming lot, and follows sale order', () => {
    const lots: LotBeforeRetiming[] = [
      { id: 'b', endsAtMs: end + 30_000, saleOrder: 2, status: 'open' },
      { id: 'a', endsAtMs: end + 11 * minute, saleOrder: 1, status: 'open' },
      { id: 'w', endsAtMs: end + 10_000, saleOrder: 0, status: 'withdrawn' },
      { id: 'u', endsAtMs: end + 10_000, saleOrder: 3, status: 'upcoming' },
    ];
    const retimed = retimeAfterGap(
      lots,
      { startMs: end, endMs: end + 10 * minute },
      {
        softCloseWindowMs: 2 * minute,
        retimeMs: 60_000,
        staggerMs: 30_000,
      },
    );
    expect(retimed).toEqual([
      { id: 'a', previousEndMs: end + 11 * minute, endsAtMs: end + 11 * minute },
      { id: 'b', previousEndMs: end + 30_000, endsAtMs: end + 11 * minute + 30_000 },
    ]);
  });

  it('refuses a gap that ends before it starts', () => {
    expect(() => retimeAfterGap([], { startMs: end, endMs: end - 1 }, settings)).toThrow(RangeError);
  });
});
