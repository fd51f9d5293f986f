import { type CmsPageListItem, cmsPageStatusLabels } from '@auction/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import { DataTable } from '../../../components/data-table';
import { formatDateTime } from '../../../lib/format';
import { CmsStatusBadge } from './cms-status-badge';

const columns: ColumnDef<CmsPageListItem>[] = [
  {
    id: 'path',
    header: 'Path',
    meta: { rowHeader: true, className: 'whitespace-nowrap', csv: (p) => p.path },
    cell: ({ row: { original: page } }) => (
      <Link
        to={`/admin/cms/${page.id}`}
        className="font-mono font-semibold text-slate-900 hover:underline dark:text-white"
        aria-label={`Edit ${page.path}`}
      >
        {page.path}
      </Link>
    ),
  },
  {
    id: 'title',
    header: 'Title',
    meta: { className: 'min-w-[10rem]', csv: (p) => p.title },
    cell: ({ row }) => (
      <>
        {row.original.title}
        {row.original.kind === 'custom' && (
          <span className="ml-2 text-xs text-slate-500 dark:text-slate-400">custom page</span>
        )}
      </>
    ),
  },
  {
    id: 'status',
    header: 'Status',
    meta: { csv: (p) => cmsPageStatusLabels[p.status] },
    cell: ({ row }) => <CmsStatusBadge status={row.original.status} />,
  },
  {
    id: 'updated_at',
    header: 'Updated',
    meta: { className: 'whitespace-nowrap', csv: (p) => p.updated_at },
    cell: ({ row }) => formatDateTime(row.original.updated_at),
  },
];

/** Every page of the public site with what the public sees of it. */
export function CmsPageTable({ pages }: { pages: CmsPageListItem[] }) {
  return (
    <DataTable
      columns={columns}
      rows={pages}
      getRowId={(page) => page.id}
      label="Pages of the public site"
      minWidth="min-w-[36rem]"
    />
  );
}
