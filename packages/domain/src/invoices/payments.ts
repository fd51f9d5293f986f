/**
 * Money in against an invoice. Payments are append-only entries with a signed amount: money in is
 * positive, a refund negative, a reversal the opposite of the entry it corrects. What an invoice
 * has been paid is their sum; its balance and its status follow from that and its total.
 */

export type PaymentEntryKind = 'payment' | 'refund' | 'reversal';

export interface PaymentEntry {
  id: string;
  kind: PaymentEntryKind;
  /** Signed: a payment is positive, a refund negative, a reversal the opposite of what it reverses. */
  amountCents: number;
  /** A reversal: the entry it corrects. */
  reversesId: string | null;
  /** A refund: the payment it gives money back from. */
  refundsId: string | null;
}

/** The status an issued invoice takes from what it has been paid. */
export type PaidStatus = 'issued' | 'partially_paid' | 'paid';

/** What the buyer has paid: the sum of every entry (their order does not matter). */
export function paidCents(entries: readonly Pick<PaymentEntry, 'amountCents'>[]): number {
  return entries.reduce((sum, entry) => sum + entry.amountCents, 0);
}

/**
 * What the invoice asks of its buyer in all: what it charged, plus the late and storage fees
 * charged on it since (tax included), less what its credit notes took off it.
 */
export function owedCents(totalCents: number, creditedCents = 0, feesCents = 0): number {
  return totalCents + feesCents - creditedCents;
}

/**
 * What is left to pay: what the invoice charges, plus its fees, less what credit notes took off
 * it, less what was paid. Below zero when more was paid than is owed after a credit note: the
 * house owes the buyer a refund of the difference.
 */
export function balanceCents(totalCents: number, paid: number, creditedCents = 0, feesCents = 0): number {
  return owedCents(totalCents, creditedCents, feesCents) - paid;
}

/** Issued while nothing is paid, paid once the total is, partly paid in between. */
export function statusFromPaid(totalCents: number, paid: number): PaidStatus {
  if (paid >= totalCents) return 'paid';
  return paid <= 0 ? 'issued' : 'partially_paid';
}

/** What an invoice's ledger says about its money: every figure a screen or a paper shows. */
export interface InvoiceMoney {
  /** Money the buyer paid in, less payments reversed as mistakes. */
  receivedCents: number;
  /** Money given back to the buyer (a positive amount), less refunds reversed as mistakes. */
  refundedCents: number;
  /** What the buyer has paid and kept paid: received less refunded. */
  paidCents: number;
  /** What is left to pay: total plus fees less credit notes less paid; a void invoice owes nothing. */
  balanceCents: number;
  /** What the credit notes against the invoice took off it. */
  creditedCents: number;
  /** The late and storage fees charged on the invoice, tax included. */
  feesCents: number;
  status: 'draft' | 'issued' | 'partially_paid' | 'paid' | 'void';
}

/**
 * The money of an invoice from its total, its fees, its credit notes and its entries. A draft and a void invoice keep their
 * status; an issued one takes it from what is paid. A reversal has the opposite sign of what it
 * corrects (a payment is positive, a refund negative), so its sign says which it takes back.
 */
export function invoiceMoney(
  status: InvoiceMoney['status'],
  totalCents: number,
  entries: readonly Pick<PaymentEntry, 'kind' | 'amountCents'>[],
  creditedCents = 0,
  feesCents = 0,
): InvoiceMoney {
  let received = 0;
  let refunded = 0;
  for (const entry of entries) {
    const moneyIn = entry.kind === 'payment' || (entry.kind === 'reversal' && entry.amountCents < 0);
    if (moneyIn) received += entry.amountCents;
    else refunded -= entry.amountCents;
  }
  const paid = paidCents(entries);
  const owed = owedCents(totalCents, creditedCents, feesCents);
  const settled = status === 'draft' || status === 'void' ? status : statusFromPaid(owed, paid);
  return {
    receivedCents: received,
    refundedCents: refunded,
    paidCents: paid,
    balanceCents: status === 'void' ? 0 : balanceCents(totalCents, paid, creditedCents, feesCents),
    creditedCents,
    feesCents,
    status: settled,
  };
}

function dollars(cents: number): string {
  const [whole = '0', part = '00'] = (cents / 100).toFixed(2).split('.');
  return `$${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${part}`;
}

/** Why a payment of this amount cannot be taken, or null: never more than the balance. */
export function paymentRefusal(totalCents: number, paid: number, amountCents: number): string | null {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) return 'The amount must be more than zero.';
  const balance = balanceCents(totalCents, paid);
  if (balance <= 0) return 'This invoice is already paid in full.';
  if (amountCents > balance) {
    return `The amount is more than the balance of ${dollars(balance)}; an invoice cannot be overpaid.`;
  }
  return null;
}

function reversed(entries: readonly PaymentEntry[]): Set<string> {
  return new Set(entries.flatMap((entry) => (entry.reversesId ? [entry.reversesId] : [])));
}

/**
 * What can still be refunded from a payment: its amount less its refunds (a reversed refund gives
 * its amount back); nothing from a payment that was itself reversed.
 */
export function refundableCents(entries: readonly PaymentEntry[], paymentId: string): number {
  const payment = entries.find((entry) => entry.id === paymentId);
  if (payment?.kind !== 'payment') return 0;
  const gone = reversed(entries);
  if (gone.has(payment.id)) return 0;
  const refunded = entries
    .filter((entry) => entry.kind === 'refund' && entry.refundsId === paymentId && !gone.has(entry.id))
    .reduce((sum, entry) => sum - entry.amountCents, 0);
  return payment.amountCents - refunded;
}

/** Why this refund cannot be made, or null: only from a payment, at most what is left of it. */
export function refundRefusal(
  entries: readonly PaymentEntry[],
  paymentId: string,
  amountCents: number,
): string | null {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) return 'The amount must be more than zero.';
  const payment = entries.find((entry) => entry.id === paymentId);
  if (!payment) return 'This payment is not on this invoice.';
  if (payment.kind !== 'payment') return 'Only a payment can be refunded.';
  const left = refundableCents(entries, paymentId);
  if (left <= 0) return 'Nothing is left to refund from this payment.';
  if (amountCents > left) return `At most ${dollars(left)} can be refunded from this payment.`;
  return null;
}

/**
 * Why an entry cannot be reversed, or null. A reversal corrects a mistake: once, never a reversal,
 * never a payment that has refunds (reverse those first), and never so the invoice is overpaid.
 */
export function reversalRefusal(
  entries: readonly PaymentEntry[],
  entryId: string,
  totalCents: number,
): string | null {
  const entry = entries.find((candidate) => candidate.id === entryId);
  if (!entry) return 'This payment does not exist.';
  if (entry.kind === 'reversal') return 'A reversal cannot be reversed; record the payment again instead.';
  const gone = reversed(entries);
  if (gone.has(entry.id)) return 'This entry has already been reversed.';
  if (
    entry.kind === 'payment' &&
    entries.some((other) => other.kind === 'refund' && other.refundsId === entry.id && !gone.has(other.id))
  ) {
    return 'This payment has refunds; reverse them first.';
  }
  const paidAfter = paidCents(entries) - entry.amountCents;
  if (paidAfter > totalCents) return 'Reversing this refund would make the invoice overpaid.';
  if (paidAfter < 0) return 'Reversing this payment would leave less than nothing paid.';
  return null;
}

/**
 * What a card payment Stripe reports is recorded as: what Stripe actually took, but never more
 * than the balance (the rest is an excess the house refunds). Returns both parts.
 */
export function cardPaymentSplit(
  balance: number,
  receivedCents: number,
): { recordedCents: number; excessCents: number } {
  const recordedCents = Math.max(0, Math.min(balance, receivedCents));
  return { recordedCents, excessCents: receivedCents - recordedCents };
}
