import { type InventoryItemDetail, type InventoryStatus, inventoryStatusLabels } from '@auction/contracts';
import { type FormEvent, useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { fieldErrorsOf, messageForError } from '../../../lib/http/messages';
import { useChangeStatus } from '../api/inventory-api';
import { ItemStatusBadge } from './item-status-badge';

/** The status changes staff may make by hand now (in auction and sold come from the sale itself). */
export function StatusChange({ item }: { item: InventoryItemDetail }) {
  const headingId = useId();
  const change = useChangeStatus(item.id);
  const [status, setStatus] = useState<InventoryStatus | ''>('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!status) return setErrors({ status: 'Choose the new status.' });
    setErrors({});
    change.mutate(
      { status, reason },
      {
        onSuccess: () => {
          setStatus('');
          setReason('');
        },
        onError: (error) => {
          const fields = fieldErrorsOf(error);
          setErrors(
            Object.keys(fields).length > 0
              ? Object.fromEntries(
                  Object.entries(fields).map(([name, messages]) => [name, messages.join(' ')]),
                )
              : { form: messageForError(error).join(' ') },
          );
        },
      },
    );
  }

  return (
    <section
      aria-labelledby={headingId}
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id={headingId} className="text-lg font-semibold">
        Status
      </h2>
      <p>
        <ItemStatusBadge status={item.status} />
      </p>
      {item.manual_statuses.length === 0 ? (
        <p className="text-slate-600 dark:text-slate-400">
          This item's status changes with its lot; it cannot be changed by hand now.
        </p>
      ) : (
        <form noValidate onSubmit={submit} aria-label="Change the status" className="space-y-3">
          <SelectField
            label="New status"
            value={status}
            error={errors.status}
            onChange={(event) => setStatus(event.target.value as InventoryStatus | '')}
            options={[
              { value: '', label: 'Choose…' },
              ...item.manual_statuses.map((s) => ({ value: s, label: inventoryStatusLabels[s] })),
            ]}
          />
          <TextField
            label="Reason"
            optional={status !== 'returned'}
            hint={status === 'returned' ? 'Say why the item goes back to the consignor.' : undefined}
            value={reason}
            maxLength={500}
            error={errors.reason}
            onChange={(event) => setReason(event.target.value)}
          />
          {errors.form && <Alert tone="error">{errors.form}</Alert>}
          <Button type="submit" variant="secondary" loading={change.isPending}>
            Change status
          </Button>
        </form>
      )}
    </section>
  );
}
