import {
  type ConsignorItem,
  type ConsignorItemPage,
  inventoryStatuses,
  inventoryStatusLabels,
} from '@auction/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import { type ListParams, type ListSource, ServerDataTable } from '../../../components/data-table';
import { formatCents } from '../../../lib/money';
import { consignorItemsFetcher, consignorKeys } from '../api/consignor-queries';

const statusLabel = (status: string) =>
  inventoryStatusLabels[status as keyof typeof inventoryStatusLabels] ?? status;

function resultOf(item: ConsignorItem): string {
  if (!item.lot) return '';
  const lot = `Lot ${item.lot.lot_number}, ${item.lot.auction_title}`;
  if (item.lot.hammer_cents !== null) return `${lot}: sold for ${formatCents(item.lot.hammer_cents)}`;
  return `${lot}: ${item.lot.status}`;
}

const columns: ColumnDef<ConsignorItem>[] = [
  {
    id: 'sku',
    header: 'SKU',
    enableSorting: true,
    meta: { rowHeader: true, className: 'whitespace-nowrap', csv: (item) => item.sku },
    cell: ({ row }) => (
      <Link to={`/admin/inventory/${row.original.id}`} className="font-semibold hover:underline">
        {row.original.sku}
      </Link>
    ),
  },
  {
    id: 'title',
    header: 'Item',
    enableSorting: true,
    meta: { className: 'min-w-[12rem]', csv: (item) => item.title },
    cell: ({ row }) => row.original.title,
  },
  {
    id: 'status',
    header: 'Status',
    enableSorting: true,
    meta: { csv: (item) => statusLabel(item.status) },
    cell: ({ row }) => statusLabel(row.original.status),
  },
  {
    id: 'location',
    header: 'Location',
    meta: { className: 'whitespace-nowrap', csv: (item) => item.location?.code ?? '' },
    cell: ({ row }) => row.original.location?.code ?? '—',
  },
  {
    id: 'result',
    header: 'Lot and result',
    meta: { className: 'min-w-[14rem]', csv: resultOf },
    cell: ({ row }) => {
      const item = row.original;
      if (!item.lot) return '—';
      return (
        <Link to={`/admin/auctions/${item.lot.auction_id}/lots`} className="hover:underline">
          {resultOf(item)}
        </Link>
      );
    },
  },
];

const statusOptions = [
  { value: '', label: 'All statuses' },
  ...inventoryStatuses.map((status) => ({ value: status, label: inventoryStatusLabels[status] })),
];

function emptyMessage({ filters }: ListParams): string {
  return Object.values(filters).some(Boolean)
    ? 'No item has this status.'
    : 'This consignor has no items yet.';
}

/** The consignor's goods: where each is kept, and the lot and hammer of those that sold. */
export function ConsignorItems({
  consignorId,
  consignorName,
}: {
  consignorId: string;
  consignorName: string;
}) {
  const source: ListSource<ConsignorItem, ConsignorItemPage> = {
    key: consignorKeys.items(consignorId),
    fetchPage: consignorItemsFetcher(consignorId),
  };
  return (
    <ServerDataTable
      label={`Items of ${consignorName}`}
      noun={{ one: 'item', other: 'items' }}
      columns={columns}
      getRowId={(item) => item.id}
      source={source}
      defaults={{ sort: 'updated_at', order: 'desc', filters: ['status'] }}
      searchLabel="Search SKU or title"
      filters={[{ name: 'status', label: 'Status', options: statusOptions }]}
      csvFileName="consignor-items.csv"
      emptyMessage={emptyMessage}
      errorMessage="The items could not be loaded. Please reload the page."
      minWidth="min-w-[48rem]"
    />
  );
}
