import { type IncrementProfile, incrementAt } from './bid-increments';

/** The part of a lot's standing the minimum next bid depends on. */
export type AskingStanding = { startingBidCents: number; priceCents: number; highBidderId: string | null };

/** The least a new bidder may offer: the starting bid before any bid, else price + increment(price). */
export function minimumNextBidCents(standing: AskingStanding, profile: IncrementProfile): number {
  if (standing.highBidderId === null) return standing.startingBidCents;
  return standing.priceCents + incrementAt(profile, standing.priceCents);
}
