import { type StatementDetail, statementFinaliseBodySchema } from '@auction/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormRootError } from '../../../components/forms/form-root-error';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { TextareaField } from '../../../components/ui/textarea-field';
import { messageForError } from '../../../lib/http/messages';
import { formatCents } from '../../../lib/money';
import { notify } from '../../../lib/notify';
import { useFinaliseStatement } from '../api/statement-mutations';

const lotList = (lots: string[]) => (lots.length === 1 ? `lot ${lots[0]}` : `lots ${lots.join(', ')}`);

// With unpaid buyers the reason is what lets the statement go final, so here it is required.
const overrideSchema = z.object({
  override_reason: statementFinaliseBodySchema.shape.override_reason
    .unwrap()
    .min(1, 'Say why the statement is final before every buyer has paid.'),
});

/**
 * Finalising fixes the statement's figures. When buyers of sold lots have not paid, the form names
 * those lots and asks why it is final anyway; the reason is kept on the statement.
 */
export function FinaliseStatement({ statement, onDone }: { statement: StatementDetail; onDone: () => void }) {
  const finalise = useFinaliseStatement(statement.id);
  const unpaid = statement.unpaid_lots;
  const [reason, setReason] = useState<string | null>(unpaid.length === 0 ? '' : null);
  const form = useForm<{ override_reason: string }>({
    resolver: zodResolver(overrideSchema),
    defaultValues: { override_reason: '' },
  });
  const { errors } = form.formState;

  function confirm() {
    if (reason === null) return;
    finalise.mutate(reason ? { override_reason: reason } : {}, {
      onSuccess: () => {
        notify.success('The statement is final.');
        onDone();
      },
    });
  }
  const cancel = () => {
    finalise.reset();
    if (unpaid.length === 0) onDone();
    else setReason(null);
  };

  return (
    <>
      {unpaid.length > 0 && (
        <form
          noValidate
          onSubmit={form.handleSubmit(({ override_reason }) => setReason(override_reason))}
          aria-label="Finalise before every buyer has paid"
          className="space-y-3 rounded-lg border border-brass-300 p-4 dark:border-brass-700"
        >
          <p className="text-sm">
            The buyers of {lotList(unpaid)} have not paid in full yet. A statement is final when every sold
            lot is paid for; to finalise it now, say why.
          </p>
          <TextareaField
            label="Reason for finalising now"
            rows={2}
            error={errors.override_reason?.message}
            {...form.register('override_reason')}
          />
          <FormRootError errors={errors} />
          <div className="flex flex-wrap gap-2">
            <Button type="submit">Finalise with this reason…</Button>
            <Button variant="secondary" onClick={onDone}>
              Cancel
            </Button>
          </div>
        </form>
      )}
      {reason !== null && (
        <ConfirmDialog
          title="Finalise this statement?"
          confirmLabel="Finalise statement"
          busy={finalise.isPending}
          error={finalise.error ? messageForError(finalise.error) : null}
          onConfirm={confirm}
          onCancel={cancel}
        >
          <p>
            Its lines and totals stop changing and a payout of {formatCents(statement.net_payout_cents)} can
            be recorded.
          </p>
          {unpaid.length > 0 && (
            <>
              <p>Not yet paid by their buyers: {lotList(unpaid)}.</p>
              <p>Reason: {reason}</p>
            </>
          )}
        </ConfirmDialog>
      )}
    </>
  );
}
