import { revokeExemptionBodySchema, type TaxExemption } from '@auction/contracts';
import { ReasonForm } from '../../../components/forms/reason-form';
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
  return (
    <ReasonForm
      name={`Revoke exemption ${exemption.exemption_number}`}
      rule={revokeExemptionBodySchema.shape.reason}
      label="Reason for revoking"
      submitLabel="Revoke exemption"
      variant="danger"
      tone="danger"
      busy={revoke.isPending}
      onCancel={onDone}
      onSubmit={(reason, form) =>
        revoke.mutate(
          { id: exemption.id, reason },
          {
            onSuccess: () => {
              notify.success(`Exemption ${exemption.exemption_number} revoked.`);
              onDone();
            },
            onError: (error) => showServerErrors(form, error),
          },
        )
      }
    />
  );
}
