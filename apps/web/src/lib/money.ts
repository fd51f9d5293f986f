import { formatCents } from '@auction/domain';

/** Cents as the bidder reads them: 123456 -> "$1,234.56" (Canadian English, CAD); never "-$0.00". */
export { formatCents };

/** The API shows money in dollars (the spec's fields); the web client counts in cents. */
export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}

export function formatDollars(dollars: number): string {
  return formatCents(dollarsToCents(dollars));
}

/** Money for a CSV cell: plain dollars with two decimals, no currency sign. */
export const csvMoney = (cents: number) => (cents / 100).toFixed(2);
