import type { InventoryItemSummary, LocationMove } from '@auction/contracts';
import { inventoryStatusLabels } from '@auction/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import { DataTable } from '../../../components/data-table';
import { PageLoader } from '../../../components/ui/page-loader';
import { formatDateTime } from '../../../lib/format';
import { locationItemsQuery, locationMovesQuery } from '../api/locations-api';

const itemColumns: ColumnDef<InventoryItemSummary>[] = [
  {
    id: 'sku',
    header: 'SKU',
    meta: { rowHeader: true, className: 'whitespace-nowrap' },
    cell: ({ row: { original: item } }) => (
      <Link to={`/admin/inventory/${item.id}`} className="font-mono font-semibold hover:underline">
        {item.sku}
      </Link>
    ),
  },
  {
    id: 'title',
    header: 'Title',
    meta: { className: 'min-w-[12rem]' },
    cell: ({ row }) => row.original.title,
  },
  {
    id: 'consignor',
    header: 'Consignor',
    cell: ({ row }) =>
      row.original.consignor
        ? `C-${row.original.consignor.number} ${row.original.consignor.name}`
        : 'House stock',
  },
  { id: 'status', header: 'Status', cell: ({ row }) => inventoryStatusLabels[row.original.status] },
  { id: 'quantity', header: 'Qty', meta: { align: 'right' }, cell: ({ row }) => row.original.quantity },
];

const moveColumns: ColumnDef<LocationMove>[] = [
  {
    id: 'moved_at',
    header: 'When',
    meta: { rowHeader: true, className: 'whitespace-nowrap' },
    cell: ({ row }) => formatDateTime(row.original.moved_at),
  },
  {
    id: 'item',
    header: 'Item',
    cell: ({ row: { original: move } }) => (
      <Link to={`/admin/inventory/${move.item.id}`} className="hover:underline">
        <span className="font-mono">{move.item.sku}</span> {move.item.title}
      </Link>
    ),
  },
  { id: 'from', header: 'From', cell: ({ row }) => row.original.from?.code ?? 'No location' },
  { id: 'to', header: 'To', cell: ({ row }) => row.original.to?.code ?? 'No location' },
  { id: 'moved_by', header: 'By', cell: ({ row }) => row.original.moved_by ?? '—' },
];

/** The items kept at a location now (up to 100 shown) and every move in or out of it. */
export function LocationContents({ locationId }: { locationId: string }) {
  const items = useQuery(locationItemsQuery(locationId));
  const moves = useQuery(locationMovesQuery(locationId));
  return (
    <>
      <section aria-labelledby="location-items" className="space-y-3">
        <h2 id="location-items" className="text-lg font-semibold">
          Items here{items.data ? ` (${items.data.meta.total})` : ''}
        </h2>
        {items.isPending && <PageLoader />}
        {items.data &&
          (items.data.data.length === 0 ? (
            <p className="text-slate-700 dark:text-slate-300">No items are kept here.</p>
          ) : (
            <DataTable
              label="Items here"
              columns={itemColumns}
              rows={items.data.data}
              getRowId={(item) => item.id}
              minWidth="min-w-[40rem]"
            />
          ))}
        {items.data && items.data.meta.total > items.data.data.length && (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            The first 100 of {items.data.meta.total} items are shown.
          </p>
        )}
      </section>
      <section aria-labelledby="location-moves" className="space-y-3">
        <h2 id="location-moves" className="text-lg font-semibold">
          Moves in and out
        </h2>
        {moves.data &&
          (moves.data.data.length === 0 ? (
            <p className="text-slate-700 dark:text-slate-300">Nothing has moved in or out yet.</p>
          ) : (
            <DataTable
              label="Moves in and out"
              columns={moveColumns}
              rows={moves.data.data}
              getRowId={(move) => move.id}
              minWidth="min-w-[40rem]"
            />
          ))}
      </section>
    </>
  );
}
