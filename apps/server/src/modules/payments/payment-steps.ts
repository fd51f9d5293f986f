import { calendarDateIn } from '@auction/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { recordAudit } from '../../platform/audit.repository';
import type { InvoiceLedger } from '../invoices/invoice-ledger';
import type { SettingsService } from '../settings/settings.service';
import type { CardOnFileHooks } from './card-on-file-events';
import type { MoneyMails } from './money-mails';
import { paymentsRepository as repo, type Tx } from './payments.repository';
import type { StripeIntent } from './stripe-event';
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

/**
 * The steps every way of paying shares: the house's day, the payment settings, and Stripe's
 * money handed to the invoice ledger once, with its audit row.
 */
export function createPaymentSteps(deps: PaymentDeps) {
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
      // An empty address is the house saying it takes no e-Transfers: the papers then offer none.
      etransfer_email: settings.etransfer_email ?? paymentSettingsDefaults.etransfer_email,
      payment_instructions: settings.payment_instructions || paymentSettingsDefaults.payment_instructions,
    };
  }

  async function recordStripePayment(tx: Tx, intent: StripeIntent): Promise<void> {
    const invoiceId = intent.invoiceId;
    if (!invoiceId) {
      deps.log.warn(
        { paymentIntent: intent.id, invoiceId: intent.sentInvoiceId },
        'a Stripe payment without an invoice id (a UUID) was ignored',
      );
      return;
    }
    if (!(await deps.ledger.invoice(invoiceId, tx))) {
      deps.log.warn({ paymentIntent: intent.id, invoiceId }, 'a Stripe payment for an unknown invoice');
      return;
    }
    const invoice = await deps.ledger.lockInvoice(tx, invoiceId);
    await repo.setAttemptStatus(tx, intent.id, 'succeeded', deps.clock());
    const received = intent.receivedCents;
    const recorded = await deps.ledger.recordCardPayment(tx, invoice, {
      paymentIntentId: intent.id,
      receivedCents: received,
      receivedOn: await today(tx),
    });
    if (!recorded) return;
    const { entryId, recordedCents, excessCents } = recorded;
    if (entryId) {
      await recordAudit(tx, {
        actorId: null,
        action: 'payment.recorded',
        entity: 'invoice',
        entityId: invoice.id,
        after: {
          payment_id: entryId,
          method: 'stripe',
          amount_cents: recordedCents,
          payment_intent: intent.id,
        },
      });
      // The receipt is stored with the payment; the mail sender's round delivers it.
      const after = await deps.ledger.invoice(invoice.id, tx);
      if (after) await deps.moneyMails.afterPayment(tx, { before: invoice, after, method: 'stripe' });
    }
    if (excessCents > 0) {
      deps.log.warn(
        { paymentIntent: intent.id, invoiceId: invoice.id, excessCents },
        'Stripe took more than the balance; staff must refund the excess',
      );
      await recordAudit(tx, {
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
    const recorded = await deps.ledger.recordCardRefund(tx, {
      paymentIntentId: input.paymentIntentId,
      refundId: input.refundId,
      amountCents: input.amountCents,
      reason: input.reason,
      receivedOn: await today(tx),
      recordedBy: input.actor.id,
    });
    if (!recorded) return;
    await recordAudit(tx, {
      actorId: input.actor.id,
      action: 'payment.refunded',
      entity: 'invoice',
      entityId: recorded.after.id,
      after: {
        payment_id: recorded.entryId,
        refunds: recorded.paymentId,
        amount_cents: recorded.amountCents,
        stripe_refund: input.refundId,
      },
      ip: input.actor.ip ?? null,
    });
    // Stored with the refund; the mail sender's round delivers it.
    await deps.moneyMails.afterRefund(tx, {
      after: recorded.after,
      amountCents: recorded.amountCents,
      method: 'stripe',
    });
  }

  return { today, paymentSettings, recordStripePayment, recordStripeRefund };
}
export type PaymentSteps = ReturnType<typeof createPaymentSteps>;

export interface PaymentDeps {
  db: Database;
  settings: SettingsService;
  stripe: StripeGateway | null;
  clock: Clock;
  log: FastifyBaseLogger;
  /** The invoice ledger: the one writer of an invoice's payments and money. */
  ledger: InvoiceLedger;
  /** Stripe's events of saved cards and deposits, handed to their areas. */
  cardOnFile?: CardOnFileHooks;
  /** The receipt and refund mails money on an invoice sends its buyer. */
  moneyMails: MoneyMails;
}
