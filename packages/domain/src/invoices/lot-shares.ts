import { assertCents } from '../money-rounding';
import type { InvoiceLotAmounts } from './invoice-totals';

/**
 * Splits an amount into parts in proportion to `weights`: each part is its exact share rounded
 * down or up, and the parts add up to the amount exactly (largest remainder first, the earlier
 * part on a tie). With nothing to weigh by, the parts are as equal as cents allow.
 */
export function allocateCents(amountCents: number, weights: readonly number[]): number[] {
  assertCents('An amount', amountCents);
  for (const weight of weights) assertCents('A weight', weight);
  if (weights.length === 0) {
    if (amountCents !== 0) throw new RangeError('An amount cannot be split into no parts.');
    return [];
  }
  const whole = weights.reduce((sum, weight) => sum + BigInt(weight), 0n);
  const used = whole === 0n ? weights.map(() => 1n) : weights.map((weight) => BigInt(weight));
  const divisor = whole === 0n ? BigInt(weights.length) : whole;
  const amount = BigInt(amountCents);
  const parts = used.map((weight) => (amount * weight) / divisor);
  const remainders = used.map((weight, index) => ({ index, rest: (amount * weight) % divisor }));
  let left = amount - parts.reduce((sum, part) => sum + part, 0n);
  remainders.sort((a, b) => (a.rest === b.rest ? a.index - b.index : a.rest > b.rest ? -1 : 1));
  for (const { index } of remainders) {
    if (left === 0n) break;
    parts[index] = (parts[index] as bigint) + 1n;
    left -= 1n;
  }
  return parts.map(Number);
}

/** One lot as a buyer is shown it: its hammer, its premium, its part of the invoice's tax, and their sum. */
export type LotShare = {
  hammer_cents: number;
  premium_cents: number;
  tax_cents: number;
  total_cents: number;
};

export type LotSharesInput = {
  lots: readonly InvoiceLotAmounts[];
  /** The invoice's taxable charges (shipping, handling): they bear their part of the tax too. */
  taxableChargesCents?: readonly number[];
  /** The invoice's own tax, rounded once on the whole invoice (`invoiceTotals`). */
  taxCents: number;
};

/**
 * What each lot of an invoice costs the buyer: the invoice's tax shared among its taxable parts
 * in proportion to what each is taxed on, never rounded per lot. So the lots of an invoice with
 * nothing but lots add up to its total to the cent, and with charges the lots and the charges do.
 */
export function lotShares(input: LotSharesInput): LotShare[] {
  const bases = input.lots.map((lot) => lot.hammer_cents + lot.premium_cents);
  const tax = allocateCents(input.taxCents, [...bases, ...(input.taxableChargesCents ?? [])]);
  return input.lots.map((lot, index) => {
    const lotTax = tax[index] ?? 0;
    return {
      hammer_cents: lot.hammer_cents,
      premium_cents: lot.premium_cents,
      tax_cents: lotTax,
      total_cents: lot.hammer_cents + lot.premium_cents + lotTax,
    };
  });
}
