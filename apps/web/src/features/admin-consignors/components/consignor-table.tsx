import { type ConsignorListItem, type ConsignorPage, consignorPayoutMethodLabels } from '@auction/contracts';
import { formatConsignorNumber } from '@auction/domain';
import type { ColumnDef } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { type ListParams, type ListSource, ServerDataTable } from '../../../components/data-table';
import { NameCell } from '../../../components/data-table/name-cell';
import { Badge } from '../../../components/ui/badge';
import { formatDay } from '../../../lib/format';
import { consignorKeys, fetchConsignorPage } from '../api/consignor-queries';

/** The consignor list's columns; those with `enableSorting` are sorted by the server. */
export const consignorColumns: ColumnDef<ConsignorListItem>[] = [
  {
    id: 'number',
    header: 'Number',
    enableSorting: true,
    meta: { rowHeader: true, className: 'whitespace-nowrap', csv: (c) => formatConsignorNumber(c.number) },
    cell: ({ row: { original: c } }) => (
      <Link
        to={`/admin/consignors/${c.id}`}
        className="font-semibold text-slate-900 hover:underline dark:text-white"
      >
        {formatConsignorNumber(c.number)}
        <span className="sr-only"> {c.name}</span>
      </Link>
    ),
  },
  {
    id: 'name',
    header: 'Name',
    enableSorting: true,
    meta: { className: 'min-w-[10rem]', csv: (c) => c.name },
    cell: ({ row: { original: c } }) => (
      <span className="inline-flex flex-wrap items-center gap-2">
        <NameCell name={c.name} />
        {c.archived_at && <Badge label="Archived" tone="grey" />}
      </span>
    ),
  },
  {
    id: 'company',
    header: 'Company',
    meta: { csv: (c) => c.company },
    cell: ({ row }) => <NameCell name={row.original.company} />,
  },
  {
    id: 'email',
    header: 'E-mail',
    meta: { csv: (c) => c.email ?? '' },
    cell: ({ row }) => row.original.email ?? '',
  },
  {
    id: 'phone',
    header: 'Phone',
    meta: { className: 'whitespace-nowrap', csv: (c) => c.phone ?? '' },
    cell: ({ row }) => row.original.phone ?? '',
  },
  { id: 'city', header: 'City', meta: { csv: (c) => c.city }, cell: ({ row }) => row.original.city },
  {
    id: 'payout_method',
    header: 'Payout',
    meta: { className: 'whitespace-nowrap', csv: (c) => consignorPayoutMethodLabels[c.payout_method] },
    cell: ({ row }) => consignorPayoutMethodLabels[row.original.payout_method],
  },
  {
    id: 'item_count',
    header: 'Items',
    meta: { align: 'right', csv: (c) => c.item_count },
    cell: ({ row }) => row.original.item_count,
  },
  {
    id: 'linked_user_email',
    header: 'Signs in as',
    meta: { csv: (c) => c.linked_user_email ?? '' },
    cell: ({ row }) =>
      row.original.linked_user_email ?? <span className="text-slate-500 dark:text-slate-400">—</span>,
  },
  {
    id: 'created_at',
    header: 'Added',
    enableSorting: true,
    meta: { className: 'whitespace-nowrap', csv: (c) => c.created_at.slice(0, 10) },
    cell: ({ row }) => formatDay(row.original.created_at),
  },
];

const source: ListSource<ConsignorListItem, ConsignorPage> = {
  key: consignorKeys.lists,
  fetchPage: fetchConsignorPage,
};

export const consignorListDefaults = { sort: 'number', order: 'desc', filters: ['status'] } as const;

const statusOptions = [
  { value: '', label: 'Active' },
  { value: 'archived', label: 'Archived' },
  { value: 'all', label: 'Active and archived' },
];

function emptyMessage({ q, filters, page }: ListParams): string {
  if (q || Object.values(filters).some(Boolean)) return 'No consignor matches this search.';
  return page > 1 ? 'There are no consignors on this page.' : 'No consignors yet. Add the first one.';
}

/** Every consignor record, searched, sorted and paged by the server, with a CSV of the filter. */
export function ConsignorTable({ toolbarActions }: { toolbarActions?: ReactNode }) {
  return (
    <ServerDataTable
      label="Consignors"
      noun={{ one: 'consignor', other: 'consignors' }}
      columns={consignorColumns}
      getRowId={(c) => c.id}
      source={source}
      defaults={consignorListDefaults}
      searchLabel="Search name, company, e-mail, phone or number"
      filters={[{ name: 'status', label: 'Status', options: statusOptions }]}
      csvFileName="consignors.csv"
      toolbarActions={toolbarActions}
      emptyMessage={emptyMessage}
      errorMessage="The consignors could not be loaded. Please reload the page."
      minWidth="min-w-[64rem]"
    />
  );
}
