import { type LiveBid, type LiveSnapshot, liveBidSourceLabels } from '@auction/contracts';
import { formatDollars } from '../../../lib/money';

export const saleStatusText: Record<LiveSnapshot['sale_status'], string> = {
  not_started: 'Not started',
  running: 'Running',
  paused: 'Paused',
  ended: 'Ended',
};

export const lotStatusText: Record<NonNullable<LiveSnapshot['current_lot']>['status'], string> = {
  open: 'Open',
  fair_warning: 'Fair warning',
  choosing: 'Choosing',
  sold: 'Sold',
  passed: 'Passed',
};

export const sourceText = liveBidSourceLabels;

/** "$350.00 Internet (7012)" or "$375.00 Floor". */
export function bidText(bid: Pick<LiveBid, 'amount' | 'source' | 'paddle'>): string {
  const paddle = bid.paddle === null ? '' : ` (${bid.paddle})`;
  return `${formatDollars(bid.amount)} ${sourceText[bid.source]}${paddle}`;
}

/** Server time of day with seconds, on the clerk's clock. */
export function timeOf(serverTime: number): string {
  return new Intl.DateTimeFormat('en-CA', { hour: 'numeric', minute: '2-digit', second: '2-digit' }).format(
    new Date(serverTime),
  );
}

/**
 * A button's accessible name with the reason it cannot apply, its visible label first (so
 * speech users can still say what they see): "Sold — no lot is on the block".
 */
export function nameWithReason(label: string, reason: string | null): string | undefined {
  if (!reason) return undefined;
  const said = reason.replace(/\.$/, '');
  return `${label} — ${said.charAt(0).toLowerCase()}${said.slice(1)}`;
}
