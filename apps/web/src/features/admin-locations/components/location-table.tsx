import type { Location, LocationPage } from '@auction/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import { type ListSource, ServerDataTable } from '../../../components/data-table';
import type { ListParams } from '../../../components/data-table/list-params';
import { fetchLocationPage, locationKeys } from '../api/locations-api';
import { PrintLabelsButton } from './print-labels-button';

const dayFormat = new Intl.DateTimeFormat('en-CA', { dateStyle: 'medium' });

export const locationColumns: ColumnDef<Location>[] = [
  {
    id: 'code',
    header: 'Code',
    enableSorting: true,
    meta: { rowHeader: true, className: 'whitespace-nowrap', csv: (location) => location.code },
    cell: ({ row: { original: location } }) => (
      <Link
        to={`/admin/inventory/locations/${location.id}`}
        className="font-mono font-semibold text-slate-900 hover:underline dark:text-white"
      >
        {location.code}
      </Link>
    ),
  },
  {
    id: 'description',
    header: 'Description',
    meta: { className: 'min-w-[12rem]', csv: (location) => location.description },
    cell: ({ row }) =>
      row.original.description || <span className="text-slate-500 dark:text-slate-400">—</span>,
  },
  {
    id: 'item_count',
    header: 'Items',
    enableSorting: true,
    meta: { align: 'right', csv: (location) => location.item_count },
    cell: ({ row }) => row.original.item_count,
  },
  {
    id: 'created_at',
    header: 'Created',
    enableSorting: true,
    meta: { className: 'whitespace-nowrap', csv: (location) => location.created_at.slice(0, 10) },
    cell: ({ row }) => dayFormat.format(new Date(row.original.created_at)),
  },
  {
    id: 'archived_at',
    header: 'State',
    meta: { csv: (location) => (location.archived_at ? 'Archived' : 'In use') },
    cell: ({ row }) => (row.original.archived_at ? 'Archived' : 'In use'),
  },
];

const source: ListSource<Location, LocationPage> = { key: locationKeys.lists, fetchPage: fetchLocationPage };

const stateOptions = [
  { value: '', label: 'In use' },
  { value: 'archived', label: 'Archived' },
  { value: 'all', label: 'All' },
];

function emptyMessage({ q, filters }: ListParams): string {
  if (q || Object.values(filters).some(Boolean)) return 'No location matches these filters.';
  return 'No locations yet. Create a range for a warehouse’s aisles, shelves and bins.';
}

/** Every location with its item count, searched by code, with label printing for the selected. */
export function LocationTable() {
  return (
    <ServerDataTable
      label="Locations"
      noun={{ one: 'location', other: 'locations' }}
      columns={locationColumns}
      getRowId={(location) => location.id}
      source={source}
      defaults={{ sort: 'code', order: 'asc', filters: ['state'] }}
      searchLabel="Search codes"
      filters={[{ name: 'state', label: 'State', options: stateOptions }]}
      csvFileName="locations.csv"
      rowLabel={(location) => location.code}
      bulkActions={(selected) => (
        <PrintLabelsButton
          size="sm"
          count={selected.length}
          target={{ kind: 'locations', location_ids: selected.map((location) => location.id) }}
        />
      )}
      emptyMessage={emptyMessage}
      errorMessage="The locations could not be loaded. Please reload the page."
      minWidth="min-w-[40rem]"
    />
  );
}
