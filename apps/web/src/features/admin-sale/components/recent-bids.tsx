import type { RecentBid } from '@auction/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { DataTable } from '../../../components/data-table';
import { Card } from '../../../components/ui/card';
import { formatCents } from '../../../lib/money';
import { formatBidTime } from '../sale-format';

const columns: ColumnDef<RecentBid>[] = [
  {
    id: 'time',
    header: 'Time',
    meta: { className: 'whitespace-nowrap tabular-nums' },
    cell: ({ row }) => (
      <time dateTime={row.original.created_at}>{formatBidTime(row.original.created_at)}</time>
    ),
  },
  {
    id: 'lot',
    header: 'Lot',
    meta: { className: 'max-w-[20rem]' },
    cell: ({ row: { original: bid } }) => (
      <span className="block truncate">
        <span className="font-medium">{bid.lot_number}</span>
        <span className="text-slate-600 dark:text-slate-400"> · {bid.lot_title}</span>
      </span>
    ),
  },
  {
    id: 'paddle',
    header: 'Paddle',
    meta: { className: 'tabular-nums' },
    cell: ({ row }) => row.original.paddle_number ?? '—',
  },
  { id: 'bidder', header: 'Bidder', cell: ({ row }) => row.original.bidder_name },
  {
    id: 'amount',
    header: 'Amount',
    meta: { align: 'right', className: 'whitespace-nowrap' },
    cell: ({ row: { original: bid } }) => (
      <>
        <span className="font-semibold">{formatCents(bid.amount_cents)}</span>
        {bid.kind === 'proxy' && (
          <span className="block text-xs text-slate-500 dark:text-slate-400">auto bid</span>
        )}
      </>
    ),
  },
];

/** The latest bids of the sale, newest first; automatic bids placed up to a maximum say so. */
export function RecentBids({ bids }: { bids: RecentBid[] }) {
  return (
    <Card className="overflow-hidden">
      <h2 className="px-4 pt-4 text-lg font-semibold sm:px-5 sm:pt-5">Latest bids</h2>
      {bids.length === 0 ? (
        <p className="p-4 text-sm text-slate-600 sm:p-5 dark:text-slate-400">No bids yet.</p>
      ) : (
        <DataTable
          label="Latest bids"
          columns={columns}
          rows={bids}
          getRowId={(bid) => bid.id}
          framed={false}
          minWidth="min-w-[36rem]"
          className="mt-2"
        />
      )}
    </Card>
  );
}
