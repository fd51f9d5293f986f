import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BidHistoryEntry } from './bid-history';
import { type IncrementProfile, incrementAt, NORTH_AMERICAN_INCREMENT_PROFILE } from './bid-increments';
import { closeLot, withdrawLot } from './lot-outcome';
import { minimumNextBidCents } from './minimum-next-bid';
import { type PlaceBidResult, placeMaxBid, type TimedBiddingRules } from './place-max-bid';
import { replayBidHistory } from './replay-bid-history';
import { DEFAULT_SOFT_CLOSE, isInSoftCloseWindow } from './soft-close';
import { newTimedLot, openLot, type TimedLot } from './timed-lot';

const numRuns = 1_000;
const bidders = ['ann', 'bob', 'cy', 'dee', 'eve'];

/** Any valid profile, from the first row at 0, including ones whose increments shrink as prices rise. */
const anyProfile: fc.Arbitrary<IncrementProfile> = fc.oneof(
  fc.constant(NORTH_AMERICAN_INCREMENT_PROFILE),
  fc
    .uniqueArray(fc.integer({ min: 1, max: 200_000 }), { maxLength: 6 })
    .chain((froms) =>
      fc.tuple(
        ...[0, ...froms.sort((a, b) => a - b)].map((fromCents) =>
          fc.integer({ min: 1, max: 5_000 }).map((incrementCents) => ({ fromCents, incrementCents })),
        ),
      ),
    ),
);

/** An offset that is often exactly 0 or a cent or two away, so ties and edges occur often. */
const offsetCents = (max: number) =>
  fc.oneof(fc.constant(0), fc.integer({ min: -2, max: 2 }), fc.integer({ min: 1, max }));

/** How a bid's amount is chosen, relative to the lot when it is placed. */
const amountChoice = fc.oneof(
  fc.record({ kind: fc.constant('minimum' as const), offsetCents: offsetCents(300) }),
  fc.record({ kind: fc.constant('belowMinimum' as const), offsetCents: fc.integer({ min: 1, max: 300 }) }),
  fc.record({ kind: fc.constant('highMax' as const), offsetCents: offsetCents(3_000) }),
  fc.record({ kind: fc.constant('reserve' as const), offsetCents: offsetCents(300) }),
  fc.record({ kind: fc.constant('raw' as const), offsetCents: fc.integer({ min: -100, max: 100_000 }) }),
);
type AmountChoice = typeof amountChoice extends fc.Arbitrary<infer T> ? T : never;

/** How long until the next bid: mostly soon, sometimes to the last milliseconds or the soft-close edge. */
const waitChoice = fc.oneof(
  {
    weight: 20,
    arbitrary: fc.record({ kind: fc.constant('for' as const), ms: fc.integer({ min: 0, max: 10_000 }) }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('for' as const), ms: fc.integer({ min: 0, max: 90_000 }) }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('toEnd' as const),
      ms: fc.oneof(fc.constant(0), fc.constant(1), fc.integer({ min: 1, max: 120_000 })),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('toWindow' as const), ms: fc.integer({ min: -1, max: 1 }) }),
  },
);
type WaitChoice = typeof waitChoice extends fc.Arbitrary<infer T> ? T : never;

const bidStep = fc.record({
  kind: fc.constant('bid' as const),
  bidder: fc.constantFrom(...bidders),
  amount: amountChoice,
  wait: waitChoice,
});

const step = fc.oneof(
  { weight: 60, arbitrary: bidStep },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('close' as const) }) },
);

const sale = fc.record({
  profile: anyProfile,
  startingBidCents: fc.integer({ min: 1, max: 20_000 }),
  reserveCents: fc.option(fc.integer({ min: 0, max: 60_000 }), { nil: null }),
  softClose: fc.oneof(
    fc.constant(DEFAULT_SOFT_CLOSE),
    fc.record({
      windowMs: fc.integer({ min: 0, max: 300_000 }),
      extensionMs: fc.integer({ min: 0, max: 300_000 }),
    }),
  ),
  steps: fc.array(step, { minLength: 1, maxLength: 40, size: 'max' }),
});
type Sale = typeof sale extends fc.Arbitrary<infer T> ? T : never;

/** A sale that is closed part-way, then bid on again. */
const closedSale = fc
  .tuple(sale, fc.array(bidStep, { minLength: 1, maxLength: 10 }))
  .map(([s, after]): Sale => ({ ...s, steps: [...s.steps, { kind: 'close' }, ...after, { kind: 'close' }] }));

function amountFor(choice: AmountChoice, lot: TimedLot, profile: IncrementProfile): number {
  const minimum = minimumNextBidCents(lot, profile);
  if (choice.kind === 'minimum') return minimum + choice.offsetCents;
  if (choice.kind === 'belowMinimum') return minimum - choice.offsetCents;
  if (choice.kind === 'highMax') return (lot.highMaxCents ?? minimum) + choice.offsetCents;
  if (choice.kind === 'reserve') return (lot.reserveCents ?? minimum) + choice.offsetCents;
  return choice.offsetCents;
}

/** Time never runs backwards: a wait to a moment already past bids at once. */
function timeAfter(wait: WaitChoice, nowMs: number, lot: TimedLot, windowMs: number): number {
  if (wait.kind === 'for') return nowMs + wait.ms;
  const targetMs = wait.kind === 'toEnd' ? lot.endsAtMs - wait.ms : lot.endsAtMs - windowMs + wait.ms;
  return Math.max(nowMs, targetMs);
}

type AcceptedMax = { bidderId: string; maxCents: number };

/** Plays a sale and records, for each bid, the lot before it, the result, and what was accepted so far. */
function playSale({ profile, startingBidCents, reserveCents, softClose, steps }: Sale) {
  const rules: TimedBiddingRules = { increments: profile, softClose };
  const startMs = Date.UTC(2025, 5, 14, 22, 0, 0);
  let nowMs = startMs;
  let lot = newTimedLot({ startingBidCents, reserveCents, endsAtMs: startMs + 30 * 60_000, status: 'open' });
  const history: BidHistoryEntry[] = [];
  const maxima: AcceptedMax[] = [];
  const trace: {
    before: TimedLot;
    bidderId: string;
    maxCents: number;
    nowMs: number;
    result: PlaceBidResult;
    history: BidHistoryEntry[];
    maxima: AcceptedMax[];
  }[] = [];
  let closedLot: TimedLot | null = null;
  let closedSnapshot: TimedLot | null = null;
  const afterClose: { lot: TimedLot; result: { ok: boolean } }[] = [];
  for (const s of steps) {
    if (s.kind === 'close') {
      nowMs = Math.max(nowMs, lot.endsAtMs);
      const closed = closeLot(lot, nowMs);
      if (closed.ok) {
        const isReserveMet = lot.reserveCents === null || lot.priceCents >= lot.reserveCents;
        expect(closed.outcome).toBe(lot.highBidderId !== null && isReserveMet ? 'sold' : 'passed');
        lot = closed.lot;
        closedLot = lot;
        closedSnapshot = { ...lot };
      } else afterClose.push({ lot, result: closed });
      continue;
    }
    nowMs = timeAfter(s.wait, nowMs, lot, softClose.windowMs);
    const maxCents = amountFor(s.amount, lot, profile);
    const result = placeMaxBid(lot, { bidderId: s.bidder, maxCents, placedAtMs: nowMs }, rules);
    if (closedLot)
      afterClose.push({ lot, result }, { lot, result: withdrawLot(lot) }, { lot, result: openLot(lot) });
    if (result.ok) {
      history.push(...result.entries);
      maxima.push({ bidderId: s.bidder, maxCents });
    }
    trace.push({
      before: lot,
      bidderId: s.bidder,
      maxCents,
      nowMs,
      result,
      history: [...history],
      maxima: [...maxima],
    });
    if (result.ok) lot = result.lot;
  }
  return { trace, lot, closedLot, closedSnapshot, afterClose, rules };
}

const forEveryBid = (
  check: (step: ReturnType<typeof playSale>['trace'][number], rules: TimedBiddingRules) => void,
) =>
  fc.assert(
    fc.property(sale, (s) => {
      const { trace, rules } = playSale(s);
      for (const bidStep of trace) check(bidStep, rules);
    }),
    { numRuns },
  );

describe('no sequence of maximum bids breaks the timed-bidding invariants', () => {
  it('the price never exceeds the high bidder’s maximum', () => {
    forEveryBid(({ result }) => {
      if (result.ok) expect(result.lot.priceCents).toBeLessThanOrEqual(result.lot.highMaxCents ?? -1);
    });
  });

  it('the high bidder holds the highest accepted maximum, the earliest on a tie', () => {
    forEveryBid(({ result, maxima }) => {
      if (!result.ok) return;
      const highest = Math.max(...maxima.map((m) => m.maxCents));
      expect(result.lot.highMaxCents).toBe(highest);
      expect(result.lot.highBidderId).toBe(maxima.find((m) => m.maxCents === highest)?.bidderId);
    });
  });

  it('a bid is accepted exactly when it reaches the minimum (or, from the high bidder, tops their maximum)', () => {
    forEveryBid(({ before, bidderId, maxCents, nowMs, result }, rules) => {
      const isOwnRaise = before.highBidderId === bidderId;
      const isEnough = isOwnRaise
        ? maxCents > (before.highMaxCents ?? 0)
        : maxCents >= minimumNextBidCents(before, rules.increments);
      const isBiddable =
        before.status === 'open' && nowMs < before.endsAtMs && Number.isSafeInteger(maxCents);
      expect(result.ok).toBe(isBiddable && maxCents > 0 && isEnough);
    });
  });

  it('the bid count equals the history, whose last entry is the high bidder at the price', () => {
    forEveryBid(({ result, history }) => {
      if (!result.ok) return;
      expect(result.lot.bidCount).toBe(history.length);
      expect(history.at(-1)).toMatchObject({
        bidderId: result.lot.highBidderId,
        amountCents: result.lot.priceCents,
      });
    });
  });

  it('the history shows every outbid bidder taken to their full maximum', () => {
    forEveryBid(({ result, history, maxima }) => {
      if (!result.ok) return;
      for (const { bidderId } of maxima) {
        if (bidderId === result.lot.highBidderId) continue;
        const latestMax = maxima.findLast((m) => m.bidderId === bidderId)?.maxCents;
        expect(history.findLast((e) => e.bidderId === bidderId)?.amountCents).toBe(latestMax);
      }
    });
  });

  it('replaying the history through the rules gives the same price, high bidder and entries', () => {
    forEveryBid(({ result, history }, rules) => {
      if (!result.ok) return;
      const replay = replayBidHistory(result.lot, history, rules.increments);
      expect(replay.entries).toEqual(history);
      expect(replay.standing).toMatchObject({
        priceCents: result.lot.priceCents,
        highBidderId: result.lot.highBidderId,
        highMaxCents: result.lot.highMaxCents,
      });
    });
  });

  it('the price and the history amounts never go down, and the end time never comes earlier', () => {
    forEveryBid(({ before, result, nowMs }, rules) => {
      if (!result.ok) return;
      expect(result.lot.priceCents).toBeGreaterThanOrEqual(before.priceCents);
      const amounts = result.entries.map((e) => e.amountCents);
      expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
      expect(amounts[0]).toBeGreaterThanOrEqual(before.priceCents);
      expect(result.lot.endsAtMs).toBeGreaterThanOrEqual(before.endsAtMs);
      if (isInSoftCloseWindow(before.endsAtMs, nowMs, rules.softClose.windowMs)) {
        expect(result.lot.endsAtMs).toBeGreaterThanOrEqual(nowMs + rules.softClose.extensionMs);
      } else expect(result.lot.endsAtMs).toBe(before.endsAtMs);
    });
  });

  it('the winner pays at least the runner-up’s maximum and no more than needed to beat it or reach the reserve', () => {
    forEveryBid(({ result, maxima }, rules) => {
      if (!result.ok) return;
      const { priceCents, highBidderId, highMaxCents, startingBidCents, reserveCents } = result.lot;
      const others = maxima.filter((m) => m.bidderId !== highBidderId).map((m) => m.maxCents);
      const runnerUp = others.length > 0 ? Math.max(...others) : null;
      const isReserveReached = reserveCents !== null && (highMaxCents ?? 0) >= reserveCents;
      const ceiling = Math.max(
        startingBidCents,
        runnerUp === null ? 0 : runnerUp + incrementAt(rules.increments, runnerUp),
        isReserveReached ? reserveCents : 0,
      );
      expect(priceCents).toBeGreaterThanOrEqual(Math.max(startingBidCents, runnerUp ?? 0));
      expect(priceCents).toBeLessThanOrEqual(ceiling);
      if (isReserveReached) expect(priceCents).toBeGreaterThanOrEqual(reserveCents);
    });
  });

  it('a closed lot refuses every bid, close, withdrawal and reopening, and never changes', () => {
    fc.assert(
      fc.property(closedSale, (s) => {
        const { closedLot, closedSnapshot, lot, afterClose } = playSale(s);
        expect(closedLot).not.toBeNull();
        expect(lot).toBe(closedLot);
        expect(lot).toEqual(closedSnapshot);
        for (const attempt of afterClose) {
          expect(attempt.lot).toBe(closedLot);
          expect(attempt.result).toMatchObject({ ok: false, reason: 'LOT_CLOSED' });
        }
      }),
      { numRuns },
    );
  });
});
