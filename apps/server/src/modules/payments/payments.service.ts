import type { RecordPaymentBody } from '@auction/contracts';
import { AppError, fieldError } from '../../errors';
import { recordAudit } from '../../platform/audit.repository';
import { refuseDateAfterToday } from '../../platform/payment-date';
import { createCardPayments } from './card-payments';
import { type Actor, createPaymentSteps, type PaymentDeps } from './payment-steps';

export interface RefundInput {
  payment_id: string;
  amount_cents: number;
  reason: string;
  idempotency_key: string;
}

/**
 * Payments, refunds and reversals staff record, and card payment online. Each entry goes through
 * the invoice ledger (which refuses what the rules refuse and rewrites the invoice's money) with
 * an audit row, in one transaction.
 */
export function createPaymentsService(deps: PaymentDeps) {
  const steps = createPaymentSteps(deps);
  const { ledger } = deps;

  return {
    /** Money taken at the counter. The same idempotency key answers again without a second row. */
    async record(invoiceId: string, body: RecordPaymentBody, actor: Actor): Promise<string> {
      const { time_zone } = await deps.settings.get();
      refuseDateAfterToday('received_on', body.received_on, { clock: deps.clock, timeZone: time_zone });
      const { id, pending } = await deps.db.transaction(async (tx) => {
        const invoice = await ledger.lockOpenInvoice(tx, invoiceId);
        const earlier = await ledger.byIdempotencyKey(tx, body.idempotency_key);
        if (earlier) {
          if (earlier.invoice_id !== invoice.id || earlier.amount_cents !== body.amount_cents) {
            throw fieldError(
              'VALIDATION_FAILED',
              'idempotency_key',
              'This key was already used for a different payment.',
            );
          }
          return { id: invoice.id, pending: null };
        }
        const { entryId, before, after } = await ledger.recordPayment(tx, invoice, {
          method: body.method,
          amountCents: body.amount_cents,
          receivedOn: body.received_on,
          reference: body.reference,
          idempotencyKey: body.idempotency_key,
          recordedBy: actor.id,
        });
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'payment.recorded',
          entity: 'invoice',
          entityId: invoice.id,
          before: { paid_cents: before.paid_cents, status: before.status },
          after: {
            payment_id: entryId,
            method: body.method,
            amount_cents: body.amount_cents,
            received_on: body.received_on,
            reference: body.reference,
            paid_cents: after.paid_cents,
          },
          ip: actor.ip ?? null,
        });
        return {
          id: invoice.id,
          pending: await deps.moneyMails.afterPayment(tx, { before, after, method: body.method }),
        };
      });
      deps.moneyMails.afterCommit(pending);
      return id;
    },

    /** A refund: through Stripe for a card payment online, recorded otherwise. */
    async refund(invoiceId: string, body: RefundInput, actor: Actor): Promise<string> {
      const { payment, pending } = await deps.db.transaction(async (tx) => {
        const none = { payment: null, pending: null };
        const invoice = await ledger.lockOpenInvoice(tx, invoiceId, { allowVoid: true });
        const earlier = await ledger.byIdempotencyKey(tx, body.idempotency_key);
        if (earlier) {
          if (earlier.invoice_id !== invoice.id || earlier.amount_cents !== -body.amount_cents) {
            throw fieldError(
              'VALIDATION_FAILED',
              'idempotency_key',
              'This key was already used for a different refund.',
            );
          }
          return none;
        }
        const refunded = await ledger.refundablePayment(tx, invoice, body.payment_id, body.amount_cents);
        if (refunded.method === 'stripe') return { payment: refunded, pending: null };
        const { entryId, after } = await ledger.recordRefund(tx, invoice, {
          payment: refunded,
          amountCents: body.amount_cents,
          receivedOn: await steps.today(tx),
          reason: body.reason,
          idempotencyKey: body.idempotency_key,
          recordedBy: actor.id,
        });
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'payment.refunded',
          entity: 'invoice',
          entityId: invoice.id,
          after: {
            payment_id: entryId,
            refunds: refunded.id,
            amount_cents: body.amount_cents,
            reason: body.reason,
          },
          ip: actor.ip ?? null,
        });
        const mail = await deps.moneyMails.afterRefund(tx, {
          after,
          amountCents: body.amount_cents,
          method: refunded.method,
        });
        return { payment: null, pending: mail };
      });
      deps.moneyMails.afterCommit(pending);
      if (!payment) return invoiceId;
      // A card payment online goes back through Stripe, outside the transaction (a network call),
      // then is recorded once by its refund id; the webhook that follows finds it recorded.
      if (!deps.stripe) {
        throw new AppError(
          'CONFLICT',
          'Card payment online is not configured, so this payment cannot be refunded here.',
        );
      }
      if (!payment.stripe_payment_intent_id) {
        throw new AppError(
          'CONFLICT',
          'This card payment names no Stripe payment; refund it in Stripe, where it was taken.',
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
        steps.recordStripeRefund(tx, {
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
      const found = await ledger.entry(paymentId);
      if (!found) throw new AppError('NOT_FOUND', 'This payment does not exist.');
      return deps.db.transaction(async (tx) => {
        const invoice = await ledger.lockOpenInvoice(tx, found.invoice_id, { allowVoid: true });
        if (found.method === 'stripe') {
          throw new AppError(
            'VALIDATION_FAILED',
            'A card payment online cannot be reversed; refund it through Stripe instead.',
          );
        }
        const { entryId, before, after } = await ledger.recordReversal(tx, invoice, {
          entry: found,
          receivedOn: await steps.today(tx),
          reason,
          recordedBy: actor.id,
        });
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'payment.reversed',
          entity: 'invoice',
          entityId: invoice.id,
          before: { paid_cents: before.paid_cents, status: before.status },
          after: {
            payment_id: entryId,
            reverses: found.id,
            amount_cents: -found.amount_cents,
            reason,
            paid_cents: after.paid_cents,
          },
          ip: actor.ip ?? null,
        });
        return invoice.id;
      });
    },

    ...createCardPayments(deps, steps),
  };
}
export type PaymentsService = ReturnType<typeof createPaymentsService>;
