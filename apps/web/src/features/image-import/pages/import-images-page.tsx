import type { ImageImport } from '@auction/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AdminPageHeader } from '../../../components/admin/admin-page-header';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { UploadProgress } from '../../../components/ui/upload-progress';
import { notify } from '../../../lib/notify';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { imageImportQuery, useDiscardPictures, useProcessPictures } from '../api/image-import-api';
import { ImportFilesTable } from '../components/import-files-table';
import { PictureUploadForm } from '../components/picture-upload-form';

/** `/admin/inventory/import-images`: upload, preview the matches, then import with progress. */
export function ImportImagesPage() {
  useDocumentTitle('Import pictures');
  const [importId, setImportId] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  return (
    <div className="space-y-6 p-4 sm:p-6 lg:p-8">
      <AdminPageHeader
        title="Import pictures"
        summary="Pictures named by lot number or SKU, with their order after an underscore or dash: 123_1.jpg, 123-2.jpg."
      />
      {importId ? (
        <ImportProgress
          id={importId}
          onAgain={() => {
            setImportId(null);
            setRound((value) => value + 1);
          }}
        />
      ) : (
        <Card className="p-4 sm:p-5">
          <PictureUploadForm key={round} onPreview={(preview) => setImportId(preview.id)} />
        </Card>
      )}
    </div>
  );
}

function summaryOf(done: ImageImport): string {
  const { counts } = done;
  const parts = [`${counts.stored} stored`];
  if (counts.refused) parts.push(`${counts.refused} refused`);
  if (counts.unmatched) parts.push(`${counts.unmatched} unmatched`);
  if (counts.duplicate) parts.push(`${counts.duplicate} duplicate`);
  return `${parts.join(', ')}.`;
}

function ImportProgress({ id, onAgain }: { id: string; onAgain: () => void }) {
  const current = useQuery(imageImportQuery(id));
  const start = useProcessPictures();
  const discard = useDiscardPictures();
  const data = current.data;
  if (current.isError)
    return <Alert tone="error">The import could not be loaded. Please reload the page.</Alert>;
  if (!data) return null;
  const working = data.status === 'queued' || data.status === 'running';
  const matched = data.counts.matched;
  return (
    <Card className="space-y-4 p-4 sm:p-5">
      <h2 className="text-lg font-semibold">
        {data.status === 'previewed'
          ? 'Preview of the matches'
          : working
            ? 'Importing pictures'
            : 'Import finished'}
      </h2>
      {data.status === 'previewed' && (
        <>
          <p className="text-sm text-slate-700 dark:text-slate-300">
            {`${matched} of ${data.files.length} files match; nothing is stored until you import them.`}
          </p>
          <div className="flex flex-wrap gap-3">
            <Button
              disabled={matched === 0}
              loading={start.isPending}
              onClick={() => start.mutate(id, { onSuccess: () => void current.refetch() })}
            >
              {matched === 1 ? 'Import 1 picture' : `Import ${matched} pictures`}
            </Button>
            <Button
              variant="ghost"
              loading={discard.isPending}
              onClick={() =>
                discard.mutate(id, {
                  onSuccess: () => {
                    notify.success('The preview is discarded; no picture was imported.');
                    onAgain();
                  },
                })
              }
            >
              Discard preview
            </Button>
          </div>
        </>
      )}
      {working && (
        <UploadProgress
          label={`${data.processed} of ${data.total} pictures processed`}
          share={data.total ? data.processed / data.total : 0}
        />
      )}
      {data.status === 'done' && (
        <Alert tone={data.counts.refused ? 'warning' : 'success'} title="The pictures are imported">
          {summaryOf(data)}
        </Alert>
      )}
      {data.status === 'failed' && <Alert tone="error">{data.error ?? 'The import stopped.'}</Alert>}
      {(data.status === 'done' || data.status === 'failed') && (
        <Button variant="secondary" onClick={onAgain}>
          Import more pictures
        </Button>
      )}
      <ImportFilesTable files={data.files} />
    </Card>
  );
}
