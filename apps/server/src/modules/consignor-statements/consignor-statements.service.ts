import type {
  PayoutBody,
  StatementDetail,
  StatementGenerateBuyNowBody,
  StatementGeneration,
  StatementListQuery,
  StatementPage,
} from '@auction/contracts';
import { calendarDateIn } from '@auction/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import type { OutboxAttachmentColumn } from '../../db/schema';
import { AppError } from '../../errors';
import type { MailSender } from '../../mail/mail-sender';
import type { MailAttachment } from '../../mail/mail-transport';
import { refuseDateAfterToday } from '../../platform/payment-date';
import { houseDetails } from '../invoice-documents/pdf-pieces';
import type { TaxRateLookup } from '../invoices/recompute-totals';
import type { SettingsService } from '../settings/settings.service';
import { createConsignorStatementsRepository } from './consignor-statements.repository';
import { payoutsCsv } from './payouts-csv';
import {
  auditStatement,
  finaliseStatement,
  lockStatement,
  recordPayout,
  reversePayout,
  type StatementActor,
} from './statement-changes';
import { generateStatements, type StatementSale } from './statement-generation';
import { statementMail } from './statement-mail';
import { renderStatementPdf, statementFileName } from './statement-pdf';
import {
  statementDetail,
  statementIdByKey,
  statementItems,
  statementPage,
  statementRow,
} from './statement-queries';

/**
 * Consignor statements (decision 0042): generated per sale from the lots' results, finalised once
 * the buyers have paid, printed and e-mailed, and paid out (append-only, with reversals).
 */
export function createConsignorStatementsService(deps: {
  db: Database;
  settings: SettingsService;
  mailSender: MailSender | null;
  publicUrl: string;
  clock: Clock;
  log: FastifyBaseLogger;
  /** The invoices area's GST/HST rate in force on the sale day, for the tax on the house's charges. */
  taxRateFor: TaxRateLookup;
}) {
  const { db } = deps;
  const mails = createConsignorStatementsRepository(db);

  async function generate(sale: StatementSale, actor: StatementActor): Promise<StatementGeneration> {
    const result = await db.transaction((tx) =>
      generateStatements(tx, { sale, actorId: actor.id, now: deps.clock() }, deps.taxRateFor),
    );
    return {
      created: result.created,
      updated: result.updated,
      kept: result.kept,
      data: await statementItems(db, result.statementIds),
    };
  }

  async function pdfOf(id: string): Promise<{ filename: string; pdf: Buffer }> {
    const detail = await statementDetail(db, id);
    const settings = await deps.settings.get();
    const company = await houseDetails(deps.settings, deps.publicUrl);
    return {
      filename: statementFileName(detail),
      pdf: await renderStatementPdf(detail, company, settings.gst_hst_number),
    };
  }

  return {
    page: (query: StatementListQuery): Promise<StatementPage> => statementPage(db, query),

    detail: (id: string): Promise<StatementDetail> => statementDetail(db, id),

    async detailByKey(consignorId: string, saleKey: string): Promise<StatementDetail> {
      return statementDetail(db, await statementIdByKey(db, consignorId, saleKey));
    },

    generateForAuction: (auctionId: string, actor: StatementActor) =>
      generate({ kind: 'auction', auctionId }, actor),

    generateBuyNow: (body: StatementGenerateBuyNowBody, actor: StatementActor) =>
      generate({ kind: 'buy_now', periodStart: body.period_start, periodEnd: body.period_end }, actor),

    /** Rewrites one draft from the sale as it is now; final and paid statements are fixed. */
    async regenerate(id: string, actor: StatementActor): Promise<StatementDetail> {
      const row = await statementRow(db, id);
      if (row.status !== 'draft') {
        throw new AppError('CONFLICT', 'Only a draft statement is made again; this one is final.');
      }
      const sale: StatementSale =
        row.kind === 'auction' && row.auction_id
          ? { kind: 'auction', auctionId: row.auction_id }
          : { kind: 'buy_now', periodStart: String(row.period_start), periodEnd: String(row.period_end) };
      await db.transaction((tx) =>
        generateStatements(
          tx,
          { sale, consignorId: row.consignor_id, actorId: actor.id, now: deps.clock() },
          deps.taxRateFor,
        ),
      );
      const after = await statementRow(db, id).catch(() => null);
      if (!after) {
        throw new AppError(
          'NOT_FOUND',
          'The consignor has no lots with a result in this sale any more; the draft was removed.',
        );
      }
      return statementDetail(db, id);
    },

    async finalise(id: string, overrideReason: string | undefined, actor: StatementActor) {
      await db.transaction((tx) => finaliseStatement(tx, id, overrideReason, actor));
      return statementDetail(db, id);
    },

    /** A payout on a final statement (the same idempotency key twice records it once). */
    async recordPayout(id: string, body: PayoutBody, actor: StatementActor) {
      const { time_zone } = await deps.settings.get();
      refuseDateAfterToday('paid_on', body.paid_on, { clock: deps.clock, timeZone: time_zone });
      await db.transaction((tx) => recordPayout(tx, id, body, actor));
      return statementDetail(db, id);
    },

    async reversePayout(id: string, payoutId: string, note: string, actor: StatementActor) {
      const timeZone = (await deps.settings.get()).time_zone;
      const today = calendarDateIn(deps.clock(), timeZone);
      await db.transaction((tx) => reversePayout(tx, id, payoutId, note, today, actor));
      return statementDetail(db, id);
    },

    pdf: pdfOf,

    payoutsCsv: (range: { from?: string; to?: string }) => payoutsCsv(db, range),

    /** E-mails a final or paid statement to the consignor, its PDF made as the mail is sent. */
    async email(id: string, actor: StatementActor): Promise<StatementDetail> {
      const detail = await statementDetail(db, id);
      if (detail.status === 'draft') {
        throw new AppError('CONFLICT', 'Finalise the statement before e-mailing it to the consignor.');
      }
      const to = (await mails.consignorEmail(detail.consignor.id))?.trim();
      if (!to) {
        throw new AppError(
          'VALIDATION_FAILED',
          'This consignor has no e-mail address on record: add one to their record, or print the statement.',
        );
      }
      const settings = await deps.settings.get();
      const mail = statementMail({ siteName: settings.site_name, timeZone: settings.time_zone, to, detail });
      const attachments: OutboxAttachmentColumn[] = [{ kind: 'statement_pdf', statement_id: id }];
      const mailId = await db.transaction(async (tx) => {
        await lockStatement(tx, id);
        const queued = await mails.queueMail(tx, mail, {
          status: deps.mailSender ? 'queued' : 'stored',
          dueAt: deps.clock(),
          attachments,
        });
        await mails.markMailed(tx, id);
        await auditStatement(tx, actor, 'emailed', id, { after: { to } });
        return queued;
      });
      if (deps.mailSender) deps.mailSender.deliverSoon(mailId);
      else
        deps.log.info(
          { mailId, to, subject: mail.subject },
          'E-mail kept in the outbox (no SMTP_URL), with the statement PDF',
        );
      return statementDetail(db, id);
    },

    /** The mail sender's hook: the statement PDFs a stored mail names, made now. */
    async attachments(list: readonly OutboxAttachmentColumn[]): Promise<MailAttachment[]> {
      const files: MailAttachment[] = [];
      for (const attachment of list) {
        if (attachment.kind !== 'statement_pdf') continue;
        const { filename, pdf } = await pdfOf(attachment.statement_id);
        files.push({ filename, content: pdf, contentType: 'application/pdf' });
      }
      return files;
    },
  };
}
export type ConsignorStatementsService = ReturnType<typeof createConsignorStatementsService>;
