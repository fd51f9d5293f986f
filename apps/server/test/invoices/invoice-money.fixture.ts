import { invoiceMoney } from '@auction/domain';

/**
 * The money columns of an invoice a test writes straight into the database, as the ledger would
 * have left them after one payment of `paidCents`.
 */
export function invoiceMoneyColumns(
  status: 'draft' | 'issued' | 'partially_paid' | 'paid' | 'void',
  totalCents: number,
  paidCents = 0,
) {
  const entries = paidCents > 0 ? [{ kind: 'payment' as const, amountCents: paidCents }] : [];
  const money = invoiceMoney(status, totalCents, entries);
  return {
    received_cents: money.receivedCents,
    refunded_cents: money.refundedCents,
    paid_cents: money.paidCents,
    balance_cents: money.balanceCents,
  };
}
