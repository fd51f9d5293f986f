import { describe, expect, it } from 'vitest';
import { NORTH_AMERICAN_INCREMENT_PROFILE as northAmerican } from './bid-increments';
import { type MaxBid, type ProxyStanding, resolveMaxBid } from './proxy-bidding';

const buildStanding = (overrides: Partial<ProxyStanding> = {}): ProxyStanding => ({
  startingBidCents: 2_500,
  reserveCents: null,
  priceCents: 0,
  highBidderId: null,
  highMaxCents: null,
  ...overrides,
});

let clockMs = Date.UTC(2025, 5, 14, 22, 0, 0);
const bidBy = (bidderId: string, maxCents: number): MaxBid => ({ bidderId, maxCents, placedAtMs: ++clockMs });

/** Applies bids in order, failing the test on a refusal, and returns the standing and all entries. */
function bidAll(standing: ProxyStanding, bids: MaxBid[]) {
  const entries = [];
  for (const bid of bids) {
    const result = resolveMaxBid(standing, bid, northAmerican);
    if (!result.ok) throw new Error(`refused ${bid.bidderId} ${bid.maxCents}: ${result.reason}`);
    standing = result.standing;
    entries.push(...result.entries);
  }
  return { standing, entries };
}

const summary = (entries: { kind: string; bidderId: string; amountCents: number }[]) =>
  entries.map((e) => `${e.kind} ${e.bidderId} ${e.amountCents}`);

describe('the first bid on a lot', () => {
  it('stands at the starting bid, whatever the maximum', () => {
    const { standing, entries } = bidAll(buildStanding(), [bidBy('ann', 10_000)]);
    expect(standing).toEqual({
      ...buildStanding(),
      priceCents: 2_500,
      highBidderId: 'ann',
      highMaxCents: 10_000,
    });
    expect(entries).toEqual([
      { kind: 'max', bidderId: 'ann', amountCents: 2_500, maxCents: 10_000, placedAtMs: clockMs },
    ]);
  });

  it('is accepted at exactly the starting bid and refused one cent below', () => {
    expect(resolveMaxBid(buildStanding(), bidBy('ann', 2_499), northAmerican)).toEqual({
      ok: false,
      reason: 'BELOW_MINIMUM',
    });
    expect(bidAll(buildStanding(), [bidBy('ann', 2_500)]).standing.priceCents).toBe(2_500);
  });

  it('opens at the reserve when the maximum reaches a reserve above the starting bid', () => {
    const lot = buildStanding({ reserveCents: 5_000 });
    expect(bidAll(lot, [bidBy('ann', 5_000)]).standing.priceCents).toBe(5_000);
    expect(bidAll(lot, [bidBy('ann', 4_999)]).standing.priceCents).toBe(2_500);
  });

  it('opens at the starting bid when the reserve is below it', () => {
    const lot = buildStanding({ reserveCents: 1_000 });
    expect(bidAll(lot, [bidBy('ann', 9_000)]).standing.priceCents).toBe(2_500);
  });
});

describe('a challenger with a higher maximum', () => {
  it('takes the lead one increment over the old maximum, after the old bidder is bid to their maximum', () => {
    const { standing, entries } = bidAll(buildStanding(), [bidBy('ann', 10_000), bidBy('bob', 20_000)]);
    expect(standing).toMatchObject({ priceCents: 10_500, highBidderId: 'bob', highMaxCents: 20_000 });
    expect(summary(entries)).toEqual(['max ann 2500', 'proxy ann 10000', 'max bob 10500']);
  });

  it('pays only their maximum when it is less than an increment over the old one', () => {
    const { standing } = bidAll(buildStanding(), [bidBy('ann', 10_000), bidBy('bob', 10_200)]);
    expect(standing).toMatchObject({ priceCents: 10_200, highBidderId: 'bob' });
  });

  it('uses the increment at the old maximum, on each side of a row boundary', () => {
    const below = bidAll(buildStanding(), [bidBy('ann', 9_950), bidBy('bob', 20_000)]).standing;
    const at = bidAll(buildStanding(), [bidBy('ann', 10_000), bidBy('bob', 20_000)]).standing;
    expect(below.priceCents).toBe(10_050);
    expect(at.priceCents).toBe(10_500);
  });

  it('records no proxy entry when the old bidder already stood at their maximum', () => {
    const { entries } = bidAll(buildStanding(), [bidBy('ann', 2_500), bidBy('bob', 5_000)]);
    expect(summary(entries)).toEqual(['max ann 2500', 'max bob 2600']);
  });

  it('lifts the price to the reserve when their maximum reaches it', () => {
    const lot = buildStanding({ reserveCents: 30_000 });
    const reaching = bidAll(lot, [bidBy('ann', 10_000), bidBy('bob', 30_000)]);
    const short = bidAll(lot, [bidBy('ann', 10_000), bidBy('bob', 29_999)]);
    expect(reaching.standing).toMatchObject({ priceCents: 30_000, highBidderId: 'bob' });
    expect(summary(reaching.entries)).toEqual(['max ann 2500', 'proxy ann 10000', 'max bob 30000']);
    expect(short.standing).toMatchObject({ priceCents: 10_500, highBidderId: 'bob' });
  });
});

describe('a challenger with a lower or equal maximum', () => {
  it('is answered by the high bidder one increment over the challenger', () => {
    const { standing, entries } = bidAll(buildStanding(), [bidBy('ann', 10_000), bidBy('bob', 5_000)]);
    expect(standing).toMatchObject({ priceCents: 5_100, highBidderId: 'ann', highMaxCents: 10_000 });
    expect(summary(entries)).toEqual(['max ann 2500', 'max bob 5000', 'proxy ann 5100']);
  });

  it('is answered with no more than the high maximum', () => {
    const { standing } = bidAll(buildStanding(), [bidBy('ann', 10_000), bidBy('bob', 9_950)]);
    expect(standing).toMatchObject({ priceCents: 10_000, highBidderId: 'ann' });
  });

  it('loses a tie to the earlier maximum, at that maximum', () => {
    const { standing, entries } = bidAll(buildStanding(), [bidBy('ann', 10_000), bidBy('bob', 10_000)]);
    expect(standing).toMatchObject({ priceCents: 10_000, highBidderId: 'ann', highMaxCents: 10_000 });
    expect(summary(entries)).toEqual(['max ann 2500', 'max bob 10000', 'proxy ann 10000']);
  });

  it('is refused below the minimum next bid and accepted at it', () => {
    const opened = bidAll(buildStanding(), [bidBy('ann', 10_000)]).standing;
    expect(resolveMaxBid(opened, bidBy('bob', 2_599), northAmerican)).toEqual({
      ok: false,
      reason: 'BELOW_MINIMUM',
    });
    expect(bidAll(opened, [bidBy('bob', 2_600)]).standing.priceCents).toBe(2_700);
  });

  it('keeps the price at least at the reserve the high maximum reached', () => {
    const lot = buildStanding({ reserveCents: 8_000 });
    const { standing } = bidAll(lot, [bidBy('ann', 10_000), bidBy('bob', 8_500)]);
    expect(standing).toMatchObject({ priceCents: 8_600, highBidderId: 'ann' });
  });
});

describe('the high bidder raising their own maximum', () => {
  it('keeps the price where it was', () => {
    const { standing, entries } = bidAll(buildStanding(), [bidBy('ann', 10_000), bidBy('ann', 20_000)]);
    expect(standing).toMatchObject({ priceCents: 2_500, highBidderId: 'ann', highMaxCents: 20_000 });
    expect(summary(entries)).toEqual(['max ann 2500', 'max ann 2500']);
  });

  it('must go above their current maximum, not merely reach the minimum next bid', () => {
    const opened = bidAll(buildStanding(), [bidBy('ann', 10_000)]).standing;
    expect(resolveMaxBid(opened, bidBy('ann', 10_000), northAmerican)).toEqual({
      ok: false,
      reason: 'NOT_ABOVE_OWN_MAX',
    });
    const atPrice = bidAll(buildStanding(), [bidBy('ann', 2_500), bidBy('ann', 2_550)]).standing;
    expect(atPrice).toMatchObject({ priceCents: 2_500, highMaxCents: 2_550 });
  });

  it('lifts the price to the reserve when the new maximum reaches it', () => {
    const lot = buildStanding({ reserveCents: 8_000 });
    const reaching = bidAll(lot, [bidBy('ann', 5_000), bidBy('ann', 8_000)]);
    const short = bidAll(lot, [bidBy('ann', 5_000), bidBy('ann', 7_999)]);
    expect(reaching.standing.priceCents).toBe(8_000);
    expect(summary(reaching.entries)).toEqual(['max ann 2500', 'max ann 8000']);
    expect(short.standing.priceCents).toBe(2_500);
  });
});

describe('amounts that are not money', () => {
  it.each([0, -100, 10.5, Number.NaN, Number.POSITIVE_INFINITY])('refuses %s', (maxCents) => {
    expect(resolveMaxBid(buildStanding(), bidBy('ann', maxCents), northAmerican)).toEqual({
      ok: false,
      reason: 'INVALID_AMOUNT',
    });
  });
});

describe('the standing it returns', () => {
  it('holds only the standing fields, even when given a whole lot', () => {
    const lot = { ...buildStanding(), status: 'open', bidCount: 0, endsAtMs: 1 };
    const result = resolveMaxBid(lot, bidBy('ann', 3_000), northAmerican);
    expect(result.ok && Object.keys(result.standing).sort()).toEqual(Object.keys(buildStanding()).sort());
  });
});
