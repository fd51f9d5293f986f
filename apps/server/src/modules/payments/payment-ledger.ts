import { balanceCents, calendarDateIn, cardPaymentSplit, paidCents, statusFromPaid } from '@auction/domain';
import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import type { InvoiceRow } from '../../db/schema';
import { AppError } from '../../errors';
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

export interface Actor {
  id: string | null;
  ip?: string | null;
}

/** The building blocks every way of paying shares: the day, the invoice locked, its paid amount rewritten, Stripe's money recorded once. */
export function createPaymentLedger(deps: PaymentDeps) {
  /**
   * The house's day, its time zone read inside the caller's transaction: on the embedded database
   * (one connection) a read outside it would wait for the transaction, which waits for the read.
   */
  async function today(tx: Tx): Promise<string> {
    return calendarDateIn(deps.clock(), (await deps.settings.get(tx)).time_zone);
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
        received_on: await today(tx),
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
      received_on: await today(tx),
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

  return { today, paymentSettings, lockOpen, settle, recordStripePayment, recordStripeRefund };
}
export type PaymentLedger = ReturnType<typeof createPaymentLedger>;

export interface PaymentDeps {
  db: Database;
  settings: SettingsService;
  stripe: StripeGateway | null;
  clock: Clock;
  log: FastifyBaseLogger;
}
