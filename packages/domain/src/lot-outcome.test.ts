import { describe, expect, it } from 'vitest';
import { closeLot, isReserveMet, lotOutcome, withdrawLot } from './lot-outcome';
import { newTimedLot, openLot, type TimedLot } from './timed-lot';

const endsAtMs = Date.UTC(2025, 5, 14, 23, 0, 0);

const buildLot = (overrides: Partial<TimedLot> = {}): TimedLot => ({
  ...newTimedLot({ startingBidCents: 2_500, reserveCents: null, endsAtMs, status: 'open' }),
  ...overrides,
});
const withBid = (priceCents: number, reserveCents: number | null) =>
  buildLot({ priceCents, reserveCents, highBidderId: 'ann', highMaxCents: priceCents, bidCount: 1 });

describe('lotOutcome', () => {
  it('passes a lot with no bids, reserve or not', () => {
    expect(lotOutcome(buildLot())).toBe('passed');
    expect(lotOutcome(buildLot({ reserveCents: 5_000 }))).toBe('passed');
  });

  it('sells to the high bidder when there is no reserve', () => {
    expect(lotOutcome(withBid(2_500, null))).toBe('sold');
  });

  it('sells at exactly the reserve and passes a cent below it', () => {
    expect(lotOutcome(withBid(5_000, 5_000))).toBe('sold');
    expect(lotOutcome(withBid(4_999, 5_000))).toBe('passed');
  });
});

describe('isReserveMet', () => {
  it('is met without a reserve, unmet with one before any bid, met once the price reaches it', () => {
    expect(isReserveMet(buildLot())).toBe(true);
    expect(isReserveMet(buildLot({ reserveCents: 0 }))).toBe(false);
    expect(isReserveMet(withBid(4_999, 5_000))).toBe(false);
    expect(isReserveMet(withBid(5_000, 5_000))).toBe(true);
  });
});

describe('closeLot', () => {
  it('refuses before the end time and closes at exactly the end time', () => {
    expect(closeLot(withBid(2_500, null), endsAtMs - 1)).toEqual({ ok: false, reason: 'LOT_NOT_ENDED' });
    expect(closeLot(withBid(2_500, null), endsAtMs)).toMatchObject({
      ok: true,
      outcome: 'sold',
      lot: { status: 'sold' },
    });
    expect(closeLot(withBid(4_999, 5_000), endsAtMs)).toMatchObject({ ok: true, outcome: 'passed' });
  });

  it('closes a lot only once', () => {
    const closed = closeLot(withBid(2_500, null), endsAtMs);
    if (!closed.ok) throw new Error(closed.reason);
    expect(closeLot(closed.lot, endsAtMs + 1)).toEqual({ ok: false, reason: 'LOT_CLOSED' });
  });

  it('leaves a withdrawn lot withdrawn', () => {
    expect(closeLot(buildLot({ status: 'withdrawn' }), endsAtMs)).toEqual({
      ok: false,
      reason: 'LOT_CLOSED',
    });
  });
});

describe('withdrawLot and openLot on a closed lot', () => {
  it.each(['sold', 'passed', 'withdrawn'] as const)('refuse a %s lot', (status) => {
    const lot = buildLot({ status });
    expect(withdrawLot(lot)).toEqual({ ok: false, reason: 'LOT_CLOSED' });
    expect(openLot(lot)).toEqual({ ok: false, reason: 'LOT_CLOSED' });
  });

  it('withdraw an open lot, bids and all', () => {
    expect(withdrawLot(withBid(2_500, null))).toMatchObject({
      ok: true,
      lot: { status: 'withdrawn', priceCents: 2_500 },
    });
  });

  it('open an upcoming lot', () => {
    expect(openLot(buildLot({ status: 'upcoming' }))).toMatchObject({ ok: true, lot: { status: 'open' } });
  });
});
