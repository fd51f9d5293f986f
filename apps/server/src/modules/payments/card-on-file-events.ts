import { uuidSchema } from '@auction/contracts';
import { z } from 'zod';
import type { Tx } from './payments.repository';

/**
 * The Stripe events of cards on file and deposits, read here and handed to their areas (the root
 * passes the hooks in): a SetupIntent that saved a card, a saved card's charge, a deposit's
 * payment (a deposit's refunds are sorted out with the others, `stripe-refund-events.ts`). What cannot be read is left to the rest of the webhook, which logs and ignores it.
 */
export interface CardOnFileHooks {
  onSetupSucceeded(tx: Tx, setupIntentId: string): Promise<void>;
  onChargeIntent(
    tx: Tx,
    intent: { id: string; status: string; invoiceId: string | null; declineMessage: string | null },
  ): Promise<boolean>;
  recordCardDeposit(
    tx: Tx,
    intent: { id: string; status: string; receivedCents: number; registrationId: string },
  ): Promise<void>;
  /** A refund of a deposit's PaymentIntent; false when no deposit was paid by it. */
  recordDepositRefund(
    tx: Tx,
    refund: { paymentIntentId: string; refundId: string; amountCents: number },
  ): Promise<boolean>;
}

const stripeId = z.string().regex(/^[A-Za-z0-9_]{1,255}$/);
const setupSchema = z.object({ id: stripeId, status: z.string().max(100) });
const intentSchema = z.object({
  id: stripeId,
  status: z.string().max(100),
  amount: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  amount_received: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).nullish(),
  metadata: z.record(z.string(), z.unknown()).nullish(),
  last_payment_error: z.object({ message: z.string().max(500).nullish() }).nullish(),
});

/**
 * Handles the event when it is one of these; true when nothing else should handle it (a saved
 * card's charge goes on to the ledger like any card payment, so it answers false).
 */
export async function handleCardOnFileEvent(
  hooks: CardOnFileHooks | undefined,
  tx: Tx,
  type: string,
  object: unknown,
): Promise<boolean> {
  if (!hooks) return false;
  if (type === 'setup_intent.succeeded') {
    const setup = setupSchema.safeParse(object);
    if (!setup.success) return false;
    await hooks.onSetupSucceeded(tx, setup.data.id);
    return true;
  }
  if (!type.startsWith('payment_intent.')) return false;
  const parsed = intentSchema.safeParse(object);
  if (!parsed.success) return false;
  const intent = parsed.data;
  const registrationId = uuidSchema.safeParse(intent.metadata?.registration_id);
  if (intent.metadata?.kind === 'deposit' && registrationId.success) {
    if (type === 'payment_intent.succeeded') {
      await hooks.recordCardDeposit(tx, {
        id: intent.id,
        status: intent.status,
        receivedCents: intent.amount_received || intent.amount,
        registrationId: registrationId.data,
      });
    }
    return true;
  }
  if (intent.metadata?.card_on_file === 'true') {
    const invoiceId = uuidSchema.safeParse(intent.metadata?.invoice_id);
    await hooks.onChargeIntent(tx, {
      id: intent.id,
      status: intent.status,
      invoiceId: invoiceId.success ? invoiceId.data : null,
      declineMessage: intent.last_payment_error?.message ?? null,
    });
  }
  return false;
}
