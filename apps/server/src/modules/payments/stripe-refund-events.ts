import type { CardOnFileHooks } from './card-on-file-events';
import type { PaymentDeps, PaymentSteps } from './payment-steps';
import type { Tx } from './payments.repository';
import { type StripeRefund, stripeCharge, stripeRefund } from './stripe-event';
import type { StripeGateway } from './stripe-gateway';

/** The two kinds of Stripe event that tell of refunds. */
const refundEvents = new Set(['charge.refunded', 'refund.created']);

/**
 * The refunds a refund event tells of, read before its transaction (a listing is a network call):
 * a refund event's own refund; a charge's list of refunds, or, when the charge leaves the list out
 * (Stripe's API does unless asked), Stripe's list of the PaymentIntent's refunds, so each is
 * recorded by its own id. Null for another kind of event; 'unreadable' when its object cannot be read.
 */
export async function refundsOfEvent(
  stripe: StripeGateway,
  type: string,
  object: unknown,
): Promise<StripeRefund[] | 'unreadable' | null> {
  if (!refundEvents.has(type)) return null;
  if (type === 'refund.created') {
    const refund = stripeRefund(object);
    return refund ? [refund] : 'unreadable';
  }
  const charge = stripeCharge(object);
  if (!charge) return 'unreadable';
  const intentId = charge.paymentIntentId;
  if (!intentId) return [];
  let listed = charge.refunds ?? [];
  if (listed.length === 0 && charge.amountRefundedCents > 0) {
    const all = await stripe.listRefunds(intentId);
    listed = all.map((refund) => stripeRefund(refund)).filter((refund) => refund !== null);
  }
  return listed.map((refund) => ({ ...refund, paymentIntentId: refund.paymentIntentId ?? intentId }));
}

/**
 * Each refund to its owner, in the webhook's transaction: a refund the house made of a deposit
 * (its metadata says so) to the deposits area; otherwise to the invoice ledger when an invoice was
 * paid by its PaymentIntent (a card deposit applied to an invoice counts), and else to the deposit
 * that PaymentIntent paid. A refund Stripe says failed or was cancelled is no refund.
 */
export async function recordRefunds(
  tx: Tx,
  refunds: StripeRefund[],
  deps: Pick<PaymentDeps, 'ledger'> & { cardOnFile?: CardOnFileHooks; steps: PaymentSteps },
): Promise<void> {
  for (const refund of refunds) {
    const paymentIntentId = refund.paymentIntentId;
    if (!paymentIntentId || refund.status === 'failed' || refund.status === 'canceled') continue;
    const given = { paymentIntentId, refundId: refund.id, amountCents: refund.amountCents };
    if (!refund.depositRegistrationId && (await deps.ledger.cardPaymentOf(tx, paymentIntentId))) {
      await deps.steps.recordStripeRefund(tx, {
        ...given,
        reason: refund.reason ?? 'Refunded at Stripe',
        actor: { id: null },
      });
    } else {
      await deps.cardOnFile?.recordDepositRefund(tx, given);
    }
  }
}
