import { type BuyersPremium, buyersPremiumCents } from './buyers-premium';
import { allocateCents } from './invoices/lot-shares';

/**
 * Grouped lots (issue 22, DOMAIN: grouped lot): lots sold together for one hammer ("1-3"), split
 * among their lots (and so their consignors) equally or by estimate, as the house picks per group.
 */
export type GroupSplitRule = 'equal' | 'estimate';

export interface GroupedLotPart {
  lotNumber: string;
  /** What the lot is expected to fetch; null when it has none. */
  estimateCents: number | null;
}

/** One estimate from a low and a high one: their midpoint (down to the cent), or the one given. */
export function estimateOf(lowCents: number | null, highCents: number | null): number | null {
  if (lowCents !== null && highCents !== null) return Math.floor((lowCents + highCents) / 2);
  return lowCents ?? highCents;
}

export type GroupSplit = { ok: true; sharesCents: number[] } | { ok: false; message: string };

/**
 * Each lot's part of the group's hammer: equal parts, or in proportion to the estimates (every
 * lot must have one above $0). The parts add up to the hammer to the cent; a cent left over goes to
 * the lot with the largest remainder, the earlier lot on a tie.
 */
export function splitGroupHammer(
  hammerCents: number,
  parts: readonly GroupedLotPart[],
  rule: GroupSplitRule,
): GroupSplit {
  if (parts.length === 0) return { ok: false, message: 'A group has lots to split among.' };
  if (rule === 'equal')
    return {
      ok: true,
      sharesCents: allocateCents(
        hammerCents,
        parts.map(() => 1),
      ),
    };
  const missing = parts.find((part) => part.estimateCents === null || part.estimateCents <= 0);
  if (missing) {
    return {
      ok: false,
      message: `Lot ${missing.lotNumber} has no estimate: give every lot of the group one, or split it equally.`,
    };
  }
  return {
    ok: true,
    sharesCents: allocateCents(
      hammerCents,
      parts.map((part) => part.estimateCents ?? 0),
    ),
  };
}

/** A lot of the group as its invoice line bills it: its part of the hammer and of the premium. */
export interface GroupedLotLine {
  hammerCents: number;
  premiumCents: number;
}

/**
 * The buyer's lines of a grouped lot: the premium is charged once on the whole hammer (a tiered
 * premium on the parts would charge less than on the group the buyer bid on), then shared among
 * the lots like the hammer, so the lines add up to the hammer and that premium exactly.
 */
export function groupedLotLines(
  hammerCents: number,
  parts: readonly GroupedLotPart[],
  rule: GroupSplitRule,
  premium: BuyersPremium,
): { ok: true; lines: GroupedLotLine[] } | { ok: false; message: string } {
  const split = splitGroupHammer(hammerCents, parts, rule);
  if (!split.ok) return split;
  const premiumCents = allocateCents(buyersPremiumCents(hammerCents, premium), split.sharesCents);
  return {
    ok: true,
    lines: split.sharesCents.map((share, index) => ({
      hammerCents: share,
      premiumCents: premiumCents[index] ?? 0,
    })),
  };
}

/** A lot line of a buyer's bill: its hammer, and the grouped lot it was sold in (null alone). */
export interface BilledLot {
  hammerCents: number;
  groupId: string | null;
}

/**
 * The premium of each lot line: a lot's own premium on its hammer, except the lots of a grouped
 * lot, whose premium is charged once on their whole hammer (the sum of their parts) and shared
 * among them like the hammer, as `groupedLotLines` does when the hammer falls.
 */
export function lotPremiumsCents(lots: readonly BilledLot[], premium: BuyersPremium): number[] {
  const groups = new Map<string, number[]>();
  lots.forEach((lot, index) => {
    if (lot.groupId) groups.set(lot.groupId, [...(groups.get(lot.groupId) ?? []), index]);
  });
  const premiums = lots.map((lot) => buyersPremiumCents(lot.hammerCents, premium));
  for (const indexes of groups.values()) {
    if (indexes.length < 2) continue;
    const hammers = indexes.map((index) => lots[index]?.hammerCents ?? 0);
    const whole = hammers.reduce((sum, cents) => sum + cents, 0);
    const shares =
      whole > 0 ? allocateCents(buyersPremiumCents(whole, premium), hammers) : hammers.map(() => 0);
    indexes.forEach((index, position) => {
      premiums[index] = shares[position] ?? 0;
    });
  }
  return premiums;
}
