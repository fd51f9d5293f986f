import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type DrawerFigures,
  drawerMethodOf,
  drawerMethods,
  drawerNeedsNote,
  drawerOverShort,
  expectedInDrawer,
} from './cash-drawer';

const cents = fc.integer({ min: -5_000_000, max: 5_000_000 });
const figures: fc.Arbitrary<DrawerFigures> = fc.record({ cash: cents, cheque: cents, card: cents });
const paymentMethod = fc.constantFrom('cash', 'debit', 'card_counter', 'cheque', 'etransfer', 'stripe');
const entries = fc.array(
  fc.record({
    method: paymentMethod,
    amountCents: fc.integer({ min: -500_000, max: 500_000 }).filter((value) => value !== 0),
  }),
  { maxLength: 40 },
);
const float = fc.integer({ min: 0, max: 100_000 });

describe('the day-end drawer count', () => {
  it('puts cash, cheques and both kinds of terminal slip in the drawer, and nothing else', () => {
    expect(drawerMethodOf('cash')).toBe('cash');
    expect(drawerMethodOf('cheque')).toBe('cheque');
    expect(drawerMethodOf('debit')).toBe('card');
    expect(drawerMethodOf('card_counter')).toBe('card');
    expect(drawerMethodOf('etransfer')).toBeNull();
    expect(drawerMethodOf('stripe')).toBeNull();
  });

  it('counts a refund and a reversal off what the drawer should hold, and cash paid to a consignor', () => {
    const expected = expectedInDrawer(
      [
        { method: 'cash', amountCents: 12_000 },
        { method: 'cash', amountCents: -2_000 },
        { method: 'debit', amountCents: 5_000 },
        { method: 'card_counter', amountCents: 4_000 },
        { method: 'debit', amountCents: -5_000 },
        { method: 'cheque', amountCents: 30_000 },
        { method: 'stripe', amountCents: 99_900 },
        { method: 'etransfer', amountCents: 10_000 },
      ],
      3_500,
    );
    expect(expected).toEqual({ cash: 6_500, cheque: 30_000, card: 4_000 });
  });

  it('finds a $5 shortfall in the cash after the float is set aside', () => {
    const result = drawerOverShort({
      floatCents: 20_000,
      counted: { cash: 20_000 + 9_500, cheque: 30_000, card: 4_000 },
      expected: { cash: 10_000, cheque: 30_000, card: 4_000 },
    });
    expect(result).toEqual({ byMethod: { cash: -500, cheque: 0, card: 0 }, totalCents: -500 });
    expect(drawerNeedsNote(result)).toBe(true);
  });

  it('is even, and needs no note, when the count is what the payments say plus the float', () => {
    fc.assert(
      fc.property(figures, float, (expected, floatCents) => {
        const counted = { ...expected, cash: expected.cash + floatCents };
        const result = drawerOverShort({ floatCents, counted, expected });
        expect(result.totalCents).toBe(0);
        for (const method of drawerMethods) expect(result.byMethod[method]).toBe(0);
        expect(drawerNeedsNote(result)).toBe(false);
      }),
    );
  });

  it('has a total that is the sum of its compartments, to the cent', () => {
    fc.assert(
      fc.property(figures, figures, float, (counted, expected, floatCents) => {
        const result = drawerOverShort({ floatCents, counted, expected });
        expect(result.totalCents).toBe(result.byMethod.cash + result.byMethod.cheque + result.byMethod.card);
        expect(Number.isInteger(result.totalCents)).toBe(true);
      }),
    );
  });

  it('moves by exactly what one compartment is miscounted by, and only there', () => {
    fc.assert(
      fc.property(
        figures,
        figures,
        float,
        fc.constantFrom(...drawerMethods),
        cents,
        (counted, expected, floatCents, method, miscount) => {
          const before = drawerOverShort({ floatCents, counted, expected });
          const after = drawerOverShort({
            floatCents,
            counted: { ...counted, [method]: counted[method] + miscount },
            expected,
          });
          expect(after.totalCents - before.totalCents).toBe(miscount);
          for (const other of drawerMethods) {
            expect(after.byMethod[other] - before.byMethod[other]).toBe(other === method ? miscount : 0);
          }
        },
      ),
    );
  });

  it('never takes the float for takings: a bigger float counted with it changes nothing', () => {
    fc.assert(
      fc.property(figures, figures, float, float, (counted, expected, floatCents, more) => {
        const before = drawerOverShort({ floatCents, counted, expected });
        const after = drawerOverShort({
          floatCents: floatCents + more,
          counted: { ...counted, cash: counted.cash + more },
          expected,
        });
        expect(after).toEqual(before);
      }),
    );
  });

  it('expects every drawer entry once, in any order, and none of the online ones', () => {
    fc.assert(
      fc.property(entries, fc.integer({ min: 0, max: 200_000 }), (list, paidOut) => {
        const expected = expectedInDrawer(list, paidOut);
        const inDrawer = list
          .filter((entry) => drawerMethodOf(entry.method) !== null)
          .reduce((sum, entry) => sum + entry.amountCents, 0);
        expect(expected.cash + expected.cheque + expected.card).toBe(inDrawer - paidOut);
        expect(expectedInDrawer([...list].reverse(), paidOut)).toEqual(expected);
        const online = list.filter((entry) => drawerMethodOf(entry.method) === null);
        expect(expectedInDrawer([...list, ...online], paidOut)).toEqual(expected);
      }),
    );
  });
});
