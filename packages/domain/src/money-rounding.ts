/**
 * A sum of (cents x basis points) products, rounded to the cent, half up. BigInt keeps the
 * products exact however large the hammer price; amounts here are never negative, so half up
 * and half away from zero agree.
 */
export function centsFromBasisPointProducts(centBasisPoints: bigint): number {
  return Number((centBasisPoints + 5_000n) / 10_000n);
}

/** `rateBps` of `amountCents`, to the cent, half up. */
export function applyBasisPoints(amountCents: number, rateBps: number): number {
  return centsFromBasisPointProducts(BigInt(amountCents) * BigInt(rateBps));
}

export function assertCents(name: string, cents: number): void {
  if (!Number.isSafeInteger(cents) || cents < 0) {
    throw new RangeError(`${name} must be a whole number of cents from 0, not ${cents}`);
  }
}
