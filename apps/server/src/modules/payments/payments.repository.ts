import type { PaymentEntry } from '@auction/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  auditLog,
  type InvoiceRow,
  invoices,
  type PaymentRow,
  paymentAttempts,
  payments,
} from '../../db/schema';
import type { AuditEntry } from '../audit/audit.repository';

/** A transaction's statement runner (what `db.transaction` hands its callback). */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** A refund names the payment it gives money back from in its reference (see decision 0030). */
export const refundReferencePrefix = 'refund of ';

export function toPaymentEntry(row: PaymentRow): PaymentEntry {
  return {
    id: row.id,
    kind: row.kind,
    amountCents: row.amount_cents,
    reversesId: row.reverses_payment_id,
    refundsId:
      row.kind === 'refund' && row.reference.startsWith(refundReferencePrefix)
        ? row.reference.slice(refundReferencePrefix.length)
        : null,
  };
}

/** Reads and writes of payments; every write runs in the caller's transaction, the invoice locked. */
export const paymentsRepository = {
  async lockInvoice(tx: Tx, invoiceId: string): Promise<InvoiceRow | null> {
    const [row] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId)).for('update');
    return row ?? null;
  },

  async entriesOf(tx: Tx, invoiceId: string): Promise<PaymentRow[]> {
    return tx
      .select()
      .from(payments)
      .where(eq(payments.invoice_id, invoiceId))
      .orderBy(asc(payments.created_at), asc(payments.id));
  },

  async byId(tx: Tx | Database, paymentId: string): Promise<PaymentRow | null> {
    const [row] = await tx.select().from(payments).where(eq(payments.id, paymentId));
    return row ?? null;
  },

  async byIdempotencyKey(tx: Tx, key: string): Promise<PaymentRow | null> {
    const [row] = await tx.select().from(payments).where(eq(payments.idempotency_key, key));
    return row ?? null;
  },

  async stripePaymentOf(tx: Tx, paymentIntentId: string): Promise<PaymentRow | null> {
    const [row] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.stripe_payment_intent_id, paymentIntentId), eq(payments.kind, 'payment')));
    return row ?? null;
  },

  async byStripeRefund(tx: Tx, refundId: string): Promise<PaymentRow | null> {
    const [row] = await tx.select().from(payments).where(eq(payments.stripe_refund_id, refundId));
    return row ?? null;
  },

  async insert(tx: Tx, values: typeof payments.$inferInsert): Promise<PaymentRow> {
    const [row] = await tx.insert(payments).values(values).returning();
    if (!row) throw new Error('the payment was not stored');
    return row;
  },

  async setPaid(
    tx: Tx,
    invoiceId: string,
    paidCents: number,
    status: InvoiceRow['status'],
    now: Date,
  ): Promise<void> {
    await tx
      .update(invoices)
      .set({ paid_cents: paidCents, status, updated_at: now })
      .where(eq(invoices.id, invoiceId));
  },

  async audit(tx: Tx, entry: AuditEntry): Promise<void> {
    await tx.insert(auditLog).values({
      actor_id: entry.actorId,
      action: entry.action,
      entity: entry.entity,
      entity_id: entry.entityId,
      before: entry.before ?? null,
      after: entry.after ?? null,
      ip: entry.ip ?? null,
    });
  },

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
