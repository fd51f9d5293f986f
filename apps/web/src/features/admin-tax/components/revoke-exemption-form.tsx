import { revokeExemptionBodySchema, type TaxExemption } from '@auction/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { FormRootError } from '../../../components/forms/form-root-error';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { showServerErrors } from '../../../lib/forms/apply-server-errors';
import { notify } from '../../../lib/notify';
import { type ExemptionHolder, useRevokeExemption } from '../api/tax-exemptions';

/** Revokes an exemption with the reason staff give; the buyer's drafts are taxed again at once. */
export function RevokeExemptionForm({
  holder,
  exemption,
  onDone,
}: {
  holder: ExemptionHolder;
  exemption: TaxExemption;
  onDone: () => void;
}) {
  const revoke = useRevokeExemption(holder);
  const form = useForm<{ reason: string }>({
    resolver: zodResolver(revokeExemptionBodySchema),
    defaultValues: { reason: '' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(({ reason }) =>
    revoke.mutate(
      { id: exemption.id, reason },
      {
        onSuccess: () => {
          notify.success(`Exemption ${exemption.exemption_number} revoked.`);
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
      aria-label={`Revoke exemption ${exemption.exemption_number}`}
      className="space-y-3 rounded-lg border border-red-200 p-4 dark:border-red-900"
    >
      <TextField label="Reason for revoking" error={errors.reason?.message} {...form.register('reason')} />
      <FormRootError errors={errors} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="danger" loading={revoke.isPending}>
          Revoke exemption
        </Button>
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
