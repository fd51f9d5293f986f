import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SaleDriver, saleContext } from '../../test/live-sale/live-sale-test-kit';
import { foldLiveEvents } from './apply-live-event';
import type { LiveCommand, LiveSaleContext, LiveSaleState } from './live-sale-types';

const numRuns = 1_000;
const bidders = ['ann', 'bob', 'cy'];
const lotIds = ['lot-1', 'lot-2', 'lot-3', 'lot-4', 'lot-9'];

/**
 * An amount near the asking price, the high bid or an absentee maximum of the lot on the block,
 * so stale prices and ties come up often.
 */
const amountChoice = fc.oneof(
  fc.record({ from: fc.constant('asking' as const), offset: fc.constantFrom(0, 0, 0, -500, 100, 500) }),
  fc.record({ from: fc.constant('high' as const), offset: fc.integer({ min: -1_000, max: 5_000 }) }),
  fc.record({ from: fc.constant('absentee' as const), offset: fc.constantFrom(0, 0, 0, -100, 100) }),
  fc.record({ from: fc.constant('raw' as const), offset: fc.integer({ min: -100, max: 60_000 }) }),
);
type AmountChoice = typeof amountChoice extends fc.Arbitrary<infer T> ? T : never;

const commandChoice = fc.oneof(
  {
    weight: 2,
    arbitrary: fc.record({ type: fc.constant('open_lot' as const), lotId: fc.constantFrom(...lotIds) }),
  },
  { weight: 3, arbitrary: fc.record({ type: fc.constant('next_lot' as const) }) },
  {
    weight: 2,
    arbitrary: fc.record({ type: fc.constant('set_asking_price' as const), amount: amountChoice }),
  },
  {
    weight: 8,
    arbitrary: fc.record({
      type: fc.constant('internet_bid' as const),
      bidder: fc.constantFrom(...bidders),
      lotId: fc.option(fc.constantFrom(...lotIds), { nil: undefined }),
      amount: amountChoice,
    }),
  },
  {
    weight: 6,
    arbitrary: fc.record({
      type: fc.constant('floor_bid' as const),
      paddle: fc.option(fc.constantFrom(5, 42, 7003), { nil: null }),
      amount: amountChoice,
    }),
  },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('fair_warning' as const) }) },
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constant('sold' as const),
      paddle: fc.option(fc.constantFrom(5, 42, 7001), { nil: null }),
      amount: fc.option(amountChoice, { nil: null }),
      to: fc.option(fc.constantFrom('internet' as const, 'floor' as const), { nil: null }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('pass' as const) }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('reopen' as const) }) },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('undo' as const) }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('pause' as const) }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('resume' as const) }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('end_sale' as const) }) },
);
type CommandChoice = typeof commandChoice extends fc.Arbitrary<infer T> ? T : never;

const absenteeChoice = fc.array(
  fc.record({
    bidderId: fc.constantFrom(...bidders, 'abe'),
    // Off the increment ladder as often as on it, so ties with floor and internet bids come up.
    maxCents: fc.oneof(
      fc.integer({ min: 5_000, max: 60_000 }),
      fc.integer({ min: 20, max: 120 }).map((n) => n * 500),
    ),
  }),
  { maxLength: 3 },
);

function amountOf(state: LiveSaleState, context: LiveSaleContext, choice: AmountChoice): number {
  const lot = state.currentLot;
  const base = {
    asking: () => lot?.askingCents ?? 10_000,
    high: () => lot?.bids.at(-1)?.amountCents ?? 10_000,
    absentee: () => absenteesOf(context, lot?.lotId).at(-1)?.maxCents ?? 10_000,
    raw: () => 0,
  }[choice.from]();
  return base + choice.offset;
}

const absenteesOf = (context: LiveSaleContext, lotId: string | undefined) =>
  context.lots.find((lot) => lot.lotId === lotId)?.absentees ?? [];

function commandOf(state: LiveSaleState, context: LiveSaleContext, choice: CommandChoice): LiveCommand {
  switch (choice.type) {
    case 'set_asking_price':
      return { type: 'set_asking_price', amountCents: amountOf(state, context, choice.amount) };
    case 'internet_bid':
      return {
        type: 'internet_bid',
        lotId: choice.lotId ?? state.currentLot?.lotId ?? 'lot-1',
        amountCents: amountOf(state, context, choice.amount),
        bidderId: choice.bidder,
        paddle: 7000 + bidders.indexOf(choice.bidder),
      };
    case 'floor_bid':
      return {
        type: 'floor_bid',
        paddle: choice.paddle,
        amountCents: amountOf(state, context, choice.amount),
      };
    case 'sold':
      return {
        type: 'sold',
        paddle: choice.paddle,
        amountCents: choice.amount === null ? null : amountOf(state, context, choice.amount),
        to: choice.to,
      };
    default:
      return choice;
  }
}

describe('a live sale, for any sequence of commands', () => {
  it('keeps one rising high bid, closed lots closed (except a reopen before the next lot), and a log that folds to the state', () => {
    fc.assert(
      fc.property(
        fc.array(absenteeChoice, { minLength: 4, maxLength: 4 }),
        fc.array(commandChoice, { maxLength: 60 }),
        (absenteeLists, choices) => {
          const absentees = Object.fromEntries(
            absenteeLists.map((list, index) => [
              index + 1,
              // One maximum per bidder and lot, as the database holds them.
              list
                .filter((bid, i) => list.findIndex((other) => other.bidderId === bid.bidderId) === i)
                .map((bid) => ({ ...bid, paddle: 7100 + bidders.indexOf(bid.bidderId) })),
            ]),
          );
          const sale = new SaleDriver(saleContext(4, absentees));
          for (const choice of choices) {
            const before = sale.state;
            const command = commandOf(before, sale.context, choice);
            const decision = sale.run(command);
            const after = sale.state;
            const steps = decision.ok ? decision.events : decision.ledger;
            const types = steps.map((event) => event.type);

            // A refusal changes nothing but the ledger's number.
            if (!decision.ok) {
              expect(types.every((type) => type === 'bid_refused_after_hammer')).toBe(true);
              expect({ ...after, lastSeq: before.lastSeq }).toEqual(before);
              continue;
            }
            const lot = after.currentLot;
            if (lot) {
              // Bids on the block rise: one high bid, below the asking price. A bid may equal the one
              // before it only as the absentee maximum that was there first and so holds the tie.
              lot.bids.forEach((bid, i) => {
                const previous = lot.bids[i - 1];
                if (!previous) return;
                if (bid.source === 'absentee')
                  expect(bid.amountCents).toBeGreaterThanOrEqual(previous.amountCents);
                else expect(bid.amountCents).toBeGreaterThan(previous.amountCents);
              });
              const high = lot.bids.at(-1);
              if (high) expect(lot.askingCents).toBeGreaterThan(high.amountCents);
              // Without an undo, the high bid of the same lot never goes down.
              const previousHigh =
                before.currentLot?.lotId === lot.lotId ? before.currentLot.bids.at(-1) : undefined;
              if (previousHigh && !types.includes('bids_undone')) {
                expect(high?.amountCents ?? 0).toBeGreaterThanOrEqual(previousHigh.amountCents);
              }
              // An internet bid is taken only at the asking price shown.
              if (command.type === 'internet_bid')
                expect(command.amountCents).toBe(before.currentLot?.askingCents);
              // The earlier bid wins a tie: a floor or internet bid at or below another bidder's
              // absentee maximum never becomes the high bid; that maximum holds it.
              if (command.type === 'internet_bid' || command.type === 'floor_bid') {
                const bidderId = command.type === 'internet_bid' ? command.bidderId : null;
                const standing = absenteesOf(sale.context, lot.lotId).filter(
                  (bid) => bid.bidderId !== bidderId && bid.maxCents >= command.amountCents,
                );
                if (standing.length > 0) {
                  expect(high?.source).toBe('absentee');
                  expect(high?.amountCents).toBeGreaterThanOrEqual(command.amountCents);
                  expect(standing.map((bid) => bid.bidderId)).toContain(high?.bidderId);
                }
              }
            }
            // A closed lot stays as it closed, unless this very step reopened the lot just closed.
            for (const [lotId, result] of Object.entries(before.results)) {
              if (after.results[lotId] === undefined) {
                expect(types).toEqual(['lot_reopened']);
                expect(before.currentLot?.lotId).toBe(lotId);
              } else expect(after.results[lotId]).toEqual(result);
            }
            // A sold lot went to its high bid.
            for (const event of steps) {
              if (event.type !== 'lot_sold') continue;
              const sold = after.currentLot?.bids.at(-1);
              expect(sold?.amountCents).toBe(event.amountCents);
              expect(sold?.bidderId ?? null).toBe(event.bidderId);
            }
          }
          expect(foldLiveEvents(sale.log)).toEqual(sale.state);
          expect(sale.log.map((event) => event.seq)).toEqual(sale.log.map((_, i) => i + 1));
        },
      ),
      { numRuns },
    );
  });
});
