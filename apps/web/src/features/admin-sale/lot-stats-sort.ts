import type { LotStatsRow } from '@auction/contracts';

export type LotStatsSortKey =
  | 'lot_number'
  | 'title'
  | 'status'
  | 'starting_bid_cents'
  | 'reserve_cents'
  | 'current_bid_cents'
  | 'bid_count'
  | 'bidders'
  | 'watchers'
  | 'end_date';
export type SortDirection = 'ascending' | 'descending';
export interface LotStatsSort {
  key: LotStatsSortKey;
  direction: SortDirection;
}

export const lotStatsSortLabels: Record<LotStatsSortKey, string> = {
  lot_number: 'Lot',
  title: 'Title',
  status: 'Status',
  starting_bid_cents: 'Starting bid',
  reserve_cents: 'Reserve',
  current_bid_cents: 'Current bid / hammer',
  bid_count: 'Bids',
  bidders: 'Bidders',
  watchers: 'Watchers',
  end_date: 'Ends',
};

const text = new Intl.Collator('en-CA', { numeric: true, sensitivity: 'base' });

/** Missing values (no reserve, no bid, no end) sort last whichever way the column runs. */
function sortValue(row: LotStatsRow, key: LotStatsSortKey): number | string | null {
  if (key === 'end_date') return row.end_date === null ? null : Date.parse(row.end_date);
  return row[key];
}

/**
 * The rows in the chosen order; ties keep the natural lot-number order the server sent.
 * Lot numbers compare naturally ("2" before "10", "12" before "12A").
 */
export function sortLotStats(rows: readonly LotStatsRow[], sort: LotStatsSort): LotStatsRow[] {
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => {
      const left = sortValue(a.row, sort.key);
      const right = sortValue(b.row, sort.key);
      if (left === right) return a.index - b.index;
      if (left === null) return 1;
      if (right === null) return -1;
      const order =
        typeof left === 'string' && typeof right === 'string'
          ? text.compare(left, right)
          : Number(left) - Number(right);
      return order === 0 ? a.index - b.index : sign * order;
    })
    .map(({ row }) => row);
}
