import { type LotStatsRow, liveBidSourceLabels } from '@auction/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import { LotStatusBadge } from '../../../components/admin/auction-status-badge';
import { DataTable } from '../../../components/data-table';
import { Badge } from '../../../components/ui/badge';
import { formatCents } from '../../../lib/money';
import { type LotStatsSort, type LotStatsSortKey, lotStatsSortLabels } from '../lot-stats-sort';
import { endParts } from '../sale-format';

const money = (cents: number | null) => (cents === null ? '—' : formatCents(cents));
const dollars = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2));
const yesNo = (value: boolean) => (value ? 'yes' : 'no');

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

function ReserveCell({ row }: { row: LotStatsRow }) {
  if (!row.has_reserve) return <span className="text-slate-500 dark:text-slate-400">None</span>;
  return (
    <span className="inline-flex flex-col items-end gap-1">
      {money(row.reserve_cents)}
      {row.reserve_met ? <Badge label="Met" tone="green" /> : <Badge label="Not met" tone="red" />}
    </span>
  );
}

const sortable = (id: LotStatsSortKey) => ({ id, header: lotStatsSortLabels[id], enableSorting: true });

/** Every lot's figures; the CSV holds the same columns and a few more, amounts in dollars. */
export const lotStatsColumns: ColumnDef<LotStatsRow>[] = [
  {
    ...sortable('lot_number'),
    meta: { label: 'Lot', className: 'font-semibold', csv: (row) => row.lot_number },
    cell: ({ row }) => row.original.lot_number,
  },
  {
    ...sortable('title'),
    meta: { rowHeader: true, className: 'min-w-[10rem]', csv: (row) => row.title },
    cell: ({ row }) => (
      <Link
        to={`/lots/${row.original.id}`}
        className="font-medium text-harbour-800 hover:underline dark:text-harbour-200"
      >
        {row.original.title}
      </Link>
    ),
  },
  {
    ...sortable('status'),
    meta: { csv: (row) => row.status },
    cell: ({ row }) => <LotStatusBadge status={row.original.status} />,
  },
  {
    ...sortable('starting_bid_cents'),
    meta: { align: 'right', csv: (row) => dollars(row.starting_bid_cents) },
    cell: ({ row }) => money(row.original.starting_bid_cents),
  },
  {
    ...sortable('reserve_cents'),
    meta: { align: 'right', csv: (row) => dollars(row.reserve_cents) },
    cell: ({ row }) => <ReserveCell row={row.original} />,
  },
  {
    ...sortable('current_bid_cents'),
    meta: {
      align: 'right',
      label: 'Current bid or hammer',
      className: 'whitespace-nowrap',
      csv: (row) => dollars(row.current_bid_cents),
    },
    cell: ({ row: { original: row } }) => (
      <>
        <span className="block font-semibold">{money(row.current_bid_cents)}</span>
        {(row.high_bidder_paddle !== null || row.sold_by !== null) && (
          <span className="block text-xs text-slate-600 dark:text-slate-400">
            {[
              row.sold_by && liveBidSourceLabels[row.sold_by],
              row.high_bidder_paddle !== null && `Paddle ${row.high_bidder_paddle}`,
            ]
              .filter(Boolean)
              .join(' · ')}
          </span>
        )}
      </>
    ),
  },
  {
    ...sortable('bid_count'),
    meta: { align: 'right', csv: (row) => row.bid_count },
    cell: ({ row }) => row.original.bid_count,
  },
  {
    ...sortable('bidders'),
    meta: { align: 'right', csv: (row) => row.bidders },
    cell: ({ row }) => row.original.bidders,
  },
  {
    ...sortable('watchers'),
    meta: { align: 'right', csv: (row) => row.watchers },
    cell: ({ row }) => row.original.watchers,
  },
  {
    id: 'reserve_met',
    header: 'Reserve met',
    meta: { csvOnly: true, csv: (row) => (row.has_reserve ? yesNo(row.reserve_met) : 'no reserve') },
  },
  {
    ...sortable('end_date'),
    meta: { label: 'Ends (UTC)', className: 'whitespace-nowrap', csv: (row) => row.end_date ?? '' },
    cell: ({ row }) => (
      <>
        <EndCell iso={row.original.end_date} />
        {row.original.extended && (
          <span className="mt-1 block">
            <Badge label="Extended" tone="amber" />
          </span>
        )}
      </>
    ),
  },
  { id: 'extended', header: 'Extended', meta: { csvOnly: true, csv: (row) => yesNo(row.extended) } },
  {
    id: 'high_bidder_paddle',
    header: 'High bidder paddle',
    meta: { csvOnly: true, csv: (row) => row.high_bidder_paddle ?? '' },
  },
  {
    id: 'sold_by',
    header: 'Sold by',
    meta: { csvOnly: true, csv: (row) => (row.sold_by ? liveBidSourceLabels[row.sold_by] : '') },
  },
];

/** Every lot's figures, sortable by any column; on a phone the table scrolls sideways. */
export function LotStatsTable({
  rows,
  sort,
  onSort,
}: {
  rows: LotStatsRow[];
  sort: LotStatsSort;
  onSort: (sort: LotStatsSort) => void;
}) {
  return (
    <DataTable
      label="Lot statistics"
      columns={lotStatsColumns}
      rows={rows}
      getRowId={(row) => row.id}
      minWidth="min-w-[56rem]"
      sort={{ id: sort.key, desc: sort.direction === 'descending' }}
      onSortChange={(next) =>
        onSort({ key: next.id as LotStatsSortKey, direction: next.desc ? 'descending' : 'ascending' })
      }
    />
  );
}
