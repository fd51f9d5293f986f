import type { InvoiceDetail, StaffInvoiceDetail } from '@auction/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { type OutboxAttachmentColumn, outbox } from '../../db/schema';
import { AppError } from '../../errors';
import type { MailSender } from '../../mail/mail-sender';
import type { MailAttachment } from '../../mail/mail-transport';
import type { NewMail } from '../../mail/outbox.repository';
import type { AuditRepository } from '../../platform/audit.repository';
import type { SettingsService } from '../settings/settings.service';
import { invoiceMail, invoiceVoidedMail } from './invoice-mail';
import { invoiceFileName, renderInvoicePdf } from './invoice-pdf';
import { houseDetails } from './pdf-pieces';

/** What the documents read of the invoices module. */
export interface InvoiceReader {
  buyerInvoice(userId: string, invoiceId: string): Promise<InvoiceDetail>;
  staffInvoice(invoiceId: string): Promise<StaffInvoiceDetail>;
}

export interface InvoicePdf {
  filename: string;
  pdf: Buffer;
}

/**
 * The invoice as a document: its PDF for the buyer and for staff, and the e-mail that carries it.
 * The outbox stores only which invoice to attach; the PDF is made as the mail is sent, so it shows
 * the invoice as it is then.
 */
export function createInvoiceDocuments(deps: {
  db: Database;
  invoices: InvoiceReader;
  settings: SettingsService;
  audit: AuditRepository;
  mailSender: MailSender | null;
  publicUrl: string;
  /** Card payment online is configured (Stripe): only then do the invoice's papers offer it. */
  cardPayments: boolean;
  clock: Clock;
  log: FastifyBaseLogger;
}) {
  const company = () => houseDetails(deps.settings, deps.publicUrl, deps.cardPayments);

  async function pdfOf(detail: InvoiceDetail): Promise<InvoicePdf> {
    return { filename: invoiceFileName(detail), pdf: await renderInvoicePdf(detail, await company()) };
  }

  /** Stores a mail in the outbox with the documents it names, and hands it to the sender (or the log). */
  async function storeMail(mail: NewMail, attachments: OutboxAttachmentColumn[]): Promise<void> {
    const [row] = await deps.db
      .insert(outbox)
      .values({
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        status: deps.mailSender ? 'queued' : 'stored',
        next_attempt_at: deps.clock(),
        attachments: attachments.length > 0 ? attachments : null,
      })
      .returning({ id: outbox.id });
    if (!row) throw new Error('The outbox insert returned no row.');
    if (deps.mailSender) deps.mailSender.deliverSoon(row.id);
    else
      deps.log.info(
        { mailId: row.id, to: mail.to, subject: mail.subject },
        `E-mail kept in the outbox (no SMTP_URL)${attachments.length ? ', with the invoice PDF' : ''}:\nTo: ${mail.to}\nSubject: ${mail.subject}\n\n${mail.text}`,
      );
  }

  /** Queues the invoice e-mail with its PDF named as an attachment; false when there is no address. */
  async function queueMail(detail: InvoiceDetail): Promise<boolean> {
    if (!detail.buyer_email) return false;
    const house = await company();
    const mail = invoiceMail({
      siteName: house.name,
      detail,
      link: `${deps.publicUrl.replace(/\/$/, '')}/invoices/${detail.id}`,
      house,
    });
    await storeMail(mail, [{ kind: 'invoice_pdf', invoice_id: detail.id }]);
    return true;
  }

  /** E-mails an issued invoice; staff are told when it cannot go. */
  async function mailInvoice(invoiceId: string, actorId: string | null): Promise<void> {
    const detail = await deps.invoices.staffInvoice(invoiceId);
    if (detail.status === 'draft') throw new AppError('CONFLICT', 'Issue the invoice before e-mailing it.');
    if (detail.status === 'void') throw new AppError('CONFLICT', 'A void invoice is not e-mailed.');
    if (!(await queueMail(detail)))
      throw new AppError('CONFLICT', 'This buyer has no e-mail address; print the invoice instead.');
    await deps.audit.record({
      actorId,
      action: 'invoice.emailed',
      entity: 'invoice',
      entityId: invoiceId,
      after: { to: detail.buyer_email, number: detail.number },
    });
  }

  return {
    pdfOf,

    async buyerPdf(userId: string, invoiceId: string): Promise<InvoicePdf> {
      return pdfOf(await deps.invoices.buyerInvoice(userId, invoiceId));
    },

    async staffPdf(invoiceId: string): Promise<InvoicePdf> {
      return pdfOf(await deps.invoices.staffInvoice(invoiceId));
    },

    mailInvoice,

    /** When an invoice is issued: its e-mail, unless the buyer has no address (a floor buyer may not); a failure is a warning. */
    async onIssued(invoiceId: string): Promise<string | undefined> {
      try {
        const detail = await deps.invoices.staffInvoice(invoiceId);
        if (!detail.buyer_email) {
          deps.log.info({ invoiceId }, 'the buyer of an issued invoice has no e-mail address; nothing sent');
          return undefined;
        }
        await mailInvoice(invoiceId, null);
        return undefined;
      } catch (error) {
        deps.log.error({ err: error, invoiceId }, 'queueing the invoice e-mail failed');
        return 'The invoice is issued, but its e-mail could not be queued: send it again from this page.';
      }
    },

    /** When an issued invoice is voided: its buyer is told it is cancelled (never why: that is the house's note). */
    async onVoided(invoiceId: string): Promise<undefined> {
      try {
        const detail = await deps.invoices.staffInvoice(invoiceId);
        if (!detail.buyer_email || !detail.number) return undefined;
        const house = await company();
        await storeMail(
          invoiceVoidedMail({
            siteName: house.name,
            detail,
            link: `${deps.publicUrl.replace(/\/$/, '')}/invoices`,
          }),
          [],
        );
        await deps.audit.record({
          actorId: null,
          action: 'invoice.void_mailed',
          entity: 'invoice',
          entityId: invoiceId,
          after: { to: detail.buyer_email, number: detail.number },
        });
      } catch (error) {
        deps.log.error({ err: error, invoiceId }, 'queueing the void invoice e-mail failed');
      }
      return undefined;
    },

    /** Staff e-mail the invoice again. */
    async resend(invoiceId: string, actorId: string): Promise<StaffInvoiceDetail> {
      await mailInvoice(invoiceId, actorId);
      return deps.invoices.staffInvoice(invoiceId);
    },

    /** Staff e-mail the selected invoices; those that cannot go (drafts, void, no address) are skipped. */
    async resendMany(invoiceIds: readonly string[], actorId: string): Promise<number> {
      let sent = 0;
      for (const id of new Set(invoiceIds)) {
        try {
          await mailInvoice(id, actorId);
          sent += 1;
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
        }
      }
      return sent;
    },

    /** The mail sender's hook: the documents a stored mail names, made now. */
    async attachments(list: readonly OutboxAttachmentColumn[]): Promise<MailAttachment[]> {
      const files: MailAttachment[] = [];
      for (const attachment of list) {
        if (attachment.kind !== 'invoice_pdf') continue;
        const { filename, pdf } = await pdfOf(await deps.invoices.staffInvoice(attachment.invoice_id));
        files.push({ filename, content: pdf, contentType: 'application/pdf' });
      }
      return files;
    },
  };
}
export type InvoiceDocuments = ReturnType<typeof createInvoiceDocuments>;
