/**
 * A registration's deposit, from its append-only entries: paid (by card or at the desk), then
 * applied to the buyer's invoice as a payment, or refunded. Every figure is integer cents and
 * every entry's amount is positive; the kind says which way it counts.
 */

export type DepositEntryKind = 'payment' | 'refund' | 'applied';

export interface DepositEntry {
  kind: DepositEntryKind;
  amountCents: number;
}

export interface DepositFigures {
  paidCents: number;
  appliedCents: number;
  refundedCents: number;
  /** What the house still holds: paid less applied less refunded, never below nothing. */
  heldCents: number;
}

export function depositFigures(entries: readonly DepositEntry[]): DepositFigures {
  let paid = 0;
  let applied = 0;
  let refunded = 0;
  for (const entry of entries) {
    if (entry.kind === 'payment') paid += entry.amountCents;
    else if (entry.kind === 'applied') applied += entry.amountCents;
    else refunded += entry.amountCents;
  }
  return {
    paidCents: paid,
    appliedCents: applied,
    refundedCents: refunded,
    heldCents: Math.max(0, paid - applied - refunded),
  };
}

/**
 * What a registration is asked to pay as its deposit: the sale's deposit when it asks one, copied on
 * the registration when a bidder registers online or a floor buyer at the desk; null when none.
 */
export function depositAsked(saleDepositCents: number | null | undefined): number | null {
  return saleDepositCents && saleDepositCents > 0 ? saleDepositCents : null;
}

/** Whether what was paid covers what the sale asked (nothing asked: covered). */
export function depositCovered(askedCents: number | null, entries: readonly DepositEntry[]): boolean {
  if (askedCents === null || askedCents <= 0) return true;
  return depositFigures(entries).paidCents >= askedCents;
}

/** Where a deposit stands, as staff and the bidder read it. */
export type DepositState = 'none' | 'owing' | 'held' | 'applied' | 'refunded' | 'to_refund';

export interface DepositStanding {
  state: DepositState;
  /** What staff still hand back at the desk (a card deposit goes back through the card instead). */
  toRefundCents: number;
}

/**
 * A deposit's state from its figures: owing until what was asked is paid; once the sale is over,
 * what a bidder who won nothing paid, or what was left over their invoice, is to hand back at the
 * desk when it was paid at the desk; otherwise held, applied or refunded, as the money went.
 */
export function depositStanding(input: {
  askedCents: number | null;
  figures: DepositFigures;
  saleOver: boolean;
  wonSomething: boolean;
  paidAtDeskOnly: boolean;
}): DepositStanding {
  const { figures } = input;
  const toRefund =
    figures.heldCents > 0 &&
    input.saleOver &&
    (!input.wonSomething || figures.appliedCents > 0) &&
    input.paidAtDeskOnly;
  const state: DepositState =
    figures.paidCents < (input.askedCents ?? 0) && figures.appliedCents === 0 && figures.refundedCents === 0
      ? 'owing'
      : toRefund
        ? 'to_refund'
        : figures.heldCents > 0
          ? 'held'
          : figures.appliedCents > 0
            ? 'applied'
            : figures.refundedCents > 0
              ? 'refunded'
              : 'none';
  return { state, toRefundCents: toRefund ? figures.heldCents : 0 };
}

/** What the deposit does once the sale is invoiced: applied up to the balance, the rest refunded. */
export interface DepositSettlement {
  applyCents: number;
  refundCents: number;
}

/**
 * The held deposit against the buyer's invoice balance (null: the bidder won nothing, so there is
 * no invoice): apply what the balance takes, refund the rest. The two always add up to what is held.
 */
export function depositSettlement(heldCents: number, balanceCents: number | null): DepositSettlement {
  const held = Math.max(0, heldCents);
  if (balanceCents === null) return { applyCents: 0, refundCents: held };
  const applyCents = Math.min(held, Math.max(0, balanceCents));
  return { applyCents, refundCents: held - applyCents };
}

/**
 * What the refusal of a desk deposit says, or null: a positive whole amount, no more than is
 * still asked (a deposit is paid once).
 */
export function depositPaymentRefusal(
  askedCents: number | null,
  entries: readonly DepositEntry[],
  amountCents: number,
): string | null {
  if (askedCents === null || askedCents <= 0) return 'This registration has no deposit to pay.';
  if (!Number.isInteger(amountCents) || amountCents <= 0) return 'Enter the amount received.';
  const { paidCents } = depositFigures(entries);
  const owing = askedCents - paidCents;
  if (owing <= 0) return 'The deposit is paid already.';
  if (amountCents > owing) return `The deposit still owing is $${(owing / 100).toFixed(2)}; enter no more.`;
  return null;
}

const cardBrands: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

/** A saved card as every screen names it: "Visa ending 4242". */
export function savedCardLabel(brand: string, last4: string): string {
  const name = cardBrands[brand.toLowerCase()] ?? (brand ? brand[0]?.toUpperCase() + brand.slice(1) : 'Card');
  return `${name} ending ${last4}`;
}
