import { type Auction, maxMoneyCents } from '@auction/contracts';
import { type IncrementProfile, incrementAt, NORTH_AMERICAN_INCREMENT_PROFILE } from '@auction/domain';
import { dollarsToCents, formatCents } from '../../lib/money';

/**
 * The auction's own increment table in cents (its profile, else the house default, as the
 * server answers it); the common North American table only while the auction is not known.
 */
export function incrementProfileOf(increments: Auction['increments'] | undefined): IncrementProfile {
  if (!increments || increments.length === 0) return NORTH_AMERICAN_INCREMENT_PROFILE;
  return increments.map((row) => ({
    fromCents: dollarsToCents(row.from_amount),
    incrementCents: dollarsToCents(row.increment),
  }));
}

/**
 * Amounts to offer as one-tap maximums: the server's minimum next bid, then one increment of the
 * auction's table above the other. Any amount at or above the minimum is a valid maximum, so a
 * step is only ever a suggestion.
 */
export function quickPickCents(
  minimumCents: number,
  profile: IncrementProfile = NORTH_AMERICAN_INCREMENT_PROFILE,
  count = 4,
): number[] {
  const picks = [minimumCents];
  while (picks.length < count) {
    const last = picks[picks.length - 1] ?? minimumCents;
    picks.push(last + incrementAt(profile, last));
  }
  return picks;
}

/** The amount to suggest: the minimum, or one step above the bidder's own maximum while they lead. */
export function raiseAbove(
  minimumCents: number,
  ownMaxCents: number | null,
  profile: IncrementProfile = NORTH_AMERICAN_INCREMENT_PROFILE,
): number {
  if (ownMaxCents === null || ownMaxCents < minimumCents) return minimumCents;
  return ownMaxCents + incrementAt(profile, ownMaxCents);
}

export type AmountCheck = { ok: true; cents: number } | { ok: false; message: string };

/** Reads what the bidder typed as dollars: "1,250", "$1250.5"; at least the minimum, to the cent. */
export function readBidAmount(text: string, minimumCents: number): AmountCheck {
  const cleaned = text.replace(/[\s$,]/g, '');
  if (cleaned === '') return { ok: false, message: 'Enter your maximum bid.' };
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) {
    return { ok: false, message: 'Enter an amount in dollars, like 125 or 125.50.' };
  }
  const cents = Math.round(Number(cleaned) * 100);
  if (cents < minimumCents) {
    return { ok: false, message: `Your bid must be at least ${formatCents(minimumCents)}.` };
  }
  if (cents > maxMoneyCents) return { ok: false, message: 'That amount is too large.' };
  return { ok: true, cents };
}
