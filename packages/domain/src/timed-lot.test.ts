import { describe, expect, it } from 'vitest';
import { isLotClosed, type LotStatus, newTimedLot } from './timed-lot';

describe('newTimedLot', () => {
  it('starts upcoming with no bid', () => {
    expect(newTimedLot({ startingBidCents: 1_000, reserveCents: 5_000, endsAtMs: 0 })).toEqual({
      status: 'upcoming',
      startingBidCents: 1_000,
      reserveCents: 5_000,
      priceCents: 0,
      highBidderId: null,
      highMaxCents: null,
      bidCount: 0,
      endsAtMs: 0,
    });
  });

  it('refuses a starting bid of 0 or a fraction of a cent, and a negative reserve', () => {
    expect(() => newTimedLot({ startingBidCents: 0, reserveCents: null, endsAtMs: 0 })).toThrow(RangeError);
    expect(() => newTimedLot({ startingBidCents: 10.5, reserveCents: null, endsAtMs: 0 })).toThrow(
      RangeError,
    );
    expect(() => newTimedLot({ startingBidCents: 100, reserveCents: -1, endsAtMs: 0 })).toThrow(RangeError);
  });
});

describe('isLotClosed', () => {
  it('counts sold, passed and withdrawn as closed', () => {
    const statuses: LotStatus[] = ['upcoming', 'open', 'sold', 'passed', 'withdrawn'];
    expect(statuses.map(isLotClosed)).toEqual([false, false, true, true, true]);
  });
});
