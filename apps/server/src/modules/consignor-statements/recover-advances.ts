/** An advance still owed by the consignor, oldest first in the list given. */
export interface OwedAdvance {
  id: string;
  outstandingCents: number;
}

/**
 * Which advances a statement's recovery takes back, and how much of each: the oldest advance
 * first (decision 0042), each up to what is still owed on it, until the amount is spent.
 */
export function recoverAdvances(
  advances: readonly OwedAdvance[],
  recoveredCents: number,
): { advanceId: string; amountCents: number }[] {
  const taken: { advanceId: string; amountCents: number }[] = [];
  let left = recoveredCents;
  for (const advance of advances) {
    if (left <= 0) break;
    const amountCents = Math.min(left, Math.max(0, advance.outstandingCents));
    if (amountCents === 0) continue;
    taken.push({ advanceId: advance.id, amountCents });
    left -= amountCents;
  }
  if (left > 0) throw new RangeError('More recovered than the advances still owed');
  return taken;
}
