import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { averageCents, medianCents, type OfferedLot, soldLotFigures } from './sold-lot-figures';

const numRuns = 500;
const lot: fc.Arbitrary<OfferedLot> = fc
  .record({
    sold: fc.boolean(),
    hammerCents: fc.integer({ min: 1, max: 50_000_000 }),
    invoiced: fc.boolean(),
  })
  .map((drawn) => (drawn.sold ? drawn : { sold: false, hammerCents: 0, invoiced: false }));
const groups = fc.array(fc.array(lot, { maxLength: 20 }), { minLength: 1, maxLength: 8 });

describe('the figures of sold lots', () => {
  it('works out a hand-worked sale: 18 sold for $4,310.00, 6 of them invoiced for $1,444.00', () => {
    const invoiced = [20_000, 30_000, 24_400, 25_000, 25_000, 20_000];
    const uninvoiced = [
      28_000, 21_000, 22_000, 23_600, 25_000, 20_000, 23_000, 24_000, 26_000, 25_000, 27_000, 22_000,
    ];
    const figures = soldLotFigures([
      ...invoiced.map((hammerCents) => ({ sold: true, hammerCents, invoiced: true })),
      ...uninvoiced.map((hammerCents) => ({ sold: true, hammerCents, invoiced: false })),
      { sold: false, hammerCents: 0, invoiced: false },
      { sold: false, hammerCents: 0, invoiced: false },
    ]);
    expect(figures).toEqual({
      offered: 20,
      sold: 18,
      passed: 2,
      sellThrough: 0.9,
      hammerCents: 431_000,
      // $4,310.00 / 18 = $239.444...
      averageHammerCents: 23_944,
      medianHammerCents: 24_200,
      invoicedLots: 6,
      invoicedHammerCents: 144_400,
    });
  });

  it('rounds an average half up and takes the middle of an even count as their average', () => {
    expect(averageCents(5, 2)).toBe(3);
    expect(averageCents(4, 3)).toBe(1);
    expect(averageCents(0, 0)).toBeNull();
    expect(medianCents([300, 100, 200])).toBe(200);
    expect(medianCents([100, 201])).toBe(151);
    expect(medianCents([])).toBeNull();
    expect(soldLotFigures([])).toMatchObject({ sold: 0, averageHammerCents: null, medianHammerCents: null });
  });

  it('gives groups whose counts and sums add up to the figures of all their lots together', () => {
    fc.assert(
      fc.property(groups, (list) => {
        const rows = list.map(soldLotFigures);
        const total = soldLotFigures(list.flat());
        const sum = (
          key: 'offered' | 'sold' | 'passed' | 'hammerCents' | 'invoicedLots' | 'invoicedHammerCents',
        ) => rows.reduce((running, row) => running + row[key], 0);
        expect(sum('offered')).toBe(total.offered);
        expect(sum('sold')).toBe(total.sold);
        expect(sum('passed')).toBe(total.passed);
        expect(sum('hammerCents')).toBe(total.hammerCents);
        expect(sum('invoicedLots')).toBe(total.invoicedLots);
        expect(sum('invoicedHammerCents')).toBe(total.invoicedHammerCents);
      }),
      { numRuns },
    );
  });

  it('keeps the average and median among the sold hammers, and the invoiced part within the sold', () => {
    fc.assert(
      fc.property(fc.array(lot, { maxLength: 40 }), (lots) => {
        const figures = soldLotFigures(lots);
        const sold = lots.filter((each) => each.sold).map((each) => each.hammerCents);
        expect(figures.sold + figures.passed).toBe(figures.offered);
        expect(figures.invoicedLots).toBeLessThanOrEqual(figures.sold);
        expect(figures.invoicedHammerCents).toBeLessThanOrEqual(figures.hammerCents);
        if (sold.length === 0) {
          expect(figures.averageHammerCents).toBeNull();
          return;
        }
        const [low, high] = [Math.min(...sold), Math.max(...sold)];
        for (const middle of [figures.averageHammerCents, figures.medianHammerCents]) {
          expect(middle).toBeGreaterThanOrEqual(low);
          expect(middle).toBeLessThanOrEqual(high);
        }
        // The average is the hammer shared out over the sold lots, within half a cent a lot.
        expect(
          Math.abs((figures.averageHammerCents ?? 0) * sold.length - figures.hammerCents),
        ).toBeLessThanOrEqual(sold.length / 2);
      }),
      { numRuns },
    );
  });
});
