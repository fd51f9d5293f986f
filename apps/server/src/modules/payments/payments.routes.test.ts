import type { StaffInvoiceDetail } from '@auction/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, tokenFor } from '../../../test/factories';
import { buildIssuedInvoice, invoiceRow, paymentsOf } from '../../../test/payments/issued-invoice';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auditLog } from '../../db/schema';

let t: TestApp;
let staff: string;
let staffId: string;
beforeAll(async () => {
  t = await createTestApp();
  const user = await buildUser(t, { roles: ['Staff', 'Bidder'], name: 'Renée Boudreau' });
  staffId = user.id;
  staff = await tokenFor(t, user);
});
afterAll(() => t.close());

let keys = 0;
const key = () => {
  keys += 1;
  return `key-${Date.now()}-${keys}`;
};

function pay(invoiceId: string, payload: Record<string, unknown>) {
  return t.request<StaffInvoiceDetail>({
    method: 'POST',
    url: `/api/admin/invoices/${invoiceId}/payments`,
    token: staff,
    payload,
  });
}

describe('payments staff record', () => {
  it('takes an e-Transfer in two parts, once per key, and the invoice ends paid', async () => {
    const { invoice } = await buildIssuedInvoice(t, { totalCents: 11_400 });
    const first = {
      method: 'etransfer',
      amount_cents: 4_000,
      received_on: '2026-11-24',
      reference: 'CA1x9',
      idempotency_key: key(),
    };
    const answer = await pay(invoice.id, first);
    expect(answer.status).toBe(200);
    expect(answer.body.status).toBe('partially_paid');
    expect(answer.body.paid_cents).toBe(4_000);
    expect(answer.body.balance_cents).toBe(7_400);
    expect(answer.body.payments).toHaveLength(1);

    const again = await pay(invoice.id, first);
    expect(again.status).toBe(200);
    expect(again.body.paid_cents).toBe(4_000);
    expect(await paymentsOf(t, invoice.id)).toHaveLength(1);

    const rest = await pay(invoice.id, {
      ...first,
      amount_cents: 7_400,
      method: 'cash',
      idempotency_key: key(),
    });
    expect(rest.body.status).toBe('paid');
    expect(rest.body.balance_cents).toBe(0);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity_id, invoice.id), eq(auditLog.action, 'payment.recorded')));
    expect(audits).toHaveLength(2);
    expect(audits[0]?.actor_id).toBe(staffId);
  });

  it('refuses an overpayment, a reused key and bad input with 422, and changes nothing', async () => {
    const { invoice } = await buildIssuedInvoice(t, { totalCents: 10_000 });
    await pay(invoice.id, {
      method: 'debit',
      amount_cents: 6_000,
      received_on: '2026-11-24',
      idempotency_key: 'first-key-1',
    });

    const over = await pay(invoice.id, {
      method: 'cash',
      amount_cents: 4_001,
      received_on: '2026-11-24',
      idempotency_key: key(),
    });
    expect(over.status).toBe(422);
    expect(over.body.errors).toEqual({
      amount_cents: ['The amount is more than the balance of $40.00; an invoice cannot be overpaid.'],
    });
    const reused = await pay(invoice.id, {
      method: 'cash',
      amount_cents: 100,
      received_on: '2026-11-24',
      idempotency_key: 'first-key-1',
    });
    expect(reused.status).toBe(422);
    expect(reused.body.errors?.idempotency_key).toEqual([
      'This key was already used for a different payment.',
    ]);
    const bad = await pay(invoice.id, { method: 'bitcoin', amount_cents: -5, received_on: '24/11/2026' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors ?? {}).sort()).toEqual([
      'amount_cents',
      'idempotency_key',
      'method',
      'received_on',
    ]);
    expect(bad.body.errors?.method).toEqual(['Choose how the buyer paid.']);
    const notAnId = await pay('nope', {
      method: 'cash',
      amount_cents: 100,
      received_on: '2026-11-24',
      idempotency_key: key(),
    });
    expect(notAnId.status).toBe(422);

    expect((await paymentsOf(t, invoice.id)).map((row) => row.amount_cents)).toEqual([6_000]);
    const row = await invoiceRow(t, invoice.id);
    expect([row.paid_cents, row.status]).toEqual([6_000, 'partially_paid']);
  });

  it('refuses payments on drafts and void invoices, and on invoices that do not exist', async () => {
    const body = { method: 'cash', amount_cents: 100, received_on: '2026-11-24', idempotency_key: key() };
    const draft = (await buildIssuedInvoice(t, { status: 'draft' })).invoice;
    const answer = await pay(draft.id, body);
    expect([answer.status, answer.body.message]).toEqual([
      422,
      'This invoice is still a draft; issue it before taking payments.',
    ]);
    const voided = (await buildIssuedInvoice(t, { status: 'void' })).invoice;
    const refused = await pay(voided.id, { ...body, idempotency_key: key() });
    expect([refused.status, refused.body.message]).toEqual([
      422,
      'This invoice is void; no payment can be recorded on it.',
    ]);
    const missing = await pay('00000000-0000-4000-8000-000000000000', { ...body, idempotency_key: key() });
    expect(missing.status).toBe(404);
  });
});

describe('refunds and reversals', () => {
  it('refunds part of a counter payment, at most what is left of it, and reverses a mistake once', async () => {
    const { invoice } = await buildIssuedInvoice(t, { totalCents: 20_000 });
    const paid = await pay(invoice.id, {
      method: 'cheque',
      amount_cents: 15_000,
      received_on: '2026-11-24',
      reference: '#204',
      idempotency_key: key(),
    });
    const paymentId = paid.body.payments[0]?.id as string;
    const refund = (payload: Record<string, unknown>) =>
      t.request<StaffInvoiceDetail>({
        method: 'POST',
        url: `/api/admin/invoices/${invoice.id}/refunds`,
        token: staff,
        payload,
      });
    const refunded = await refund({
      payment_id: paymentId,
      amount_cents: 5_000,
      reason: 'Lot 12 damaged',
      idempotency_key: key(),
    });
    expect(refunded.status).toBe(200);
    expect(refunded.body.paid_cents).toBe(10_000);
    expect(refunded.body.payments.map((p) => [p.kind, p.amount_cents])).toEqual([
      ['payment', 15_000],
      ['refund', -5_000],
    ]);
    const tooMuch = await refund({
      payment_id: paymentId,
      amount_cents: 10_001,
      reason: 'Again',
      idempotency_key: key(),
    });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.errors).toEqual({
      amount_cents: ['At most $100.00 can be refunded from this payment.'],
    });
    const noReason = await refund({ payment_id: paymentId, amount_cents: 100, idempotency_key: key() });
    expect(noReason.body.errors?.reason).toEqual(['The reason is required.']);

    const reverse = (id: string) =>
      t.request<StaffInvoiceDetail>({
        method: 'POST',
        url: `/api/admin/payments/${id}/reverse`,
        token: staff,
        payload: { reason: 'Recorded on the wrong invoice' },
      });
    const first = await reverse(paymentId);
    expect([first.status, first.body.message]).toEqual([
      422,
      'This payment has refunds; reverse them first.',
    ]);
    const refundId = refunded.body.payments[1]?.id as string;
    const undone = await reverse(refundId);
    expect(undone.body.paid_cents).toBe(15_000);
    const whole = await reverse(paymentId);
    expect(whole.status).toBe(200);
    expect(whole.body.paid_cents).toBe(0);
    expect(whole.body.status).toBe('issued');
    expect((await reverse(paymentId)).body.message).toBe('This entry has already been reversed.');
    expect((await paymentsOf(t, invoice.id)).map((row) => row.amount_cents).sort((a, b) => a - b)).toEqual([
      -15_000, -5_000, 5_000, 15_000,
    ]);
    const history = await t.db.select().from(auditLog).where(eq(auditLog.entity_id, invoice.id));
    expect(history.map((entry) => entry.action).sort()).toEqual([
      'payment.recorded',
      'payment.refunded',
      'payment.reversed',
      'payment.reversed',
    ]);
  });
});

describe('the pay page without card payment', () => {
  it('tells the buyer how to pay, hides the invoice from anyone else, and starts no card payment', async () => {
    const { invoice, buyer } = await buildIssuedInvoice(t, { totalCents: 5_750 });
    const token = await tokenFor(t, buyer);
    const options = await t.request({ method: 'GET', url: `/api/invoices/${invoice.id}/pay`, token });
    expect(options.status).toBe(200);
    expect(options.body).toMatchObject({ balance_cents: 5_750, stripe_publishable_key: null });
    expect(options.body.etransfer_email).toContain('@');
    expect(String(options.body.instructions)).toContain('e-Transfer');

    const stranger = await tokenFor(t, await buildUser(t));
    expect(
      (await t.request({ method: 'GET', url: `/api/invoices/${invoice.id}/pay`, token: stranger })).status,
    ).toBe(404);
    const card = await t.request({
      method: 'POST',
      url: `/api/invoices/${invoice.id}/payment-intents`,
      token,
      payload: { idempotency_key: key() },
    });
    expect([card.status, card.body.message]).toEqual([
      409,
      'Card payment online is not available; see how to pay on this page.',
    ]);
    const webhook = await t.request({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      payload: { id: 'evt_1' },
    });
    expect(webhook.status).toBe(404);
    const csp = String(options.headers['content-security-policy']);
    expect(csp).not.toContain('js.stripe.com');
  });
});
