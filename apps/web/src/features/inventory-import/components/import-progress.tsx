import type { InventoryImport } from '@auction/contracts';
import { useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { notify } from '../../../lib/notify';
import { downloadRejectedRows } from '../api/inventory-imports';
import { outcomeSentence, percentDone, progressWords } from '../import-words';

/** A queued or running import's progress bar, then what it did and the rejected rows. */
export function ImportProgress({ answer }: { answer: InventoryImport }) {
  const labelId = useId();
  const [downloading, setDownloading] = useState(false);
  const percent = percentDone(answer);
  const finished = answer.status === 'done' || answer.status === 'failed';

  const download = async () => {
    setDownloading(true);
    try {
      await downloadRejectedRows(answer.id, answer.file_name);
    } catch {
      notify.error('The rejected rows could not be downloaded. Please try again.');
    } finally {
      setDownloading(false);
    }
  };

  return (
    <section aria-labelledby={labelId} className="space-y-4">
      <h2 id={labelId} className="text-lg font-semibold">
        {finished ? 'Import finished' : answer.status === 'queued' ? 'Waiting to start' : 'Importing'}
      </h2>
      <div className="space-y-2">
        <div className="flex justify-between text-sm">
          <span id={`${labelId}-bar`}>Rows imported</span>
          <span aria-hidden="true">{progressWords(answer)}</span>
        </div>
        <div
          role="progressbar"
          aria-labelledby={`${labelId}-bar`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={`${progressWords(answer)} (${percent}%)`}
          className="h-3 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
        >
          <div
            className="h-full rounded-full bg-harbour-600 transition-[width] dark:bg-harbour-400"
            style={{ width: `${percent}%` }}
          />
        </div>
      </div>
      <p className="text-sm" aria-live="polite">
        {outcomeSentence(answer)}
      </p>
      {answer.status === 'failed' && (
        <Alert tone="error" title="The import stopped">
          {answer.error}
        </Alert>
      )}
      {answer.status === 'done' && (
        <Alert tone="success" title="Done">
          {answer.skipped_count === 0
            ? 'Every row was imported.'
            : 'Rows with problems were skipped; their reasons are below.'}
        </Alert>
      )}
      {answer.rejected.length > 0 && (
        <div className="space-y-3">
          <h3 className="font-semibold">Skipped rows</h3>
          <ul className="space-y-1 text-sm">
            {answer.rejected.map((row) => (
              <li key={row.row}>
                <span className="font-medium">Row {row.row}:</span> {row.reason}
              </li>
            ))}
          </ul>
          {answer.skipped_count > answer.rejected.length && (
            <p className="text-sm text-slate-600 dark:text-slate-400">
              The first {answer.rejected.length} of {answer.skipped_count.toLocaleString('en-CA')} are shown;
              the download holds them all.
            </p>
          )}
          <Button variant="secondary" onClick={download} loading={downloading}>
            Download rejected rows (CSV)
          </Button>
        </div>
      )}
    </section>
  );
}
