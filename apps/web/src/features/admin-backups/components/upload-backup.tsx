import { useId, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { serverMessageOf } from '../../../lib/http/messages';
import { notify } from '../../../lib/notify';
import { useUploadBackup } from '../api/backups-api';

/** A backup downloaded earlier (or made where the same key is set), checked whole before it is kept. */
export function UploadBackup() {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const upload = useUploadBackup();
  return (
    <form
      noValidate
      aria-label="Upload a backup"
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (!file) {
          setRefusal('Choose a backup file (.backup) to upload.');
          return;
        }
        setRefusal(null);
        upload.mutate(file, {
          onSuccess: () => {
            notify.success('The backup is uploaded and checked. Restore it from the list.');
            setFile(null);
            if (input.current) input.current.value = '';
          },
          onError: (error) => setRefusal(serverMessageOf(error) ?? 'The backup could not be uploaded.'),
        });
      }}
    >
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        Backup file (.backup; an older .tar or a .tar.gz also works)
      </label>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept=".backup,.tar,.gz,.tgz"
        className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:font-medium file:text-slate-900 dark:text-slate-300 dark:file:bg-slate-800 dark:file:text-slate-100"
        onChange={(event) => setFile(event.target.files?.[0] ?? null)}
      />
      {refusal && <Alert tone="error">{refusal}</Alert>}
      <Button type="submit" variant="secondary" loading={upload.isPending}>
        Upload and check
      </Button>
    </form>
  );
}
