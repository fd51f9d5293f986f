import { describe, expect, it } from 'vitest';
import { buildBuyNowItem } from '../../../test/buy-now/buy-now-test-kit';
import { buildUser, tokenFor } from '../../../test/factories';
import { invoiceRow } from '../../../test/payments/issued-invoice';
import { fake, t, useStripeApp } from '../../../test/payments/stripe-app';

useStripeApp();

describe('paying a buy-now purchase by card', () => {
  it('starts an intent for the invoice total and the Stripe webhook marks the invoice paid', async () => {
    const item = await buildBuyNowItem(t, { buy_now_price_cents: 20_000 });
    const buyer = await tokenFor(t, await buildUser(t, { roles: ['Bidder'] }));
    const bought = await t.request<{ invoice_id: string }>({
      method: 'POST',
      url: `/api/buy-now/${item.id}/purchase`,
      token: buyer,
      headers: { 'idempotency-key': `purchase-${Date.now()}` },
    });
    expect(bought.status).toBe(201);
    const invoiceId = bought.body.invoice_id;
    const started = await t.request<{ client_secret: string; amount_cents: number }>({
      method: 'POST',
      url: `/api/invoices/${invoiceId}/payment-intents`,
      token: buyer,
      payload: { idempotency_key: `attempt-${Date.now()}` },
    });
    // $200.00 and 14% HST, no buyer's premium on a buy-now price.
    expect([started.status, started.body.amount_cents]).toEqual([200, 22_800]);
    const intentId = started.body.client_secret.split('_secret_')[0] as string;
    const event = fake.event('payment_intent.succeeded', fake.succeed(intentId));
    const delivered = await t.request({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
      payload: event.payload,
    });
    expect(delivered.body).toEqual({ received: true, duplicate: false });
    expect(await invoiceRow(t, invoiceId)).toMatchObject({
      kind: 'buy_now',
      status: 'paid',
      paid_cents: 22_800,
    });
  });
});
