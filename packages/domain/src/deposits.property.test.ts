import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type DepositEntry,
  depositAsked,
  depositCovered,
  depositFigures,
  depositPaymentRefusal,
  depositSettlement,
  depositStanding,
  savedCardLabel,
} from './deposits';

const amount = fc.integer({ min: 1, max: 10_000_000 });
const entries = fc.array(
  fc.record<DepositEntry>({ kind: fc.constantFrom('payment', 'refund', 'applied'), amountCents: amount }),
  { maxLength: 20 },
);
const balance = fc.option(fc.integer({ min: -1_000_000, max: 10_000_000 }), { nil: null });

describe('a registration deposit', () => {
  it('is asked only of a sale that asks a positive amount, and then exactly that', () => {
    fc.assert(
      fc.property(fc.option(fc.integer({ min: -1_000_000, max: 10_000_000 }), { nil: null }), (sale) => {
        const asked = depositAsked(sale);
        if (sale === null || sale <= 0) expect(asked).toBeNull();
        else expect(asked).toBe(sale);
      }),
    );
    expect(depositAsked(undefined)).toBeNull();
  });

  it('holds what was paid less what was applied and refunded', () => {
    fc.assert(
      fc.property(entries, (list) => {
        const f = depositFigures(list);
        expect(f.paidCents + f.appliedCents + f.refundedCents).toBe(
          list.reduce((sum, entry) => sum + entry.amountCents, 0),
        );
        expect(f.heldCents).toBe(Math.max(0, f.paidCents - f.appliedCents - f.refundedCents));
        expect(f.heldCents).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('applies up to the balance and refunds the rest, the two adding up to what is held', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), balance, (held, owed) => {
        const { applyCents, refundCents } = depositSettlement(held, owed);
        expect(applyCents + refundCents).toBe(held);
        expect(applyCents).toBeGreaterThanOrEqual(0);
        expect(refundCents).toBeGreaterThanOrEqual(0);
        if (owed === null) expect(applyCents).toBe(0);
        else expect(applyCents).toBeLessThanOrEqual(Math.max(0, owed));
        if (owed !== null && owed >= held) expect(refundCents).toBe(0);
      }),
    );
  });

  it('once settled, holds nothing', () => {
    fc.assert(
      fc.property(amount, balance, (paid, owed) => {
        const { applyCents, refundCents } = depositSettlement(paid, owed);
        const list: DepositEntry[] = [{ kind: 'payment', amountCents: paid }];
        if (applyCents > 0) list.push({ kind: 'applied', amountCents: applyCents });
        if (refundCents > 0) list.push({ kind: 'refund', amountCents: refundCents });
        expect(depositFigures(list).heldCents).toBe(0);
      }),
    );
  });

  it('takes a desk payment only up to what is still asked, and is covered once paid in full', () => {
    fc.assert(
      fc.property(amount, fc.array(amount, { maxLength: 4 }), amount, (asked, earlier, offered) => {
        const list: DepositEntry[] = earlier.map((cents) => ({ kind: 'payment', amountCents: cents }));
        const paid = earlier.reduce((sum, cents) => sum + cents, 0);
        const refusal = depositPaymentRefusal(asked, list, offered);
        expect(refusal === null).toBe(paid < asked && offered <= asked - paid);
        expect(depositCovered(asked, list)).toBe(paid >= asked);
      }),
    );
    expect(depositCovered(null, [])).toBe(true);
    expect(depositPaymentRefusal(null, [], 100)).toMatch(/no deposit/);
  });
});

describe('a saved card', () => {
  it('is named by its brand and last four digits', () => {
    expect(savedCardLabel('visa', '4242')).toBe('Visa ending 4242');
    expect(savedCardLabel('amex', '0005')).toBe('American Express ending 0005');
    expect(savedCardLabel('interac', '1234')).toBe('Interac ending 1234');
  });
});

describe('where a deposit stands', () => {
  const figures = (paid: number, applied = 0, refunded = 0) =>
    depositFigures([
      { kind: 'payment', amountCents: paid },
      ...(applied ? [{ kind: 'applied' as const, amountCents: applied }] : []),
      ...(refunded ? [{ kind: 'refund' as const, amountCents: refunded }] : []),
    ]);
  const base = { askedCents: 10_000, saleOver: false, wonSomething: false, paidAtDeskOnly: true };

  it('is owing until what was asked is paid, then held', () => {
    expect(depositStanding({ ...base, figures: figures(5_000) })).toEqual({
      state: 'owing',
      toRefundCents: 0,
    });
    expect(depositStanding({ ...base, figures: figures(10_000) })).toEqual({
      state: 'held',
      toRefundCents: 0,
    });
  });

  it('is to hand back at the desk after a sale the bidder won nothing in, or what was over the invoice', () => {
    expect(depositStanding({ ...base, saleOver: true, figures: figures(10_000) })).toEqual({
      state: 'to_refund',
      toRefundCents: 10_000,
    });
    expect(
      depositStanding({ ...base, saleOver: true, wonSomething: true, figures: figures(10_000, 7_500) }),
    ).toEqual({ state: 'to_refund', toRefundCents: 2_500 });
    // Won, not yet invoiced: still held for the invoice.
    expect(
      depositStanding({ ...base, saleOver: true, wonSomething: true, figures: figures(10_000) }).state,
    ).toBe('held');
  });

  it('goes back through the card rather than the desk when it was paid by card', () => {
    expect(
      depositStanding({ ...base, saleOver: true, paidAtDeskOnly: false, figures: figures(10_000) }).state,
    ).toBe('held');
  });

  it('is applied or refunded as the money went', () => {
    const over = { ...base, saleOver: true, wonSomething: true };
    expect(depositStanding({ ...over, figures: figures(10_000, 10_000) }).state).toBe('applied');
    expect(depositStanding({ ...over, wonSomething: false, figures: figures(10_000, 0, 10_000) }).state).toBe(
      'refunded',
    );
  });
});
