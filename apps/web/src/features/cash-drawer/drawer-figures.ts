import type { DrawerFiguresJson } from '@auction/contracts';
import type { DrawerFigures } from '@auction/domain';
import { formatCents } from '../../lib/money';

/** The compartments of the drawer as the counter names them, in the order they are counted. */
export const compartments = [
  { method: 'cash', label: 'Cash', field: 'counted_cash_cents' },
  { method: 'cheque', label: 'Cheques', field: 'counted_cheque_cents' },
  { method: 'card', label: 'Card slips', field: 'counted_card_cents' },
] as const;

export const figuresOf = (json: DrawerFiguresJson): DrawerFigures => ({
  cash: json.cash_cents,
  cheque: json.cheque_cents,
  card: json.card_cents,
});

/** "Even", "$5.00 over", "$5.00 short": said in words, not only by colour. */
export function overShortWords(cents: number): string {
  if (cents === 0) return 'Even';
  return cents > 0 ? `${formatCents(cents)} over` : `${formatCents(-cents)} short`;
}

export const overShortTone = (cents: number) =>
  cents === 0
    ? 'text-emerald-800 dark:text-emerald-300'
    : cents > 0
      ? 'text-brass-800 dark:text-brass-200'
      : 'text-red-700 dark:text-red-300';
