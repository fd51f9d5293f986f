import type { InvoiceFeeSettings } from '@auction/contracts';
import {
  calendarDateIn,
  type FeeKind,
  feeDescription,
  feeFigures,
  feeStep,
  lateFeeAmount,
  lateFeeStartsOn,
  storageDayAmount,
  storageStartsOn,
} from '@auction/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { AppError } from '../../errors';
import { createRepeatingPass } from '../../jobs/repeating-pass';
import type { MailService, PendingMail } from '../../mail/mail.service';
import { recordAudit } from '../../platform/audit.repository';
import type { InvoiceLedger } from '../invoices/invoice-ledger';
import type { SettingsService } from '../settings/settings.service';
import { feeNoticeMail } from './fee-mails';
import {
  type FeeCandidate,
  type FeeRow,
  feesOffAction,
  feesOnAction,
  invoiceFeesRepository as repo,
} from './invoice-fees.repository';

export type { FeeRow };

export interface InvoiceFeesDeps {
  db: Database;
  settings: SettingsService;
  ledger: InvoiceLedger;
  mail: MailService;
  clock: Clock;
  publicUrl: string;
  log: FastifyBaseLogger;
}

/** What one pass did: notices sent and fees charged. */
export interface FeePassResult {
  noticed: number;
  charged: number;
}

/** The first day each fee may apply to the invoice under the settings, or null when it does not. */
function startsOn(kind: FeeKind, invoice: FeeCandidate, settings: InvoiceFeeSettings): string | null {
  const dueOn = invoice.buyer_terms?.due_on ?? invoice.due_on;
  if (!dueOn) return null;
  if (kind === 'late_fee') {
    if (!settings.late_fee.enabled) return null;
    if (invoice.status === 'paid' || invoice.balance_cents <= 0) return null;
    return lateFeeStartsOn(dueOn, settings.late_fee);
  }
  if (!settings.storage_fee.enabled || invoice.fulfilment !== 'pickup' || invoice.lots_waiting <= 0)
    return null;
  const pickup = invoice.buyer_terms?.pickup;
  return storageStartsOn(
    { pickupUntil: pickup?.kind === 'window' ? pickup.until : null, dueOn },
    settings.storage_fee,
  );
}

/**
 * Late and storage fees: once a day, for each issued invoice, tells the buyer of a fee coming and
 * charges the fees whose day has come, through the invoice ledger. Safe on every instance at once
 * and when run twice: a notice is one row per invoice and kind, a fee one per invoice, kind and
 * day, and only the pass whose insert landed mails or audits.
 */
export function createInvoiceFeesService(deps: InvoiceFeesDeps) {
  const { db, ledger } = deps;

  async function notice(
    invoice: FeeCandidate,
    kind: FeeKind,
    appliesOn: string,
    settings: Awaited<ReturnType<SettingsService['get']>>,
    now: Date,
  ): Promise<boolean> {
    const fees = settings.invoice_fees;
    const pending = await db.transaction(async (tx): Promise<PendingMail | null | false> => {
      if (!(await repo.insertNotice(tx, { invoiceId: invoice.id, kind, appliesOn, sentAt: now })))
        return false;
      const buyer = await repo.buyer(tx, invoice.id);
      await recordAudit(tx, {
        actorId: null,
        action: 'invoice.fee_notice_sent',
        entity: 'invoice',
        entityId: invoice.id,
        after: { kind, applies_on: appliesOn, to: buyer?.email ?? null },
      });
      if (!buyer?.email) return null;
      const amount =
        kind === 'late_fee'
          ? lateFeeAmount(fees.late_fee, invoice.balance_cents)
          : storageDayAmount(fees.storage_fee, invoice.lots_waiting);
      return deps.mail.queueInTransaction(
        tx,
        feeNoticeMail({
          siteName: settings.site_name,
          to: buyer.email,
          name: buyer.name ?? 'there',
          invoiceNumber: invoice.number ?? '',
          auctionTitle: buyer.auction_title,
          kind,
          appliesOn,
          amountCents: amount,
          taxable: kind === 'late_fee' ? fees.late_fee.taxable : fees.storage_fee.taxable,
          link: `${deps.publicUrl}/invoices/${invoice.id}/pay`,
        }),
      );
    });
    if (pending) deps.mail.afterCommit(pending);
    return pending !== false;
  }

  async function charge(
    invoice: FeeCandidate,
    kind: FeeKind,
    today: string,
    settings: InvoiceFeeSettings,
  ): Promise<boolean> {
    return db.transaction(async (tx) => {
      const locked = await ledger.lockOpenInvoice(tx, invoice.id);
      // Read again under the lock: a payment or a release since the candidates were read counts.
      if (kind === 'late_fee' && (await ledger.hasFee(tx, invoice.id, 'late_fee'))) return false;
      const amount =
        kind === 'late_fee'
          ? lateFeeAmount(settings.late_fee, locked.status === 'paid' ? 0 : locked.balance_cents)
          : storageDayAmount(settings.storage_fee, invoice.lots_waiting);
      if (amount <= 0) return false;
      const rule = kind === 'late_fee' ? settings.late_fee : settings.storage_fee;
      const charged = await ledger.chargeFee(tx, locked, {
        kind,
        description: feeDescription(kind, {
          day: today,
          per: settings.storage_fee.per,
          lotsWaiting: invoice.lots_waiting,
        }),
        chargedOn: today,
        figures: feeFigures(amount, rule.taxable, locked.tax_rate_bps),
        chargedBy: null,
      });
      if (!charged) return false;
      await recordAudit(tx, {
        actorId: null,
        action: 'invoice.fee_charged',
        entity: 'invoice',
        entityId: invoice.id,
        before: { balance_cents: locked.balance_cents },
        after: { fee_id: charged.feeId, kind, charged_on: today, balance_cents: charged.after.balance_cents },
      });
      return true;
    });
  }

  /** One pass over the issued invoices, on the house's day of `now`. */
  async function pass(): Promise<FeePassResult> {
    const now = deps.clock();
    const settings = await deps.settings.get();
    const fees = settings.invoice_fees;
    const result: FeePassResult = { noticed: 0, charged: 0 };
    if (!fees.late_fee.enabled && !fees.storage_fee.enabled) return result;
    const today = calendarDateIn(now, settings.time_zone);
    let afterId: string | null = null;
    for (;;) {
      const batch = await repo.candidates(db, { afterId, limit: 200 });
      for (const invoice of batch) {
        const notices = await repo.notices(db, invoice.id);
        for (const kind of ['late_fee', 'storage_fee'] as const) {
          if (kind === 'late_fee' && notices.has('late_fee') && (await ledger.hasFee(db, invoice.id, kind)))
            continue;
          const step = feeStep({
            today,
            startsOn: startsOn(kind, invoice, fees),
            noticeAppliesOn: notices.get(kind) ?? null,
            noticeDays: fees.notice_days,
          });
          if (step.kind === 'notice' && (await notice(invoice, kind, step.appliesOn, settings, now))) {
            result.noticed += 1;
          }
          if (step.kind === 'charge' && (await charge(invoice, kind, today, fees))) result.charged += 1;
        }
      }
      if (batch.length < 200) break;
      afterId = batch[batch.length - 1]?.id ?? null;
    }
    return result;
  }

  return {
    pass,

    /** The invoice's fees, for its pages and papers. */
    feesOf: (invoiceId: string) => repo.feesOf(db, invoiceId),

    /** Whether staff turned the invoice's fees off. */
    feesOff: (invoiceId: string) => repo.feesOff(db, invoiceId),

    /**
     * Staff turn the fees of one invoice off (no notice, no fee from then on) or on again; the
     * choice is the audit log's last word on it. Fees charged already stay: waive them with a
     * credit note.
     */
    async setFeesOff(invoiceId: string, off: boolean, actor: { id: string; ip?: string | null }) {
      return db.transaction(async (tx) => {
        const invoice = await ledger.lockInvoice(tx, invoiceId);
        if (invoice.status === 'draft' || invoice.status === 'void') {
          throw new AppError('CONFLICT', 'Only an issued invoice draws fees.');
        }
        const wasOff = await repo.feesOff(tx, invoiceId);
        if (wasOff !== off) {
          await recordAudit(tx, {
            actorId: actor.id,
            action: off ? feesOffAction : feesOnAction,
            entity: 'invoice',
            entityId: invoiceId,
            before: { fees_off: wasOff },
            after: { fees_off: off },
            ip: actor.ip ?? null,
          });
        }
        return { fees_off: off, fees: await repo.feesOf(tx, invoiceId) };
      });
    },
  };
}
export type InvoiceFeesService = ReturnType<typeof createInvoiceFeesService>;

/** Runs the fee pass now and then on every instance; each day's fees are charged once. */
export function createInvoiceFeesJob(deps: { fees: InvoiceFeesService; log: FastifyBaseLogger }) {
  return createRepeatingPass({
    what: 'the invoice fee pass',
    pass: () => deps.fees.pass(),
    defaultIntervalMs: 30 * 60_000,
    log: deps.log,
  });
}
