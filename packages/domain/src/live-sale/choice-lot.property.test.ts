import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SaleDriver, saleContext } from '../../test/live-sale/live-sale-test-kit';
import { foldLiveEvents } from './apply-live-event';
import type { LiveBidder, LiveCommand, LiveSaleContext, LiveSaleState } from './live-sale-types';

const group = ['lot-2', 'lot-3', 'lot-4', 'lot-5'];
const takers: (LiveBidder | null)[] = [
  null,
  { source: 'internet', bidderId: 'bob', paddle: 7002 },
  { source: 'floor', bidderId: null, paddle: 42 },
  { source: 'phone', bidderId: 'cy', paddle: 7003 },
];

function context(): LiveSaleContext {
  const base = saleContext(6);
  const choice = { kind: 'choice' as const, leadId: 'lot-2', lotIds: group };
  return {
    ...base,
    lots: base.lots.map((lot) => (group.includes(lot.lotId) ? { ...lot, group: choice } : lot)),
  };
}

const step = fc.oneof(
  fc.constant({ type: 'next_lot' as const }),
  fc.record({ type: fc.constant('open_lot' as const), lotId: fc.constantFrom('lot-1', ...group, 'lot-6') }),
  fc.constant({ type: 'internet_bid' as const }),
  fc.constant({ type: 'floor_bid' as const }),
  fc.constant({ type: 'sold' as const }),
  fc.constant({ type: 'pass' as const }),
  fc.constant({ type: 'reopen' as const }),
  fc.constant({ type: 'undo' as const }),
  fc.constant({ type: 'end_sale' as const }),
  fc.record({
    type: fc.constant('take_choice' as const),
    lotIds: fc.subarray([...group, 'lot-6']),
    taker: fc.integer({ min: 0, max: takers.length - 1 }),
  }),
);
type Step = typeof step extends fc.Arbitrary<infer T> ? T : never;

function commandOf(state: LiveSaleState, choice: Step): LiveCommand {
  const asking = state.currentLot?.askingCents ?? 10_000;
  const lotId = state.currentLot?.lotId ?? 'lot-1';
  switch (choice.type) {
    case 'internet_bid':
      return { type: 'internet_bid', lotId, amountCents: asking, bidderId: 'ann', paddle: 7001 };
    case 'floor_bid':
      return { type: 'floor_bid', amountCents: asking, paddle: 5 };
    case 'take_choice':
      return { type: 'take_choice', lotIds: choice.lotIds, taker: takers[choice.taker] ?? null };
    default:
      return choice;
  }
}

describe('a choice group, for any sequence of commands', () => {
  it('never sells a lot twice, sells every taken lot at the hammer, and folds from its log', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 50 }), (steps) => {
        const sale = new SaleDriver(context());
        for (const choice of steps) sale.run(commandOf(sale.state, choice));
        const sold = sale.log.flatMap((event) =>
          event.type === 'lot_sold' && group.includes(event.lotId) ? [event] : [],
        );
        const lotsSold = sold.map((event) => event.lotId);
        expect(new Set(lotsSold).size).toBe(lotsSold.length);
        const offers = sale.log.filter((event) => event.type === 'choice_offered');
        for (const event of sold) {
          const offer = offers.filter((candidate) => candidate.seq < event.seq).at(-1);
          expect(offer?.type === 'choice_offered' && offer.amountCents).toBe(event.amountCents);
        }
        // No lot of the group went on the block but its first one.
        for (const event of sale.log) {
          if (event.type === 'lot_opened' && group.includes(event.lotId)) expect(event.lotId).toBe('lot-2');
        }
        // Once the sale ends, every lot of the group is sold or passed, once.
        if (sale.state.status === 'ended') {
          for (const lotId of group) expect(sale.state.results[lotId]).toBeDefined();
        }
        expect(foldLiveEvents(sale.log)).toEqual(sale.state);
      }),
      { numRuns: 1_000 },
    );
  });
});
