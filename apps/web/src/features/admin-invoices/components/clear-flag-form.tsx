import { clearFlagBodySchema, type PaymentFlag } from '@auction/contracts';
import { ReasonForm } from '../../../components/forms/reason-form';
import { showServerErrors } from '../../../lib/forms/apply-server-errors';
import { notify } from '../../../lib/notify';
import { useClearPaymentFlag } from '../api/payment-flags';

/** Clears one flag with a note saying why (paid since, arrangement made...); the note is audited. */
export function ClearFlagForm({ flag, onDone }: { flag: PaymentFlag; onDone: () => void }) {
  const clear = useClearPaymentFlag();
  return (
    <ReasonForm
      name={`Clear the flag on ${flag.user_name}`}
      field="note"
      rule={clearFlagBodySchema.shape.note}
      label="Note"
      hint="Why the flag is cleared, e.g. paid in full at the counter."
      submitLabel="Clear flag"
      busy={clear.isPending}
      intro={<h3 className="font-semibold">Clear the flag on {flag.user_name}</h3>}
      onCancel={onDone}
      onSubmit={(note, form) =>
        clear.mutate(
          { id: flag.id, note },
          {
            onSuccess: () => {
              notify.success(`${flag.user_name} may register for new auctions again.`);
              onDone();
            },
            onError: (error) => showServerErrors(form, error),
          },
        )
      }
    />
  );
}
