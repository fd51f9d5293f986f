import Stripe from 'stripe';
import type { Config } from '../../config';

/** The few Stripe calls the house makes, so tests and the rest of the code see one small surface. */
export interface StripeGateway {
  publishableKey: string | null;
  createPaymentIntent(input: {
    amountCents: number;
    invoiceId: string;
    invoiceNumber: string | null;
    idempotencyKey: string;
  }): Promise<{ id: string; clientSecret: string; amountCents: number; status: string }>;
  retrievePaymentIntent(id: string): Promise<Stripe.PaymentIntent>;
  refund(input: {
    paymentIntentId: string;
    amountCents: number;
    idempotencyKey: string;
  }): Promise<{ id: string; amountCents: number; status: string }>;
  /** Verifies the signature over the raw body; throws when it does not match. */
  verifyEvent(rawBody: Buffer, signature: string | undefined): Stripe.Event;
}

/** `STRIPE_API_BASE` (tests point it at a local fake) becomes the SDK's host, port and protocol. */
function apiBaseOptions(apiBase: string | null): Stripe.StripeConfig {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    host: url.hostname,
    port: url.port || (protocol === 'http' ? 80 : 443),
    protocol,
  };
}

export function createStripeGateway(config: NonNullable<Config['stripe']>): StripeGateway {
  const stripe = new Stripe(config.secretKey, {
    ...apiBaseOptions(config.apiBase),
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'Harbourside Auctions' },
  });
  return {
    publishableKey: config.publishableKey,
    async createPaymentIntent(input) {
      const intent = await stripe.paymentIntents.create(
        {
          amount: input.amountCents,
          currency: 'cad',
          automatic_payment_methods: { enabled: true },
          metadata: { invoice_id: input.invoiceId, invoice_number: input.invoiceNumber ?? '' },
          ...(input.invoiceNumber ? { description: `Invoice ${input.invoiceNumber}` } : {}),
        },
        { idempotencyKey: input.idempotencyKey },
      );
      if (!intent.client_secret) throw new Error('Stripe answered a PaymentIntent without a client secret');
      return {
        id: intent.id,
        clientSecret: intent.client_secret,
        amountCents: intent.amount,
        status: intent.status,
      };
    },
    retrievePaymentIntent: (id) => stripe.paymentIntents.retrieve(id),
    async refund(input) {
      const refund = await stripe.refunds.create(
        { payment_intent: input.paymentIntentId, amount: input.amountCents },
        { idempotencyKey: input.idempotencyKey },
      );
      return { id: refund.id, amountCents: refund.amount, status: refund.status ?? 'pending' };
    },
    verifyEvent(rawBody, signature) {
      if (!config.webhookSecret) throw new Error('STRIPE_WEBHOOK_SECRET is not set');
      if (!signature) throw new Error('No Stripe-Signature header');
      return stripe.webhooks.constructEvent(rawBody, signature, config.webhookSecret);
    },
  };
}
