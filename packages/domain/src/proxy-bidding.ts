import type { BidHistoryEntry, MaxBidEntry, ProxyBidEntry } from './bid-history';
import { type IncrementProfile, incrementAt } from './bid-increments';
import { minimumNextBidCents } from './minimum-next-bid';
import type { TimedLot } from './timed-lot';

/** The part of a lot the price resolution reads and writes. */
export type ProxyStanding = Pick<
  TimedLot,
  'startingBidCents' | 'reserveCents' | 'priceCents' | 'highBidderId' | 'highMaxCents'
>;

/** A bidder's maximum; `placedAtMs` is when the server accepted it, passed in. */
export type MaxBid = { bidderId: string; maxCents: number; placedAtMs: number };

export type ProxyRefusal = 'INVALID_AMOUNT' | 'BELOW_MINIMUM' | 'NOT_ABOVE_OWN_MAX';

export type ProxyResolution =
  | { ok: true; standing: ProxyStanding; entries: BidHistoryEntry[] }
  | { ok: false; reason: ProxyRefusal };

const maxEntry = (bid: MaxBid, amountCents: number): MaxBidEntry => ({
  kind: 'max',
  bidderId: bid.bidderId,
  amountCents,
  maxCents: bid.maxCents,
  placedAtMs: bid.placedAtMs,
});

const proxyEntry = (bidderId: string, amountCents: number, placedAtMs: number): ProxyBidEntry => ({
  kind: 'proxy',
  bidderId,
  amountCents,
  maxCents: null,
  placedAtMs,
});

/** A high bidder whose maximum reaches the reserve stands at least at the reserve. */
function liftToReserve(priceCents: number, highMaxCents: number, reserveCents: number | null): number {
  return reserveCents !== null && highMaxCents >= reserveCents
    ? Math.max(priceCents, reserveCents)
    : priceCents;
}

/**
 * Applies one maximum bid to a lot's standing by the rules of DOMAIN.md "Timed bidding".
 * A tie goes to the maximum accepted first, which is the standing one: maxima are resolved in
 * the order the server accepts them (under its row lock), the order of their sequence numbers.
 * Entries are shaped as `BidHistoryEntry` explains.
 */
export function resolveMaxBid(
  standing: ProxyStanding,
  bid: MaxBid,
  profile: IncrementProfile,
): ProxyResolution {
  if (!Number.isSafeInteger(bid.maxCents) || bid.maxCents <= 0)
    return { ok: false, reason: 'INVALID_AMOUNT' };
  const { startingBidCents, reserveCents, priceCents: currentCents, highBidderId, highMaxCents } = standing;
  // Copied field by field so that a whole lot passed in does not leak its other fields into the result.
  const base: ProxyStanding = {
    startingBidCents,
    reserveCents,
    priceCents: currentCents,
    highBidderId,
    highMaxCents,
  };

  if (highBidderId === null || highMaxCents === null) {
    if (bid.maxCents < startingBidCents) return { ok: false, reason: 'BELOW_MINIMUM' };
    const priceCents = liftToReserve(startingBidCents, bid.maxCents, reserveCents);
    const next = { ...base, priceCents, highBidderId: bid.bidderId, highMaxCents: bid.maxCents };
    return { ok: true, standing: next, entries: [maxEntry(bid, priceCents)] };
  }

  if (highBidderId === bid.bidderId) {
    if (bid.maxCents <= highMaxCents) return { ok: false, reason: 'NOT_ABOVE_OWN_MAX' };
    const priceCents = liftToReserve(currentCents, bid.maxCents, reserveCents);
    const next = { ...base, priceCents, highMaxCents: bid.maxCents };
    return { ok: true, standing: next, entries: [maxEntry(bid, priceCents)] };
  }

  if (bid.maxCents < minimumNextBidCents(standing, profile)) return { ok: false, reason: 'BELOW_MINIMUM' };

  if (bid.maxCents > highMaxCents) {
    const outbidCents = Math.min(bid.maxCents, highMaxCents + incrementAt(profile, highMaxCents));
    const priceCents = liftToReserve(outbidCents, bid.maxCents, reserveCents);
    const defence =
      highMaxCents > currentCents ? [proxyEntry(highBidderId, highMaxCents, bid.placedAtMs)] : [];
    const next = { ...base, priceCents, highBidderId: bid.bidderId, highMaxCents: bid.maxCents };
    return { ok: true, standing: next, entries: [...defence, maxEntry(bid, priceCents)] };
  }

  const answerCents = Math.min(highMaxCents, bid.maxCents + incrementAt(profile, bid.maxCents));
  const priceCents = liftToReserve(answerCents, highMaxCents, reserveCents);
  return {
    ok: true,
    standing: { ...base, priceCents },
    entries: [maxEntry(bid, bid.maxCents), proxyEntry(highBidderId, priceCents, bid.placedAtMs)],
  };
}
