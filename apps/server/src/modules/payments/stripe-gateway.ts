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
  /** `metadata` says whose money it is (`depositRefundMetadata`); the webhook reads it back. */
  refund(input: {
    paymentIntentId: string;
    amountCents: number;
    idempotencyKey: string;
    metadata?: Record<string, string>;
  }): Promise<{ id: string; amountCents: number; status: string }>;
  /** Every refund of a PaymentIntent, as Stripe's refund objects (a charge event may not list them). */
  listRefunds(paymentIntentId: string): Promise<Stripe.Refund[]>;
  /** A Stripe customer for a bidder, so a saved card can be charged later. */
  createCustomer(input: {
    userId: string;
    email: string;
    name: string;
    idempotencyKey: string;
  }): Promise<string>;
  /** A SetupIntent saving a card for charges made later without the bidder (off session). */
  createSetupIntent(input: {
    customerId: string;
    userId: string;
    auctionId: string | null;
    idempotencyKey: string;
  }): Promise<{ id: string; clientSecret: string }>;
  /** The SetupIntent with its card: only Stripe's ids, the brand, the last four digits and the expiry. */
  retrieveSetupIntent(id: string): Promise<StripeSetup>;
  /** Charges a saved card off session; a decline or a bank asking for 3-D Secure is an answer, not a throw. */
  chargeSavedCard(input: {
    amountCents: number;
    customerId: string;
    paymentMethodId: string;
    invoiceId: string;
    invoiceNumber: string | null;
    idempotencyKey: string;
  }): Promise<SavedCardCharge>;
  /** A PaymentIntent for a registration's deposit, its metadata naming the registration. */
  createDepositIntent(input: {
    amountCents: number;
    registrationId: string;
    auctionTitle: string;
    idempotencyKey: string;
  }): Promise<{ id: string; clientSecret: string; amountCents: number; status: string }>;
  /** Verifies the signature over the raw body; throws when it does not match. */
  verifyEvent(rawBody: Buffer, signature: string | undefined): Stripe.Event;
}

export interface StripeSetup {
  id: string;
  status: string;
  customerId: string | null;
  metadata: Record<string, string>;
  card: {
    paymentMethodId: string;
    brand: string;
    last4: string;
    expMonth: number;
    expYear: number;
  } | null;
}

export interface SavedCardCharge {
  paymentIntentId: string | null;
  /** `succeeded`, `declined`, `requires_action` (the bank wants the buyer present) or `pending`. */
  status: 'succeeded' | 'declined' | 'requires_action' | 'pending';
  amountReceivedCents: number;
  declineMessage: string | null;
}

const idOf = (ref: string | { id: string } | null | undefined) =>
  typeof ref === 'string' ? ref : (ref?.id ?? null);

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
        {
          payment_intent: input.paymentIntentId,
          amount: input.amountCents,
          ...(input.metadata ? { metadata: input.metadata } : {}),
        },
        { idempotencyKey: input.idempotencyKey },
      );
      return { id: refund.id, amountCents: refund.amount, status: refund.status ?? 'pending' };
    },
    listRefunds: (paymentIntentId) =>
      stripe.refunds.list({ payment_intent: paymentIntentId, limit: 100 }).autoPagingToArray({ limit: 1000 }),
    async createCustomer(input) {
      const customer = await stripe.customers.create(
        { email: input.email, name: input.name, metadata: { user_id: input.userId } },
        { idempotencyKey: input.idempotencyKey },
      );
      return customer.id;
    },
    async createSetupIntent(input) {
      const intent = await stripe.setupIntents.create(
        {
          customer: input.customerId,
          usage: 'off_session',
          allowed_payment_method_types: ['card'],
          metadata: { user_id: input.userId, auction_id: input.auctionId ?? '' },
        },
        { idempotencyKey: input.idempotencyKey },
      );
      if (!intent.client_secret) throw new Error('Stripe answered a SetupIntent without a client secret');
      return { id: intent.id, clientSecret: intent.client_secret };
    },
    async retrieveSetupIntent(id) {
      const intent = await stripe.setupIntents.retrieve(id, { expand: ['payment_method'] });
      const method = intent.payment_method;
      const card = typeof method === 'object' && method?.card ? method.card : null;
      return {
        id: intent.id,
        status: intent.status,
        customerId: idOf(intent.customer as string | { id: string } | null),
        metadata: (intent.metadata ?? {}) as Record<string, string>,
        card:
          card && typeof method === 'object' && method
            ? {
                paymentMethodId: method.id,
                brand: card.brand,
                last4: card.last4,
                expMonth: card.exp_month,
                expYear: card.exp_year,
              }
            : null,
      };
    },
    async chargeSavedCard(input) {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: input.amountCents,
            currency: 'cad',
            customer: input.customerId,
            payment_method: input.paymentMethodId,
            off_session: true,
            confirm: true,
            metadata: {
              invoice_id: input.invoiceId,
              invoice_number: input.invoiceNumber ?? '',
              card_on_file: 'true',
            },
            ...(input.invoiceNumber ? { description: `Invoice ${input.invoiceNumber}` } : {}),
          },
          { idempotencyKey: input.idempotencyKey },
        );
        const status =
          intent.status === 'succeeded'
            ? 'succeeded'
            : intent.status === 'requires_action'
              ? 'requires_action'
              : intent.status === 'requires_payment_method'
                ? 'declined'
                : 'pending';
        return {
          paymentIntentId: intent.id,
          status,
          amountReceivedCents: intent.amount_received ?? 0,
          declineMessage: intent.last_payment_error?.message ?? null,
        };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeCardError) {
          const intent = (error.raw as { payment_intent?: { id: string; status?: string } }).payment_intent;
          const needsAction = error.code === 'authentication_required';
          return {
            paymentIntentId: intent?.id ?? null,
            status: needsAction ? 'requires_action' : 'declined',
            amountReceivedCents: 0,
            declineMessage: error.message,
          };
        }
        throw error;
      }
    },
    async createDepositIntent(input) {
      const intent = await stripe.paymentIntents.create(
        {
          amount: input.amountCents,
          currency: 'cad',
          automatic_payment_methods: { enabled: true },
          metadata: { registration_id: input.registrationId, kind: 'deposit' },
          description: `Deposit to bid: ${input.auctionTitle}`.slice(0, 300),
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
    verifyEvent(rawBody, signature) {
      if (!config.webhookSecret) throw new Error('STRIPE_WEBHOOK_SECRET is not set');
      if (!signature) throw new Error('No Stripe-Signature header');
      return stripe.webhooks.constructEvent(rawBody, signature, config.webhookSecret);
    },
  };
}
