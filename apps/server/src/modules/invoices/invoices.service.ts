import type {
  BuyerOwing,
  GenerateInvoicesAnswer,
  InvoiceDetail,
  InvoiceLineBody,
  InvoiceSummary,
  StaffInvoiceDetail,
  StaffInvoiceListQuery,
  StaffInvoicePage,
} from '@auction/contracts';
import {
  calendarDateIn,
  creditRefusal,
  formatHours,
  formatInvoiceNumber,
  freezeBuyerTerms,
} from '@auction/domain';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { AppError, fieldError } from '../../errors';
import { recordAudit } from '../../platform/audit.repository';
import type { SettingsService } from '../settings/settings.service';
import { oneLineAddress } from '../settings/settings.service';
import { relistBoughtItems } from './buy-now-void';
import { historySentence } from './history-words';
import { generateInvoices, invoiceProblems } from './invoice-generation';
import { detailOf, type HouseDetails, type HouseNow, summaryOf } from './invoice-json';
import { lockInvoice, voidInvoice } from './invoice-ledger';
import { owedNow, staffInvoicePage, staffInvoiceRows } from './invoice-list';
import {
  type InvoiceRecord,
  isoOrNull,
  loadCreditNotes,
  loadFees,
  loadInvoice,
  loadLines,
  loadPayments,
  type Queryable,
} from './invoice-queries';
import {
  chooseFulfilment,
  type FulfilmentChoice,
  type ShippingUpdate,
  updateShipping,
} from './invoice-shipping';
import { invoicesRepository as repo } from './invoices.repository';
import { recomputeTotals, taxRateFor } from './recompute-totals';

export interface InvoicesDeps {
  db: Database;
  settings: SettingsService;
  clock: Clock;
}

/** Who acts: staff (with their id) or the buyer. */
export interface Actor {
  id: string;
}

/** Runs after an invoice is issued; what it answers is a warning for the staff member who issued it. */
type IssuedListener = (invoiceId: string) => Promise<string | undefined> | string | undefined;

/**
 * Invoices after the hammer: generation for a closed sale, drafts' charges and credits, issue with
 * a gapless number, void and replacement, shipping, and the buyer's and staff's views. Every
 * change is one transaction with its audit row.
 */
export function createInvoicesService(deps: InvoicesDeps) {
  const { db, settings, clock } = deps;
  /** Run after an invoice is issued (the e-mail with its PDF), set by the documents module. */
  const issuedListeners: IssuedListener[] = [];
  /** Run after an issued invoice is voided (the buyer's mail), set by the documents module. */
  const voidedListeners: IssuedListener[] = [];

  async function today(): Promise<string> {
    return calendarDateIn(clock(), (await settings.get()).time_zone);
  }

  /** The moment and the house's day, which say whether an invoice is overdue. */
  async function houseNow(): Promise<HouseNow> {
    const now = clock();
    return { now, today: calendarDateIn(now, (await settings.get()).time_zone) };
  }

  async function house(row: InvoiceRecord): Promise<HouseDetails> {
    const s = await settings.get();
    let taxLabel = '';
    try {
      taxLabel = (await taxRateFor(db, row.place_of_supply, row.sale_date)).label;
    } catch {
      taxLabel = row.place_of_supply;
    }
    return {
      gstHstNumber: s.gst_hst_number,
      pickupAddress: oneLineAddress(s.address),
      pickupHours: formatHours(s.pickup_hours).join('; '),
      taxLabel,
    };
  }

  async function detail(row: InvoiceRecord, q: Queryable = db): Promise<InvoiceDetail> {
    const [lines, payments, creditNotes, fees] = await Promise.all([
      loadLines(q, row.id),
      loadPayments(q, row.id),
      loadCreditNotes(q, row.id),
      loadFees(q, row.id),
    ]);
    return detailOf(row, lines, payments, await house(row), await houseNow(), creditNotes, fees);
  }

  async function staffInvoice(invoiceId: string): Promise<StaffInvoiceDetail> {
    const row = await loadInvoice(db, invoiceId);
    if (!row) throw new AppError('NOT_FOUND', 'Invoice not found.');
    const [base, history, flagged] = await Promise.all([
      detail(row),
      repo.historyOf(db, invoiceId),
      row.buyer_user_id ? repo.isFlagged(db, row.buyer_user_id) : Promise.resolve(false),
    ]);
    return {
      ...base,
      void_reason: row.void_reason,
      replaces_invoice_id: row.replaces_invoice_id,
      replaced_by_invoice_id: row.replaced_by_invoice_id,
      registration_id: row.registration_id,
      buyer_user_id: row.buyer_user_id,
      buyer_flagged: flagged,
      history: history.map((entry) => ({
        action: entry.action,
        actor_name: entry.actor_name,
        at: isoOrNull(entry.at) as string,
        detail: historySentence(entry),
      })),
    };
  }

  function requireDraft(row: { status: string }) {
    if (row.status !== 'draft') {
      throw new AppError(
        'CONFLICT',
        'Only a draft invoice can be changed this way; void it and generate a replacement.',
      );
    }
  }

  /** The steps after an issue (its e-mail); one that fails is a warning, never undoes the issue. */
  async function notifyIssued(invoiceIds: string[]): Promise<string[]> {
    const warnings: string[] = [];
    for (const id of invoiceIds) {
      for (const listener of issuedListeners) {
        const warning = await Promise.resolve()
          .then(() => listener(id))
          .catch(() => 'The invoice is issued, but a step after issuing it failed.');
        if (warning) warnings.push(warning);
      }
    }
    return warnings;
  }

  return {
    recomputeTotals,
    staffInvoice,
    /** Today in the house's time zone, `YYYY-MM-DD`. */
    today,

    /** The documents module sends the invoice e-mail from here. */
    onIssued(listener: IssuedListener) {
      issuedListeners.push(listener);
    },

    /** The documents module tells the buyer when an issued invoice is voided. */
    onVoided(listener: IssuedListener) {
      voidedListeners.push(listener);
    },

    /** A buyer's own issued invoice (drafts are the house's work in progress); 404 otherwise. */
    async buyerInvoice(userId: string, invoiceId: string): Promise<InvoiceDetail> {
      const row = await loadInvoice(db, invoiceId);
      if (!row || row.buyer_user_id !== userId || row.status === 'draft')
        throw new AppError('NOT_FOUND', 'Invoice not found.');
      return detail(row);
    },

    /** A buyer's invoices, unpaid first, then the newest. */
    async buyerInvoices(userId: string): Promise<InvoiceSummary[]> {
      const rows = await repo.buyerInvoices(db, userId);
      const at = await houseNow();
      return rows.map((row) => summaryOf(row, at));
    },

    /** What the buyer still has to pay, over all their invoices, as the ledger wrote it. */
    buyerOwing(userId: string): Promise<BuyerOwing> {
      return repo.buyerOwing(db, userId);
    },

    /** What buyers owe now: the issued invoices not paid in full, their balances, how many are overdue. */
    async owedNow() {
      return owedNow(db, await houseNow());
    },

    async staffList(query: StaffInvoiceListQuery): Promise<StaffInvoicePage> {
      return staffInvoicePage(db, query, await houseNow());
    },

    async staffCsv(query: StaffInvoiceListQuery): Promise<InvoiceSummary[]> {
      const at = await houseNow();
      return (await staffInvoiceRows(db, query, at)).map((row) => summaryOf(row, at));
    },

    async generate(auctionId: string, actor: Actor | null): Promise<GenerateInvoicesAnswer> {
      const defaultTimeZone = (await settings.get()).time_zone;
      return db.transaction((tx) =>
        generateInvoices(tx, { auctionId, actorId: actor?.id ?? null, defaultTimeZone, now: clock() }),
      );
    },

    /** The sold lots of a closed auction that no invoice can bill yet, and why. */
    problems(auctionId: string) {
      return invoiceProblems(db, auctionId);
    },

    /** Draft invoices as soon as an auction closes, when the `invoice_automatically_on_close` setting is on. */
    async invoiceOnClose(auctionId: string): Promise<GenerateInvoicesAnswer | null> {
      const s = await settings.get();
      if (!s.invoice_automatically_on_close) return null;
      return db.transaction((tx) =>
        generateInvoices(tx, { auctionId, actorId: null, defaultTimeZone: s.time_zone, now: clock() }),
      );
    },

    async addLine(invoiceId: string, body: InvoiceLineBody, actor: Actor): Promise<StaffInvoiceDetail> {
      await db.transaction(async (tx) => {
        const row = await lockInvoice(tx, invoiceId);
        requireDraft(row);
        if (body.kind === 'credit') {
          const current = await repo.taxFactsOf(tx, invoiceId);
          const lines = await loadLines(tx, invoiceId);
          const refusal = creditRefusal(
            {
              lots: lines
                .filter((l) => l.kind === 'lot')
                .map((l) => ({
                  hammer_cents: Number(l.amount_cents),
                  premium_cents: Number(l.premium_cents),
                })),
              charges: lines
                .filter((l) => l.kind === 'charge')
                .map((l) => ({ amount_cents: Number(l.amount_cents), taxable: l.taxable })),
              credits: lines
                .filter((l) => l.kind === 'credit')
                .map((l) => ({
                  amount_cents: Number(l.amount_cents),
                  charge_type: l.charge_type ?? 'discount',
                })),
              taxRateBps: Number(current?.tax_rate_bps ?? 0),
              exempt: Boolean(current?.tax_exemption_id),
            },
            { amount_cents: body.amount_cents, charge_type: body.charge_type },
          );
          if (refusal) throw fieldError('VALIDATION_FAILED', 'amount_cents', refusal);
        }
        await repo.insertLine(tx, invoiceId, body, actor.id);
        await recomputeTotals(tx, invoiceId);
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'invoice.line_added',
          entity: 'invoice',
          entityId: invoiceId,
          after: body,
        });
      });
      return staffInvoice(invoiceId);
    },

    async removeLine(invoiceId: string, lineId: string, actor: Actor): Promise<StaffInvoiceDetail> {
      await db.transaction(async (tx) => {
        const row = await lockInvoice(tx, invoiceId);
        requireDraft(row);
        const line = await repo.lineOf(tx, invoiceId, lineId);
        if (!line) throw new AppError('NOT_FOUND', 'Line not found.');
        if (line.kind === 'lot')
          throw new AppError(
            'CONFLICT',
            'A lot line comes from the results; only charges and credits can be removed.',
          );
        await repo.deleteLine(tx, lineId);
        await recomputeTotals(tx, invoiceId);
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'invoice.line_removed',
          entity: 'invoice',
          entityId: invoiceId,
          before: line,
        });
      });
      return staffInvoice(invoiceId);
    },

    /**
     * Issues a draft: the next number of the year from the year's counter row, locked until the
     * transaction ends (so two staff issuing at once get consecutive numbers, none lost on a
     * rollback), and the sale's buyer terms frozen on it with its due moment (decision 0066).
     */
    async issue(invoiceId: string, actor: Actor): Promise<StaffInvoiceDetail & { warning: string | null }> {
      const s = await settings.get();
      const now = clock();
      const day = calendarDateIn(now, s.time_zone);
      const year = Number(day.slice(0, 4));
      await db.transaction(async (tx) => {
        const row = await lockInvoice(tx, invoiceId);
        requireDraft(row);
        if ((await repo.lotLineCount(tx, invoiceId)) === 0)
          throw new AppError('CONFLICT', 'An invoice without lots cannot be issued.');
        await recomputeTotals(tx, invoiceId);
        const seq = await repo.nextSequence(tx, year);
        const number = formatInvoiceNumber(year, seq);
        const sale = await repo.saleTermsOf(tx, invoiceId);
        const terms = freezeBuyerTerms({
          sale: sale?.terms ?? null,
          houseDays: s.invoice_payment_terms_days,
          closedAt: sale?.closed_at ? new Date(sale.closed_at) : now,
          issuedAt: now,
          timeZone: s.time_zone,
        });
        await repo.markIssued(tx, invoiceId, { number, year, seq, at: now, by: actor.id, terms });
        // The ledger takes the issued invoice's status from what is paid on it.
        await recomputeTotals(tx, invoiceId);
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'invoice.issued',
          entity: 'invoice',
          entityId: invoiceId,
          after: { number },
        });
      });
      const [warning] = await notifyIssued([invoiceId]);
      return { ...(await staffInvoice(invoiceId)), warning: warning ?? null };
    },

    /** Voids an invoice: it keeps its number; a replacement draft may then be generated. */
    async void(invoiceId: string, reason: string, actor: Actor): Promise<StaffInvoiceDetail> {
      const wasIssued = await db.transaction(async (tx) => {
        const row = await lockInvoice(tx, invoiceId);
        if (row.status !== 'void' && (await repo.hasReleases(tx, invoiceId)))
          throw new AppError('CONFLICT', 'Lots of this invoice have been released; it cannot be voided.');
        await voidInvoice(tx, row, { reason, actorId: actor.id });
        if (row.kind === 'buy_now') await relistBoughtItems(tx, invoiceId, reason, actor.id);
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'invoice.voided',
          entity: 'invoice',
          entityId: invoiceId,
          before: { status: row.status },
          after: { reason },
        });
        return row.status !== 'draft' && row.status !== 'void';
      });
      // The buyer of an issued invoice hears it is cancelled; a failure there never undoes the void.
      if (wasIssued) {
        for (const listener of voidedListeners)
          await Promise.resolve()
            .then(() => listener(invoiceId))
            .catch(() => undefined);
      }
      return staffInvoice(invoiceId);
    },

    /** The buyer chooses pickup, or asks for shipping to an address (which sets the place of supply). */
    async setFulfilment(userId: string, invoiceId: string, body: FulfilmentChoice): Promise<InvoiceDetail> {
      await chooseFulfilment(db, userId, invoiceId, body);
      const row = await loadInvoice(db, invoiceId);
      return detail(row as InvoiceRecord);
    },

    /** Staff enter the shipping quote (a taxable shipping charge), then tracking and the shipped day. */
    async updateShipping(invoiceId: string, body: ShippingUpdate, actor: Actor): Promise<StaffInvoiceDetail> {
      await updateShipping(db, invoiceId, body, actor);
      return staffInvoice(invoiceId);
    },

    /** The draft invoices of an auction, for "issue all" and the seed. */
    draftIds(auctionId: string): Promise<string[]> {
      return repo.draftIds(db, auctionId);
    },
  };
}
export type InvoicesService = ReturnType<typeof createInvoicesService>;
