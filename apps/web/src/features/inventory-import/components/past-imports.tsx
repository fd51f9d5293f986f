import type { InventoryImportSummary } from '@auction/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { Link, useSearchParams } from 'react-router';
import { DataTable } from '../../../components/data-table';
import { formatDateTime } from '../../../lib/format';
import { pastImportsQuery } from '../api/inventory-imports';
import { importStatusLabel } from '../import-words';
import { DiscardPreview } from './discard-preview';

/**
 * The columns as of `now` (when the list was read): a preview left for more than a day reads "Not
 * confirmed". `onDiscarded` hears of each preview discarded from the list.
 */
const columnsOf = (now: number, onDiscarded: (id: string) => void): ColumnDef<InventoryImportSummary>[] => [
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
  { id: 'status', header: 'Status', cell: ({ row }) => importStatusLabel(row.original, now) },
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
  {
    id: 'actions',
    header: 'Actions',
    cell: ({ row: { original: item } }) =>
      item.status === 'previewed' ? (
        <DiscardPreview
          id={item.id}
          fileName={item.file_name}
          label="Discard"
          srLabel={item.file_name}
          size="sm"
          onDiscarded={() => onDiscarded(item.id)}
        />
      ) : null,
  },
];

/** The last 50 imports, newest first; each opens its summary, and a preview can be discarded. */
export function PastImports() {
  const { data, isError, dataUpdatedAt } = useQuery(pastImportsQuery);
  const [params, setParams] = useSearchParams();
  // The preview open above the list is the one just discarded: the page goes back to the upload.
  const leaveIfOpen = (id: string) => {
    if (params.get('import') === id) setParams({});
  };
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
          columns={columnsOf(dataUpdatedAt, leaveIfOpen)}
          rows={data}
          getRowId={(row) => row.id}
          minWidth="min-w-[44rem]"
        />
      )}
    </section>
  );
}
