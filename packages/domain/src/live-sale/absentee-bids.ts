import { type IncrementProfile, incrementAt } from '../bid-increments';
import type { AbsenteeBid } from './live-sale-types';

/** The next step of the ladder above an amount. */
export const nextAskingCents = (profile: IncrementProfile, amountCents: number) =>
  amountCents + incrementAt(profile, amountCents);

/** Highest maximum first; on equal maxima the one accepted first (the list is in acceptance order). */
function ranked(absentees: readonly AbsenteeBid[]): AbsenteeBid[] {
  return absentees
    .map((bid, index) => ({ bid, index }))
    .sort((a, b) => b.bid.maxCents - a.bid.maxCents || a.index - b.index)
    .map(({ bid }) => bid);
}

/**
 * The amount the strongest of the competing maxima must stand at to hold the lead over the
 * others and over `floorCents` (the least it may bid): one step above the runner-up's maximum,
 * never above its own maximum. Equal maxima go to the earlier one, at that maximum.
 */
function leaderAmount(
  top: AbsenteeBid,
  second: AbsenteeBid | undefined,
  floorCents: number,
  profile: IncrementProfile,
) {
  if (!second || second.maxCents < floorCents) return floorCents;
  const beyond = second.maxCents === top.maxCents ? top.maxCents : nextAskingCents(profile, second.maxCents);
  return Math.max(floorCents, Math.min(top.maxCents, beyond));
}

/**
 * When a lot opens: the absentee maxima at or above the starting bid compete as proxy bids do,
 * and the strongest opens the bidding (at the starting bid when it stands alone).
 */
export function absenteeOpening(
  absentees: readonly AbsenteeBid[],
  startingBidCents: number,
  profile: IncrementProfile,
): { bid: AbsenteeBid; amountCents: number } | null {
  const [top, second] = ranked(absentees.filter((bid) => bid.maxCents >= startingBidCents));
  if (!top) return null;
  return { bid: top, amountCents: leaderAmount(top, second, startingBidCents, profile) };
}

/**
 * After someone bids `amountCents`: an absentee maximum that reaches the next step answers at
 * that step (or higher, when two absentee maxima fight each other). A maximum that reaches the
 * bid but not the next step holds the bid's own amount: it was left before the sale, and at
 * equal amounts the earlier bid wins, so the room must go higher. The bidder who just bid never
 * answers themselves through their own absentee maximum.
 */
export function absenteeAnswer(
  absentees: readonly AbsenteeBid[],
  bidderId: string | null,
  amountCents: number,
  profile: IncrementProfile,
): { bid: AbsenteeBid; amountCents: number } | null {
  const [top, second] = ranked(
    absentees.filter((bid) => bid.bidderId !== bidderId && bid.maxCents >= amountCents),
  );
  if (!top) return null;
  const step = nextAskingCents(profile, amountCents);
  if (top.maxCents < step) return { bid: top, amountCents };
  return { bid: top, amountCents: leaderAmount(top, second, step, profile) };
}
