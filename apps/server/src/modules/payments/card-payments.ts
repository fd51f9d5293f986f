import type Stripe from 'stripe';
import { stripeEvents } from '../../db/schema';
import { AppError, fieldError } from '../../errors';
import type { Actor, PaymentDeps, PaymentSteps } from './payment-steps';
import { paymentsRepository as repo } from './payments.repository';
import type { StripeGateway } from './stripe-gateway';

/** A webhook whose signature does not match its body: answered 400, as Stripe expects. */
export class StripeSignatureError extends Error {
  constructor() {
    super('The Stripe signature does not match.');
    this.name = 'StripeSignatureError';
  }
}

/** Card payment online: what the pay page offers, starting a PaymentIntent, and Stripe's webhook. */
export function createCardPayments(deps: PaymentDeps, steps: PaymentSteps) {
  const { ledger } = deps;
  return {
    /** How the buyer can pay this invoice: Stripe when configured, and the instructions always. */
    async payOptions(userId: string, invoiceId: string) {
      const invoice = await ledger.invoice(invoiceId);
      if (!invoice || invoice.buyer_user_id !== userId || invoice.status === 'draft') {
        throw new AppError('NOT_FOUND', 'This invoice does not exist.');
      }
      const settings = await steps.paymentSettings();
      return {
        balance_cents: invoice.balance_cents,
        stripe_publishable_key: deps.stripe?.publishableKey ?? null,
        instructions: settings.payment_instructions,
        etransfer_email: settings.etransfer_email,
      };
    },

    /** Starts a card payment of the balance the server computes; the webhook alone records it. */
    async startCardPayment(userId: string, invoiceId: string, idempotencyKey: string, actor: Actor) {
      const stripe = deps.stripe;
      const invoice = await ledger.invoice(invoiceId);
      if (!invoice || invoice.buyer_user_id !== userId || invoice.status === 'draft') {
        throw new AppError('NOT_FOUND', 'This invoice does not exist.');
      }
      if (!stripe)
        throw new AppError('CONFLICT', 'Card payment online is not available; see how to pay on this page.');
      if (invoice.status === 'void')
        throw new AppError('VALIDATION_FAILED', 'This invoice is void; there is nothing to pay.');
      const balance = invoice.balance_cents;
      if (balance <= 0) throw new AppError('VALIDATION_FAILED', 'This invoice is paid in full.');
      if (balance < 50) {
        throw new AppError(
          'VALIDATION_FAILED',
          'A balance under $0.50 cannot be paid by card; please pay in person.',
        );
      }
      const earlier = await repo.attemptByKey(deps.db, idempotencyKey);
      if (earlier && (earlier.invoice_id !== invoice.id || earlier.amount_cents !== balance)) {
        throw fieldError(
          'VALIDATION_FAILED',
          'idempotency_key',
          'Start a new payment: the balance has changed.',
        );
      }
      let intent: Awaited<ReturnType<StripeGateway['createPaymentIntent']>>;
      try {
        intent = await stripe.createPaymentIntent({
          amountCents: balance,
          invoiceId: invoice.id,
          invoiceNumber: invoice.number,
          idempotencyKey: `invoice-${invoice.id}-${idempotencyKey}`,
        });
      } catch (error) {
        deps.log.warn({ err: error, invoiceId }, 'Stripe refused to start a payment');
        throw new AppError('CONFLICT', 'Card payment could not be started. Please try again in a moment.');
      }
      await repo.recordAttempt(deps.db, {
        invoice_id: invoice.id,
        payment_intent_id: intent.id,
        idempotency_key: idempotencyKey,
        amount_cents: intent.amountCents,
        status: intent.status,
        started_by: actor.id,
      });
      return { client_secret: intent.clientSecret, amount_cents: intent.amountCents };
    },

    /**
     * A Stripe event, its signature checked over the raw body. Each event id is handled once (a
     * duplicate finds its row); a refund that arrives before its payment records the payment first.
     */
    async handleStripeEvent(
      rawBody: Buffer,
      signature: string | undefined,
    ): Promise<'handled' | 'duplicate'> {
      const stripe = deps.stripe;
      if (!stripe) throw new AppError('NOT_FOUND', 'Card payment online is not configured.');
      let event: Stripe.Event;
      try {
        event = stripe.verifyEvent(rawBody, signature);
      } catch {
        throw new StripeSignatureError();
      }
      // A refund event for a payment not yet recorded: ask Stripe for the payment first.
      let intentFirst: Stripe.PaymentIntent | null = null;
      if (event.type === 'charge.refunded' || event.type === 'refund.created') {
        const object = event.data.object as { payment_intent?: string | { id: string } | null };
        const intentId =
          typeof object.payment_intent === 'string' ? object.payment_intent : object.payment_intent?.id;
        if (intentId) {
          const known = await ledger.cardPaymentOf(deps.db, intentId);
          if (!known) {
            const intent = await stripe.retrievePaymentIntent(intentId);
            if (intent.status === 'succeeded') intentFirst = intent;
          }
        }
      }
      return deps.db.transaction(async (tx) => {
        const [fresh] = await tx
          .insert(stripeEvents)
          .values({ id: event.id, type: event.type, stripe_created_at: new Date(event.created * 1000) })
          .onConflictDoNothing()
          .returning();
        if (!fresh) return 'duplicate' as const;
        if (intentFirst) await steps.recordStripePayment(tx, intentFirst);
        switch (event.type) {
          case 'payment_intent.succeeded':
            await steps.recordStripePayment(tx, event.data.object);
            break;
          case 'payment_intent.payment_failed':
          case 'payment_intent.canceled':
          case 'payment_intent.processing':
            await repo.setAttemptStatus(tx, event.data.object.id, event.data.object.status, deps.clock());
            break;
          case 'charge.refunded': {
            const charge = event.data.object;
            const intentId =
              typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
            if (!intentId) break;
            const listed = charge.refunds?.data ?? [];
            if (listed.length > 0) {
              for (const refund of listed) {
                await steps.recordStripeRefund(tx, {
                  paymentIntentId: intentId,
                  refundId: refund.id,
                  amountCents: refund.amount,
                  reason: refund.reason ?? 'Refunded at Stripe',
                  actor: { id: null },
                });
              }
            } else {
              // Without the list, what Stripe refunded in all less what is recorded, under one id.
              const payment = await ledger.cardPaymentOf(tx, intentId);
              if (!payment) break;
              const recorded = (await ledger.entriesOf(tx, payment.invoice_id))
                .filter((row) => row.kind === 'refund' && row.stripe_payment_intent_id === intentId)
                .reduce((sum, row) => sum - row.amount_cents, 0);
              if (charge.amount_refunded > recorded) {
                await steps.recordStripeRefund(tx, {
                  paymentIntentId: intentId,
                  refundId: `${charge.id}:${charge.amount_refunded}`,
                  amountCents: charge.amount_refunded - recorded,
                  reason: 'Refunded at Stripe',
                  actor: { id: null },
                });
              }
            }
            break;
          }
          case 'refund.created': {
            const refund = event.data.object;
            const intentId =
              typeof refund.payment_intent === 'string' ? refund.payment_intent : refund.payment_intent?.id;
            if (intentId && refund.status !== 'failed' && refund.status !== 'canceled') {
              await steps.recordStripeRefund(tx, {
                paymentIntentId: intentId,
                refundId: refund.id,
                amountCents: refund.amount,
                reason: refund.reason ?? 'Refunded at Stripe',
                actor: { id: null },
              });
            }
            break;
          }
          default:
            break;
        }
        return 'handled' as const;
      });
    },
  };
}
