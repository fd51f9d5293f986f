import type { Lot } from '@auction/contracts';
import { formatDollars } from './money';

/** The price line of a lot: sold price, current bid, or the starting bid before any bid. */
export function lotPriceLine(lot: Lot): { label: string; amount: string | null } {
  if (lot.status === 'sold' && lot.currentBid !== null)
    return { label: 'Sold for', amount: formatDollars(lot.currentBid) };
  if (lot.status === 'passed') return { label: 'Passed', amount: null };
  if (lot.status === 'withdrawn') return { label: 'Withdrawn', amount: null };
  if (lot.currentBid !== null && lot.bidCount > 0)
    return { label: 'Current bid', amount: formatDollars(lot.currentBid) };
  return { label: 'Starting bid', amount: formatDollars(lot.startingBid) };
}

export function bidCountText(count: number): string {
  return count === 1 ? '1 bid' : `${count} bids`;
}
