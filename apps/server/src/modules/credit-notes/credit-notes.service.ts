import type {
  CreditNote,
  CreditNoteFigures,
  CreditNotePreview,
  IssueCreditNoteBody,
  StaffInvoiceDetail,
} from '@auction/contracts';
import {
  type CreditableInvoice,
  type CreditRequest,
  calendarDateIn,
  creditNoteFigures,
  formatCreditNoteNumber,
  invoiceTotals,
  isCreditRefusal,
  restOfInvoice,
} from '@auction/domain';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import type { Queryable } from '../../db/queries';
import { AppError, fieldError } from '../../errors';
import type { MailService } from '../../mail/mail.service';
import { recordAudit } from '../../platform/audit.repository';
import type { InvoiceLedger } from '../invoices/invoice-ledger';
import type { InvoicesService } from '../invoices/invoices.service';
import type { SettingsService } from '../settings/settings.service';
import { creditNoteMail } from './credit-note-mail';
import {
  type CreditNoteLineRecord,
  type CreditNoteRecord,
  type InvoiceFeeForCredit,
  type InvoiceLineForCredit,
  creditNotesRepository as repo,
} from './credit-notes.repository';

export interface CreditNotesDeps {
  db: Database;
  clock: Clock;
  settings: SettingsService;
  /** The one owner of an invoice's money: it locks the invoice and applies the note to its balance. */
  ledger: InvoiceLedger;
  /** The invoice as staff see it, for its labels and the answer after a note is issued. */
  invoices: Pick<InvoicesService, 'staffInvoice' | 'buyerInvoice'>;
  mail: MailService;
  publicUrl: string;
  siteName: () => Promise<string>;
}

interface Actor {
  id: string;
  ip?: string | null;
}

/** The invoice's lines and figures as the domain's `creditNoteFigures` reads them. */
function creditableOf(
  invoice: { tax_rate_bps: number; tax_cents: number; total_cents: number },
  lines: readonly InvoiceLineForCredit[],
  fees: readonly InvoiceFeeForCredit[],
): CreditableInvoice {
  const lots = lines.filter((line) => line.kind === 'lot');
  const charges = lines.filter((line) => line.kind === 'charge');
  const { taxable_cents } = invoiceTotals({
    lots: lots.map((line) => ({ hammer_cents: line.amount_cents, premium_cents: line.premium_cents })),
    charges: charges.map((line) => ({ amount_cents: line.amount_cents, taxable: line.taxable })),
    credits: lines
      .filter((line) => line.kind === 'credit')
      .map((line) => ({ amount_cents: line.amount_cents, charge_type: line.charge_type ?? 'discount' })),
    taxRateBps: invoice.tax_rate_bps,
    exempt: false,
  });
  return {
    lines: [...lots, ...charges].map((line) => ({
      id: line.id,
      kind: line.kind as 'lot' | 'charge',
      amountCents: line.amount_cents,
      premiumCents: line.premium_cents,
      taxable: line.taxable,
    })),
    fees: fees.map((fee) => ({
      id: fee.id,
      amountCents: fee.amount_cents,
      taxCents: fee.tax_cents,
      taxable: fee.taxable,
    })),
    taxRateBps: invoice.tax_rate_bps,
    taxableCents: taxable_cents,
    taxCents: invoice.tax_cents,
    totalCents: invoice.total_cents,
  };
}

function lineJson(line: CreditNoteLineRecord) {
  return {
    kind: line.kind,
    invoice_line_id: line.invoiceLineId,
    invoice_fee_id: line.invoiceFeeId ?? null,
    lot_number: line.lot_number,
    description: line.description,
    amount_cents: line.amountCents,
    premium_cents: line.premiumCents,
    taxable: line.taxable,
  };
}

/**
 * Credit notes against issued invoices: worked out by the domain's `creditNoteFigures` at the
 * invoice's own rate and place of supply, numbered from their own gapless series, applied to the
 * invoice's balance by its ledger in the same transaction, audited, and mailed to the buyer with
 * the PDF.
 */
export function createCreditNotesService(deps: CreditNotesDeps) {
  async function houseDay(): Promise<string> {
    return calendarDateIn(deps.clock(), (await deps.settings.get()).time_zone);
  }

  /** The note's figures and lines for this request, or a 422 naming the field it refuses. */
  async function figuresFor(q: Queryable, invoiceId: string, request: CreditNotePreview) {
    const invoice = await repo.invoice(q, invoiceId);
    if (!invoice) throw new AppError('NOT_FOUND', 'This invoice does not exist.');
    const [lines, fees] = await Promise.all([
      repo.invoiceLines(q, invoiceId),
      repo.invoiceFees(q, invoiceId),
    ]);
    const creditable = creditableOf(invoice, lines, fees);
    const earlier = await repo.creditedSoFar(q, invoiceId);
    const requests: CreditRequest[] = request.whole_invoice
      ? restOfInvoice(creditable, earlier)
      : request.lines.map((line): CreditRequest => {
          if (line.kind === 'goodwill') return { kind: 'goodwill', amountCents: line.amount_cents };
          if (line.kind === 'fee')
            return { kind: 'fee', invoiceFeeId: line.invoice_fee_id, amountCents: line.amount_cents };
          return { kind: line.kind, invoiceLineId: line.invoice_line_id, amountCents: line.amount_cents };
        });
    if (requests.length === 0) {
      throw fieldError('VALIDATION_FAILED', 'lines', 'Everything on this invoice is credited already.');
    }
    const figures = creditNoteFigures(creditable, earlier, requests);
    if (isCreditRefusal(figures)) throw fieldError('VALIDATION_FAILED', figures.field, figures.message);
    const byId = new Map(lines.map((line) => [line.id, line]));
    const feeById = new Map(fees.map((fee) => [fee.id, fee]));
    const noteLines: CreditNoteLineRecord[] = figures.lines.map((line) => {
      const fee = line.invoiceFeeId ? feeById.get(line.invoiceFeeId) : undefined;
      if (fee) return { ...line, lot_number: null, description: `${fee.description} waived` };
      const invoiceLine = line.invoiceLineId ? byId.get(line.invoiceLineId) : undefined;
      const asked = request.lines[line.request];
      const goodwillWords =
        asked?.kind === 'goodwill' && asked.description ? asked.description : 'Goodwill credit';
      return {
        ...line,
        lot_number: invoiceLine?.lot_number ?? null,
        description: invoiceLine?.description ?? goodwillWords,
      };
    });
    return { invoice, figures, noteLines };
  }

  async function answerOf(note: CreditNoteRecord, q: Queryable = deps.db): Promise<CreditNote> {
    const [lines, invoice] = await Promise.all([
      repo.linesOf(q, note.id),
      deps.invoices.staffInvoice(note.invoice_id),
    ]);
    return {
      id: note.id,
      number: note.number,
      invoice_id: note.invoice_id,
      invoice_number: note.invoice_number,
      auction_title: note.auction_title,
      buyer_name: note.buyer_name,
      buyer_email: note.buyer_email,
      issued_on: note.issued_on,
      issued_at: new Date(note.issued_at).toISOString(),
      reason: note.reason,
      gst_hst_number: invoice.gst_hst_number,
      lines: lines.map(lineJson),
      hammer_cents: note.hammer_cents,
      premium_cents: note.premium_cents,
      charges_cents: note.charges_cents,
      fees_cents: note.fees_cents,
      goodwill_cents: note.goodwill_cents,
      tax_cents: note.tax_cents,
      total_cents: note.total_cents,
      tax_rate_bps: note.tax_rate_bps,
      tax_label: invoice.tax_label,
      place_of_supply: note.place_of_supply,
    };
  }

  async function noteOrNotFound(noteId: string): Promise<CreditNoteRecord> {
    const note = await repo.read(deps.db, noteId);
    if (!note) throw new AppError('NOT_FOUND', 'This credit note does not exist.');
    return note;
  }

  return {
    /** What a credit note would take back, before staff issue it. */
    async preview(invoiceId: string, request: CreditNotePreview): Promise<CreditNoteFigures> {
      const detail = await deps.invoices.staffInvoice(invoiceId);
      if (detail.status === 'draft') {
        throw new AppError('VALIDATION_FAILED', 'This invoice is still a draft: change its lines instead.');
      }
      const { invoice, figures, noteLines } = await figuresFor(deps.db, invoiceId, request);
      return {
        lines: noteLines.map(lineJson),
        hammer_cents: figures.hammerCents,
        premium_cents: figures.premiumCents,
        charges_cents: figures.chargesCents,
        fees_cents: figures.feesCents,
        goodwill_cents: figures.goodwillCents,
        tax_cents: figures.taxCents,
        total_cents: figures.totalCents,
        tax_rate_bps: invoice.tax_rate_bps,
        tax_label: detail.tax_label,
        place_of_supply: invoice.place_of_supply,
      };
    },

    /**
     * Issues the credit note: numbered, stored, applied to the invoice's balance, audited and its
     * mail stored, all in one transaction. The same idempotency key answers the same note again.
     */
    async issue(
      invoiceId: string,
      body: IssueCreditNoteBody,
      actor: Actor,
    ): Promise<{ credit_note: CreditNote; invoice: StaffInvoiceDetail }> {
      const again = await repo.byIdempotencyKey(deps.db, body.idempotency_key);
      if (again) {
        if (again.invoice_id !== invoiceId) {
          throw fieldError(
            'VALIDATION_FAILED',
            'idempotency_key',
            'This key was already used for another credit note.',
          );
        }
        return { credit_note: await answerOf(again), invoice: await deps.invoices.staffInvoice(invoiceId) };
      }
      const day = await houseDay();
      const siteName = await deps.siteName();
      const { noteId, pending } = await deps.db.transaction(async (tx) => {
        const locked = await deps.ledger.lockInvoice(tx, invoiceId);
        if (locked.status === 'draft') {
          throw new AppError('VALIDATION_FAILED', 'This invoice is still a draft: change its lines instead.');
        }
        if (locked.status === 'void')
          throw new AppError('CONFLICT', 'This invoice is void; nothing is left to credit.');
        const { invoice, figures, noteLines } = await figuresFor(tx, invoiceId, body);
        const year = Number(day.slice(0, 4));
        const seq = await repo.nextSeq(tx, year);
        const number = formatCreditNoteNumber(year, seq);
        const noteId = await repo.insert(tx, {
          invoice_id: invoiceId,
          year,
          seq,
          number,
          issued_on: day,
          issued_at: deps.clock(),
          issued_by: actor.id,
          reason: body.reason,
          place_of_supply: invoice.place_of_supply,
          tax_rate_bps: invoice.tax_rate_bps,
          hammer_cents: figures.hammerCents,
          premium_cents: figures.premiumCents,
          charges_cents: figures.chargesCents,
          fees_cents: figures.feesCents,
          goodwill_cents: figures.goodwillCents,
          tax_cents: figures.taxCents,
          total_cents: figures.totalCents,
          idempotency_key: body.idempotency_key,
          lines: noteLines,
        });
        const after = await deps.ledger.settleInvoice(tx, invoiceId);
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'invoice.credited',
          entity: 'invoice',
          entityId: invoiceId,
          before: { balance_cents: locked.balance_cents, credited_cents: locked.credited_cents },
          after: {
            credit_note_id: noteId,
            number,
            total_cents: figures.totalCents,
            tax_cents: figures.taxCents,
            reason: body.reason,
            balance_cents: after.balance_cents,
          },
          ip: actor.ip ?? null,
        });
        const note = await repo.read(tx, noteId);
        if (!note?.buyer_email) return { noteId, pending: null };
        const mail = creditNoteMail({
          siteName,
          to: note.buyer_email,
          name: note.buyer_name,
          number,
          invoiceNumber: note.invoice_number,
          totalCents: figures.totalCents,
          reason: body.reason,
          balanceCents: after.balance_cents,
          link: `${deps.publicUrl.replace(/\/$/, '')}/invoices/${invoiceId}`,
        });
        const queued = await deps.mail.queueInTransaction(tx, {
          ...mail,
          attachments: [{ kind: 'credit_note_pdf', credit_note_id: noteId }],
        });
        return { noteId, pending: queued };
      });
      if (pending) deps.mail.afterCommit(pending);
      return {
        credit_note: await answerOf(await noteOrNotFound(noteId)),
        invoice: await deps.invoices.staffInvoice(invoiceId),
      };
    },

    /** A credit note as staff read it. */
    async staffNote(noteId: string): Promise<CreditNote> {
      return answerOf(await noteOrNotFound(noteId));
    },

    /** A credit note its buyer may read: anyone else's is not found. */
    async buyerNote(userId: string, noteId: string): Promise<CreditNote> {
      const note = await repo.read(deps.db, noteId);
      if (!note || note.buyer_user_id !== userId) {
        throw new AppError('NOT_FOUND', 'This credit note does not exist.');
      }
      return answerOf(note);
    },

    /** The credit notes issued in a period of house days (the tax report and the books read these). */
    issuedBetween: (from: string, to: string, q: Queryable = deps.db) => repo.issuedBetween(q, from, to),
  };
}
export type CreditNotesService = ReturnType<typeof createCreditNotesService>;
