import { type Backup, type BackupRestoreResult, restoreConfirmationWord } from '@auction/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { formatSaleTime } from '../../../lib/format';
import { serverMessageOf } from '../../../lib/http/messages';
import { useRestoreBackup } from '../api/backups-api';

/**
 * What a finished restore did, as the server does it: the database and the pictures are as they
 * were, and the tokens stay good wherever the restored account still matches them.
 */
export function restoredMessage({ backup, maintenance_kept_on }: BackupRestoreResult): string {
  const site = maintenance_kept_on
    ? 'Maintenance mode was on before, so it stays on.'
    : 'The site is open again.';
  return `Restored the backup of ${formatSaleTime(backup.created_at)}: everything entered after it is gone. People stay signed in, unless their account or password is newer than the backup. ${site}`;
}

/**
 * The restore's question, in a modal `<dialog>` (the browser keeps focus inside and Escape closes
 * it): a plain warning, and the Admin types RESTORE or the backup's name before the button works.
 */
export function RestoreDialog({
  backup,
  onClose,
  onRestored,
}: {
  backup: Backup;
  onClose: () => void;
  onRestored: (message: string) => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [typed, setTyped] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const restore = useRestoreBackup();
  const matches = typed.trim() === restoreConfirmationWord || typed.trim() === backup.name;

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (!restore.isPending) onClose();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-lg rounded-xl border border-slate-200 bg-white p-6 text-slate-900 shadow-xl backdrop:bg-slate-950/60 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
    >
      <form
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          setRefusal(null);
          restore.mutate(
            { name: backup.name, confirmation: typed.trim() },
            {
              onSuccess: (answer) => {
                onRestored(restoredMessage(answer));
                onClose();
              },
              onError: (error) => setRefusal(serverMessageOf(error) ?? 'The backup could not be restored.'),
            },
          );
        }}
      >
        <h2 id={titleId} className="text-lg font-semibold">
          Restore the backup of {formatSaleTime(backup.created_at)}?
        </h2>
        <Alert tone="warning">
          Everything entered since this backup is lost: bids, invoices, payments, accounts and pictures go
          back to how they were then. The site is in maintenance while the restore runs; only Admins can use
          it.
        </Alert>
        <p className="break-all text-sm text-slate-700 dark:text-slate-300">{backup.name}</p>
        <TextField
          label={`Type ${restoreConfirmationWord} to confirm`}
          autoComplete="off"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        {refusal && <Alert tone="error">{refusal}</Alert>}
        {restore.isPending && (
          <p role="status" className="text-sm text-slate-700 dark:text-slate-300">
            Restoring… this can take a few minutes. Keep this page open.
          </p>
        )}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" disabled={restore.isPending} onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" disabled={!matches} loading={restore.isPending}>
            Restore this backup
          </Button>
        </div>
      </form>
    </dialog>
  );
}
