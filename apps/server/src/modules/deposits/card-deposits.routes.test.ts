import type { StaffInvoiceDetail } from '@auction/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildAuction, buildLot, buildRegistration, buildUser, tokenFor } from '../../../test/factories';
import { invoiceRow, paymentsOf } from '../../../test/payments/issued-invoice';
import { deliver, fake, key, slug, staff, t, useStripeApp } from '../../../test/payments/stripe-app';
import { invoices, registrationDeposits } from '../../db/schema';

useStripeApp();

/**
 * A closed sale asking a $500 deposit, paid by card by its one buyer, who won a lot at `hammerCents`
 * (`null`: won nothing). With `issue`, the invoice is generated and issued, which applies the deposit.
 */
async function paidCardDeposit(hammerCents: number | null, { issue = true } = {}) {
  const auction = await buildAuction(t, {
    slug: slug(),
    status: 'closed',
    end_at: new Date('2026-06-10T20:00:00Z'),
    deposit_cents: 50_000,
  });
  const buyer = await buildUser(t, { name: 'Rita Landry' });
  const registration = await buildRegistration(t, auction, buyer, {
    status: 'pending',
    deposit_cents: 50_000,
  });
  const started = await t.request<{ client_secret: string }>({
    method: 'POST',
    url: `/api/registrations/${registration.id}/deposit-intent`,
    token: await tokenFor(t, buyer),
    payload: { idempotency_key: key() },
  });
  const intentId = started.body.client_secret.split('_secret_')[0] as string;
  const intent = fake.succeed(intentId);
  expect((await deliver(fake.event('payment_intent.succeeded', intent))).status).toBe(200);
  if (hammerCents !== null) {
    await buildLot(t, auction, {
      status: 'sold',
      current_price_cents: hammerCents,
      high_bidder_id: buyer.id,
    });
  }
  let invoiceId: string | null = null;
  if (issue && hammerCents !== null) {
    const generated = await t.request({
      method: 'POST',
      url: `/api/admin/auctions/${auction.id}/invoices`,
      token: staff,
      payload: {},
    });
    expect(generated.status).toBe(200);
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.auction_id, auction.id));
    invoiceId = invoice?.id ?? null;
    const issued = await t.request({
      method: 'POST',
      url: `/api/admin/invoices/${invoiceId}/issue`,
      token: staff,
      payload: {},
    });
    expect(issued.status).toBe(200);
  }
  return { auction, registration, intentId, intent, invoiceId };
}

async function depositEntries(registrationId: string) {
  const rows = await t.db
    .select()
    .from(registrationDeposits)
    .where(eq(registrationDeposits.registration_id, registrationId));
  return rows.map((row) => [row.kind, row.amount_cents]).sort();
}

const atStripe = (intentId: string) => fake.refunds.filter((refund) => refund.payment_intent === intentId);

describe('a card deposit after the sale', () => {
  it('goes on the invoice when it is issued, and what is over the invoice is refunded through Stripe', async () => {
    const { registration, intentId, invoiceId } = await paidCardDeposit(10_000);
    const after = await invoiceRow(t, invoiceId as string);
    expect(after.status).toBe('paid');
    const [applied] = await paymentsOf(t, after.id);
    expect(applied).toMatchObject({
      method: 'stripe',
      reference: 'Deposit',
      amount_cents: after.total_cents,
      stripe_payment_intent_id: intentId,
    });
    const [refund] = atStripe(intentId);
    expect(refund?.amount).toBe(50_000 - after.total_cents);
    // Stripe is told whose money it is, so its webhook never puts the refund on the invoice.
    expect(refund?.metadata).toEqual({ kind: 'deposit', registration_id: registration.id });
    expect(await depositEntries(registration.id)).toEqual(
      [
        ['applied', after.total_cents],
        ['payment', 50_000],
        ['refund', 50_000 - after.total_cents],
      ].sort(),
    );
  });

  it('is refunded from the invoice through Stripe, and the webhooks that follow count each refund once', async () => {
    const { registration, intentId, intent, invoiceId } = await paidCardDeposit(20_000);
    const invoice = await invoiceRow(t, invoiceId as string);
    const [applied] = await paymentsOf(t, invoice.id);
    const refundKey = key();
    const refunded = await t.request<StaffInvoiceDetail>({
      method: 'POST',
      url: `/api/admin/invoices/${invoice.id}/refunds`,
      token: staff,
      payload: {
        payment_id: applied?.id,
        amount_cents: 5_000,
        reason: 'Chipped rim',
        idempotency_key: refundKey,
      },
    });
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
    expect(refunded.body.paid_cents).toBe(invoice.total_cents - 5_000);
    const refunds = atStripe(intentId);
    expect(refunds.map((refund) => refund.amount).sort()).toEqual(
      [5_000, 50_000 - invoice.total_cents].sort(),
    );

    // Stripe's events: each refund on its own, then the charge without its list (Stripe's default).
    for (const refund of refunds)
      expect((await deliver(fake.event('refund.created', refund))).status).toBe(200);
    const charge = {
      id: intent.latest_charge,
      object: 'charge',
      amount: 50_000,
      amount_refunded: 50_000 - invoice.total_cents + 5_000,
      payment_intent: intentId,
    };
    expect((await deliver(fake.event('charge.refunded', charge))).status).toBe(200);
    expect((await paymentsOf(t, invoice.id)).map((row) => [row.kind, row.amount_cents]).sort()).toEqual(
      [
        ['payment', invoice.total_cents],
        ['refund', -5_000],
      ].sort(),
    );
    expect((await invoiceRow(t, invoice.id)).paid_cents).toBe(invoice.total_cents - 5_000);
    expect(await depositEntries(registration.id)).toEqual(
      [
        ['applied', invoice.total_cents],
        ['payment', 50_000],
        ['refund', 50_000 - invoice.total_cents],
      ].sort(),
    );
  });

  it('records a deposit refund Stripe tells of first, or one made at Stripe, once and never past what is held', async () => {
    const { registration, intentId, intent } = await paidCardDeposit(null);
    // The house's own refund, whose answer it never recorded: the webhook records it.
    const ours = { id: 're_deposit_lost_answer', object: 'refund', amount: 20_000, payment_intent: intentId };
    const withMetadata = { ...ours, metadata: { kind: 'deposit', registration_id: registration.id } };
    expect((await deliver(fake.event('refund.created', withMetadata))).status).toBe(200);
    expect((await deliver(fake.event('refund.created', withMetadata))).status).toBe(200);
    expect(await depositEntries(registration.id)).toEqual([
      ['payment', 50_000],
      ['refund', 20_000],
    ]);
    // Made in Stripe's dashboard (no metadata), for more than is still held.
    const charge = {
      id: intent.latest_charge,
      object: 'charge',
      amount: 50_000,
      amount_refunded: 50_000,
      payment_intent: intentId,
      refunds: {
        object: 'list',
        data: [ours, { id: 're_dashboard', object: 'refund', amount: 40_000, payment_intent: intentId }],
      },
    };
    expect((await deliver(fake.event('charge.refunded', charge))).status).toBe(200);
    expect(await depositEntries(registration.id)).toEqual(
      [
        ['payment', 50_000],
        ['refund', 20_000],
        ['refund', 30_000],
      ].sort(),
    );
  });
});
