import {
  balanceCents,
  cardPaymentSplit,
  type FeeFigures,
  type FeeKind,
  paymentRefusal,
  refundRefusal,
  reversalRefusal,
} from '@auction/domain';
import type { Queryable } from '../../db/queries';
import type { PaymentMethod } from '../../db/schema';
import { AppError } from '../../errors';
import {
  type LedgerEntry,
  type LedgerInvoice,
  type LedgerTotals,
  invoiceLedgerRepository as repo,
} from './invoice-ledger.repository';
import {
  type EntryFacts,
  lockInvoice,
  lockOpenInvoice,
  moneyOf,
  owedOf,
  type Recorded,
  refundReferencePrefix,
  refuse,
  settle,
  toPaymentEntry,
} from './invoice-ledger-money';

export type { EntryFacts, LedgerEntry, LedgerInvoice, LedgerTotals, Recorded };
export { lockInvoice, lockOpenInvoice };

/**
 * The one owner of an invoice's money. It takes the invoice's row lock, appends payments, refunds,
 * reversals and fees, and is the only code that works out what was received, refunded and paid, the
 * balance and the status (through the domain's `invoiceMoney`); it writes them on the invoice, and
 * every list, paper, desk and report reads them there. Everything runs in the caller's
 * transaction, so an entry and the figures it changes commit together.
 */

/**
 * Works the invoice's money out again from its entries, its credit notes, its fees and its total, and
 * writes it: a new credit note is applied by this (in the transaction that stored it).
 */
export async function settleInvoice(tx: Queryable, invoiceId: string): Promise<LedgerInvoice> {
  return settle(tx, await lockInvoice(tx, invoiceId));
}

/**
 * New totals for an invoice (its lines or its tax changed), written with the money they imply;
 * refused when more is paid than the new total.
 */
export async function rewriteTotals(tx: Queryable, invoiceId: string, totals: LedgerTotals): Promise<void> {
  const invoice = await lockInvoice(tx, invoiceId);
  if (invoice.credited_cents > 0) {
    throw new AppError(
      'CONFLICT',
      'This invoice has credit notes, so its lines can no longer change: issue a credit note instead.',
    );
  }
  const money = moneyOf(invoice, totals.total_cents, await repo.entriesOf(tx, invoiceId));
  if (money.paidCents > totals.total_cents) {
    throw new AppError(
      'CONFLICT',
      'This change would leave more paid than the invoice total: refund the difference first.',
    );
  }
  await repo.writeTotalsAndMoney(tx, invoiceId, totals, money);
}

/** Money taken for the invoice, never more than its balance. */
export async function recordPayment(
  tx: Queryable,
  invoice: LedgerInvoice,
  payment: EntryFacts & {
    method: PaymentMethod;
    amountCents: number;
    reference: string;
    /** A card deposit applied to the invoice: the PaymentIntent that paid it, for its refunds. */
    paymentIntentId?: string | null;
  },
): Promise<Recorded> {
  const money = moneyOf(invoice, invoice.total_cents, await repo.entriesOf(tx, invoice.id));
  refuse('amount_cents', paymentRefusal(owedOf(invoice), money.paidCents, payment.amountCents));
  const { id } = await repo.insert(tx, {
    invoice_id: invoice.id,
    kind: 'payment',
    method: payment.method,
    amount_cents: payment.amountCents,
    received_on: payment.receivedOn,
    reference: payment.reference,
    stripe_payment_intent_id: payment.paymentIntentId ?? null,
    idempotency_key: payment.idempotencyKey ?? null,
    recorded_by: payment.recordedBy,
  });
  return { entryId: id, before: invoice, after: await settle(tx, invoice) };
}

/**
 * What Stripe took for a PaymentIntent, once: recorded up to the balance (a draft or void invoice
 * owes nothing), the rest an excess for staff to refund. Null when it is recorded already.
 */
export async function recordCardPayment(
  tx: Queryable,
  invoice: LedgerInvoice,
  card: { paymentIntentId: string; receivedCents: number; receivedOn: string },
): Promise<{ entryId: string | null; recordedCents: number; excessCents: number } | null> {
  if (await repo.cardPaymentOf(tx, card.paymentIntentId)) return null;
  const money = moneyOf(invoice, invoice.total_cents, await repo.entriesOf(tx, invoice.id));
  const owing = invoice.status === 'draft' || invoice.status === 'void' ? 0 : Math.max(0, money.balanceCents);
  const { recordedCents, excessCents } = cardPaymentSplit(owing, card.receivedCents);
  if (recordedCents <= 0) return { entryId: null, recordedCents, excessCents };
  const { id } = await repo.insert(tx, {
    invoice_id: invoice.id,
    kind: 'payment',
    method: 'stripe',
    amount_cents: recordedCents,
    received_on: card.receivedOn,
    reference: card.paymentIntentId,
    stripe_payment_intent_id: card.paymentIntentId,
    recorded_by: null,
  });
  await settle(tx, invoice);
  return { entryId: id, recordedCents, excessCents };
}

/** The payment a refund would come from, when the refund is allowed; refused in words otherwise. */
export async function refundablePayment(
  tx: Queryable,
  invoice: LedgerInvoice,
  paymentId: string,
  amountCents: number,
): Promise<LedgerEntry> {
  const entries = await repo.entriesOf(tx, invoice.id);
  const payment = entries.find((entry) => entry.id === paymentId);
  refuse(
    payment ? 'amount_cents' : 'payment_id',
    refundRefusal(entries.map(toPaymentEntry), paymentId, amountCents),
  );
  return payment as LedgerEntry;
}

/** Money given back from a payment at the counter (checked with `refundablePayment` first). */
export async function recordRefund(
  tx: Queryable,
  invoice: LedgerInvoice,
  refund: EntryFacts & { payment: LedgerEntry; amountCents: number },
): Promise<Recorded> {
  await refundablePayment(tx, invoice, refund.payment.id, refund.amountCents);
  const { id } = await repo.insert(tx, {
    invoice_id: invoice.id,
    kind: 'refund',
    method: refund.payment.method,
    amount_cents: -refund.amountCents,
    received_on: refund.receivedOn,
    reference: `${refundReferencePrefix}${refund.payment.id}`,
    reason: refund.reason ?? null,
    idempotency_key: refund.idempotencyKey ?? null,
    recorded_by: refund.recordedBy,
  });
  return { entryId: id, before: invoice, after: await settle(tx, invoice) };
}

/**
 * A refund Stripe has made already, once by its id: recorded against its card payment, but
 * never below nothing paid. Null when there is nothing (more) to record.
 */
export async function recordCardRefund(
  tx: Queryable,
  refund: EntryFacts & { paymentIntentId: string; refundId: string; amountCents: number },
): Promise<(Recorded & { paymentId: string; amountCents: number }) | null> {
  if (await repo.hasStripeRefund(tx, refund.refundId)) return null;
  const payment = await repo.cardPaymentOf(tx, refund.paymentIntentId);
  if (!payment) return null;
  const invoice = await repo.lock(tx, payment.invoice_id);
  if (!invoice) return null;
  const money = moneyOf(invoice, invoice.total_cents, await repo.entriesOf(tx, invoice.id));
  const amount = Math.min(refund.amountCents, money.paidCents);
  if (amount <= 0) return null;
  const { id } = await repo.insert(tx, {
    invoice_id: invoice.id,
    kind: 'refund',
    method: 'stripe',
    amount_cents: -amount,
    received_on: refund.receivedOn,
    reference: `${refundReferencePrefix}${payment.id}`,
    reason: refund.reason ?? null,
    stripe_payment_intent_id: refund.paymentIntentId,
    stripe_refund_id: refund.refundId,
    recorded_by: refund.recordedBy,
  });
  return {
    entryId: id,
    before: invoice,
    after: await settle(tx, invoice),
    paymentId: payment.id,
    amountCents: amount,
  };
}

/** Corrects a mistaken entry with one of the opposite amount; the original stays. */
export async function recordReversal(
  tx: Queryable,
  invoice: LedgerInvoice,
  reversal: EntryFacts & { entry: LedgerEntry },
): Promise<Recorded> {
  const entries = await repo.entriesOf(tx, invoice.id);
  const message = reversalRefusal(entries.map(toPaymentEntry), reversal.entry.id, owedOf(invoice));
  if (message) throw new AppError('VALIDATION_FAILED', message);
  const { id } = await repo.insert(tx, {
    invoice_id: invoice.id,
    kind: 'reversal',
    method: reversal.entry.method,
    amount_cents: -reversal.entry.amount_cents,
    received_on: reversal.receivedOn,
    reference: reversal.entry.reference,
    reason: reversal.reason ?? null,
    reverses_payment_id: reversal.entry.id,
    recorded_by: reversal.recordedBy,
  });
  return { entryId: id, before: invoice, after: await settle(tx, invoice) };
}

/** A fee as the fee job (or staff) asks it to be charged: its figures worked out by the domain. */
export interface FeeCharge {
  kind: FeeKind;
  description: string;
  chargedOn: string;
  figures: FeeFigures;
  chargedBy: string | null;
}

/**
 * Adds a dated fee to an issued invoice, once per kind and day (the second ask of a day is null),
 * and works the money out again: the balance then counts it. Never on a draft or a void invoice.
 */
export async function chargeFee(
  tx: Queryable,
  invoice: LedgerInvoice,
  fee: FeeCharge,
): Promise<{ feeId: string; after: LedgerInvoice } | null> {
  if (invoice.status === 'draft' || invoice.status === 'void') return null;
  if (fee.figures.amountCents <= 0) return null;
  const row = await repo.insertFee(tx, {
    invoice_id: invoice.id,
    kind: fee.kind,
    description: fee.description,
    charged_on: fee.chargedOn,
    amount_cents: fee.figures.amountCents,
    taxable: fee.figures.taxable,
    tax_rate_bps: fee.figures.taxRateBps,
    tax_cents: fee.figures.taxCents,
    total_cents: fee.figures.totalCents,
    charged_by: fee.chargedBy,
  });
  if (!row) return null;
  return { feeId: row.id, after: await settle(tx, invoice) };
}

/** Voids an invoice nothing is paid on: it owes nothing from then on. */
export async function voidInvoice(
  tx: Queryable,
  invoice: LedgerInvoice,
  input: { reason: string; actorId: string },
): Promise<LedgerInvoice> {
  if (invoice.status === 'void') throw new AppError('CONFLICT', 'This invoice is already void.');
  if (invoice.credited_cents > 0) {
    throw new AppError(
      'CONFLICT',
      'This invoice has credit notes: credit the rest of it instead of voiding it, so the tax figures stay right.',
    );
  }
  const money = moneyOf(invoice, invoice.total_cents, await repo.entriesOf(tx, invoice.id));
  if (money.paidCents !== 0) {
    throw new AppError(
      'CONFLICT',
      'Money was paid on this invoice: issue a credit note for it in full and refund the payment instead of voiding it.',
    );
  }
  await repo.markVoid(tx, invoice.id, input.reason, input.actorId);
  return settle(tx, { ...invoice, status: 'void' });
}

/**
 * What each invoice issued by the end of `day` still owed then: its total and the fees charged by
 * then, less its credit notes by then and what was paid on it up to that day. Only invoices that
 * owed something.
 */
async function balancesOn(db: Queryable, input: { day: string; timeZone: string }) {
  const rows = await repo.paidUpTo(db, input);
  return rows
    .map((row) => ({
      invoice_id: row.invoice_id,
      age_days: row.age_days,
      balance_cents: balanceCents(row.total_cents, row.paid_cents, row.credited_cents, row.fees_cents),
    }))
    .filter((row) => row.balance_cents > 0);
}

/** The ledger as the modules that move money on invoices receive it. */
export function createInvoiceLedger(deps: { db: Queryable }) {
  return {
    lockInvoice,
    lockOpenInvoice,
    recordPayment,
    recordCardPayment,
    refundablePayment,
    recordRefund,
    recordCardRefund,
    recordReversal,
    settleInvoice,
    chargeFee,
    hasFee: (tx: Queryable, invoiceId: string, kind: FeeKind) => repo.hasFee(tx, invoiceId, kind),
    /** The invoice and its money as last written, without a lock. */
    invoice: (invoiceId: string, db: Queryable = deps.db) => repo.read(db, invoiceId),
    entry: (entryId: string, db: Queryable = deps.db) => repo.entry(db, entryId),
    entriesOf: (tx: Queryable, invoiceId: string) => repo.entriesOf(tx, invoiceId),
    byIdempotencyKey: (tx: Queryable, key: string) => repo.byIdempotencyKey(tx, key),
    cardPaymentOf: (db: Queryable, paymentIntentId: string) => repo.cardPaymentOf(db, paymentIntentId),
    balancesOn: (input: { day: string; timeZone: string }, db: Queryable = deps.db) => balancesOn(db, input),
  };
}
export type InvoiceLedger = ReturnType<typeof createInvoiceLedger>;
