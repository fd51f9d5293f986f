import type { InvoiceMoney } from '@auction/domain';
import { sql } from 'drizzle-orm';
import { oneOf, type Queryable, rowsOf } from '../../db/queries';
import type { PaymentMethod } from '../../db/schema';

/** An invoice as its ledger reads it: what it is, what it charges and its money. */
export interface LedgerInvoice {
  id: string;
  kind: 'auction' | 'buy_now';
  status: InvoiceMoney['status'];
  number: string | null;
  buyer_user_id: string | null;
  total_cents: number;
  received_cents: number;
  refunded_cents: number;
  paid_cents: number;
  balance_cents: number;
  credited_cents: number;
  /** The late and storage fees charged on it, tax included. */
  fees_cents: number;
  tax_rate_bps: number;
}

/** A late or storage fee as the ledger adds it to an invoice. */
export interface NewLedgerFee {
  invoice_id: string;
  kind: 'late_fee' | 'storage_fee';
  description: string;
  charged_on: string;
  amount_cents: number;
  taxable: boolean;
  tax_rate_bps: number;
  tax_cents: number;
  total_cents: number;
  charged_by: string | null;
}

/** One entry of an invoice's payments, as the ledger reads it. */
export interface LedgerEntry {
  id: string;
  invoice_id: string;
  kind: 'payment' | 'refund' | 'reversal';
  method: PaymentMethod;
  amount_cents: number;
  received_on: string;
  reference: string;
  reverses_payment_id: string | null;
  stripe_payment_intent_id: string | null;
  idempotency_key: string | null;
}

/** A new entry: money in is positive, a refund negative, a reversal the opposite of what it corrects. */
export interface NewLedgerEntry {
  invoice_id: string;
  kind: LedgerEntry['kind'];
  method: PaymentMethod;
  amount_cents: number;
  received_on: string;
  reference?: string;
  reason?: string | null;
  reverses_payment_id?: string | null;
  stripe_payment_intent_id?: string | null;
  stripe_refund_id?: string | null;
  idempotency_key?: string | null;
  recorded_by: string | null;
}

/** What an invoice charges, as `invoiceTotals` computes it. */
export interface LedgerTotals {
  hammer_cents: number;
  premium_cents: number;
  charges_cents: number;
  credits_cents: number;
  tax_cents: number;
  total_cents: number;
}

type Numeric = number | string;
const invoiceColumns = sql`id, kind, status, number, buyer_user_id, total_cents::int8 as total_cents,
  received_cents::int8 as received_cents, refunded_cents::int8 as refunded_cents,
  paid_cents::int8 as paid_cents, balance_cents::int8 as balance_cents, credited_cents::int8 as credited_cents,
  fees_cents::int8 as fees_cents, tax_rate_bps`;
const entryColumns = sql`id, invoice_id, kind, method, amount_cents::int8 as amount_cents, received_on::text as received_on,
  reference, reverses_payment_id, stripe_payment_intent_id, idempotency_key`;

function invoiceOf(row: Record<keyof LedgerInvoice, unknown> | null): LedgerInvoice | null {
  if (!row) return null;
  return {
    ...(row as LedgerInvoice),
    total_cents: Number(row.total_cents as Numeric),
    received_cents: Number(row.received_cents as Numeric),
    refunded_cents: Number(row.refunded_cents as Numeric),
    paid_cents: Number(row.paid_cents as Numeric),
    balance_cents: Number(row.balance_cents as Numeric),
    credited_cents: Number(row.credited_cents as Numeric),
    fees_cents: Number(row.fees_cents as Numeric),
    tax_rate_bps: Number(row.tax_rate_bps as Numeric),
  };
}

const entryOf = (row: LedgerEntry): LedgerEntry => ({ ...row, amount_cents: Number(row.amount_cents) });

/** The queries of the invoice ledger; the rules are in `invoice-ledger.ts`. */
export const invoiceLedgerRepository = {
  /** The invoice's row, locked until the transaction ends: the one lock every change of an invoice takes. */
  async lock(tx: Queryable, invoiceId: string): Promise<LedgerInvoice | null> {
    return invoiceOf(
      await oneOf(tx, sql`select ${invoiceColumns} from invoices where id = ${invoiceId}::uuid for update`),
    );
  },

  async read(db: Queryable, invoiceId: string): Promise<LedgerInvoice | null> {
    return invoiceOf(
      await oneOf(db, sql`select ${invoiceColumns} from invoices where id = ${invoiceId}::uuid`),
    );
  },

  async entriesOf(tx: Queryable, invoiceId: string): Promise<LedgerEntry[]> {
    const rows = await rowsOf<LedgerEntry>(
      tx,
      sql`select ${entryColumns} from payments where invoice_id = ${invoiceId}::uuid order by created_at, id`,
    );
    return rows.map(entryOf);
  },

  async entry(db: Queryable, entryId: string): Promise<LedgerEntry | null> {
    const row = await oneOf<LedgerEntry>(
      db,
      sql`select ${entryColumns} from payments where id = ${entryId}::uuid`,
    );
    return row ? entryOf(row) : null;
  },

  /** What the credit notes against the invoice took off it, all of them. */
  async creditedOf(tx: Queryable, invoiceId: string): Promise<number> {
    const row = await oneOf<{ credited: Numeric }>(
      tx,
      sql`select coalesce(sum(total_cents), 0)::int8 as credited from credit_notes where invoice_id = ${invoiceId}::uuid`,
    );
    return Number(row?.credited ?? 0);
  },

  /** What the late and storage fees charged on the invoice come to, tax included. */
  async feesOf(tx: Queryable, invoiceId: string): Promise<number> {
    const row = await oneOf<{ fees: Numeric }>(
      tx,
      sql`select coalesce(sum(total_cents), 0)::int8 as fees from invoice_fees where invoice_id = ${invoiceId}::uuid`,
    );
    return Number(row?.fees ?? 0);
  },

  /** Whether a fee of this kind was charged on the invoice, on any day. */
  async hasFee(tx: Queryable, invoiceId: string, kind: NewLedgerFee['kind']): Promise<boolean> {
    return (
      (await oneOf(
        tx,
        sql`select id from invoice_fees where invoice_id = ${invoiceId}::uuid and kind = ${kind} limit 1`,
      )) !== null
    );
  },

  /** A fee, once per invoice, kind and day: null when that day's fee is there already. */
  async insertFee(tx: Queryable, fee: NewLedgerFee): Promise<{ id: string } | null> {
    return oneOf<{ id: string }>(
      tx,
      sql`insert into invoice_fees (invoice_id, kind, description, charged_on, amount_cents, taxable,
        tax_rate_bps, tax_cents, total_cents, charged_by)
      values (${fee.invoice_id}::uuid, ${fee.kind}, ${fee.description}, ${fee.charged_on}::date,
        ${fee.amount_cents}::int8, ${fee.taxable}, ${fee.tax_rate_bps}, ${fee.tax_cents}::int8,
        ${fee.total_cents}::int8, ${fee.charged_by}::uuid)
      on conflict on constraint invoice_fees_one_a_day do nothing
      returning id`,
    );
  },

  async byIdempotencyKey(tx: Queryable, key: string): Promise<LedgerEntry | null> {
    const row = await oneOf<LedgerEntry>(
      tx,
      sql`select ${entryColumns} from payments where idempotency_key = ${key}`,
    );
    return row ? entryOf(row) : null;
  },

  /** The card payment Stripe's PaymentIntent became, if it is recorded. */
  async cardPaymentOf(tx: Queryable, paymentIntentId: string): Promise<LedgerEntry | null> {
    const row = await oneOf<LedgerEntry>(
      tx,
      sql`select ${entryColumns} from payments where stripe_payment_intent_id = ${paymentIntentId} and kind = 'payment'`,
    );
    return row ? entryOf(row) : null;
  },

  async hasStripeRefund(tx: Queryable, refundId: string): Promise<boolean> {
    return (await oneOf(tx, sql`select id from payments where stripe_refund_id = ${refundId}`)) !== null;
  },

  async insert(tx: Queryable, entry: NewLedgerEntry): Promise<{ id: string }> {
    const row = await oneOf<{ id: string }>(
      tx,
      sql`insert into payments (invoice_id, kind, method, amount_cents, received_on, reference, reason,
        reverses_payment_id, stripe_payment_intent_id, stripe_refund_id, idempotency_key, recorded_by)
      values (${entry.invoice_id}::uuid, ${entry.kind}, ${entry.method}, ${entry.amount_cents}::int8,
        ${entry.received_on}::date, ${entry.reference ?? ''}, ${entry.reason ?? null},
        ${entry.reverses_payment_id ?? null}::uuid, ${entry.stripe_payment_intent_id ?? null},
        ${entry.stripe_refund_id ?? null}, ${entry.idempotency_key ?? null}, ${entry.recorded_by}::uuid)
      returning id`,
    );
    if (!row) throw new Error('the payment was not stored');
    return row;
  },

  async writeMoney(tx: Queryable, invoiceId: string, money: InvoiceMoney): Promise<void> {
    await tx.execute(
      sql`update invoices set received_cents = ${money.receivedCents}::int8, refunded_cents = ${money.refundedCents}::int8,
        paid_cents = ${money.paidCents}::int8, balance_cents = ${money.balanceCents}::int8,
        credited_cents = ${money.creditedCents}::int8, fees_cents = ${money.feesCents}::int8,
        status = ${money.status}, updated_at = now()
      where id = ${invoiceId}::uuid`,
    );
  },

  /** What the invoice charges and its money, in one statement so its checks see them agree. */
  async writeTotalsAndMoney(
    tx: Queryable,
    invoiceId: string,
    totals: LedgerTotals,
    money: InvoiceMoney,
  ): Promise<void> {
    await tx.execute(
      sql`update invoices set hammer_cents = ${totals.hammer_cents}::int8, premium_cents = ${totals.premium_cents}::int8,
        charges_cents = ${totals.charges_cents}::int8, credits_cents = ${totals.credits_cents}::int8,
        tax_cents = ${totals.tax_cents}::int8, total_cents = ${totals.total_cents}::int8,
        received_cents = ${money.receivedCents}::int8, refunded_cents = ${money.refundedCents}::int8,
        paid_cents = ${money.paidCents}::int8, balance_cents = ${money.balanceCents}::int8,
        credited_cents = ${money.creditedCents}::int8, fees_cents = ${money.feesCents}::int8,
        status = ${money.status}, updated_at = now()
      where id = ${invoiceId}::uuid`,
    );
  },

  async markVoid(tx: Queryable, invoiceId: string, reason: string, actorId: string): Promise<void> {
    await tx.execute(
      sql`update invoices set status = 'void', void_reason = ${reason}, voided_at = now(), voided_by = ${actorId}::uuid
      where id = ${invoiceId}::uuid`,
    );
  },

  /**
   * Invoices issued by the end of `day` (in the house's time zone) and not void, each with its
   * total, what was paid on it up to that day (entries by the day received), what credit notes
   * issued by that day took off it, the fees charged by that day, and its age in days.
   */
  async paidUpTo(db: Queryable, input: { day: string; timeZone: string }) {
    const rows = await rowsOf<{
      invoice_id: string;
      age_days: number;
      total_cents: Numeric;
      paid_cents: Numeric;
      credited_cents: Numeric;
      fees_cents: Numeric;
    }>(
      db,
      sql`select i.id as invoice_id,
          (${input.day}::date - (i.issued_at at time zone ${input.timeZone})::date)::int as age_days,
          i.total_cents::int8 as total_cents,
          coalesce((select sum(p.amount_cents) from payments p
            where p.invoice_id = i.id and p.received_on <= ${input.day}::date), 0)::int8 as paid_cents,
          coalesce((select sum(c.total_cents) from credit_notes c
            where c.invoice_id = i.id and c.issued_on <= ${input.day}::date), 0)::int8 as credited_cents,
          coalesce((select sum(f.total_cents) from invoice_fees f
            where f.invoice_id = i.id and f.charged_on <= ${input.day}::date), 0)::int8 as fees_cents
        from invoices i
        where i.status not in ('draft', 'void') and i.issued_at < ((${input.day}::date + 1)::timestamp at time zone ${input.timeZone})`,
    );
    return rows.map((row) => ({
      invoice_id: row.invoice_id,
      age_days: Number(row.age_days),
      total_cents: Number(row.total_cents),
      paid_cents: Number(row.paid_cents),
      credited_cents: Number(row.credited_cents),
      fees_cents: Number(row.fees_cents),
    }));
  },
};
