import { type IncrementProfile, incrementAt } from '../bid-increments';
import { liveDollars } from './live-money';

/** Why a maximum cannot be called from the block, or null when it can. */
export type AbsenteeMaximumRefusal =
  | { kind: 'below_start'; message: string }
  | { kind: 'off_increment'; message: string; below: number; above: number };

/**
 * Whether an absentee maximum written on paper is an amount the auctioneer calls (DOMAIN.md: an
 * absentee bid is checked against increments): the starting bid, then each step of the sale's
 * increments from there. An off-step maximum is refused naming the steps on either side, so the
 * clerk can read the form back to the bidder instead of guessing which they meant.
 */
export function absenteeMaximumRefusal(
  maxCents: number,
  startingBidCents: number,
  increments: IncrementProfile,
): AbsenteeMaximumRefusal | null {
  if (maxCents < startingBidCents) {
    return {
      kind: 'below_start',
      message: `The maximum must be at least ${liveDollars(startingBidCents)}, the starting bid.`,
    };
  }
  let step = startingBidCents;
  while (step < maxCents) {
    const next = step + incrementAt(increments, step);
    if (next > maxCents) {
      return {
        kind: 'off_increment',
        below: step,
        above: next,
        message: `The auctioneer calls ${liveDollars(step)} then ${liveDollars(next)} on this lot, not ${liveDollars(maxCents)}: enter one of those.`,
      };
    }
    step = next;
  }
  return null;
}
