import { formatCents } from './money-words';

/** A lot as its price is extended: a quantity lot is bid per unit and sells all its units. */
export interface LotUnits {
  perUnit: boolean;
  quantity: number;
}

/** The units a winning bid pays for: every unit of a quantity lot, else the lot as one. */
export function unitsSold(lot: LotUnits): number {
  return lot.perUnit ? Math.max(1, Math.trunc(lot.quantity)) : 1;
}

/**
 * What a price comes to for the whole lot (DOMAIN.md "Quantity lot"): the price per unit times the
 * units for a quantity lot, the price itself otherwise. This extended amount is the hammer that
 * premium, tax, commission, invoices, statements and reports use. The database keeps the same
 * product as `lots.extended_price_cents`.
 */
export function extendedPriceCents(priceCents: number, lot: LotUnits): number {
  return priceCents * unitsSold(lot);
}

/**
 * A lot's price in words: "$8.00", or for a quantity lot the whole and its working,
 * "$96.00 (12 units at $8.00)", so a mail or an invoice line never leaves the bidder to multiply.
 */
export function lotPriceWords(priceCents: number, lot: LotUnits): string {
  const units = unitsSold(lot);
  if (!lot.perUnit) return formatCents(priceCents);
  return `${formatCents(extendedPriceCents(priceCents, lot))} (${units} ${units === 1 ? 'unit' : 'units'} at ${formatCents(priceCents)})`;
}
