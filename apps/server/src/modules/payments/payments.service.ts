import type { RecordPaymentBody } from '@auction/contracts';
import {
  balanceCents,
  calendarDateIn,
  cardPaymentSplit,
  paidCents,
  paymentRefusal,
  refundRefusal,
  reversalRefusal,
  statusFromPaid,
} from '@auction/domain';
import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { type InvoiceRow, stripeEvents } from '../../db/schema';
import { AppError, fieldError } from '../../errors';
import type { SettingsService } from '../settings/settings.service';
import {
  refundReferencePrefix,
  paymentsRepository as repo,
  type Tx,
  toPaymentEntry,
} from './payments.repository';
import type { StripeGateway } from './stripe-gateway';

/** The settings this module reads; the invoice owner adds them to the settings contract. */
export interface PaymentSettings {
  etransfer_email: string;
  payment_instructions: string;
}
export const paymentSettingsDefaults: PaymentSettings = {
  etransfer_email: 'payments@harbourside.example',
  payment_instructions:
    'Pay by Interac e-Transfer to the address below with your invoice number as the message, or in person at the office by cash, debit, credit card or cheque.',
};

/** A webhook whose signature does not match its body: answered 400, as Stripe expects. */
export class StripeSignatureError extends Error {
  constructor() {
    super('The Stripe signature does not match.');
    this.name = 'StripeSignatureError';
  }
}

export interface Actor {
  id: string | null;
  ip?: string | null;
}

export interface RefundInput {
  payment_id: string;
  amount_cents: number;
  reason: string;
  idempotency_key: string;
}

function refusal(field: string, message: string | null): void {
  if (message) throw fieldError('VALIDATION_FAILED', field, message);
}

/** Payments, refunds and reversals: each one append, the invoice's paid and status, and an audit row. */
export function createPaymentsService(deps: {
  db: Database;
  settings: SettingsService;
  stripe: StripeGateway | null;
  clock: Clock;
  log: FastifyBaseLogger;
}) {
  async function today(): Promise<string> {
    return calendarDateIn(deps.clock(), (await deps.settings.get()).time_zone);
  }

  async function paymentSettings(): Promise<PaymentSettings> {
    const settings = (await deps.settings.get()) as Partial<PaymentSettings>;
    return {
      etransfer_email: settings.etransfer_email || paymentSettingsDefaults.etransfer_email,
      payment_instructions: settings.payment_instructions || paymentSettingsDefaults.payment_instructions,
    };
  }

  async function lockOpen(tx: Tx, invoiceId: string, allowVoid: boolean): Promise<InvoiceRow> {
    const invoice = await repo.lockInvoice(tx, invoiceId);
    if (!invoice) throw new AppError('NOT_FOUND', 'This invoice does not exist.');
    if (invoice.status === 'draft') {
      throw new AppError(
        'VALIDATION_FAILED',
        'This invoice is still a draft; issue it before taking payments.',
      );
    }
    if (invoice.status === 'void' && !allowVoid) {
      throw new AppError('VALIDATION_FAILED', 'This invoice is void; no payment can be recorded on it.');
    }
    return invoice;
  }

  /** Rewrites the invoice's paid amount and status from its entries (a void invoice stays void). */
  async function settle(tx: Tx, invoice: InvoiceRow): Promise<number> {
    const paid = paidCents((await repo.entriesOf(tx, invoice.id)).map(toPaymentEntry));
    const status = invoice.status === 'void' ? 'void' : statusFromPaid(invoice.total_cents, paid);
    await repo.setPaid(tx, invoice.id, paid, status, deps.clock());
    return paid;
  }

  async function recordStripePayment(tx: Tx, intent: Stripe.PaymentIntent): Promise<void> {
    const invoiceId = intent.metadata?.invoice_id;
    if (!invoiceId) {
      deps.log.warn({ paymentIntent: intent.id }, 'a Stripe payment without an invoice id was ignored');
      return;
    }
    const invoice = await repo.lockInvoice(tx, invoiceId);
    if (!invoice) {
      deps.log.warn({ paymentIntent: intent.id, invoiceId }, 'a Stripe payment for an unknown invoice');
      return;
    }
    await repo.setAttemptStatus(tx, intent.id, 'succeeded', deps.clock());
    if (await repo.stripePaymentOf(tx, intent.id)) return;
    const entries = (await repo.entriesOf(tx, invoice.id)).map(toPaymentEntry);
    const balance =
      invoice.status === 'void' || invoice.status === 'draft'
        ? 0
        : balanceCents(invoice.total_cents, paidCents(entries));
    const received = intent.amount_received || intent.amount;
    const { recordedCents, excessCents } = cardPaymentSplit(balance, received);
    if (recordedCents > 0) {
      const row = await repo.insert(tx, {
        invoice_id: invoice.id,
        kind: 'payment',
        method: 'stripe',
        amount_cents: recordedCents,
        received_on: await today(),
        reference: intent.id,
        stripe_payment_intent_id: intent.id,
        recorded_by: null,
      });
      await settle(tx, invoice);
      await repo.audit(tx, {
        actorId: null,
        action: 'payment.recorded',
        entity: 'invoice',
        entityId: invoice.id,
        after: {
          payment_id: row.id,
          method: 'stripe',
          amount_cents: recordedCents,
          payment_intent: intent.id,
        },
      });
    }
    if (excessCents > 0) {
      deps.log.warn(
        { paymentIntent: intent.id, invoiceId: invoice.id, excessCents },
        'Stripe took more than the balance; staff must refund the excess',
      );
      await repo.audit(tx, {
        actorId: null,
        action: 'payment.stripe_excess',
        entity: 'invoice',
        entityId: invoice.id,
        after: {
          payment_intent: intent.id,
          received_cents: received,
          recorded_cents: recordedCents,
          excessCents,
        },
      });
    }
  }

  async function recordStripeRefund(
    tx: Tx,
    input: { paymentIntentId: string; refundId: string; amountCents: number; reason: string; actor: Actor },
  ): Promise<void> {
    if (await repo.byStripeRefund(tx, input.refundId)) return;
    const payment = await repo.stripePaymentOf(tx, input.paymentIntentId);
    if (!payment) return;
    const invoice = await repo.lockInvoice(tx, payment.invoice_id);
    if (!invoice) return;
    const entries = (await repo.entriesOf(tx, invoice.id)).map(toPaymentEntry);
    // Stripe has given the money back already: record it, but never below nothing paid.
    const amount = Math.min(input.amountCents, paidCents(entries));
    if (amount <= 0) return;
    const row = await repo.insert(tx, {
      invoice_id: invoice.id,
      kind: 'refund',
      method: 'stripe',
      amount_cents: -amount,
      received_on: await today(),
      reference: `${refundReferencePrefix}${payment.id}`,
      reason: input.reason,
      stripe_payment_intent_id: input.paymentIntentId,
      stripe_refund_id: input.refundId,
      recorded_by: input.actor.id,
    });
    await settle(tx, invoice);
    await repo.audit(tx, {
      actorId: input.actor.id,
      action: 'payment.refunded',
      entity: 'invoice',
      entityId: invoice.id,
      after: { payment_id: row.id, refunds: payment.id, amount_cents: amount, stripe_refund: input.refundId },
      ip: input.actor.ip ?? null,
    });
  }

  return {
    /** Money taken at the counter. The same idempotency key answers again without a second row. */
    async record(invoiceId: string, body: RecordPaymentBody, actor: Actor): Promise<string> {
      return deps.db.transaction(async (tx) => {
        const invoice = await lockOpen(tx, invoiceId, false);
        const earlier = await repo.byIdempotencyKey(tx, body.idempotency_key);
        if (earlier) {
          if (earlier.invoice_id !== invoice.id || earlier.amount_cents !== body.amount_cents) {
            throw fieldError(
              'VALIDATION_FAILED',
              'idempotency_key',
              'This key was already used for a different payment.',
            );
          }
          return invoice.id;
        }
        const entries = (await repo.entriesOf(tx, invoice.id)).map(toPaymentEntry);
        refusal('amount_cents', paymentRefusal(invoice.total_cents, paidCents(entries), body.amount_cents));
        const row = await repo.insert(tx, {
          invoice_id: invoice.id,
          kind: 'payment',
          method: body.method,
          amount_cents: body.amount_cents,
          received_on: body.received_on,
          reference: body.reference,
          idempotency_key: body.idempotency_key,
          recorded_by: actor.id,
        });
        const paid = await settle(tx, invoice);
        await repo.audit(tx, {
          actorId: actor.id,
          action: 'payment.recorded',
          entity: 'invoice',
          entityId: invoice.id,
          before: { paid_cents: invoice.paid_cents, status: invoice.status },
          after: {
            payment_id: row.id,
            method: body.method,
            amount_cents: body.amount_cents,
            received_on: body.received_on,
            reference: body.reference,
            paid_cents: paid,
          },
          ip: actor.ip ?? null,
        });
        return invoice.id;
      });
    },

    /** A refund: through Stripe for a card payment online, recorded otherwise. */
    async refund(invoiceId: string, body: RefundInput, actor: Actor): Promise<string> {
      const payment = await deps.db.transaction(async (tx) => {
        const invoice = await lockOpen(tx, invoiceId, true);
        const earlier = await repo.byIdempotencyKey(tx, body.idempotency_key);
        if (earlier) {
          if (earlier.invoice_id !== invoice.id || earlier.amount_cents !== -body.amount_cents) {
            throw fieldError(
              'VALIDATION_FAILED',
              'idempotency_key',
              'This key was already used for a different refund.',
            );
          }
          return null;
        }
        const entries = (await repo.entriesOf(tx, invoice.id)).map(toPaymentEntry);
        refusal(
          entries.some((entry) => entry.id === body.payment_id) ? 'amount_cents' : 'payment_id',
          refundRefusal(entries, body.payment_id, body.amount_cents),
        );
        const refunded = await repo.byId(tx, body.payment_id);
        if (!refunded) throw new AppError('NOT_FOUND', 'This payment does not exist.');
        if (refunded.method !== 'stripe') {
          const row = await repo.insert(tx, {
            invoice_id: invoice.id,
            kind: 'refund',
            method: refunded.method,
            amount_cents: -body.amount_cents,
            received_on: await today(),
            reference: `${refundReferencePrefix}${refunded.id}`,
            reason: body.reason,
            idempotency_key: body.idempotency_key,
            recorded_by: actor.id,
          });
          await settle(tx, invoice);
          await repo.audit(tx, {
            actorId: actor.id,
            action: 'payment.refunded',
            entity: 'invoice',
            entityId: invoice.id,
            after: {
              payment_id: row.id,
              refunds: refunded.id,
              amount_cents: body.amount_cents,
              reason: body.reason,
            },
            ip: actor.ip ?? null,
          });
          return null;
        }
        return refunded;
      });
      if (!payment) return invoiceId;
      // A card payment online goes back through Stripe, outside the transaction (a network call),
      // then is recorded once by its refund id; the webhook that follows finds it recorded.
      if (!deps.stripe || !payment.stripe_payment_intent_id) {
        throw new AppError(
          'CONFLICT',
          'Card payment online is not configured, so this payment cannot be refunded here.',
        );
      }
      let stripeRefund: { id: string; amountCents: number };
      try {
        stripeRefund = await deps.stripe.refund({
          paymentIntentId: payment.stripe_payment_intent_id,
          amountCents: body.amount_cents,
          idempotencyKey: body.idempotency_key,
        });
      } catch (error) {
        deps.log.warn({ err: error, paymentId: payment.id }, 'Stripe refused a refund');
        throw new AppError('CONFLICT', 'Stripe refused the refund; nothing was refunded.');
      }
      await deps.db.transaction((tx) =>
        recordStripeRefund(tx, {
          paymentIntentId: payment.stripe_payment_intent_id as string,
          refundId: stripeRefund.id,
          amountCents: stripeRefund.amountCents,
          reason: body.reason,
          actor,
        }),
      );
      return invoiceId;
    },

    /** Corrects a mistake with an entry of the opposite amount; the original stays. */
    async reverse(paymentId: string, reason: string, actor: Actor): Promise<string> {
      const found = await repo.byId(deps.db, paymentId);
      if (!found) throw new AppError('NOT_FOUND', 'This payment does not exist.');
      return deps.db.transaction(async (tx) => {
        const invoice = await lockOpen(tx, found.invoice_id, true);
        if (found.method === 'stripe') {
          throw new AppError(
            'VALIDATION_FAILED',
            'A card payment online cannot be reversed; refund it through Stripe instead.',
          );
        }
        const entries = (await repo.entriesOf(tx, invoice.id)).map(toPaymentEntry);
        const message = reversalRefusal(entries, found.id, invoice.total_cents);
        if (message) throw new AppError('VALIDATION_FAILED', message);
        const row = await repo.insert(tx, {
          invoice_id: invoice.id,
          kind: 'reversal',
          method: found.method,
          amount_cents: -found.amount_cents,
          received_on: await today(),
          reference: found.reference,
          reason,
          reverses_payment_id: found.id,
          recorded_by: actor.id,
        });
        const paid = await settle(tx, invoice);
        await repo.audit(tx, {
          actorId: actor.id,
          action: 'payment.reversed',
          entity: 'invoice',
          entityId: invoice.id,
          before: { paid_cents: invoice.paid_cents, status: invoice.status },
          after: {
            payment_id: row.id,
            reverses: found.id,
            amount_cents: -found.amount_cents,
            reason,
            paid_cents: paid,
          },
          ip: actor.ip ?? null,
        });
        return invoice.id;
      });
    },

    /** How the buyer can pay this invoice: Stripe when configured, and the instructions always. */
    async payOptions(userId: string, invoiceId: string) {
      const invoice = await deps.db.transaction((tx) => repo.lockInvoice(tx, invoiceId));
      if (!invoice || invoice.buyer_user_id !== userId || invoice.status === 'draft') {
        throw new AppError('NOT_FOUND', 'This invoice does not exist.');
      }
      const settings = await paymentSettings();
      const balance = invoice.status === 'void' ? 0 : balanceCents(invoice.total_cents, invoice.paid_cents);
      return {
        balance_cents: balance,
        stripe_publishable_key: deps.stripe?.publishableKey ?? null,
        instructions: settings.payment_instructions,
        etransfer_email: settings.etransfer_email,
      };
    },

    /** Starts a card payment of the balance the server computes; the webhook alone records it. */
    async startCardPayment(userId: string, invoiceId: string, idempotencyKey: string, actor: Actor) {
      const stripe = deps.stripe;
      const invoice = await deps.db.transaction((tx) => repo.lockInvoice(tx, invoiceId));
      if (!invoice || invoice.buyer_user_id !== userId || invoice.status === 'draft') {
        throw new AppError('NOT_FOUND', 'This invoice does not exist.');
      }
      if (!stripe)
        throw new AppError('CONFLICT', 'Card payment online is not available; see how to pay on this page.');
      if (invoice.status === 'void')
        throw new AppError('VALIDATION_FAILED', 'This invoice is void; there is nothing to pay.');
      const balance = balanceCents(invoice.total_cents, invoice.paid_cents);
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
          const known = await deps.db.transaction((tx) => repo.stripePaymentOf(tx, intentId));
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
        if (intentFirst) await recordStripePayment(tx, intentFirst);
        switch (event.type) {
          case 'payment_intent.succeeded':
            await recordStripePayment(tx, event.data.object);
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
                await recordStripeRefund(tx, {
                  paymentIntentId: intentId,
                  refundId: refund.id,
                  amountCents: refund.amount,
                  reason: refund.reason ?? 'Refunded at Stripe',
                  actor: { id: null },
                });
              }
            } else {
              // Without the list, what Stripe refunded in all less what is recorded, under one id.
              const payment = await repo.stripePaymentOf(tx, intentId);
              if (!payment) break;
              const recorded = (await repo.entriesOf(tx, payment.invoice_id))
                .filter((row) => row.kind === 'refund' && row.stripe_payment_intent_id === intentId)
                .reduce((sum, row) => sum - row.amount_cents, 0);
              if (charge.amount_refunded > recorded) {
                await recordStripeRefund(tx, {
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
              await recordStripeRefund(tx, {
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
export type PaymentsService = ReturnType<typeof createPaymentsService>;
