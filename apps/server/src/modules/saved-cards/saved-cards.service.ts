import type { CardCharge, InvoiceCardOnFile, SavedCard } from '@auction/contracts';
import { calendarDateIn, savedCardLabel } from '@auction/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import type { CardChargeRow, SavedCardRow } from '../../db/schema';
import { AppError, fieldError } from '../../errors';
import type { MailService } from '../../mail/mail.service';
import { recordAudit } from '../../platform/audit.repository';
import type { InvoiceLedger } from '../invoices/invoice-ledger';
import type { StripeGateway } from '../payments/stripe-gateway';
import type { SettingsService } from '../settings/settings.service';
import { cardDeclinedMail } from './card-mails';
import { savedCardsRepository as repo, type Tx } from './saved-cards.repository';

export interface SavedCardsDeps {
  db: Database;
  stripe: StripeGateway | null;
  ledger: Pick<InvoiceLedger, 'lockInvoice' | 'recordCardPayment'>;
  settings: Pick<SettingsService, 'get'>;
  mail: MailService;
  publicUrl: string;
  clock: Clock;
  log: FastifyBaseLogger;
}

export function toSavedCard(row: SavedCardRow): SavedCard {
  return {
    id: row.id,
    brand: row.brand,
    last4: row.last4,
    exp_month: row.exp_month,
    exp_year: row.exp_year,
    label: savedCardLabel(row.brand, row.last4),
    created_at: row.created_at.toISOString(),
  };
}

const notSetUp = () =>
  new AppError(
    'CONFLICT',
    'Card payment online is not set up, so a card cannot be saved here. Please contact us.',
  );

/** What the webhook reads of a PaymentIntent for a saved card's charge. */
export interface ChargeIntent {
  id: string;
  status: string;
  invoiceId: string | null;
  declineMessage: string | null;
}

/** Runs when a card is attached to a registration, in that transaction (the deposits area releases it). */
type AttachedListener = (tx: Tx, registrationId: string) => Promise<void>;

/**
 * Cards on file: saving one with a SetupIntent, listing and removing them, and charging one off
 * session for an issued invoice, by staff or automatically some hours after issue. The money a
 * charge takes goes to the invoice through the ledger, once, whether this answer or the webhook
 * comes first.
 */
export function createSavedCardsService(deps: SavedCardsDeps) {
  const { db } = deps;
  const attachedListeners: AttachedListener[] = [];

  async function today(tx: Tx): Promise<string> {
    return calendarDateIn(deps.clock(), (await deps.settings.get(tx as Database)).time_zone);
  }

  async function attachToSale(tx: Tx, card: SavedCardRow, auctionId: string | null) {
    if (!auctionId) return;
    const registration = await repo.registrationOf(tx, auctionId, card.user_id);
    if (!registration) return;
    await repo.attach(tx, registration.id, card.id);
    for (const listener of attachedListeners) await listener(tx, registration.id);
  }

  /** Stripe's SetupIntent as a saved card, once (the browser's confirmation and the webhook agree). */
  async function saveFromSetup(
    tx: Tx,
    setupIntentId: string,
    userId: string | null,
  ): Promise<SavedCardRow | null> {
    const stripe = deps.stripe;
    if (!stripe) throw notSetUp();
    const earlier = await repo.bySetupIntent(tx, setupIntentId);
    if (earlier) return userId === null || earlier.user_id === userId ? earlier : null;
    const setup = await stripe.retrieveSetupIntent(setupIntentId);
    const owner = setup.metadata.user_id;
    if (!owner || (userId !== null && owner !== userId)) return null;
    if (setup.status !== 'succeeded' || !setup.card || !setup.customerId) return null;
    const card = await repo.insert(tx, {
      user_id: owner,
      stripe_customer_id: setup.customerId,
      stripe_payment_method_id: setup.card.paymentMethodId,
      stripe_setup_intent_id: setup.id,
      brand: setup.card.brand,
      last4: setup.card.last4,
      exp_month: setup.card.expMonth,
      exp_year: setup.card.expYear,
    });
    await attachToSale(tx, card, setup.metadata.auction_id || null);
    return card;
  }

  function chargeJson(
    row: CardChargeRow & { charged_by_name: string | null; brand: string; last4: string },
  ): CardCharge {
    return {
      id: row.id,
      invoice_id: row.invoice_id,
      card_label: savedCardLabel(row.brand, row.last4),
      amount_cents: Number(row.amount_cents),
      status: row.status,
      decline_message: row.decline_message,
      charged_by_name: row.charged_by_name,
      created_at: new Date(row.created_at).toISOString(),
    };
  }

  /** The money of a charge that succeeded, through the ledger once (null when recorded already). */
  async function recordChargeMoney(
    tx: Tx,
    invoiceId: string,
    paymentIntentId: string,
    receivedCents: number,
  ) {
    const invoice = await deps.ledger.lockInvoice(tx, invoiceId);
    const recorded = await deps.ledger.recordCardPayment(tx, invoice, {
      paymentIntentId,
      receivedCents,
      receivedOn: await today(tx),
    });
    if (recorded?.entryId) {
      await recordAudit(tx, {
        actorId: null,
        action: 'payment.recorded',
        entity: 'invoice',
        entityId: invoiceId,
        after: {
          payment_id: recorded.entryId,
          method: 'stripe',
          amount_cents: recorded.recordedCents,
          payment_intent: paymentIntentId,
          card_on_file: true,
        },
      });
    }
  }

  async function declineMail(tx: Tx, invoiceId: string, card: SavedCardRow, message: string | null) {
    const buyer = await repo.buyerOf(tx, invoiceId);
    if (!buyer) return null;
    const settings = await deps.settings.get(tx as Database);
    return deps.mail.queueInTransaction(
      tx as Database,
      cardDeclinedMail({
        siteName: settings.site_name,
        to: buyer.email,
        name: buyer.name,
        invoiceNumber: buyer.number ?? '',
        cardLabel: savedCardLabel(card.brand, card.last4),
        bankMessage: message,
        link: `${deps.publicUrl}/invoices/${invoiceId}/pay`,
      }),
    );
  }

  /**
   * Charges the invoice's balance to the card saved for its sale. `actorId` null is the automatic
   * charge. The same key charges once; a decline is recorded with the bank's words and mailed.
   */
  async function charge(invoiceId: string, input: { actorId: string | null; idempotencyKey: string }) {
    const stripe = deps.stripe;
    if (!stripe)
      throw new AppError('CONFLICT', 'Card payment online is not set up, so no card can be charged.');
    const invoice = await repo.chargeableInvoice(db, invoiceId);
    if (!invoice) throw new AppError('NOT_FOUND', 'This invoice does not exist.');
    const card = invoice.saved_card_id ? await repo.byId(db, invoice.saved_card_id) : null;
    if (!card || card.removed_at) {
      throw new AppError('CONFLICT', 'The buyer has no card on file for this sale.');
    }
    const earlier = await repo.chargeByKey(db, input.idempotencyKey);
    if (earlier) return earlier;
    if (invoice.status !== 'issued' && invoice.status !== 'partially_paid') {
      throw new AppError('CONFLICT', 'Only an issued invoice with a balance can be charged.');
    }
    const amount = Number(invoice.balance_cents);
    if (amount < 50)
      throw fieldError(
        'VALIDATION_FAILED',
        'amount_cents',
        'A balance under $0.50 cannot be charged to a card.',
      );
    const row = await repo.insertCharge(db, {
      invoice_id: invoiceId,
      saved_card_id: card.id,
      idempotency_key: input.idempotencyKey,
      amount_cents: amount,
      status: 'pending',
      charged_by: input.actorId,
    });
    if (!row) return (await repo.chargeByKey(db, input.idempotencyKey)) as CardChargeRow;
    let answer: Awaited<ReturnType<StripeGateway['chargeSavedCard']>>;
    try {
      answer = await stripe.chargeSavedCard({
        amountCents: amount,
        customerId: card.stripe_customer_id,
        paymentMethodId: card.stripe_payment_method_id,
        invoiceId,
        invoiceNumber: invoice.number,
        idempotencyKey: `card-charge-${row.id}`,
      });
    } catch (error) {
      deps.log.warn({ err: error, invoiceId }, 'Stripe could not be asked to charge a saved card');
      await repo.answerCharge(db, row.id, {
        status: 'declined',
        decline_message: 'Stripe could not be reached; nothing was charged.',
        at: deps.clock(),
      });
      throw new AppError(
        'CONFLICT',
        'The card could not be charged: Stripe could not be reached. Try again in a moment.',
      );
    }
    const pendingMail = await db.transaction(async (tx) => {
      await repo.answerCharge(tx, row.id, {
        status: answer.status,
        payment_intent_id: answer.paymentIntentId,
        decline_message: answer.status === 'succeeded' ? null : answer.declineMessage,
        at: deps.clock(),
      });
      await recordAudit(tx, {
        actorId: input.actorId,
        action: answer.status === 'succeeded' ? 'card_on_file.charged' : 'card_on_file.declined',
        entity: 'invoice',
        entityId: invoiceId,
        after: {
          card_charge: row.id,
          amount_cents: amount,
          status: answer.status,
          payment_intent: answer.paymentIntentId,
          message: answer.declineMessage,
        },
      });
      if (answer.status === 'succeeded' && answer.paymentIntentId) {
        await recordChargeMoney(tx, invoiceId, answer.paymentIntentId, answer.amountReceivedCents || amount);
        return null;
      }
      if (answer.status === 'declined' || answer.status === 'requires_action') {
        return declineMail(tx, invoiceId, card, answer.declineMessage);
      }
      return null;
    });
    if (pendingMail) deps.mail.afterCommit(pendingMail);
    return (await repo.chargeByKey(db, input.idempotencyKey)) as CardChargeRow;
  }

  return {
    onCardAttached(listener: AttachedListener) {
      attachedListeners.push(listener);
    },

    async list(userId: string): Promise<SavedCard[]> {
      return (await repo.activeOf(db, userId)).map(toSavedCard);
    },

    /** The card a bidder would use now: their newest one not removed. */
    async activeCardOf(userId: string, q: Tx = db): Promise<SavedCardRow | null> {
      return (await repo.activeOf(q, userId))[0] ?? null;
    },

    /** Starts saving a card: a Stripe customer (the one their cards use, else a new one) and a SetupIntent. */
    async startSetup(
      user: { id: string; email: string; name: string },
      auctionId: string | null,
      key: string,
    ) {
      const stripe = deps.stripe;
      if (!stripe?.publishableKey) throw notSetUp();
      try {
        const customerId =
          (await repo.customerOf(db, user.id)) ??
          (await stripe.createCustomer({
            userId: user.id,
            email: user.email,
            name: user.name,
            idempotencyKey: `customer-${user.id}`,
          }));
        const setup = await stripe.createSetupIntent({
          customerId,
          userId: user.id,
          auctionId,
          idempotencyKey: `setup-${user.id}-${auctionId ?? 'profile'}-${key}`,
        });
        return { client_secret: setup.clientSecret, stripe_publishable_key: stripe.publishableKey };
      } catch (error) {
        if (error instanceof AppError) throw error;
        deps.log.warn({ err: error }, 'Stripe refused to start saving a card');
        throw new AppError('CONFLICT', 'Saving a card could not be started. Please try again in a moment.');
      }
    },

    /** The browser says Stripe confirmed the setup: the server asks Stripe and keeps the card. */
    async confirmSetup(userId: string, setupIntentId: string): Promise<SavedCard> {
      if (!deps.stripe) throw notSetUp();
      let card: SavedCardRow | null;
      try {
        card = await db.transaction((tx) => saveFromSetup(tx, setupIntentId, userId));
      } catch (error) {
        if (error instanceof AppError) throw error;
        deps.log.warn({ err: error, setupIntentId }, 'a card setup could not be read from Stripe');
        throw fieldError(
          'VALIDATION_FAILED',
          'setup_intent_id',
          'This card setup could not be found at Stripe.',
        );
      }
      if (!card) {
        throw fieldError(
          'VALIDATION_FAILED',
          'setup_intent_id',
          'The card is not saved yet: finish the steps your bank asks for.',
        );
      }
      return toSavedCard(card);
    },

    /** The webhook's `setup_intent.succeeded`, in its transaction. */
    async onSetupSucceeded(tx: Tx, setupIntentId: string): Promise<void> {
      await saveFromSetup(tx, setupIntentId, null);
    },

    /** Removes a card, unless a sale that requires it has an unpaid invoice. */
    async remove(userId: string, cardId: string): Promise<void> {
      const card = await repo.byId(db, cardId);
      if (!card || card.user_id !== userId || card.removed_at)
        throw new AppError('NOT_FOUND', 'This card is not saved.');
      if ((await repo.unpaidInvoicesNeeding(db, cardId)) > 0) {
        throw new AppError(
          'CONFLICT',
          'This card is on file for a sale with an unpaid invoice; pay the invoice before removing the card.',
        );
      }
      await repo.markRemoved(db, cardId, deps.clock());
    },

    /** The staff invoice page: the card on file for its sale and every charge asked of it. */
    async invoiceCardOnFile(invoiceId: string): Promise<InvoiceCardOnFile> {
      const invoice = await repo.chargeableInvoice(db, invoiceId);
      if (!invoice) throw new AppError('NOT_FOUND', 'This invoice does not exist.');
      const card = invoice.saved_card_id ? await repo.byId(db, invoice.saved_card_id) : null;
      const charges = await repo.chargesOf(db, invoiceId);
      return {
        card: card && !card.removed_at ? toSavedCard(card) : null,
        charges: charges.map(chargeJson),
      };
    },

    charge,

    /** Each invoice due for its automatic charge, charged once (its key is the invoice's). */
    async chargeDue(): Promise<number> {
      const hours = (await deps.settings.get()).card_on_file_charge_after_hours ?? 0;
      if (!deps.stripe || hours <= 0) return 0;
      const due = await repo.dueForAutomaticCharge(db, new Date(deps.clock().getTime() - hours * 3_600_000));
      let charged = 0;
      for (const invoiceId of due) {
        try {
          const row = await charge(invoiceId, { actorId: null, idempotencyKey: `auto-${invoiceId}` });
          if (row.status === 'succeeded') charged += 1;
        } catch (error) {
          deps.log.warn({ err: error, invoiceId }, 'the automatic card-on-file charge failed');
        }
      }
      return charged;
    },

    /**
     * The webhook's word on a PaymentIntent of a saved card's charge: the charge row follows it, and
     * a success is recorded through the ledger once (the charge's own answer may have done it).
     */
    async onChargeIntent(tx: Tx, intent: ChargeIntent): Promise<boolean> {
      const row = await repo.chargeByIntent(tx, intent.id);
      if (!row) return false;
      const status =
        intent.status === 'succeeded'
          ? 'succeeded'
          : intent.status === 'requires_action'
            ? 'requires_action'
            : 'declined';
      await repo.answerCharge(tx, row.id, {
        status,
        decline_message: status === 'succeeded' ? null : (intent.declineMessage ?? row.decline_message),
        at: deps.clock(),
      });
      return true;
    },
  };
}
export type SavedCardsService = ReturnType<typeof createSavedCardsService>;
