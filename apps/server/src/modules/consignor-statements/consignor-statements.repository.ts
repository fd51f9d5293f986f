import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { consignors, type OutboxAttachmentColumn, type OutboxStatus, outbox } from '../../db/schema';
import type { Tx } from './statement-queries';

/** The queries of e-mailing a statement; when it may be mailed, and to whom, is the service's. */
export function createConsignorStatementsRepository(db: Database) {
  return {
    async consignorEmail(consignorId: string): Promise<string | null> {
      const [row] = await db
        .select({ email: consignors.email })
        .from(consignors)
        .where(eq(consignors.id, consignorId));
      return row?.email ?? null;
    },

    /** Stores the mail in the outbox with the files it names, made when it is sent; returns its id. */
    async queueMail(
      tx: Tx,
      mail: { to: string; subject: string; text: string; html: string },
      delivery: { status: OutboxStatus; dueAt: Date; attachments: OutboxAttachmentColumn[] },
    ): Promise<string> {
      const [row] = await tx
        .insert(outbox)
        .values({
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          status: delivery.status,
          next_attempt_at: delivery.dueAt,
          attachments: delivery.attachments,
        })
        .returning({ id: outbox.id });
      if (!row) throw new Error('The outbox insert returned no row.');
      return row.id;
    },

    async markMailed(tx: Tx, statementId: string): Promise<void> {
      await tx.execute(
        sql`update consignor_statements set mailed_at = now(), updated_at = now() where id = ${statementId}::uuid`,
      );
    },
  };
}
export type ConsignorStatementsRepository = ReturnType<typeof createConsignorStatementsRepository>;
