import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/queries';
import type { NewMail } from '../mail/outbox.repository';

export type CampaignMail = NewMail & { headers: Record<string, string> };

/**
 * Stores campaign mails in the outbox with their `List-Unsubscribe` headers, in the caller's
 * transaction, one statement for the batch. `queued` when SMTP sends them, else `stored` (kept and
 * readable, as every mail is without SMTP). The ids come back in the mails' order.
 */
export async function insertCampaignMails(
  tx: Queryable,
  mails: readonly CampaignMail[],
  status: 'queued' | 'stored',
  now: Date,
): Promise<string[]> {
  if (mails.length === 0) return [];
  const rows = mails.map((mail) => ({
    id: randomUUID(),
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    headers: mail.headers,
  }));
  await tx.execute(
    sql`insert into outbox (id, "to", subject, text, html, headers, status, next_attempt_at)
    select v.id, v."to", v.subject, v.text, v.html, v.headers, ${status}, ${now.toISOString()}::timestamptz
    from json_to_recordset(${JSON.stringify(rows)}::json)
      as v(id uuid, "to" text, subject text, text text, html text, headers jsonb)`,
  );
  return rows.map((row) => row.id);
}
