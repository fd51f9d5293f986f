import type { ImportColumnMapping } from '@auction/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { PageLoader } from '../../../components/ui/page-loader';
import { messageForError, serverMessageOf } from '../../../lib/http/messages';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { importQuery, useConfirmImport, useSaveMapping, useUploadImport } from '../api/inventory-imports';
import { DiscardPreview } from '../components/discard-preview';
import { FileDrop } from '../components/file-drop';
import { ImportProgress } from '../components/import-progress';
import { MappingForm } from '../components/mapping-form';
import { PastImports } from '../components/past-imports';
import { PreviewTables } from '../components/preview-tables';

const errorText = (error: unknown) => serverMessageOf(error) ?? messageForError(error).join(' ');

/** Upload -> map the columns -> preview every row -> confirm -> follow the import -> its summary. */
export function InventoryImportPage() {
  useDocumentTitle('Import inventory');
  const [params, setParams] = useSearchParams();
  const importId = params.get('import');
  const upload = useUploadImport();

  return (
    <div className="space-y-8 p-4 sm:p-6 lg:p-8">
      <div>
        <h1 className="text-2xl font-semibold sm:text-3xl">Import inventory</h1>
        <p className="mt-1 max-w-prose text-slate-600 dark:text-slate-300">
          Bring many items in from a spreadsheet saved as CSV. Rows with a SKU the house knows update that
          item; importing the same file again changes nothing.
        </p>
      </div>
      {importId ? (
        <ImportSteps id={importId} />
      ) : (
        <div className="space-y-4">
          <FileDrop
            busy={upload.isPending}
            onFile={(file) =>
              upload.mutate(file, { onSuccess: (answer) => setParams({ import: answer.id }) })
            }
          />
          {upload.isError && (
            <Alert tone="error" title="This file cannot be imported">
              {errorText(upload.error)}
            </Alert>
          )}
        </div>
      )}
      <PastImports />
    </div>
  );
}

function ImportSteps({ id }: { id: string }) {
  const { data: answer, isPending, isError, error } = useQuery(importQuery(id));
  const saveMapping = useSaveMapping(id);
  const confirm = useConfirmImport(id);
  const navigate = useNavigate();
  const another = (
    <Link to="/admin/inventory/import" className={buttonClasses('secondary')}>
      Import another file
    </Link>
  );

  if (isPending) return <PageLoader />;
  if (isError || !answer) {
    return (
      <div className="space-y-4">
        <Alert tone="error">{error ? errorText(error) : 'This import could not be loaded.'}</Alert>
        {another}
      </div>
    );
  }
  if (answer.status !== 'previewed') {
    return (
      <div className="space-y-6">
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {answer.file_name}: {answer.total_rows.toLocaleString('en-CA')} rows
        </p>
        <ImportProgress answer={answer} />
        {another}
      </div>
    );
  }
  const titleMissing = answer.mapping.title === undefined;
  return (
    <div className="space-y-8">
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {answer.file_name}: {answer.total_rows.toLocaleString('en-CA')} rows, read as{' '}
        {answer.encoding === 'utf-8' ? 'UTF-8' : 'Windows-1252 (Excel)'} with{' '}
        {answer.delimiter === '\t' ? 'tabs' : answer.delimiter === ';' ? 'semicolons' : 'commas'} between
        cells
        {answer.delimiter === ';' ? ' and decimal commas (12,50)' : ''}.
      </p>
      <MappingForm
        answer={answer}
        disabled={saveMapping.isPending || confirm.isPending}
        onChange={(mapping: ImportColumnMapping) => saveMapping.mutate(mapping)}
      />
      {saveMapping.isError && <Alert tone="error">{errorText(saveMapping.error)}</Alert>}
      <section aria-labelledby="preview-heading" className="space-y-4">
        <h2 id="preview-heading" className="text-lg font-semibold">
          Preview
        </h2>
        <PreviewTables answer={answer} />
      </section>
      {confirm.isError && <Alert tone="error">{errorText(confirm.error)}</Alert>}
      {titleMissing && <Alert tone="warning">Choose the column that holds the title before importing.</Alert>}
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button onClick={() => confirm.mutate(undefined)} loading={confirm.isPending} disabled={titleMissing}>
          Confirm and import {answer.preview?.valid_rows.toLocaleString('en-CA')} rows
        </Button>
        <DiscardPreview
          id={id}
          fileName={answer.file_name}
          label="Discard and choose another file"
          variant="ghost"
          onDiscarded={() => navigate('/admin/inventory/import')}
        />
      </div>
    </div>
  );
}
