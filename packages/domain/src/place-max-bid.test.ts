import { describe, expect, it } from 'vitest';
import { NORTH_AMERICAN_INCREMENT_PROFILE } from './bid-increments';
import { placeMaxBid, type TimedBiddingRules } from './place-max-bid';
import { DEFAULT_SOFT_CLOSE } from './soft-close';
import { newTimedLot, type TimedLot } from './timed-lot';

const rules: TimedBiddingRules = {
  increments: NORTH_AMERICAN_INCREMENT_PROFILE,
  softClose: DEFAULT_SOFT_CLOSE,
};
const endsAtMs = Date.UTC(2025, 5, 14, 23, 0, 0);
const minute = 60_000;

const buildLot = (overrides: Partial<TimedLot> = {}): TimedLot => ({
  ...newTimedLot({ startingBidCents: 2_500, reserveCents: null, endsAtMs, status: 'open' }),
  ...overrides,
});

describe('placeMaxBid', () => {
  it('accepts a bid on an open lot and counts every entry it returns', () => {
    const first = placeMaxBid(
      buildLot(),
      { bidderId: 'ann', maxCents: 10_000, placedAtMs: endsAtMs - 60 * minute },
      rules,
    );
    if (!first.ok) throw new Error(first.reason);
    const second = placeMaxBid(
      first.lot,
      { bidderId: 'bob', maxCents: 5_000, placedAtMs: endsAtMs - 59 * minute },
      rules,
    );
    if (!second.ok) throw new Error(second.reason);
    expect(first.lot).toMatchObject({ priceCents: 2_500, highBidderId: 'ann', bidCount: 1, endsAtMs });
    expect(second.entries).toHaveLength(2);
    expect(second.lot).toMatchObject({ priceCents: 5_100, highBidderId: 'ann', bidCount: 3, endsAtMs });
    expect(second.isExtended).toBe(false);
  });

  it('refuses a lot not yet open', () => {
    const lot = buildLot({ status: 'upcoming' });
    expect(
      placeMaxBid(lot, { bidderId: 'ann', maxCents: 3_000, placedAtMs: endsAtMs - minute }, rules),
    ).toEqual({
      ok: false,
      reason: 'LOT_NOT_OPEN',
    });
  });

  it.each(['sold', 'passed', 'withdrawn'] as const)('refuses a %s lot', (status) => {
    const lot = buildLot({ status });
    expect(
      placeMaxBid(lot, { bidderId: 'ann', maxCents: 3_000, placedAtMs: endsAtMs - minute }, rules),
    ).toEqual({
      ok: false,
      reason: 'LOT_CLOSED',
    });
  });

  it('refuses a bid at the end time even before the lot is closed, and accepts one a millisecond earlier', () => {
    const bid = { bidderId: 'ann', maxCents: 3_000 };
    expect(placeMaxBid(buildLot(), { ...bid, placedAtMs: endsAtMs }, rules)).toEqual({
      ok: false,
      reason: 'LOT_ENDED',
    });
    const justInTime = placeMaxBid(buildLot(), { ...bid, placedAtMs: endsAtMs - 1 }, rules);
    expect(justInTime).toMatchObject({
      ok: true,
      isExtended: true,
      lot: { endsAtMs: endsAtMs - 1 + 2 * minute },
    });
  });

  it('extends the lot for a bid in the soft-close window, and only then', () => {
    const bid = { bidderId: 'ann', maxCents: 3_000 };
    const late = placeMaxBid(buildLot(), { ...bid, placedAtMs: endsAtMs - 30_000 }, rules);
    const early = placeMaxBid(buildLot(), { ...bid, placedAtMs: endsAtMs - 2 * minute - 1 }, rules);
    expect(late).toMatchObject({ ok: true, isExtended: true, lot: { endsAtMs: endsAtMs + 90_000 } });
    expect(early).toMatchObject({ ok: true, isExtended: false, lot: { endsAtMs } });
  });

  it('does not extend the lot for a refused bid', () => {
    const lot = buildLot({ priceCents: 2_500, highBidderId: 'ann', highMaxCents: 10_000, bidCount: 1 });
    expect(
      placeMaxBid(lot, { bidderId: 'bob', maxCents: 2_599, placedAtMs: endsAtMs - 1_000 }, rules),
    ).toEqual({
      ok: false,
      reason: 'BELOW_MINIMUM',
    });
  });
});
