import type { ImportPreviewRow, InventoryImport } from '@auction/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { DataTable } from '../../../components/data-table';
import { plural } from '../import-words';

const problemsOf = (row: ImportPreviewRow) => {
  const text = row.errors.map((error) => error.message).join('; ');
  return text.charAt(0).toUpperCase() + text.slice(1);
};

/** The rows with problems (the first 50), each with its problems in words, and the file's first rows. */
export function PreviewTables({ answer }: { answer: InventoryImport }) {
  const preview = answer.preview;
  if (!preview) return null;
  const titleIndex = answer.mapping.title;
  const errorColumns: ColumnDef<ImportPreviewRow>[] = [
    { id: 'row', header: 'Row', meta: { rowHeader: true }, cell: ({ row }) => row.original.row },
    {
      id: 'title',
      header: 'Title',
      cell: ({ row }) => (titleIndex === undefined ? '—' : row.original.values[titleIndex] || '—'),
    },
    {
      id: 'problems',
      header: 'Problems',
      meta: { className: 'min-w-[18rem] text-red-800 dark:text-red-300' },
      cell: ({ row }) => problemsOf(row.original),
    },
  ];
  const fileColumns: ColumnDef<ImportPreviewRow>[] = [
    { id: 'row', header: 'Row', meta: { rowHeader: true }, cell: ({ row }) => row.original.row },
    ...answer.headers.map(
      (header, index): ColumnDef<ImportPreviewRow> => ({
        id: `column-${index}`,
        header: header || `Column ${index + 1}`,
        meta: { className: 'max-w-[16rem] truncate' },
        cell: ({ row }) => row.original.values[index] ?? '',
      }),
    ),
    {
      id: 'check',
      header: 'Check',
      cell: ({ row }) => (row.original.errors.length === 0 ? 'Ready' : problemsOf(row.original)),
    },
  ];

  return (
    <div className="space-y-6">
      <p className="text-sm" aria-live="polite">
        <strong>{plural(preview.valid_rows, 'row')} ready</strong>,{' '}
        <strong className={preview.rows_with_errors > 0 ? 'text-red-800 dark:text-red-300' : undefined}>
          {plural(preview.rows_with_errors, 'row')} with problems
        </strong>{' '}
        (rows with problems are skipped; you can download them after the import, fix them and import them
        again).
      </p>
      {preview.error_rows.length > 0 && (
        <DataTable
          label={`Rows with problems${preview.rows_with_errors > preview.error_rows.length ? ` (the first ${preview.error_rows.length})` : ''}`}
          columns={errorColumns}
          rows={preview.error_rows}
          getRowId={(row) => String(row.row)}
          minWidth="min-w-[36rem]"
        />
      )}
      <DataTable
        label="The first rows of the file"
        columns={fileColumns}
        rows={preview.first_rows}
        getRowId={(row) => String(row.row)}
        minWidth="min-w-[48rem]"
      />
    </div>
  );
}
