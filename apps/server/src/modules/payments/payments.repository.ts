import { and, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database';
import { paymentAttempts, stripeEvents } from '../../db/schema';

/** A transaction's statement runner (what `db.transaction` hands its callback). */
export type Tx = Transaction;

/**
 * The payment module's own rows: Stripe's payment attempts and the events it sent. The payments
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

  /** Notes a Stripe event once; false when it was noted before (a duplicate delivery). */
  async recordEvent(tx: Tx, event: { id: string; type: string; createdAt: Date }): Promise<boolean> {
    const [fresh] = await tx
      .insert(stripeEvents)
      .values({ id: event.id, type: event.type, stripe_created_at: event.createdAt })
      .onConflictDoNothing()
      .returning({ id: stripeEvents.id });
    return fresh !== undefined;
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
