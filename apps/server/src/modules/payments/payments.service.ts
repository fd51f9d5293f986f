import type { RecordPaymentBody } from '@auction/contracts';
import { paidCents, paymentRefusal, refundRefusal, reversalRefusal } from '@auction/domain';
import { AppError, fieldError } from '../../errors';
import { createCardPayments } from './card-payments';
import { type Actor, createPaymentLedger, type PaymentDeps } from './payment-ledger';
import { refundReferencePrefix, paymentsRepository as repo, toPaymentEntry } from './payments.repository';

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
export function createPaymentsService(deps: PaymentDeps) {
  const ledger = createPaymentLedger(deps);
  const { today, lockOpen, settle, recordStripeRefund } = ledger;

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
            received_on: await today(tx),
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
          received_on: await today(tx),
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

    ...createCardPayments(deps, ledger),
  };
}
export type PaymentsService = ReturnType<typeof createPaymentsService>;
