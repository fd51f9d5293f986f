import { type InvoiceMoney, invoiceMoney, owedCents, type PaymentEntry } from '@auction/domain';
import type { Queryable } from '../../db/queries';
import { AppError, fieldError } from '../../errors';
import {
  type LedgerEntry,
  type LedgerInvoice,
  invoiceLedgerRepository as repo,
} from './invoice-ledger.repository';

/*
 * The invoice ledger's own pieces (`invoice-ledger.ts` is the ledger): the row lock every change
 * starts with, the money worked out from the entries by the domain's `invoiceMoney`, and the
 * writing of it on the invoice.
 */

/** A refund names the payment it gives money back from in its reference (decision 0030). */
export const refundReferencePrefix = 'refund of ';

export function toPaymentEntry(row: LedgerEntry): PaymentEntry {
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

/** Who records an entry (null for Stripe's webhook), the day it counts on, and why. */
export interface EntryFacts {
  receivedOn: string;
  recordedBy: string | null;
  reason?: string | null;
  idempotencyKey?: string | null;
}

/** An entry appended, and the invoice's money before and after it. */
export interface Recorded {
  entryId: string;
  before: LedgerInvoice;
  after: LedgerInvoice;
}

export function refuse(field: string, message: string | null): void {
  if (message) throw fieldError('VALIDATION_FAILED', field, message);
}

export const moneyOf = (
  invoice: LedgerInvoice,
  totalCents: number,
  entries: readonly LedgerEntry[],
  creditedCents: number = invoice.credited_cents,
  feesCents: number = invoice.fees_cents,
) => invoiceMoney(invoice.status, totalCents, entries.map(toPaymentEntry), creditedCents, feesCents);

/** What the invoice owes with its fees and after its credit notes: what a payment or a reversal is held to. */
export const owedOf = (invoice: LedgerInvoice) =>
  owedCents(invoice.total_cents, invoice.credited_cents, invoice.fees_cents);

export const withMoney = (invoice: LedgerInvoice, money: InvoiceMoney): LedgerInvoice => ({
  ...invoice,
  status: money.status,
  received_cents: money.receivedCents,
  refunded_cents: money.refundedCents,
  paid_cents: money.paidCents,
  balance_cents: money.balanceCents,
  credited_cents: money.creditedCents,
  fees_cents: money.feesCents,
});

/** Locks the invoice's row until the transaction ends: every change of an invoice starts here. */
export async function lockInvoice(tx: Queryable, invoiceId: string): Promise<LedgerInvoice> {
  const invoice = await repo.lock(tx, invoiceId);
  if (!invoice) throw new AppError('NOT_FOUND', 'This invoice does not exist.');
  return invoice;
}

/**
 * Locks an invoice money may move on: never a draft (it is not issued yet), and a void one only
 * with `allowVoid` (a refund or a reversal of what was paid before it was voided).
 */
export async function lockOpenInvoice(
  tx: Queryable,
  invoiceId: string,
  options: { allowVoid?: boolean } = {},
): Promise<LedgerInvoice> {
  const invoice = await lockInvoice(tx, invoiceId);
  if (invoice.status === 'draft') {
    throw new AppError(
      'VALIDATION_FAILED',
      'This invoice is still a draft; issue it before taking payments.',
    );
  }
  if (invoice.status === 'void' && !options.allowVoid) {
    throw new AppError('VALIDATION_FAILED', 'This invoice is void; no payment can be recorded on it.');
  }
  return invoice;
}

export async function settle(tx: Queryable, invoice: LedgerInvoice): Promise<LedgerInvoice> {
  const credited = await repo.creditedOf(tx, invoice.id);
  const fees = await repo.feesOf(tx, invoice.id);
  const money = moneyOf(invoice, invoice.total_cents, await repo.entriesOf(tx, invoice.id), credited, fees);
  await repo.writeMoney(tx, invoice.id, money);
  return withMoney(invoice, money);
}
