import type { BackupBucket } from '@auction/contracts';
import { useQuery } from '@tanstack/react-query';
import { AdminPageHeader } from '../../../components/admin/admin-page-header';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageLoader } from '../../../components/ui/page-loader';
import { formatSaleTime } from '../../../lib/format';
import { serverMessageOf } from '../../../lib/http/messages';
import { notify } from '../../../lib/notify';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { backupsQuery, useBackUpNow } from '../api/backups-api';
import { BackupTable } from '../components/backup-table';
import { ScheduleForm } from '../components/schedule-form';
import { UploadBackup } from '../components/upload-backup';

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <Card className="space-y-4 p-4 sm:p-6">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </Card>
  );
}

/** What the bucket copy is doing: how many it keeps, and a failed copy or an unreadable bucket. */
function BucketNotice({ bucket }: { bucket: BackupBucket }) {
  return (
    <div className="space-y-2">
      <p className="text-sm text-slate-700 dark:text-slate-300">
        Each backup made here is also copied to the bucket, encrypted; the newest {bucket.keep} are kept
        there.
      </p>
      {bucket.last_failure && (
        <Alert tone="warning">
          At {formatSaleTime(bucket.last_failure.at)}, a backup could not be copied to the bucket; it is kept
          on this server. The bucket answered: {bucket.last_failure.message}
        </Alert>
      )}
      {!bucket.reachable && (
        <Alert tone="warning">
          The bucket could not be read just now: this list shows only the backups on this server.
        </Alert>
      )}
    </div>
  );
}

/** Backups of the database and the pictures: now, nightly, downloaded, uploaded and restored (Admins only). */
export function BackupsPage() {
  useDocumentTitle('Backups');
  const list = useQuery(backupsQuery);
  const backUp = useBackUpNow();
  return (
    <div className="space-y-6 p-4 sm:p-6 lg:p-8">
      <AdminPageHeader
        title="Backups"
        summary={
          list.data?.bucket
            ? 'Each backup holds the whole database; the pictures are kept in the bucket, not in the backup.'
            : 'Each backup holds the whole database and every uploaded picture. Keep a copy off this machine.'
        }
        actions={
          <Button
            loading={backUp.isPending}
            onClick={() =>
              backUp.mutate(undefined, {
                onSuccess: (made) => notify.success(`Backed up: ${formatSaleTime(made.created_at)}.`),
                onError: (error) =>
                  notify.error(serverMessageOf(error) ?? 'The backup failed. Please try again.'),
              })
            }
          >
            {backUp.isPending ? 'Backing up…' : 'Back up now'}
          </Button>
        }
      />
      {backUp.isPending && (
        <p role="status" className="text-sm text-slate-700 dark:text-slate-300">
          Backing up the database and the pictures… this can take a minute.
        </p>
      )}
      {list.isPending && <PageLoader />}
      {list.isError && <Alert tone="error">The backups could not be loaded. Please reload the page.</Alert>}
      {list.data && (
        <>
          {list.data.bucket && <BucketNotice bucket={list.data.bucket} />}
          <BackupTable backups={list.data.backups} bucket={list.data.bucket} />
          <div className="grid gap-6 lg:grid-cols-2">
            <Section id="backup-schedule" title="Schedule">
              <ScheduleForm list={list.data} />
            </Section>
            <Section id="backup-upload" title="Upload a backup">
              <p className="text-sm text-slate-700 dark:text-slate-300">
                To restore a backup made on another machine, upload it here first. It is checked whole, and a
                damaged file or one from another kind of database is refused.
              </p>
              <UploadBackup />
            </Section>
          </div>
        </>
      )}
    </div>
  );
}
