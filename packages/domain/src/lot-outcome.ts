import { isLotClosed, type TimedLot } from './timed-lot';

export type LotOutcome = 'sold' | 'passed';

type Standing = Pick<TimedLot, 'reserveCents' | 'priceCents' | 'highBidderId'>;

/** No reserve, or a bid standing at the reserve or above. Before any bid a reserve is unmet. */
export function isReserveMet(lot: Standing): boolean {
  if (lot.reserveCents === null) return true;
  return lot.highBidderId !== null && lot.priceCents >= lot.reserveCents;
}

/** Sold to the high bidder when there is one and the reserve is met, otherwise passed. */
export function lotOutcome(lot: Standing): LotOutcome {
  return lot.highBidderId !== null && isReserveMet(lot) ? 'sold' : 'passed';
}

export type CloseLotResult =
  | { ok: true; lot: TimedLot; outcome: LotOutcome }
  | { ok: false; reason: 'LOT_CLOSED' | 'LOT_NOT_ENDED' };

/** Closes a lot whose end has come; a second close is refused, so the lot closes exactly once. */
export function closeLot(lot: TimedLot, nowMs: number): CloseLotResult {
  if (isLotClosed(lot.status)) return { ok: false, reason: 'LOT_CLOSED' };
  if (nowMs < lot.endsAtMs) return { ok: false, reason: 'LOT_NOT_ENDED' };
  const outcome = lotOutcome(lot);
  return { ok: true, lot: { ...lot, status: outcome }, outcome };
}

/** Staff take a lot out of the sale before it closes; a sold or passed lot stays as it is. */
export function withdrawLot(
  lot: TimedLot,
): { ok: true; lot: TimedLot } | { ok: false; reason: 'LOT_CLOSED' } {
  if (isLotClosed(lot.status)) return { ok: false, reason: 'LOT_CLOSED' };
  return { ok: true, lot: { ...lot, status: 'withdrawn' } };
}
