import { afterAll, beforeAll } from 'vitest';
import { buildUser, tokenFor } from '../factories';
import { createTestApp, type TestApp } from '../test-app';
import { type FakeStripe, startFakeStripe } from './fake-stripe';

/*
 * What the Stripe route tests share: each file calls `useStripeApp()` once for its own app, pointed
 * at its own fake Stripe, with a Staff token; `deliver` posts an event the fake signed.
 */
export let t: TestApp;
export let fake: FakeStripe;
export let staff: string;

export function useStripeApp() {
  beforeAll(async () => {
    fake = await startFakeStripe();
    t = await createTestApp({
      env: {
        STRIPE_SECRET_KEY: 'sk_test_harbourside',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_harbourside',
        STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
        STRIPE_API_BASE: fake.url,
      },
    });
    staff = await tokenFor(t, await buildUser(t, { roles: ['Staff', 'Bidder'] }));
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
}

export function deliver(event: { payload: string; signature: string }) {
  return t.request<{ received: boolean; duplicate: boolean }>({
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
    payload: event.payload,
  });
}

let keys = 0;
/** A fresh idempotency key. */
export const key = () => {
  keys += 1;
  return `stripe-key-${Date.now()}-${keys}`;
};
export const slug = () => `card-sale-${Math.random().toString(36).slice(2, 10)}`;
