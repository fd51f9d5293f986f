/**
 * The day-end count of the counter's drawer: what the day's payments say it should hold, by
 * compartment (cash, cheques, card-terminal slips), and how far the count is over or short.
 * Whole cents throughout.
 */
export const drawerMethods = ['cash', 'cheque', 'card'] as const;
export type DrawerMethod = (typeof drawerMethods)[number];
export type DrawerFigures = Record<DrawerMethod, number>;

/**
 * The compartment a payment's money lands in at the counter: debit and card at the counter both
 * leave a terminal slip. Stripe and Interac e-Transfer never pass the counter (null).
 */
export function drawerMethodOf(paymentMethod: string): DrawerMethod | null {
  switch (paymentMethod) {
    case 'cash':
      return 'cash';
    case 'cheque':
      return 'cheque';
    case 'debit':
    case 'card_counter':
      return 'card';
    default:
      return null;
  }
}

export const noDrawerFigures = (): DrawerFigures => ({ cash: 0, cheque: 0, card: 0 });

/**
 * What the drawer should hold from the day's entries, by compartment: money taken in is positive,
 * refunds and reversals negative, so they come off; cash paid out of the drawer to consignors
 * (a reversed payout negative) comes off the cash. The opening float is not in it.
 */
export function expectedInDrawer(
  entries: readonly { method: string; amountCents: number }[],
  consignorCashPaidCents = 0,
): DrawerFigures {
  const expected = noDrawerFigures();
  for (const entry of entries) {
    const method = drawerMethodOf(entry.method);
    if (method) expected[method] += entry.amountCents;
  }
  expected.cash -= consignorCashPaidCents;
  return expected;
}

export interface DrawerOverShort {
  /** Counted less expected, per compartment (negative: short); the float is left out of the cash. */
  byMethod: DrawerFigures;
  /** Over all three compartments. */
  totalCents: number;
}

/** How far a count is over (positive) or short (negative) of what the day's payments say. */
export function drawerOverShort(count: {
  floatCents: number;
  counted: DrawerFigures;
  expected: DrawerFigures;
}): DrawerOverShort {
  const byMethod: DrawerFigures = {
    cash: count.counted.cash - count.floatCents - count.expected.cash,
    cheque: count.counted.cheque - count.expected.cheque,
    card: count.counted.card - count.expected.card,
  };
  return { byMethod, totalCents: byMethod.cash + byMethod.cheque + byMethod.card };
}

/**
 * A count needs a note when any compartment is off, even if they cancel out: a card slip put
 * with the cash still wants explaining.
 */
export function drawerNeedsNote(overShort: DrawerOverShort): boolean {
  return drawerMethods.some((method) => overShort.byMethod[method] !== 0);
}
