import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  balanceCents,
  cardPaymentSplit,
  invoiceMoney,
  type PaymentEntry,
  paidCents,
  paymentRefusal,
  refundableCents,
  refundRefusal,
  reversalRefusal,
  statusFromPaid,
} from './payments';

type Step =
  | { type: 'pay'; amount: number }
  | { type: 'refund'; pick: number; amount: number }
  | { type: 'reverse'; pick: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ type: fc.constant('pay' as const), amount: fc.integer({ min: 1, max: 500_000 }) }),
  fc.record({
    type: fc.constant('refund' as const),
    pick: fc.nat(),
    amount: fc.integer({ min: 1, max: 500_000 }),
  }),
  fc.record({ type: fc.constant('reverse' as const), pick: fc.nat() }),
);

/** Plays steps the way the server does: each entry is appended only when the rules allow it. */
function play(totalCents: number, steps: readonly Step[]): PaymentEntry[] {
  const entries: PaymentEntry[] = [];
  const id = () => `e${entries.length + 1}`;
  for (const s of steps) {
    const paid = paidCents(entries);
    if (s.type === 'pay') {
      if (paymentRefusal(totalCents, paid, s.amount) === null) {
        entries.push({ id: id(), kind: 'payment', amountCents: s.amount, reversesId: null, refundsId: null });
      }
    } else if (entries.length > 0) {
      const target = entries[s.pick % entries.length] as PaymentEntry;
      if (s.type === 'refund' && refundRefusal(entries, target.id, s.amount) === null) {
        entries.push({
          id: id(),
          kind: 'refund',
          amountCents: -s.amount,
          reversesId: null,
          refundsId: target.id,
        });
      }
      if (s.type === 'reverse' && reversalRefusal(entries, target.id, totalCents) === null) {
        entries.push({
          id: id(),
          kind: 'reversal',
          amountCents: -target.amountCents,
          reversesId: target.id,
          refundsId: null,
        });
      }
    }
  }
  return entries;
}

describe('payments against an invoice, for any sequence of attempts', () => {
  it('never lets paid go below zero or above the total, so the balance is never negative', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2_000_000 }),
        fc.array(step, { maxLength: 40 }),
        (total, steps) => {
          const entries = play(total, steps);
          let running: PaymentEntry[] = [];
          for (const entry of entries) {
            running = [...running, entry];
            const paid = paidCents(running);
            expect(paid).toBeGreaterThanOrEqual(0);
            expect(paid).toBeLessThanOrEqual(total);
            expect(balanceCents(total, paid)).toBeGreaterThanOrEqual(0);
          }
        },
      ),
      { numRuns: 1_000 },
    );
  });

  it('gives the same paid amount in any order of the entries', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2_000_000 }),
        fc.array(step, { maxLength: 30 }),
        fc.nat(),
        (total, steps, seed) => {
          const entries = play(total, steps);
          const shuffled = [...entries].sort(
            (a, b) =>
              ((Number(a.id.slice(1)) * 7919 + seed) % 101) - ((Number(b.id.slice(1)) * 7919 + seed) % 101),
          );
          expect(paidCents(shuffled)).toBe(paidCents(entries));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('never refunds more from a payment than it brought in', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2_000_000 }),
        fc.array(step, { maxLength: 40 }),
        (total, steps) => {
          const entries = play(total, steps);
          for (const payment of entries.filter((entry) => entry.kind === 'payment')) {
            const left = refundableCents(entries, payment.id);
            expect(left).toBeGreaterThanOrEqual(0);
            expect(left).toBeLessThanOrEqual(payment.amountCents);
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it('takes its status from paid and total alone', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2_000_000 }), fc.nat(), (total, raw) => {
        const paid = raw % (total + 1);
        const status = statusFromPaid(total, paid);
        if (paid === 0) expect(status).toBe('issued');
        else if (paid === total) expect(status).toBe('paid');
        else expect(status).toBe('partially_paid');
      }),
    );
  });

  it('reads money in and money back as two positive figures a buyer can add up', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2_000_000 }),
        fc.array(step, { maxLength: 40 }),
        fc.constantFrom('issued' as const, 'partially_paid' as const, 'paid' as const),
        (total, steps, status) => {
          const entries = play(total, steps);
          const money = invoiceMoney(status, total, entries);
          expect(money.receivedCents).toBeGreaterThanOrEqual(0);
          expect(money.refundedCents).toBeGreaterThanOrEqual(0);
          expect(money.paidCents).toBe(paidCents(entries));
          expect(money.receivedCents - money.refundedCents).toBe(money.paidCents);
          expect(money.balanceCents).toBe(total - money.receivedCents + money.refundedCents);
          expect(money.status).toBe(statusFromPaid(total, money.paidCents));
          const voided = invoiceMoney('void', total, entries);
          expect(voided).toMatchObject({ balanceCents: 0, status: 'void', paidCents: money.paidCents });
        },
      ),
      { numRuns: 500 },
    );
  });

  it('records a card payment as at most the balance, the rest an excess', () => {
    fc.assert(
      fc.property(fc.nat(2_000_000), fc.integer({ min: 1, max: 2_000_000 }), (balance, received) => {
        const { recordedCents, excessCents } = cardPaymentSplit(balance, received);
        expect(recordedCents).toBeLessThanOrEqual(balance);
        expect(recordedCents + excessCents).toBe(received);
        expect(excessCents).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});

describe('payment rules by example', () => {
  const pay = (id: string, cents: number): PaymentEntry => ({
    id,
    kind: 'payment',
    amountCents: cents,
    reversesId: null,
    refundsId: null,
  });

  it('refuses an overpayment with the balance in the message', () => {
    expect(paymentRefusal(10_000, 4_000, 6_001)).toBe(
      'The amount is more than the balance of $60.00; an invoice cannot be overpaid.',
    );
    expect(paymentRefusal(10_000, 4_000, 6_000)).toBeNull();
    expect(paymentRefusal(10_000, 10_000, 1)).toBe('This invoice is already paid in full.');
  });

  it('owes nothing more once a credit note takes back what was refunded', () => {
    const entries: PaymentEntry[] = [
      pay('a', 91_895),
      { id: 'r', kind: 'refund', amountCents: -5_130, reversesId: null, refundsId: 'a' },
    ];
    expect(invoiceMoney('paid', 91_895, entries, 5_130)).toMatchObject({
      paidCents: 86_765,
      balanceCents: 0,
      creditedCents: 5_130,
      status: 'paid',
    });
    // Credited before the refund: the house owes the buyer $51.30 until it is refunded.
    expect(invoiceMoney('paid', 91_895, [pay('a', 91_895)], 5_130)).toMatchObject({
      balanceCents: -5_130,
      status: 'paid',
    });
  });

  it('shows a refund as money going back, and its reversal takes it away again', () => {
    const entries: PaymentEntry[] = [
      pay('a', 91_895),
      { id: 'r', kind: 'refund', amountCents: -5_130, reversesId: null, refundsId: 'a' },
    ];
    expect(invoiceMoney('partially_paid', 91_895, entries)).toEqual({
      receivedCents: 91_895,
      refundedCents: 5_130,
      paidCents: 86_765,
      balanceCents: 5_130,
      creditedCents: 0,
      feesCents: 0,
      status: 'partially_paid',
    });
    entries.push({ id: 'x', kind: 'reversal', amountCents: 5_130, reversesId: 'r', refundsId: null });
    expect(invoiceMoney('partially_paid', 91_895, entries)).toMatchObject({
      receivedCents: 91_895,
      refundedCents: 0,
      balanceCents: 0,
      status: 'paid',
    });
    expect(invoiceMoney('draft', 1_000, [])).toMatchObject({ balanceCents: 1_000, status: 'draft' });
  });

  it('limits a refund to what is left of its payment', () => {
    const entries = [
      pay('a', 5_000),
      { id: 'r', kind: 'refund' as const, amountCents: -2_000, reversesId: null, refundsId: 'a' },
    ];
    expect(refundableCents(entries, 'a')).toBe(3_000);
    expect(refundRefusal(entries, 'a', 3_001)).toBe('At most $30.00 can be refunded from this payment.');
    expect(refundRefusal(entries, 'r', 1)).toBe('Only a payment can be refunded.');
  });

  it('reverses an entry once, and a payment with refunds only after them', () => {
    const entries: PaymentEntry[] = [
      pay('a', 5_000),
      { id: 'r', kind: 'refund', amountCents: -1_000, reversesId: null, refundsId: 'a' },
    ];
    expect(reversalRefusal(entries, 'a', 10_000)).toBe('This payment has refunds; reverse them first.');
    expect(reversalRefusal(entries, 'r', 10_000)).toBeNull();
    entries.push({ id: 'x', kind: 'reversal', amountCents: 1_000, reversesId: 'r', refundsId: null });
    expect(reversalRefusal(entries, 'r', 10_000)).toBe('This entry has already been reversed.');
    expect(reversalRefusal(entries, 'x', 10_000)).toBe(
      'A reversal cannot be reversed; record the payment again instead.',
    );
    expect(reversalRefusal(entries, 'a', 10_000)).toBeNull();
  });
});
