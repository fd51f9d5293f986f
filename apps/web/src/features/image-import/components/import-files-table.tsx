import type { ImageImportFile } from '@auction/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { DataTable } from '../../../components/data-table';
import { Badge, type BadgeTone } from '../../../components/ui/badge';

const outcomes: Record<ImageImportFile['outcome'], { label: string; tone: BadgeTone }> = {
  pending: { label: 'Matched', tone: 'blue' },
  stored: { label: 'Stored', tone: 'green' },
  unmatched: { label: 'Unmatched', tone: 'amber' },
  duplicate: { label: 'Duplicate', tone: 'amber' },
  refused: { label: 'Refused', tone: 'red' },
};

type Row = ImageImportFile & { index: number };

const columns: ColumnDef<Row>[] = [
  { id: 'name', header: 'File', meta: { className: 'break-all' }, cell: ({ row }) => row.original.name },
  {
    id: 'outcome',
    header: 'Outcome',
    cell: ({ row }) => <Badge {...outcomes[row.original.outcome]} />,
  },
  {
    id: 'match',
    header: 'Goes to',
    cell: ({ row: { original: file } }) =>
      file.match
        ? file.outcome === 'duplicate'
          ? file.match.label
          : `${file.match.label}, picture ${file.match.position}`
        : '—',
  },
  {
    id: 'reason',
    header: 'Why',
    cell: ({ row }) => (
      <span className="text-slate-700 dark:text-slate-300">{row.original.reason ?? ''}</span>
    ),
  },
];

/** Every file of an import with what became of it: none is left out. */
export function ImportFilesTable({ files }: { files: ImageImportFile[] }) {
  return (
    <DataTable
      label="Files of this import"
      columns={columns}
      rows={files.map((file, index) => ({ ...file, index }))}
      getRowId={(file) => String(file.index)}
      minWidth="min-w-[40rem]"
    />
  );
}
