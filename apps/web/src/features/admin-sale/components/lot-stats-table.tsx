import type { LotStatsRow } from '@auction/contracts';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { formatCents } from '../../../lib/money';
import { LotStatusBadge } from '../../admin-auctions/components/auction-status-badge';
import { type LotStatsSort, type LotStatsSortKey, lotStatsSortLabels } from '../lot-stats-sort';
import { endParts } from '../sale-format';

const th = 'px-2 py-2 text-xs font-semibold text-slate-600 uppercase dark:text-slate-400';
const td = 'px-2 py-2 text-sm align-top';
const numeric = 'text-right tabular-nums whitespace-nowrap';
const money = (cents: number | null) => (cents === null ? '—' : formatCents(cents));

function SortHeader({
  column,
  sort,
  onSort,
  alignRight,
}: {
  column: LotStatsSortKey;
  sort: LotStatsSort;
  onSort: (key: LotStatsSortKey) => void;
  alignRight?: boolean;
}) {
  const active = sort.key === column;
  const Icon = !active ? ArrowUpDown : sort.direction === 'ascending' ? ArrowUp : ArrowDown;
  return (
    <th
      scope="col"
      aria-sort={active ? sort.direction : 'none'}
      className={`${th} ${alignRight ? 'text-right' : 'text-left'}`}
    >
      <button
        type="button"
        onClick={() => onSort(column)}
        className="inline-flex items-center gap-1 rounded uppercase hover:text-harbour-800 dark:hover:text-white"
      >
        {lotStatsSortLabels[column]}
        <Icon aria-hidden="true" className={active ? 'size-3.5' : 'size-3.5 opacity-40'} />
      </button>
    </th>
  );
}

function EndCell({ iso }: { iso: string | null }) {
  if (iso === null) return <span>—</span>;
  const { time, day } = endParts(iso);
  return (
    <time dateTime={iso}>
      <span className="block">{time}</span>
      <span className="block text-xs text-slate-600 dark:text-slate-400">{day}</span>
    </time>
  );
}

export function ReserveCell({ row }: { row: LotStatsRow }) {
  if (!row.has_reserve) return <span className="text-slate-500 dark:text-slate-400">None</span>;
  return (
    <span className="inline-flex flex-col items-end gap-1">
      {money(row.reserve_cents)}
      {row.reserve_met ? <Badge label="Met" tone="green" /> : <Badge label="Not met" tone="red" />}
    </span>
  );
}

/** Every lot's figures, sortable by any column (desktop). */
export function LotStatsTable({
  rows,
  sort,
  onSort,
}: {
  rows: LotStatsRow[];
  sort: LotStatsSort;
  onSort: (key: LotStatsSortKey) => void;
}) {
  const header = (column: LotStatsSortKey, alignRight = false) => (
    <SortHeader column={column} sort={sort} onSort={onSort} alignRight={alignRight} />
  );
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <table className="w-full min-w-[56rem]" aria-label="Lot statistics">
        <thead className="bg-slate-50 dark:bg-slate-800/50">
          <tr>
            {header('lot_number')}
            {header('title')}
            {header('status')}
            {header('starting_bid_cents', true)}
            {header('reserve_cents', true)}
            {header('current_bid_cents', true)}
            {header('bid_count', true)}
            {header('bidders', true)}
            {header('watchers', true)}
            {header('end_date')}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
          {rows.map((row) => (
            <tr key={row.id}>
              <td className={`${td} font-semibold`}>{row.lot_number}</td>
              <td className={`${td} min-w-[10rem]`}>
                <Link
                  to={`/lots/${row.id}`}
                  className="font-medium text-harbour-800 hover:underline dark:text-harbour-200"
                >
                  {row.title}
                </Link>
              </td>
              <td className={td}>
                <LotStatusBadge status={row.status} />
              </td>
              <td className={`${td} ${numeric}`}>{money(row.starting_bid_cents)}</td>
              <td className={`${td} ${numeric}`}>
                <ReserveCell row={row} />
              </td>
              <td className={`${td} ${numeric}`}>
                <span className="block font-semibold">{money(row.current_bid_cents)}</span>
                {row.high_bidder_paddle !== null && (
                  <span className="block text-xs text-slate-600 dark:text-slate-400">
                    Paddle {row.high_bidder_paddle}
                  </span>
                )}
              </td>
              <td className={`${td} ${numeric}`}>{row.bid_count}</td>
              <td className={`${td} ${numeric}`}>{row.bidders}</td>
              <td className={`${td} ${numeric}`}>{row.watchers}</td>
              <td className={`${td} whitespace-nowrap`}>
                <EndCell iso={row.end_date} />
                {row.extended && (
                  <span className="mt-1 block">
                    <Badge label="Extended" tone="amber" />
                  </span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
