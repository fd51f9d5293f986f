import { ratioOf } from './report-figures';

/**
 * The figures the sales and category reports give a group of lots (decision 0062). Their base is
 * every lot offered (sold or passed) and, for the money, every lot sold at its hammer, whether an
 * invoice bills it yet or not; what issued invoices bill is a part of it, counted beside it. Counts
 * and sums add up across groups, so rows add up to the total; an average or a median is worked out
 * again from the lots themselves, never from the rows'.
 */

/** One lot offered in a sale. */
export interface OfferedLot {
  sold: boolean;
  /** The hammer when it sold (0 when it passed). */
  hammerCents: number;
  /** Whether an issued invoice bills it (not a draft, not void). */
  invoiced: boolean;
}

export interface SoldLotFigures {
  offered: number;
  sold: number;
  passed: number;
  /** Sold of offered, 0..1 to four places. */
  sellThrough: number;
  /** The hammer of every sold lot. */
  hammerCents: number;
  /** Over the sold lots, to the cent; null when none sold. */
  averageHammerCents: number | null;
  medianHammerCents: number | null;
  /** The sold lots an issued invoice bills, and their hammer: a part of `sold` and `hammerCents`. */
  invoicedLots: number;
  invoicedHammerCents: number;
}

/** `totalCents` over `count`, to the cent, half up (cents here are never negative). */
export function averageCents(totalCents: number, count: number): number | null {
  if (count <= 0) return null;
  return Math.floor((2 * totalCents + count) / (2 * count));
}

/** The middle hammer, or the average of the two middle ones, to the cent. */
export function medianCents(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] as number;
  if (sorted.length % 2 === 1) return upper;
  return averageCents((sorted[middle - 1] as number) + upper, 2);
}

export function soldLotFigures(lots: readonly OfferedLot[]): SoldLotFigures {
  const hammers: number[] = [];
  let invoicedLots = 0;
  let invoicedHammerCents = 0;
  for (const lot of lots) {
    if (!lot.sold) continue;
    hammers.push(lot.hammerCents);
    if (lot.invoiced) {
      invoicedLots += 1;
      invoicedHammerCents += lot.hammerCents;
    }
  }
  const hammerCents = hammers.reduce((total, hammer) => total + hammer, 0);
  return {
    offered: lots.length,
    sold: hammers.length,
    passed: lots.length - hammers.length,
    sellThrough: ratioOf(hammers.length, lots.length),
    hammerCents,
    averageHammerCents: averageCents(hammerCents, hammers.length),
    medianHammerCents: medianCents(hammers),
    invoicedLots,
    invoicedHammerCents,
  };
}
