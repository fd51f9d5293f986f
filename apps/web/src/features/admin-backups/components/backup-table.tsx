import type { Backup, BackupBucket } from '@auction/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { DataTable } from '../../../components/data-table';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { formatSaleTime } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { downloadBackup, useDeleteBackup } from '../api/backups-api';
import { RestoreDialog } from './restore-dialog';

/** 1 234 567 bytes read as "1.2 MB". */
export function formatSize(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  return `${new Intl.NumberFormat('en-CA', { maximumFractionDigits: digits }).format(value)} ${units[unit]}`;
}

const databaseNames = { pglite: 'Embedded (PGlite)', postgres: 'PostgreSQL' } as const;

/** Where a backup is kept, when a bucket is set: here, in the bucket, or only there. */
function BucketCell({ backup }: { backup: Backup }) {
  if (!backup.on_this_server) return <Badge tone="blue" label="Only in the bucket" />;
  if (backup.in_bucket === null) return <span className="text-slate-600 dark:text-slate-400">Unknown</span>;
  if (backup.in_bucket) return <Badge tone="green" label="In the bucket" />;
  // An upload is never copied; a backup made here that is not there failed or was rotated out.
  return <span className="text-slate-600 dark:text-slate-400">Not in the bucket</span>;
}

function Actions({ backup, onRestore }: { backup: Backup; onRestore: (backup: Backup) => void }) {
  const remove = useDeleteBackup();
  const [downloading, setDownloading] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const named = <span className="sr-only"> {backup.name}</span>;
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        size="sm"
        variant="secondary"
        loading={downloading}
        onClick={() => {
          setDownloading(true);
          downloadBackup(backup.name)
            .catch(() => notify.error('The backup could not be downloaded. Please try again.'))
            .finally(() => setDownloading(false));
        }}
      >
        Download{named}
      </Button>
      <Button size="sm" variant="secondary" onClick={() => onRestore(backup)}>
        Restore…{named}
      </Button>
      {confirmDelete ? (
        <Button
          size="sm"
          variant="danger"
          loading={remove.isPending}
          onClick={() =>
            remove.mutate(backup.name, {
              onSuccess: () => notify.success('The backup is deleted.'),
              onError: () => notify.error('The backup could not be deleted. Please try again.'),
            })
          }
        >
          Yes, delete{named}
        </Button>
      ) : (
        <Button size="sm" variant="danger" onClick={() => setConfirmDelete(true)}>
          Delete{named}
        </Button>
      )}
    </div>
  );
}

function backupColumns(onRestore: (backup: Backup) => void, withBucket: boolean): ColumnDef<Backup>[] {
  const bucket: ColumnDef<Backup>[] = withBucket
    ? [{ id: 'bucket', header: 'Bucket', cell: ({ row }) => <BucketCell backup={row.original} /> }]
    : [];
  return [
    {
      id: 'created_at',
      header: 'Made',
      meta: { rowHeader: true, className: 'whitespace-nowrap' },
      cell: ({ row }) => formatSaleTime(row.original.created_at),
    },
    {
      id: 'kind',
      header: 'Kind',
      cell: ({ row: { original: b } }) => (
        <span className="flex flex-wrap gap-1">
          <Badge
            tone={b.kind === 'scheduled' ? 'grey' : 'blue'}
            label={b.kind === 'scheduled' ? 'Scheduled' : 'Manual'}
          />
          {b.uploaded && <Badge tone="amber" label="Uploaded" />}
        </span>
      ),
    },
    {
      id: 'size',
      header: 'Size',
      meta: { align: 'right', className: 'whitespace-nowrap' },
      cell: ({ row }) => formatSize(row.original.size_bytes),
    },
    {
      id: 'database',
      header: 'Database',
      cell: ({ row }) => `${databaseNames[row.original.database_kind]}, ${row.original.media_files} pictures`,
    },
    ...bucket,
    {
      id: 'name',
      header: 'File',
      meta: { className: 'break-all text-xs text-slate-600 dark:text-slate-400' },
      cell: ({ row }) => row.original.name,
    },
    {
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) => <Actions backup={row.original} onRestore={onRestore} />,
    },
  ];
}

/** The backups in this server's folder and, with a bucket, the copies only it holds; newest first. */
export function BackupTable({ backups, bucket }: { backups: Backup[]; bucket: BackupBucket | null }) {
  const [restoring, setRestoring] = useState<Backup | null>(null);
  // The restore took minutes: what it did stays on the page rather than in a passing toast.
  const [restored, setRestored] = useState<string | null>(null);
  if (backups.length === 0) {
    return (
      <p className="text-sm text-slate-600 dark:text-slate-300">
        No backups yet. Back up now to make the first.
      </p>
    );
  }
  return (
    <>
      {restored && <Alert tone="success">{restored}</Alert>}
      <DataTable
        label="Backups"
        columns={backupColumns(setRestoring, bucket !== null)}
        rows={backups}
        getRowId={(backup) => backup.name}
        minWidth="min-w-[56rem]"
      />
      {restoring && (
        <RestoreDialog backup={restoring} onClose={() => setRestoring(null)} onRestored={setRestored} />
      )}
    </>
  );
}
