import { depositFigures } from '@auction/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import type { RegistrationDepositRow } from '../../db/schema';
import { recordAudit } from '../../platform/audit.repository';
import { depositRefundMetadata } from '../payments/stripe-event';
import type { StripeGateway } from '../payments/stripe-gateway';
import { entryOf } from './deposit-standing';
import { depositsRepository as repo, type Tx } from './deposits.repository';

/** A refund Stripe made of a deposit's PaymentIntent, as the webhook hands it over. */
export interface DepositRefund {
  paymentIntentId: string;
  refundId: string;
  amountCents: number;
}

/**
 * A card deposit's money given back through Stripe, and Stripe's word of it. Each refund the house
 * asks for carries `depositRefundMetadata`, so the webhook tells it from a refund of the invoice
 * the deposit was applied to (the same PaymentIntent); either side records a refund once, by its id.
 */
export function createDepositCardRefunds(deps: {
  db: Database;
  stripe: StripeGateway | null;
  log: FastifyBaseLogger;
  today: (tx?: Tx) => Promise<string>;
}) {
  async function insertRefund(tx: Tx, registrationId: string, refundId: string, amountCents: number) {
    return repo.insert(tx, {
      registration_id: registrationId,
      kind: 'refund',
      method: 'stripe',
      amount_cents: amountCents,
      received_on: await deps.today(tx),
      reference: 'Deposit refund',
      stripe_refund_id: refundId,
      idempotency_key: `deposit-refund-${registrationId}-${refundId}`,
      recorded_by: null,
    });
  }

  return {
    /** Refunds a card deposit's held money through Stripe; false when it cannot (staff then see it to refund). */
    async refundByCard(registrationId: string, entries: RegistrationDepositRow[], amountCents: number) {
      const payment = entries.find((entry) => entry.kind === 'payment' && entry.stripe_payment_intent_id);
      if (!deps.stripe || !payment?.stripe_payment_intent_id || amountCents <= 0) return false;
      try {
        const refund = await deps.stripe.refund({
          paymentIntentId: payment.stripe_payment_intent_id,
          amountCents,
          idempotencyKey: `deposit-refund-${registrationId}-${amountCents}`,
          metadata: depositRefundMetadata(registrationId),
        });
        await insertRefund(deps.db, registrationId, refund.id, refund.amountCents);
        return true;
      } catch (error) {
        deps.log.warn({ err: error, registrationId }, 'a card deposit could not be refunded through Stripe');
        return false;
      }
    },

    /**
     * The webhook's refund of a deposit's PaymentIntent, in its transaction: the one the house made
     * (recorded here already, or not yet if the answer was lost) or one made at Stripe, recorded
     * once and never past what the deposit still holds. False when no deposit was paid by it.
     */
    async recordStripeRefund(tx: Tx, refund: DepositRefund): Promise<boolean> {
      const registrationId = await repo.registrationPaidBy(tx, refund.paymentIntentId);
      if (!registrationId) return false;
      await repo.lockRegistration(tx, registrationId);
      if (await repo.hasStripeRefund(tx, refund.refundId)) return true;
      const { heldCents } = depositFigures((await repo.entriesOf(tx, [registrationId])).map(entryOf));
      const amount = Math.min(refund.amountCents, heldCents);
      if (amount <= 0) return true;
      await insertRefund(tx, registrationId, refund.refundId, amount);
      await recordAudit(tx, {
        actorId: null,
        action: 'deposit.refunded',
        entity: 'registration',
        entityId: registrationId,
        after: { amount_cents: amount, method: 'stripe', stripe_refund: refund.refundId },
      });
      return true;
    },
  };
}
