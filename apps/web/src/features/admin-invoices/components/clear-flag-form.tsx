import { clearFlagBodySchema, type PaymentFlag } from '@auction/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { FormRootError } from '../../../components/forms/form-root-error';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { showServerErrors } from '../../../lib/forms/apply-server-errors';
import { notify } from '../../../lib/notify';
import { useClearPaymentFlag } from '../api/payment-flags';

/** Clears one flag with a note saying why (paid since, arrangement made...); the note is audited. */
export function ClearFlagForm({ flag, onDone }: { flag: PaymentFlag; onDone: () => void }) {
  const clear = useClearPaymentFlag();
  const form = useForm<{ note: string }>({
    resolver: zodResolver(clearFlagBodySchema),
    defaultValues: { note: '' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(({ note }) =>
    clear.mutate(
      { id: flag.id, note },
      {
        onSuccess: () => {
          notify.success(`${flag.user_name} may register for new auctions again.`);
          onDone();
        },
        onError: (error) => showServerErrors(form, error),
      },
    ),
  );
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={`Clear the flag on ${flag.user_name}`}
      className="space-y-3 rounded-lg border border-slate-200 p-4 dark:border-slate-700"
    >
      <h3 className="font-semibold">Clear the flag on {flag.user_name}</h3>
      <TextField
        label="Note"
        hint="Why the flag is cleared, e.g. paid in full at the counter."
        error={errors.note?.message}
        {...form.register('note')}
      />
      <FormRootError errors={errors} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={clear.isPending}>
          Clear flag
        </Button>
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
