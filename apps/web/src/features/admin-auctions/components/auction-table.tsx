import { type Auction, auctionStatuses } from '@auction/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import { AuctionStatusBadge, auctionStatusLabel } from '../../../components/admin/auction-status-badge';
import { type ListSource, ServerDataTable } from '../../../components/data-table';
import type { ListParams } from '../../../components/data-table/list-params';
import { formatSaleTime } from '../../../lib/format';
import { adminAuctionKeys, fetchAdminAuctionPage } from '../../../lib/staff-auctions';
import { AuctionActions } from './auction-actions';

const typeLabel = (auction: Auction) => (auction.type === 'timed' ? 'Timed' : 'Live');

/** The staff auction list's columns; those with `enableSorting` are sorted by the server. */
export const auctionColumns: ColumnDef<Auction>[] = [
  {
    id: 'title',
    header: 'Auction',
    enableSorting: true,
    meta: { rowHeader: true, className: 'min-w-[12rem]', csv: (auction) => auction.title },
    cell: ({ row: { original: auction } }) => (
      <>
        <Link
          to={`/admin/auctions/${auction.id}/edit`}
          className="font-semibold text-slate-900 hover:underline dark:text-white"
        >
          {auction.title}
        </Link>
        <span className="block text-slate-600 dark:text-slate-400">
          {typeLabel(auction)}
          {auction.location && ` · ${auction.location}`}
        </span>
      </>
    ),
  },
  {
    id: 'type',
    header: 'Type',
    meta: { csv: typeLabel, csvOnly: true },
  },
  {
    id: 'status',
    header: 'Status',
    enableSorting: true,
    meta: { csv: (auction) => auctionStatusLabel(auction.status) },
    cell: ({ row }) => <AuctionStatusBadge status={row.original.status} />,
  },
  {
    id: 'start_at',
    header: 'Starts',
    enableSorting: true,
    meta: { className: 'min-w-[8rem]', csv: (auction) => auction.startDate ?? '' },
    cell: ({ row }) => formatSaleTime(row.original.startDate),
  },
  {
    id: 'end_at',
    header: 'Ends',
    enableSorting: true,
    meta: { className: 'min-w-[8rem]', csv: (auction) => auction.endDate ?? '' },
    cell: ({ row }) => formatSaleTime(row.original.endDate),
  },
  {
    id: 'total_lots',
    header: 'Lots',
    enableSorting: true,
    meta: { align: 'right', csv: (auction) => auction.totalLots },
    cell: ({ row }) => row.original.totalLots,
  },
  {
    id: 'location',
    header: 'Location',
    meta: { csv: (auction) => auction.location ?? '', csvOnly: true },
  },
  {
    id: 'actions',
    header: 'Actions',
    meta: { className: 'min-w-[16rem]' },
    cell: ({ row }) => <AuctionActions auction={row.original} />,
  },
];

const source: ListSource<Auction, Awaited<ReturnType<typeof fetchAdminAuctionPage>>> = {
  key: adminAuctionKeys.lists,
  fetchPage: fetchAdminAuctionPage,
};

const statusOptions = [
  { value: '', label: 'All statuses' },
  ...auctionStatuses.map((status) => ({ value: status, label: auctionStatusLabel(status) })),
];

function emptyMessage({ q, filters, page }: ListParams): string {
  if (q || filters.status) return 'No auction matches these filters.';
  return page > 1 ? 'There are no auctions on this page.' : 'No auctions yet. Create the first one.';
}

/** Every auction, drafts included, sorted, filtered and paged by the server, with the state in the URL. */
export function AuctionTable() {
  return (
    <ServerDataTable
      label="Auctions"
      noun={{ one: 'auction', other: 'auctions' }}
      columns={auctionColumns}
      getRowId={(auction) => auction.id}
      source={source}
      defaults={{ sort: 'created_at', order: 'desc', filters: ['status'] }}
      searchLabel="Search auctions"
      filters={[{ name: 'status', label: 'Status', options: statusOptions }]}
      csvFileName="auctions.csv"
      rowLabel={(auction) => auction.title}
      emptyMessage={emptyMessage}
      errorMessage="The auctions could not be loaded. Please reload the page."
      minWidth="min-w-[52rem]"
    />
  );
}
