import type { Lot } from '@auction/contracts';
import { extendedPriceCents } from '@auction/domain';
import { formatCents, formatDollars } from './money';

/** A quantity lot's prices are per unit: "per unit, × 12"; null for a lot sold as one. */
export function perUnitText(lot: Pick<Lot, 'per_unit' | 'quantity'>): string | null {
  return lot.per_unit ? `per unit, × ${lot.quantity}` : null;
}

/** "per unit, × 12 = $96.00": the working a quantity lot's price is shown with; null otherwise. */
export function perUnitWorking(lot: Pick<Lot, 'per_unit' | 'quantity'>, priceCents: number): string | null {
  const per = perUnitText(lot);
  if (!per) return null;
  return `${per} = ${formatCents(extendedPriceCents(priceCents, { perUnit: lot.per_unit, quantity: lot.quantity }))}`;
}

/** A live lot's quantity as the live screens carry it: absent for a lot sold as one. */
export interface LiveQuantity {
  per_unit?: boolean | undefined;
  quantity?: number | undefined;
}

/** "per unit, × 40 = $1,600.00" for a live quantity lot at `priceCents` a unit; null otherwise. */
export function livePerUnitWorking(lot: LiveQuantity, priceCents: number): string | null {
  if (!lot.per_unit || !lot.quantity) return null;
  return perUnitWorking({ per_unit: true, quantity: lot.quantity }, priceCents);
}

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
