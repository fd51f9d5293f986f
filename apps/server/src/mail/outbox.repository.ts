import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { oneOf, type Queryable } from '../db/queries';
import { type OutboxAttachmentColumn, type OutboxRow, type OutboxStatus, outbox, users } from '../db/schema';

export interface NewMail {
  to: string;
  replyTo?: string | null;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, such as a campaign's `List-Unsubscribe` and `List-Unsubscribe-Post`. */
  headers?: Record<string, string> | null;
  /** The documents to attach, made when the mail is sent (an invoice's PDF, a credit note's). */
  attachments?: OutboxAttachmentColumn[] | null;
}

/**
 * Stores a mail with the statement runner of an open transaction, so the mail exists exactly when
 * the transaction commits (the bid service queues the outbid mail this way). Returns its id.
 */
export async function insertOutboxMail(
  tx: Queryable,
  mail: NewMail,
  status: OutboxStatus,
  now: Date,
): Promise<string> {
  const row = await oneOf<{ id: string }>(
    tx,
    sql`insert into outbox ("to", reply_to, subject, text, html, headers, attachments, status, next_attempt_at)
    values (${mail.to}, ${mail.replyTo ?? null}, ${mail.subject}, ${mail.text}, ${mail.html},
      ${mail.headers ? JSON.stringify(mail.headers) : null}::jsonb,
      ${mail.attachments?.length ? JSON.stringify(mail.attachments) : null}::jsonb, ${status}, ${now.toISOString()}::timestamptz)
    returning id`,
  );
  const id = row?.id;
  if (!id) throw new Error('The outbox insert returned no row.');
  return id;
}

/**
 * `insertOutboxMail` for several mails in one statement (a batch of bids stores its outbid mails
 * this way). The ids are made here, so they come back in the mails' order.
 */
export async function insertOutboxMails(
  tx: Pick<Database, 'execute'>,
  mails: readonly NewMail[],
  status: OutboxStatus,
  now: Date,
): Promise<string[]> {
  const rows = mails.map((mail) => ({
    id: randomUUID(),
    to: mail.to,
    reply_to: mail.replyTo ?? null,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    headers: mail.headers ?? null,
  }));
  if (rows.length === 0) return [];
  await tx.execute(
    sql`insert into outbox (id, "to", reply_to, subject, text, html, headers, status, next_attempt_at)
    select v.id, v."to", v.reply_to, v.subject, v.text, v.html, v.headers, ${status}, ${now.toISOString()}::timestamptz
    from json_to_recordset(${JSON.stringify(rows)}::json)
      as v(id uuid, "to" text, reply_to text, subject text, text text, html text, headers jsonb)`,
  );
  return rows.map((row) => row.id);
}

export function createOutboxRepository(db: Database) {
  return {
    /** `now` is when a queued mail is first due (the app's clock, like every later attempt). */
    async insert(mail: NewMail, status: OutboxStatus, now: Date): Promise<OutboxRow> {
      const [row] = await db
        .insert(outbox)
        .values({
          to: mail.to,
          reply_to: mail.replyTo ?? null,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          headers: mail.headers ?? null,
          attachments: mail.attachments?.length ? mail.attachments : null,
          status,
          next_attempt_at: now,
        })
        .returning();
      if (!row) throw new Error('The outbox insert returned no row.');
      return row;
    },

    /** A page of mail, each with the roles of the account it went to (null: no such account). */
    async page(
      page: number,
      perPage: number,
    ): Promise<{ rows: (OutboxRow & { recipient_roles: string[] | null })[]; total: number }> {
      const rows = await db
        .select({ mail: outbox, recipient_roles: users.roles })
        .from(outbox)
        .leftJoin(users, eq(users.email, outbox.to))
        .orderBy(desc(outbox.created_at), desc(outbox.id))
        .limit(perPage)
        .offset((page - 1) * perPage);
      const [count] = await db.select({ total: sql<number>`count(*)::int` }).from(outbox);
      return {
        rows: rows.map(({ mail, recipient_roles }) => ({ ...mail, recipient_roles })),
        total: count?.total ?? 0,
      };
    },

    async countsByStatus(): Promise<Record<OutboxStatus, number>> {
      const rows = await db
        .select({ status: outbox.status, count: sql<number>`count(*)::int` })
        .from(outbox)
        .groupBy(outbox.status);
      const counts: Record<OutboxStatus, number> = { queued: 0, sent: 0, failed: 0, stored: 0 };
      for (const row of rows) counts[row.status] = row.count;
      return counts;
    },

    /**
     * Takes one due mail for this sender: a conditional UPDATE, so when several instances run the
     * sender, each mail is claimed by exactly one of them.
     */
    async claim(id: string, now: Date, holdMs: number): Promise<OutboxRow | null> {
      const [row] = await db
        .update(outbox)
        .set({ claimed_until: new Date(now.getTime() + holdMs), attempts: sql`${outbox.attempts} + 1` })
        .where(
          and(
            eq(outbox.id, id),
            eq(outbox.status, 'queued'),
            lte(outbox.next_attempt_at, now),
            or(isNull(outbox.claimed_until), lte(outbox.claimed_until, now)),
          ),
        )
        .returning();
      return row ?? null;
    },

    async dueIds(now: Date, limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: outbox.id })
        .from(outbox)
        .where(
          and(
            eq(outbox.status, 'queued'),
            lte(outbox.next_attempt_at, now),
            or(isNull(outbox.claimed_until), lte(outbox.claimed_until, now)),
          ),
        )
        .orderBy(outbox.next_attempt_at)
        .limit(limit);
      return rows.map((row) => row.id);
    },

    async markSent(id: string, now: Date): Promise<void> {
      await db
        .update(outbox)
        .set({ status: 'sent', sent_at: now, claimed_until: null, last_error: null })
        .where(eq(outbox.id, id));
    },

    async markAttemptFailed(id: string, error: string, retryAt: Date | null): Promise<void> {
      await db
        .update(outbox)
        .set(
          retryAt
            ? { last_error: error, claimed_until: null, next_attempt_at: retryAt }
            : { status: 'failed', last_error: error, claimed_until: null },
        )
        .where(eq(outbox.id, id));
    },
  };
}
export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
