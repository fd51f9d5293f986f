import { AppError, fieldError } from '../../errors';
import { handleCardOnFileEvent } from './card-on-file-events';
import type { Actor, PaymentDeps, PaymentSteps } from './payment-steps';
import { paymentsRepository as repo } from './payments.repository';
import { type StripeIntent, stripeEnvelope, stripeIntent } from './stripe-event';
import type { StripeGateway } from './stripe-gateway';
import { recordRefunds, refundsOfEvent } from './stripe-refund-events';

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
        etransfer_email: settings.etransfer_email || null,
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
     * duplicate finds its row); a refund goes to the invoice or the deposit it gave money back from,
     * and one that arrives before its invoice's payment records the payment first.
     * What the house cannot read of an event (`stripe-event.ts`) is logged and ignored.
     */
    async handleStripeEvent(
      rawBody: Buffer,
      signature: string | undefined,
    ): Promise<'handled' | 'duplicate' | 'ignored'> {
      const stripe = deps.stripe;
      if (!stripe) throw new AppError('NOT_FOUND', 'Card payment online is not configured.');
      let event: { type?: unknown; data?: { object?: unknown } };
      try {
        event = stripe.verifyEvent(rawBody, signature);
      } catch {
        throw new StripeSignatureError();
      }
      const envelope = stripeEnvelope(event);
      if (!envelope) {
        deps.log.warn(
          { stripeEvent: String(event.type).slice(0, 100) },
          'a Stripe event without a readable id, type or time was ignored',
        );
        return 'ignored';
      }
      const object = event.data?.object;
      const ignored = () => {
        deps.log.warn(
          { stripeEvent: envelope.id, type: envelope.type },
          'a Stripe event whose object the house cannot read was ignored',
        );
        return 'ignored' as const;
      };
      const refunds = await refundsOfEvent(stripe, envelope.type, object);
      // A refund of a card payment not yet recorded: ask Stripe for the payment first (a deposit's
      // is the deposits area's, recorded when it was paid).
      let intentFirst: StripeIntent | null = null;
      const refundedIntent =
        refunds !== 'unreadable' && refunds?.find((refund) => !refund.depositRegistrationId)?.paymentIntentId;
      if (refundedIntent && !(await ledger.cardPaymentOf(deps.db, refundedIntent))) {
        const retrieved = await stripe.retrievePaymentIntent(refundedIntent);
        const intent = stripeIntent(retrieved);
        if (intent?.status === 'succeeded' && retrieved.metadata?.kind !== 'deposit') intentFirst = intent;
      }
      return deps.db.transaction(async (tx) => {
        if (!(await repo.recordEvent(tx, envelope))) return 'duplicate' as const;
        if (refunds === 'unreadable') return ignored();
        if (intentFirst) await steps.recordStripePayment(tx, intentFirst);
        if (refunds) {
          await recordRefunds(tx, refunds, { ledger, cardOnFile: deps.cardOnFile, steps });
          return 'handled' as const;
        }
        if (await handleCardOnFileEvent(deps.cardOnFile, tx, envelope.type, object))
          return 'handled' as const;
        switch (envelope.type) {
          case 'payment_intent.succeeded': {
            const intent = stripeIntent(object);
            if (!intent) return ignored();
            await steps.recordStripePayment(tx, intent);
            break;
          }
          case 'payment_intent.payment_failed':
          case 'payment_intent.canceled':
          case 'payment_intent.processing': {
            const intent = stripeIntent(object);
            if (!intent) return ignored();
            await repo.setAttemptStatus(tx, intent.id, intent.status, deps.clock());
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
