export const DEFAULT_STAGGER_MS = 30_000;

/**
 * When lot `saleIndex` (0-based, in sale order) is due to end: auction end + index x stagger.
 * Soft close may later move one lot's end; this is only where each lot starts from.
 */
export function staggeredEndMs(
  auctionEndMs: number,
  saleIndex: number,
  staggerMs = DEFAULT_STAGGER_MS,
): number {
  if (!Number.isSafeInteger(saleIndex) || saleIndex < 0) {
    throw new RangeError(`A sale index is a whole number from 0, not ${saleIndex}`);
  }
  return auctionEndMs + saleIndex * staggerMs;
}
