import { type InventoryImportSummary, importStatusLabels } from '@auction/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import { DataTable } from '../../../components/data-table';
import { formatDateTime } from '../../../lib/format';
import { pastImportsQuery } from '../api/inventory-imports';

const columns: ColumnDef<InventoryImportSummary>[] = [
  {
    id: 'file',
    header: 'File',
    meta: { rowHeader: true },
    cell: ({ row: { original: item } }) => (
      <Link
        to={`?import=${item.id}`}
        className="font-semibold text-slate-900 hover:underline dark:text-white"
      >
        {item.file_name}
      </Link>
    ),
  },
  { id: 'uploaded', header: 'Uploaded', cell: ({ row }) => formatDateTime(row.original.created_at) },
  { id: 'status', header: 'Status', cell: ({ row }) => importStatusLabels[row.original.status] },
  {
    id: 'rows',
    header: 'Rows',
    meta: { className: 'text-right' },
    cell: ({ row }) => row.original.total_rows.toLocaleString('en-CA'),
  },
  {
    id: 'created',
    header: 'Created',
    meta: { className: 'text-right' },
    cell: ({ row }) => row.original.created_count.toLocaleString('en-CA'),
  },
  {
    id: 'updated',
    header: 'Updated',
    meta: { className: 'text-right' },
    cell: ({ row }) => row.original.updated_count.toLocaleString('en-CA'),
  },
  {
    id: 'unchanged',
    header: 'Unchanged',
    meta: { className: 'text-right' },
    cell: ({ row }) => row.original.unchanged_count.toLocaleString('en-CA'),
  },
  {
    id: 'skipped',
    header: 'Skipped',
    meta: { className: 'text-right' },
    cell: ({ row }) => row.original.skipped_count.toLocaleString('en-CA'),
  },
];

/** The last 50 imports, newest first; each opens its summary. */
export function PastImports() {
  const { data, isError } = useQuery(pastImportsQuery);
  return (
    <section aria-labelledby="past-imports" className="space-y-3">
      <h2 id="past-imports" className="text-lg font-semibold">
        Past imports
      </h2>
      {isError && (
        <p className="text-sm text-red-800 dark:text-red-300">The past imports could not be loaded.</p>
      )}
      {data && data.length === 0 && (
        <p className="text-sm text-slate-600 dark:text-slate-400">No imports yet.</p>
      )}
      {data && data.length > 0 && (
        <DataTable
          label="Past imports"
          columns={columns}
          rows={data}
          getRowId={(row) => row.id}
          minWidth="min-w-[44rem]"
        />
      )}
    </section>
  );
}
