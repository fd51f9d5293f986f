import type { RegistrationDeposit, RegistrationStanding, RegistrationWait } from '@auction/contracts';
import {
  type DepositEntry,
  depositCovered,
  depositFigures,
  depositStanding,
  savedCardLabel,
} from '@auction/domain';
import type { RegistrationDepositRow } from '../../db/schema';
import type { StandingRow } from './deposits.repository';

export const entryOf = (row: RegistrationDepositRow): DepositEntry => ({
  kind: row.kind,
  amountCents: Number(row.amount_cents),
});
export const saleOver = (status: string) => status === 'closed' || status === 'settled';

/** What a registration still waits for before its bidder can bid (decision 0069). */
export function waitsOf(row: StandingRow, entries: readonly RegistrationDepositRow[]): RegistrationWait[] {
  if (row.status !== 'pending') return [];
  const waits: RegistrationWait[] = [];
  if (!depositCovered(row.deposit_cents, entries.map(entryOf))) waits.push('deposit');
  if (row.card_on_file_required && !row.card_id) waits.push('card');
  if (row.requires_approval) waits.push('approval');
  return waits;
}

/** A registration's deposit as staff and the bidder read it; null when none was asked or paid. */
export function depositJson(row: StandingRow, entries: RegistrationDepositRow[]): RegistrationDeposit | null {
  const asked =
    row.deposit_cents !== null && Number(row.deposit_cents) > 0 ? Number(row.deposit_cents) : null;
  if (asked === null && entries.length === 0) return null;
  const figures = depositFigures(entries.map(entryOf));
  const standing = depositStanding({
    askedCents: asked,
    figures,
    saleOver: saleOver(row.auction_status),
    wonSomething: row.won_something,
    paidAtDeskOnly: entries.every((entry) => entry.kind !== 'payment' || entry.method !== 'stripe'),
  });
  return {
    asked_cents: asked,
    paid_cents: figures.paidCents,
    held_cents: figures.heldCents,
    applied_cents: figures.appliedCents,
    refunded_cents: figures.refundedCents,
    to_refund_cents: standing.toRefundCents,
    status: standing.state,
    entries: entries.map((entry) => ({
      id: entry.id,
      kind: entry.kind,
      method: entry.method,
      amount_cents: Number(entry.amount_cents),
      received_on: entry.received_on,
      reference: entry.reference,
      invoice_id: entry.invoice_id,
    })),
  };
}

/** The whole standing of a registration: its deposit, the card it needs, what it waits for. */
export function standingJson(
  row: StandingRow,
  entries: RegistrationDepositRow[],
  cardPaymentsAvailable: boolean,
): RegistrationStanding {
  return {
    deposit: depositJson(row, entries),
    card_required: row.card_on_file_required,
    card:
      row.card_id && row.card_brand && row.card_last4
        ? {
            id: row.card_id,
            brand: row.card_brand,
            last4: row.card_last4,
            exp_month: Number(row.card_exp_month),
            exp_year: Number(row.card_exp_year),
            label: savedCardLabel(row.card_brand, row.card_last4),
            created_at: new Date(row.card_created_at ?? 0).toISOString(),
          }
        : null,
    card_payments_available: cardPaymentsAvailable,
    waiting_for: waitsOf(row, entries),
  };
}
