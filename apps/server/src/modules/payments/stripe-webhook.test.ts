import type { StaffInvoiceDetail } from '@auction/contracts';
import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenFor } from '../../../test/factories';
import { buildIssuedInvoice, invoiceRow, paymentsOf } from '../../../test/payments/issued-invoice';
import { deliver, fake, key, staff, t, useStripeApp } from '../../../test/payments/stripe-app';
import { auditLog, paymentAttempts, payments, stripeEvents } from '../../db/schema';

useStripeApp();

/** An issued invoice and a PaymentIntent its buyer started from the pay page. */
async function startedPayment(totalCents: number) {
  const built = await buildIssuedInvoice(t, { totalCents });
  const token = await tokenFor(t, built.buyer);
  const attemptKey = key();
  const answer = await t.request<{ client_secret: string; amount_cents: number }>({
    method: 'POST',
    url: `/api/invoices/${built.invoice.id}/payment-intents`,
    token,
    payload: { idempotency_key: attemptKey },
  });
  expect(answer.status).toBe(200);
  const intentId = answer.body.client_secret.split('_secret_')[0] as string;
  return { ...built, token, attemptKey, answer: answer.body, intentId };
}

describe('card payment with Stripe', () => {
  it('offers the publishable key, starts an intent for the balance once per key, and admits Stripe in the CSP', async () => {
    const { invoice, token, attemptKey, answer, intentId } = await startedPayment(12_345);
    expect(answer.amount_cents).toBe(12_345);
    const options = await t.request({ method: 'GET', url: `/api/invoices/${invoice.id}/pay`, token });
    expect(options.body.stripe_publishable_key).toBe('pk_test_harbourside');
    expect(String(options.headers['content-security-policy'])).toContain('https://js.stripe.com');

    const again = await t.request<{ client_secret: string }>({
      method: 'POST',
      url: `/api/invoices/${invoice.id}/payment-intents`,
      token,
      payload: { idempotency_key: attemptKey },
    });
    expect(again.body.client_secret).toBe(answer.client_secret);
    const created = fake.calls.filter(
      (call) => call.path === '/v1/payment_intents' && call.body.get('metadata[invoice_id]') === invoice.id,
    );
    expect(created).toHaveLength(2);
    expect(new Set(created.map((call) => call.idempotencyKey)).size).toBe(1);
    expect(created[0]?.body.get('amount')).toBe('12345');
    expect(fake.intents.get(intentId)?.amount).toBe(12_345);
    const attempts = await t.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.invoice_id, invoice.id));
    expect(attempts).toHaveLength(1);
    // Starting a payment records no money: only the webhook does.
    expect(await paymentsOf(t, invoice.id)).toEqual([]);
  });

  it('refuses a wrong signature with 400, records a payment once however often the event comes', async () => {
    const { invoice, intentId } = await startedPayment(8_000);
    const intent = fake.succeed(intentId);
    const forged = fake.event('payment_intent.succeeded', intent, { secret: 'whsec_not_the_house' });
    const refused = await deliver(forged);
    expect([refused.status, refused.body.message]).toEqual([400, 'The Stripe signature does not match.']);
    const unsigned = await t.request({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload: forged.payload,
    });
    expect(unsigned.status).toBe(400);
    expect(await paymentsOf(t, invoice.id)).toEqual([]);

    const event = fake.event('payment_intent.succeeded', intent);
    expect((await deliver(event)).body).toEqual({ received: true, duplicate: false });
    expect((await deliver(event)).body).toEqual({ received: true, duplicate: true });
    // The same payment again under another event id changes nothing either.
    expect((await deliver(fake.event('payment_intent.succeeded', intent))).body.duplicate).toBe(false);
    const rows = await paymentsOf(t, invoice.id);
    expect(rows.map((row) => [row.method, row.amount_cents, row.stripe_payment_intent_id])).toEqual([
      ['stripe', 8_000, intentId],
    ]);
    expect((await invoiceRow(t, invoice.id)).status).toBe('paid');
    const attempts = await t.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.invoice_id, invoice.id));
    expect(attempts[0]?.status).toBe('succeeded');
    // A late failure event does not undo a success.
    await deliver(
      fake.event('payment_intent.payment_failed', { ...intent, status: 'requires_payment_method' }),
    );
    const still = await t.db.select().from(paymentAttempts).where(eq(paymentAttempts.invoice_id, invoice.id));
    expect(still[0]?.status).toBe('succeeded');
  });

  it('reaches the right state when a refund arrives before its payment', async () => {
    const { invoice, intentId } = await startedPayment(9_000);
    const intent = fake.succeed(intentId);
    const charge = {
      id: intent.latest_charge,
      object: 'charge',
      amount: 9_000,
      amount_refunded: 2_500,
      payment_intent: intentId,
      refunds: { object: 'list', data: [{ id: 're_early', object: 'refund', amount: 2_500, reason: null }] },
    };
    const refundedAt = Math.floor(Date.now() / 1000);
    expect((await deliver(fake.event('charge.refunded', charge, { created: refundedAt }))).status).toBe(200);
    expect(
      (await deliver(fake.event('payment_intent.succeeded', intent, { created: refundedAt - 60 }))).status,
    ).toBe(200);
    const rows = await paymentsOf(t, invoice.id);
    expect(rows.map((row) => [row.kind, row.amount_cents]).sort()).toEqual([
      ['payment', 9_000],
      ['refund', -2_500],
    ]);
    const row = await invoiceRow(t, invoice.id);
    expect([row.paid_cents, row.status]).toEqual([6_500, 'partially_paid']);
  });

  it('records what Stripe actually took, never more than the balance, and notes any excess', async () => {
    const less = await startedPayment(10_000);
    await deliver(fake.event('payment_intent.succeeded', fake.succeed(less.intentId, 7_000)));
    const partly = await invoiceRow(t, less.invoice.id);
    expect([partly.paid_cents, partly.status]).toEqual([7_000, 'partially_paid']);

    // The buyer paid part at the counter after starting the card payment of the whole balance.
    const more = await startedPayment(10_000);
    const counter = await t.request({
      method: 'POST',
      url: `/api/admin/invoices/${more.invoice.id}/payments`,
      token: staff,
      payload: { method: 'cash', amount_cents: 4_000, received_on: '2026-11-24', idempotency_key: key() },
    });
    expect(counter.status).toBe(200);
    await deliver(fake.event('payment_intent.succeeded', fake.succeed(more.intentId)));
    const full = await invoiceRow(t, more.invoice.id);
    expect([full.paid_cents, full.status]).toEqual([10_000, 'paid']);
    const card = (await paymentsOf(t, more.invoice.id)).find((row) => row.method === 'stripe');
    expect(card?.amount_cents).toBe(6_000);
    const excess = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity_id, more.invoice.id), eq(auditLog.action, 'payment.stripe_excess')));
    expect(excess[0]?.after).toMatchObject({
      received_cents: 10_000,
      recorded_cents: 6_000,
      excessCents: 4_000,
    });
  });

  it('refunds a card payment through Stripe once, and the webhook that follows adds nothing', async () => {
    const { invoice, intentId } = await startedPayment(5_000);
    const intent = fake.succeed(intentId);
    await deliver(fake.event('payment_intent.succeeded', intent));
    const payment = (await paymentsOf(t, invoice.id))[0];
    const refundKey = key();
    const refund = await t.request<StaffInvoiceDetail>({
      method: 'POST',
      url: `/api/admin/invoices/${invoice.id}/refunds`,
      token: staff,
      payload: {
        payment_id: payment?.id,
        amount_cents: 1_500,
        reason: 'Frame cracked',
        idempotency_key: refundKey,
      },
    });
    expect(refund.status).toBe(200);
    expect(refund.body.paid_cents).toBe(3_500);
    const atStripe = fake.refunds.filter((r) => r.payment_intent === intentId);
    expect(atStripe).toHaveLength(1);
    expect(
      fake.calls.find((call) => call.path === '/v1/refunds' && call.idempotencyKey === refundKey),
    ).toBeTruthy();
    const charge = {
      id: intent.latest_charge,
      object: 'charge',
      amount: 5_000,
      amount_refunded: 1_500,
      payment_intent: intentId,
      refunds: { object: 'list', data: [{ ...atStripe[0] }] },
    };
    await deliver(fake.event('charge.refunded', charge));
    expect((await paymentsOf(t, invoice.id)).map((row) => row.amount_cents).sort()).toEqual([-1_500, 5_000]);
    const reversal = await t.request({
      method: 'POST',
      url: `/api/admin/payments/${payment?.id}/reverse`,
      token: staff,
      payload: { reason: 'Mistake' },
    });
    expect(reversal.status).toBe(422);
  });
});

describe('a signed event the house cannot use', () => {
  afterEach(() => vi.restoreAllMocks());

  /** Every payment row and every event noted, to show an ignored event wrote none of them. */
  async function written() {
    return {
      payments: (await t.db.select({ id: payments.id }).from(payments)).length,
      events: (await t.db.select({ id: stripeEvents.id }).from(stripeEvents)).length,
    };
  }

  it('is acknowledged and ignored, with a warning, when its invoice id is not a UUID or names no invoice', async () => {
    const warn = vi.spyOn(t.app.log, 'warn');
    const { invoice, intentId } = await startedPayment(6_000);
    const intent = fake.succeed(intentId);
    for (const invoiceId of ['INV-2026-000042', "1' or '1'='1", crypto.randomUUID()]) {
      const event = fake.event('payment_intent.succeeded', {
        ...intent,
        metadata: { invoice_id: invoiceId },
      });
      const answer = await deliver(event);
      expect([answer.status, answer.body], invoiceId).toEqual([200, { received: true, duplicate: false }]);
      expect(warn, invoiceId).toHaveBeenCalledWith(
        expect.objectContaining({ paymentIntent: intentId, invoiceId }),
        expect.any(String),
      );
    }
    expect(await paymentsOf(t, invoice.id)).toEqual([]);
    expect((await invoiceRow(t, invoice.id)).status).toBe('issued');
    // The real event still pays the invoice afterwards.
    expect((await deliver(fake.event('payment_intent.succeeded', intent))).status).toBe(200);
    expect((await invoiceRow(t, invoice.id)).status).toBe('paid');
  });

  it('is acknowledged and ignored when a refund arrives first for an intent whose invoice id is not a UUID', async () => {
    const { invoice, intentId } = await startedPayment(7_000);
    const intent = fake.succeed(intentId);
    fake.intents.set(intentId, { ...intent, metadata: { invoice_id: 'not-an-invoice' } });
    const charge = {
      id: intent.latest_charge,
      object: 'charge',
      amount: 7_000,
      amount_refunded: 1_000,
      payment_intent: intentId,
      refunds: { object: 'list', data: [{ id: 're_first', object: 'refund', amount: 1_000, reason: null }] },
    };
    const answer = await deliver(fake.event('charge.refunded', charge));
    expect(answer.status).toBe(200);
    expect(await paymentsOf(t, invoice.id)).toEqual([]);
  });

  it('is acknowledged and ignored when the ids, amounts, statuses or time it sends cannot be stored', async () => {
    const warn = vi.spyOn(t.app.log, 'warn');
    const { invoice, intentId } = await startedPayment(8_000);
    const intent = fake.succeed(intentId);
    const before = await written();
    const unusable = [
      // The envelope: an id with a NUL in it, a time no calendar has.
      fake.event('payment_intent.succeeded', intent, { id: 'evt_\u0000' }),
      fake.event('payment_intent.succeeded', intent, { created: 1e20 }),
      // The payment: an id that is not Stripe's, an amount that is not whole cents.
      fake.event('payment_intent.succeeded', { ...intent, id: 'pi_\u0000x' }),
      fake.event('payment_intent.succeeded', { ...intent, amount_received: 12.5 }),
      fake.event('payment_intent.succeeded', { ...intent, amount: '8000', amount_received: null }),
      fake.event('payment_intent.payment_failed', { ...intent, status: 'x'.repeat(5_000) }),
      // Refunds: a payment intent id that is not one, a negative amount, a refund id with a quote.
      fake.event('charge.refunded', {
        id: 'ch_1',
        amount_refunded: 100,
        payment_intent: 'pi_\u0000',
        refunds: { data: [] },
      }),
      fake.event('charge.refunded', {
        id: 'ch_2',
        amount_refunded: 100,
        payment_intent: { id: ['pi_1'] },
      }),
      fake.event('refund.created', {
        id: 're_1',
        amount: -500,
        payment_intent: intentId,
        status: 'succeeded',
      }),
      fake.event('refund.created', {
        id: "re_'1",
        amount: 500,
        payment_intent: intentId,
        status: 'succeeded',
      }),
    ];
    for (const event of unusable) {
      const answer = await deliver(event);
      expect([answer.status, answer.body], event.payload).toEqual([
        200,
        { received: true, duplicate: false },
      ]);
    }
    const after = await written();
    expect(after.payments).toBe(before.payments);
    // Events with a readable envelope are noted (a retry is then a duplicate); the two others are not.
    expect(after.events).toBe(before.events + unusable.length - 2);
    expect(await paymentsOf(t, invoice.id)).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(unusable.length);
  });

  it('reads an unknown refund reason as refunded at Stripe', async () => {
    const { invoice, intentId } = await startedPayment(3_000);
    await deliver(fake.event('payment_intent.succeeded', fake.succeed(intentId)));
    const refund = { id: 're_odd_reason', amount: 500, payment_intent: intentId, status: 'succeeded' };
    const answer = await deliver(fake.event('refund.created', { ...refund, reason: 'Dropped \u0000 it' }));
    expect(answer.status).toBe(200);
    const refunds = (await paymentsOf(t, invoice.id)).filter((row) => row.kind === 'refund');
    expect(refunds.map((row) => [row.amount_cents, row.reason])).toEqual([[-500, 'Refunded at Stripe']]);
  });
});
