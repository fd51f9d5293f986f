export type LotStatus = 'upcoming' | 'open' | 'sold' | 'passed' | 'withdrawn';

export type ClosedLotStatus = Extract<LotStatus, 'sold' | 'passed' | 'withdrawn'>;

/**
 * Where a timed lot stands. It carries the bid count rather than the history, so the bid
 * transaction reads and locks one row; each accepted bid returns its history entries for the
 * caller to append. `bidCount` counts every history entry, `max` and `proxy` alike, so it always
 * equals the number of history rows. `priceCents` is 0 and the high fields null until the
 * first bid.
 */
export type TimedLot = {
  status: LotStatus;
  startingBidCents: number;
  reserveCents: number | null;
  priceCents: number;
  highBidderId: string | null;
  highMaxCents: number | null;
  bidCount: number;
  endsAtMs: number;
};

export function isLotClosed(status: LotStatus): status is ClosedLotStatus {
  return status === 'sold' || status === 'passed' || status === 'withdrawn';
}

export type NewTimedLot = {
  startingBidCents: number;
  reserveCents: number | null;
  endsAtMs: number;
  status?: Extract<LotStatus, 'upcoming' | 'open'>;
};

/** A lot before its first bid. Throws on amounts no staff screen should have let through. */
export function newTimedLot({
  startingBidCents,
  reserveCents,
  endsAtMs,
  status = 'upcoming',
}: NewTimedLot): TimedLot {
  if (!Number.isSafeInteger(startingBidCents) || startingBidCents <= 0) {
    throw new RangeError(`A starting bid is a whole number of cents above 0, not ${startingBidCents}`);
  }
  if (reserveCents !== null && (!Number.isSafeInteger(reserveCents) || reserveCents < 0)) {
    throw new RangeError(`A reserve is a whole number of cents from 0, not ${reserveCents}`);
  }
  return {
    status,
    startingBidCents,
    reserveCents,
    priceCents: 0,
    highBidderId: null,
    highMaxCents: null,
    bidCount: 0,
    endsAtMs,
  };
}

/** Bidding opens on an upcoming lot; a closed lot never reopens. */
export function openLot(lot: TimedLot): { ok: true; lot: TimedLot } | { ok: false; reason: 'LOT_CLOSED' } {
  if (isLotClosed(lot.status)) return { ok: false, reason: 'LOT_CLOSED' };
  return { ok: true, lot: lot.status === 'open' ? lot : { ...lot, status: 'open' } };
}
