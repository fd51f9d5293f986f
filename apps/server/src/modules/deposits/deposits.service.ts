import type { RecordDepositBody, RegistrationStanding, StaffRegistrationExtras } from '@auction/contracts';
import {
  calendarDateIn,
  depositCovered,
  depositFigures,
  depositPaymentRefusal,
  depositSettlement,
} from '@auction/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import type { RegistrationDepositRow } from '../../db/schema';
import { AppError, fieldError } from '../../errors';
import { recordAudit } from '../../platform/audit.repository';
import type { InvoiceLedger } from '../invoices/invoice-ledger';
import type { StripeGateway } from '../payments/stripe-gateway';
import type { SettingsService } from '../settings/settings.service';
import { createDepositCardRefunds } from './deposit-card-refunds';
import { depositJson, entryOf, saleOver, standingJson, waitsOf } from './deposit-standing';
import { depositsRepository as repo, type StandingRow, type Tx } from './deposits.repository';

export interface DepositsDeps {
  db: Database;
  stripe: StripeGateway | null;
  ledger: Pick<InvoiceLedger, 'lockOpenInvoice' | 'recordPayment' | 'invoice'>;
  settings: Pick<SettingsService, 'get'>;
  clock: Clock;
  log: FastifyBaseLogger;
}

/** What the webhook reads of a deposit's PaymentIntent. */
export interface DepositIntent {
  id: string;
  status: string;
  receivedCents: number;
  registrationId: string;
}

/**
 * Registration deposits: paid by card (a PaymentIntent the webhook records) or at the desk, the
 * registration released to bid once paid, then applied to the buyer's invoice when it is issued,
 * the rest refunded; a bidder who won nothing gets it back. Also what a registration waits for.
 */
export function createDepositsService(deps: DepositsDeps) {
  const { db } = deps;

  async function today(tx: Tx = db): Promise<string> {
    return calendarDateIn(deps.clock(), (await deps.settings.get(tx as Database)).time_zone);
  }

  const standingOf = (row: StandingRow, entries: RegistrationDepositRow[]) =>
    standingJson(row, entries, deps.stripe !== null && deps.stripe.publishableKey !== null);

  async function loaded(q: Tx, registrationIds: string[]) {
    const [rows, entries] = await Promise.all([
      repo.standings(q, registrationIds),
      repo.entriesOf(q, registrationIds),
    ]);
    const byRegistration = (id: string) => entries.filter((entry) => entry.registration_id === id);
    return rows.map((row) => ({ row, entries: byRegistration(row.registration_id) }));
  }

  /** A registration that waited only for its deposit or card is let bid (one with approval to come waits for staff). */
  async function release(tx: Tx, registrationId: string): Promise<void> {
    const [one] = await loaded(tx, [registrationId]);
    if (!one) return;
    const waits = waitsOf(one.row, one.entries);
    if (one.row.status === 'pending' && waits.length === 0) await repo.approveWaiting(tx, registrationId);
  }

  const cardRefunds = createDepositCardRefunds({ db, stripe: deps.stripe, log: deps.log, today });
  const { refundByCard } = cardRefunds;

  async function mineOrThrow(userId: string, registrationId: string) {
    const [one] = await loaded(db, [registrationId]);
    if (!one || one.row.user_id !== userId)
      throw new AppError('NOT_FOUND', 'This registration does not exist.');
    return one;
  }

  return {
    release,
    /** The webhook's refund of a deposit's PaymentIntent (`deposit-card-refunds.ts`). */
    recordStripeRefund: cardRefunds.recordStripeRefund,

    /** The registrations' standings, by registration id (the registrations area shows them). */
    async standingsOf(registrationIds: string[]): Promise<Map<string, RegistrationStanding>> {
      const all = await loaded(db, registrationIds);
      return new Map(all.map(({ row, entries }) => [row.registration_id, standingOf(row, entries)]));
    },

    /** What blocks a staff approval: a deposit not paid, a card not saved. */
    async approvalRefusal(registrationId: string): Promise<string | null> {
      const [one] = await loaded(db, [registrationId]);
      if (!one) return null;
      if (!depositCovered(one.row.deposit_cents, one.entries.map(entryOf))) {
        return 'The deposit is not paid yet; record it first.';
      }
      if (one.row.card_on_file_required && !one.row.card_id)
        return 'The bidder has not saved a card for this sale yet.';
      return null;
    },

    /** The staff registrations page: each registration's deposit, card and waits. */
    async staffList(auctionId: string): Promise<StaffRegistrationExtras> {
      const rows = await repo.standingsOfAuction(db, auctionId);
      const entries = await repo.entriesOf(
        db,
        rows.map((row) => row.registration_id),
      );
      return {
        data: rows.map((row) => {
          const own = entries.filter((entry) => entry.registration_id === row.registration_id);
          const standing = standingOf(row, own);
          return {
            registration_id: row.registration_id,
            deposit: standing.deposit,
            card: standing.card,
            waiting_for: standing.waiting_for,
          };
        }),
      };
    },

    /** Starts paying the deposit by card: a PaymentIntent for what is still owing, named by the registration. */
    async startCardDeposit(userId: string, registrationId: string, key: string) {
      const stripe = deps.stripe;
      const { row, entries } = await mineOrThrow(userId, registrationId);
      if (!stripe?.publishableKey) {
        throw new AppError(
          'CONFLICT',
          'Card payment online is not set up; please pay the deposit at the office.',
        );
      }
      const asked = Number(row.deposit_cents ?? 0);
      const owing = asked - depositFigures(entries.map(entryOf)).paidCents;
      if (asked <= 0) throw new AppError('VALIDATION_FAILED', 'This registration has no deposit to pay.');
      if (owing <= 0) throw new AppError('VALIDATION_FAILED', 'The deposit is paid already.');
      try {
        const intent = await stripe.createDepositIntent({
          amountCents: owing,
          registrationId,
          auctionTitle: row.auction_title,
          idempotencyKey: `deposit-${registrationId}-${owing}-${key}`,
        });
        return {
          client_secret: intent.clientSecret,
          amount_cents: intent.amountCents,
          stripe_publishable_key: stripe.publishableKey,
        };
      } catch (error) {
        deps.log.warn({ err: error, registrationId }, 'Stripe refused to start a deposit payment');
        throw new AppError(
          'CONFLICT',
          'The deposit payment could not be started. Please try again in a moment.',
        );
      }
    },

    /** The webhook's deposit PaymentIntent that succeeded, in its transaction: recorded once. */
    async recordCardDeposit(tx: Tx, intent: DepositIntent): Promise<void> {
      if (!(await repo.lockRegistration(tx, intent.registrationId))) {
        deps.log.warn(
          { paymentIntent: intent.id },
          'a deposit payment for an unknown registration was ignored',
        );
        return;
      }
      if (intent.receivedCents <= 0) return;
      const row = await repo.insert(tx, {
        registration_id: intent.registrationId,
        kind: 'payment',
        method: 'stripe',
        amount_cents: intent.receivedCents,
        received_on: await today(tx),
        reference: intent.id,
        stripe_payment_intent_id: intent.id,
        recorded_by: null,
      });
      if (!row) return;
      await recordAudit(tx, {
        actorId: null,
        action: 'deposit.paid',
        entity: 'registration',
        entityId: intent.registrationId,
        after: { amount_cents: intent.receivedCents, method: 'stripe', payment_intent: intent.id },
      });
      await release(tx, intent.registrationId);
    },

    /** Staff record a deposit paid at the desk: not dated after today, never more than still asked. */
    async recordDeskDeposit(registrationId: string, body: RecordDepositBody, actorId: string) {
      const day = await today();
      if (body.received_on > day)
        throw fieldError('VALIDATION_FAILED', 'received_on', 'The date may not be after today.');
      const key = `desk-${body.idempotency_key}`;
      await db.transaction(async (tx) => {
        if (await repo.byKey(tx, key)) return;
        if (!(await repo.lockRegistration(tx, registrationId))) {
          throw new AppError('NOT_FOUND', 'This registration does not exist.');
        }
        const [one] = await loaded(tx, [registrationId]);
        if (!one) throw new AppError('NOT_FOUND', 'This registration does not exist.');
        const refusal = depositPaymentRefusal(
          one.row.deposit_cents,
          one.entries.map(entryOf),
          body.amount_cents,
        );
        if (refusal) throw fieldError('VALIDATION_FAILED', 'amount_cents', refusal);
        await repo.insert(tx, {
          registration_id: registrationId,
          kind: 'payment',
          method: body.method,
          amount_cents: body.amount_cents,
          received_on: body.received_on,
          reference: body.reference,
          idempotency_key: key,
          recorded_by: actorId,
        });
        await recordAudit(tx, {
          actorId,
          action: 'deposit.paid',
          entity: 'registration',
          entityId: registrationId,
          after: { amount_cents: body.amount_cents, method: body.method, received_on: body.received_on },
        });
        await release(tx, registrationId);
      });
    },

    /** Staff hand back a desk deposit listed "to refund" and record it. */
    async refundDesk(
      registrationId: string,
      body: { received_on: string; reference: string },
      actorId: string,
    ) {
      const day = await today();
      if (body.received_on > day)
        throw fieldError('VALIDATION_FAILED', 'received_on', 'The date may not be after today.');
      await db.transaction(async (tx) => {
        if (!(await repo.lockRegistration(tx, registrationId))) {
          throw new AppError('NOT_FOUND', 'This registration does not exist.');
        }
        const [one] = await loaded(tx, [registrationId]);
        const deposit = one ? depositJson(one.row, one.entries) : null;
        if (!one || !deposit || deposit.held_cents <= 0) {
          throw new AppError('CONFLICT', 'No deposit is held for this registration.');
        }
        if (!saleOver(one.row.auction_status)) {
          throw new AppError('CONFLICT', 'The sale has not closed; the deposit is refunded after it.');
        }
        const method = one.entries.find((entry) => entry.kind === 'payment')?.method ?? 'cash';
        await repo.insert(tx, {
          registration_id: registrationId,
          kind: 'refund',
          method,
          amount_cents: deposit.held_cents,
          received_on: body.received_on,
          reference: body.reference || 'Deposit handed back',
          recorded_by: actorId,
        });
        await recordAudit(tx, {
          actorId,
          action: 'deposit.refunded',
          entity: 'registration',
          entityId: registrationId,
          after: { amount_cents: deposit.held_cents, method },
        });
      });
    },

    /**
     * When the buyer's invoice is issued: the held deposit becomes a payment on it (the deposit's
     * method, reference "Deposit") up to its balance, and the rest is refunded. Answers a warning
     * for staff when something is left for them to do.
     */
    async applyToInvoice(invoiceId: string): Promise<string | undefined> {
      const registrationId = await repo.registrationOfInvoice(db, invoiceId);
      if (!registrationId) return undefined;
      const outcome = await db.transaction(async (tx) => {
        await repo.lockRegistration(tx, registrationId);
        const entries = await repo.entriesOf(tx, [registrationId]);
        const { heldCents } = depositFigures(entries.map(entryOf));
        if (heldCents <= 0) return null;
        const invoice = await deps.ledger.lockOpenInvoice(tx, invoiceId);
        const { applyCents, refundCents } = depositSettlement(heldCents, invoice.balance_cents);
        const paid = entries.find((entry) => entry.kind === 'payment');
        const method = paid?.method ?? 'cash';
        if (applyCents > 0) {
          const applied = await repo.insert(tx, {
            registration_id: registrationId,
            kind: 'applied',
            method,
            amount_cents: applyCents,
            received_on: await today(tx),
            reference: 'Deposit',
            invoice_id: invoiceId,
            idempotency_key: `applied-${registrationId}-${invoiceId}`,
            recorded_by: null,
          });
          if (!applied) return null;
          const recorded = await deps.ledger.recordPayment(tx, invoice, {
            method,
            amountCents: applyCents,
            reference: 'Deposit',
            receivedOn: await today(tx),
            recordedBy: null,
            idempotencyKey: `deposit-${registrationId}-${invoiceId}`,
            // A card deposit stays refundable from the invoice: Stripe refunds its PaymentIntent.
            paymentIntentId: method === 'stripe' ? (paid?.stripe_payment_intent_id ?? null) : null,
          });
          await recordAudit(tx, {
            actorId: null,
            action: 'payment.recorded',
            entity: 'invoice',
            entityId: invoiceId,
            after: { payment_id: recorded.entryId, method, amount_cents: applyCents, reference: 'Deposit' },
          });
        }
        return { refundCents, entries };
      });
      if (!outcome || outcome.refundCents <= 0) return undefined;
      const byCard = outcome.entries.some((entry) => entry.kind === 'payment' && entry.method === 'stripe');
      if (byCard && (await refundByCard(registrationId, outcome.entries, outcome.refundCents)))
        return undefined;
      return `The deposit was more than the invoice: hand back $${(outcome.refundCents / 100).toFixed(2)} to the buyer and record it on the registrations page.`;
    },

    /** After a sale closes: the deposit of every bidder who won nothing is refunded (a card's through Stripe). */
    async settleAfterClose(auctionId: string): Promise<void> {
      const ids = await repo.withDepositsOfAuction(db, auctionId);
      for (const { row, entries } of await loaded(db, ids)) {
        if (row.won_something) continue;
        const { heldCents } = depositFigures(entries.map(entryOf));
        if (heldCents <= 0) continue;
        if (entries.some((entry) => entry.kind === 'payment' && entry.method === 'stripe')) {
          await refundByCard(row.registration_id, entries, heldCents);
        }
        // A desk deposit waits on the registrations page, "to refund", for staff to hand back.
      }
    },

    /** The bidder's registration id in a sale, for the routes that name the sale. */
    registrationOf: (auctionId: string, userId: string) => repo.registrationOf(db, auctionId, userId),
  };
}
export type DepositsService = ReturnType<typeof createDepositsService>;
