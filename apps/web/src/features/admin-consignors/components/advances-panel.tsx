import type { AdvanceBody, ConsignorAdvance } from '@auction/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormRootError } from '../../../components/forms/form-root-error';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { formatDay, todayInHalifax } from '../../../lib/format';
import { showServerErrors } from '../../../lib/forms/apply-server-errors';
import { fieldErrorsOf, messageForError } from '../../../lib/http/messages';
import { formatCents } from '../../../lib/money';
import { dollarsText, toCents } from '../../../lib/money-text';
import { notify } from '../../../lib/notify';
import { useRecordAdvance, useReverseAdvance } from '../api/consignor-mutations';
import { consignorAdvancesQuery } from '../api/consignor-queries';

const advanceFormSchema = z.object({
  amount_cents: dollarsText('The amount').transform(toCents),
  paid_on: z.string().min(1, 'The date is required.'),
  reference: z.string().max(100),
  note: z.string().max(500),
});
type AdvanceFormInput = z.input<typeof advanceFormSchema>;

function AdvanceForm({ consignorId, onDone }: { consignorId: string; onDone: () => void }) {
  const record = useRecordAdvance(consignorId);
  const form = useForm<AdvanceFormInput, unknown, AdvanceBody>({
    resolver: zodResolver(advanceFormSchema),
    defaultValues: { amount_cents: '', paid_on: todayInHalifax(), reference: '', note: '' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((body) =>
    record.mutate(body, {
      onSuccess: () => {
        notify.success(`Advance of ${formatCents(body.amount_cents)} recorded.`);
        onDone();
      },
      onError: (error) => showServerErrors(form, error, { focusFirst: true }),
    }),
  );
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Record an advance" className="space-y-4">
      <h3 className="font-semibold">Record an advance</h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Amount ($)"
          inputMode="decimal"
          error={errors.amount_cents?.message}
          {...form.register('amount_cents')}
        />
        <TextField
          label="Paid on"
          type="date"
          error={errors.paid_on?.message}
          {...form.register('paid_on')}
        />
        <TextField
          label="Reference"
          optional
          hint="Cheque number or e-Transfer reference."
          error={errors.reference?.message}
          {...form.register('reference')}
        />
        <TextField label="Note" optional error={errors.note?.message} {...form.register('note')} />
      </div>
      <FormRootError errors={errors} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" loading={record.isPending}>
          Record advance
        </Button>
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function ReverseButton({ consignorId, advance }: { consignorId: string; advance: ConsignorAdvance }) {
  const reverse = useReverseAdvance(consignorId);
  const [asking, setAsking] = useState(false);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  if (!asking) {
    return (
      <Button size="sm" variant="secondary" onClick={() => setAsking(true)}>
        Reverse<span className="sr-only"> the advance of {formatCents(advance.amount_cents)}</span>
      </Button>
    );
  }
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        reverse.mutate(
          { advanceId: advance.id, note },
          {
            onSuccess: () => notify.success('The advance is reversed.'),
            onError: (failure) => {
              const fields = Object.values(fieldErrorsOf(failure)).flat();
              setError((fields.length > 0 ? fields : messageForError(failure)).join(' '));
            },
          },
        );
      }}
    >
      <TextField
        label="Reason"
        value={note}
        error={error}
        onChange={(event) => setNote(event.target.value)}
      />
      <Button type="submit" size="sm" variant="danger" loading={reverse.isPending}>
        Confirm reversal
      </Button>
    </form>
  );
}

/** Money paid ahead of the sale: recorded, reversed by a new row (never edited), and what is still owed. */
export function AdvancesPanel({ consignorId, archived }: { consignorId: string; archived: boolean }) {
  const advances = useQuery(consignorAdvancesQuery(consignorId));
  const [recording, setRecording] = useState(false);
  if (advances.isError)
    return <Alert tone="error">The advances could not be loaded. Please reload the page.</Alert>;
  const { data = [], totals } = advances.data ?? {};
  return (
    <div className="space-y-4">
      {totals && (
        <p className="text-sm">
          Outstanding: <strong>{formatCents(totals.outstanding_cents)}</strong> of{' '}
          {formatCents(totals.advanced_cents)} advanced
          {totals.reversed_cents > 0 && <>, {formatCents(totals.reversed_cents)} reversed</>}.
        </p>
      )}
      {data.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">No advances.</p>
      ) : (
        <ul className="divide-y divide-slate-200 dark:divide-slate-800">
          {data.map((advance) => (
            <li key={advance.id} className="flex flex-wrap items-center justify-between gap-3 py-3 text-sm">
              <div className="min-w-0">
                <p className="font-medium">
                  {advance.kind === 'advance' ? 'Advance' : 'Reversal'} of {formatCents(advance.amount_cents)}{' '}
                  on {formatDay(advance.paid_on)}
                </p>
                <p className="text-slate-600 dark:text-slate-400">
                  {[
                    advance.reference,
                    advance.note,
                    advance.recorded_by_name && `by ${advance.recorded_by_name}`,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                  {advance.reversed_by_id && ' · reversed'}
                </p>
              </div>
              {advance.kind === 'advance' && !advance.reversed_by_id && (
                <ReverseButton consignorId={consignorId} advance={advance} />
              )}
            </li>
          ))}
        </ul>
      )}
      {recording ? (
        <AdvanceForm consignorId={consignorId} onDone={() => setRecording(false)} />
      ) : (
        !archived && (
          <Button variant="secondary" onClick={() => setRecording(true)}>
            Record an advance
          </Button>
        )
      )}
    </div>
  );
}
