import type { LiveBid, LiveSnapshot } from '@auction/contracts';
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
  sold: 'Sold',
  passed: 'Passed',
};

export const sourceText: Record<LiveBid['source'], string> = {
  internet: 'Internet',
  floor: 'Floor',
  absentee: 'Absentee',
};

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
