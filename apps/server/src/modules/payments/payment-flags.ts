import { calendarDateIn, calendarDayWords, dueWords } from '@auction/domain';
import { and, asc, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { overdueSql } from '../../db/invoice-due';
import { auctionRegistrations, auctions, bidderPaymentFlags, invoices, users } from '../../db/schema';
import { AppError } from '../../errors';
import { createRepeatingPass } from '../../jobs/repeating-pass';
import type { MailService, PendingMail } from '../../mail/mail.service';
import { recordAudit } from '../../platform/audit.repository';
import type { SettingsService } from '../settings/settings.service';
import { overdueReminderMail } from './payment-mails';

/** Days after the reminder an invoice may stay unpaid before its buyer is flagged (decision 0030). */
export const flagAfterReminderDays = 3;
const dayMs = 86_400_000;
const unpaid = ['issued', 'partially_paid'] as const;

export interface PaymentFlag {
  id: string;
  user_id: string;
  user_name: string;
  user_email: string;
  invoice_id: string;
  invoice_number: string | null;
  auction_title: string;
  balance_cents: number;
  reason: string;
  flagged_at: string;
}

/**
 * Past-due invoices: one reminder each, then a flag on the buyer when still unpaid some days
 * later. Safe on every instance at once: each step is a conditional write, and only the instance
 * whose write changed the row sends the mail or records the flag.
 */
export function createPaymentFlagsService(deps: {
  db: Database;
  mail: MailService;
  settings: SettingsService;
  publicUrl: string;
  clock: Clock;
  log: FastifyBaseLogger;
}) {
  async function remind(now: Date): Promise<number> {
    const settings = await deps.settings.get();
    const today = calendarDateIn(now, settings.time_zone);
    const due = await deps.db
      .select({ id: invoices.id })
      .from(invoices)
      .where(and(overdueSql(now, sql`${today}::date`, 'invoices'), isNull(invoices.reminder_sent_at)))
      .orderBy(asc(invoices.due_on))
      .limit(200);
    let sent = 0;
    for (const { id } of due) {
      const pending = await deps.db.transaction(async (tx): Promise<PendingMail | null> => {
        const [claimed] = await tx
          .update(invoices)
          .set({ reminder_sent_at: now })
          .where(
            and(eq(invoices.id, id), isNull(invoices.reminder_sent_at), inArray(invoices.status, unpaid)),
          )
          .returning();
        if (!claimed) return null;
        const [buyer] = claimed.registration_id
          ? await tx
              .select({
                user_name: users.name,
                user_email: users.email,
                name: auctionRegistrations.name,
                email: auctionRegistrations.email,
                auction_title: auctions.title,
              })
              .from(auctionRegistrations)
              .innerJoin(auctions, eq(auctions.id, auctionRegistrations.auction_id))
              .leftJoin(users, eq(users.id, auctionRegistrations.user_id))
              .where(eq(auctionRegistrations.id, claimed.registration_id))
          : // A buy-now purchase: the buyer is the signed-in user who bought.
            await tx
              .select({
                user_name: users.name,
                user_email: users.email,
                name: users.name,
                email: users.email,
                auction_title: sql<string>`'Buy now'`,
              })
              .from(users)
              .where(eq(users.id, claimed.buyer_user_id ?? ''));
        const to = buyer?.user_email ?? buyer?.email;
        await recordAudit(tx, {
          actorId: null,
          action: 'invoice.reminder_sent',
          entity: 'invoice',
          entityId: claimed.id,
          after: { due_on: claimed.due_on, to: to ?? null },
        });
        if (!buyer || !to) return null;
        return deps.mail.queueInTransaction(
          tx,
          overdueReminderMail({
            siteName: settings.site_name,
            to,
            name: buyer.user_name ?? buyer.name ?? 'there',
            invoiceNumber: claimed.number ?? '',
            auctionTitle: buyer.auction_title,
            balanceCents: claimed.balance_cents,
            // As the invoice's papers say it: the frozen due moment, else the due day.
            dueOn: claimed.buyer_terms
              ? dueWords(claimed.buyer_terms, settings.time_zone)
              : claimed.due_on
                ? calendarDayWords(claimed.due_on)
                : '',
            flagAfterDays: flagAfterReminderDays,
            link: `${deps.publicUrl}/invoices/${claimed.id}/pay`,
          }),
        );
      });
      if (pending) {
        deps.mail.afterCommit(pending);
        sent += 1;
      }
    }
    return sent;
  }

  async function flag(now: Date): Promise<number> {
    const cutoff = new Date(now.getTime() - flagAfterReminderDays * dayMs);
    const late = await deps.db
      .select({ id: invoices.id, user_id: invoices.buyer_user_id, number: invoices.number })
      .from(invoices)
      .leftJoin(bidderPaymentFlags, eq(bidderPaymentFlags.invoice_id, invoices.id))
      .where(
        and(
          inArray(invoices.status, unpaid),
          isNotNull(invoices.buyer_user_id),
          lte(invoices.reminder_sent_at, cutoff),
          isNull(bidderPaymentFlags.id),
        ),
      )
      .limit(200);
    let flagged = 0;
    for (const invoice of late) {
      if (!invoice.user_id) continue;
      const userId = invoice.user_id;
      const made = await deps.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(bidderPaymentFlags)
          .values({
            user_id: userId,
            invoice_id: invoice.id,
            reason: `Invoice ${invoice.number ?? invoice.id} unpaid ${flagAfterReminderDays} days after its reminder.`,
            flagged_at: now,
          })
          .onConflictDoNothing()
          .returning();
        if (!row) return false;
        await recordAudit(tx, {
          actorId: null,
          action: 'bidder.flagged',
          entity: 'user',
          entityId: userId,
          after: { flag_id: row.id, invoice_id: invoice.id, reason: row.reason },
        });
        return true;
      });
      if (made) flagged += 1;
    }
    return flagged;
  }

  return {
    /** One pass of the job: reminders first, then flags. */
    async tick(): Promise<{ reminded: number; flagged: number }> {
      const now = deps.clock();
      const reminded = await remind(now);
      const flagged = await flag(now);
      return { reminded, flagged };
    },

    async isFlagged(userId: string): Promise<boolean> {
      const [row] = await deps.db
        .select({ id: bidderPaymentFlags.id })
        .from(bidderPaymentFlags)
        .where(and(eq(bidderPaymentFlags.user_id, userId), isNull(bidderPaymentFlags.cleared_at)))
        .limit(1);
      return Boolean(row);
    },

    async listOpen(): Promise<PaymentFlag[]> {
      const rows = await deps.db
        .select({
          id: bidderPaymentFlags.id,
          user_id: bidderPaymentFlags.user_id,
          user_name: users.name,
          user_email: users.email,
          invoice_id: bidderPaymentFlags.invoice_id,
          invoice_number: invoices.number,
          auction_title: sql<string>`coalesce(${auctions.title}, 'Buy now')`,
          balance_cents: invoices.balance_cents,
          reason: bidderPaymentFlags.reason,
          flagged_at: bidderPaymentFlags.flagged_at,
        })
        .from(bidderPaymentFlags)
        .innerJoin(users, eq(users.id, bidderPaymentFlags.user_id))
        .innerJoin(invoices, eq(invoices.id, bidderPaymentFlags.invoice_id))
        .leftJoin(auctions, eq(auctions.id, invoices.auction_id))
        .where(isNull(bidderPaymentFlags.cleared_at))
        .orderBy(asc(bidderPaymentFlags.flagged_at));
      return rows.map((row) => ({
        ...row,
        flagged_at: row.flagged_at.toISOString(),
      }));
    },

    async clear(flagId: string, note: string, actor: { id: string; ip?: string | null }): Promise<void> {
      await deps.db.transaction(async (tx) => {
        const [row] = await tx
          .update(bidderPaymentFlags)
          .set({ cleared_at: deps.clock(), cleared_by: actor.id, clear_note: note })
          .where(and(eq(bidderPaymentFlags.id, flagId), isNull(bidderPaymentFlags.cleared_at)))
          .returning();
        if (!row) {
          const [existing] = await tx
            .select()
            .from(bidderPaymentFlags)
            .where(eq(bidderPaymentFlags.id, flagId));
          if (!existing) throw new AppError('NOT_FOUND', 'This flag does not exist.');
          throw new AppError('CONFLICT', 'This flag has already been cleared.');
        }
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'bidder.flag_cleared',
          entity: 'user',
          entityId: row.user_id,
          after: { flag_id: row.id, invoice_id: row.invoice_id, note },
          ip: actor.ip ?? null,
        });
      });
    },
  };
}
export type PaymentFlagsService = ReturnType<typeof createPaymentFlagsService>;

/** Runs the reminder and flag pass now and then on every instance; `stop()` waits for a pass. */
export function createPaymentRemindersJob(deps: { flags: PaymentFlagsService; log: FastifyBaseLogger }) {
  return createRepeatingPass({
    what: 'the payment reminder pass',
    pass: () => deps.flags.tick(),
    defaultIntervalMs: 15 * 60_000,
    log: deps.log,
  });
}
