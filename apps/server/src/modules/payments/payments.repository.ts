import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { paymentAttempts } from '../../db/schema';

/** A transaction's statement runner (what `db.transaction` hands its callback). */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * The payment module's own rows: Stripe's payment attempts. The payments
 * themselves are the invoice ledger's (`invoices/invoice-ledger.ts`).
 */
export const paymentsRepository = {
  async attemptByKey(tx: Tx | Database, key: string) {
    const [row] = await tx.select().from(paymentAttempts).where(eq(paymentAttempts.idempotency_key, key));
    return row ?? null;
  },

  async recordAttempt(tx: Tx | Database, values: typeof paymentAttempts.$inferInsert): Promise<void> {
    await tx.insert(paymentAttempts).values(values).onConflictDoNothing();
  },

  /** Moves an attempt on, but never away from `succeeded` (events may arrive out of order). */
  async setAttemptStatus(tx: Tx, paymentIntentId: string, status: string, now: Date): Promise<void> {
    await tx
      .update(paymentAttempts)
      .set({ status, updated_at: now })
      .where(
        and(
          eq(paymentAttempts.payment_intent_id, paymentIntentId),
          sql`${paymentAttempts.status} <> 'succeeded'`,
        ),
      );
  },
};
export type PaymentsRepository = typeof paymentsRepository;
