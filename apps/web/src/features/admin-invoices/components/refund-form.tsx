import { type InvoicePayment, paymentMethodLabels } from '@auction/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormRootError } from '../../../components/forms/form-root-error';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { formatDay } from '../../../lib/format';
import { showServerErrors } from '../../../lib/forms/apply-server-errors';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { formatCents } from '../../../lib/money';
import { notify } from '../../../lib/notify';
import { type RefundInput, useRefundPayment } from '../api/invoice-mutations';
import { type RefundFormValues, refundFormSchema } from '../form-schemas';

type RefundBody = Omit<RefundInput, 'idempotency_key'>;

/** Refunds part or all of a payment with a reason, after a confirmation; a card payment goes back through Stripe. */
export function RefundForm({ invoiceId, payments }: { invoiceId: string; payments: InvoicePayment[] }) {
  const refund = useRefundPayment(invoiceId);
  const [key, setKey] = useState(newIdempotencyKey);
  const [pending, setPending] = useState<RefundBody | null>(null);
  const refundable = payments.filter(
    (payment) =>
      payment.kind === 'payment' && !payments.some((other) => other.reverses_payment_id === payment.id),
  );
  const empty: RefundFormValues = { payment_id: '', amount_cents: '', reason: '' };
  const form = useForm<RefundFormValues, unknown, RefundBody>({
    resolver: zodResolver(refundFormSchema),
    defaultValues: empty,
  });
  const { errors } = form.formState;
  const label = (payment: InvoicePayment) =>
    `${formatDay(payment.received_on)} · ${paymentMethodLabels[payment.method]} · ${formatCents(payment.amount_cents)}`;

  function confirm() {
    if (!pending) return;
    refund.mutate(
      { ...pending, idempotency_key: key },
      {
        onSuccess: () => {
          notify.success(`Refund of ${formatCents(pending.amount_cents)} recorded.`);
          setPending(null);
          setKey(newIdempotencyKey());
          form.reset(empty);
        },
        onError: (error) => {
          setPending(null);
          showServerErrors(form, error);
        },
      },
    );
  }

  if (refundable.length === 0) return null;
  return (
    <form noValidate onSubmit={form.handleSubmit(setPending)} aria-label="Refund" className="space-y-4">
      <h3 className="font-semibold">Refund</h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Payment refunded"
          options={[
            { value: '', label: 'Choose a payment' },
            ...refundable.map((payment) => ({ value: payment.id, label: label(payment) })),
          ]}
          error={errors.payment_id?.message}
          {...form.register('payment_id')}
        />
        <TextField
          label="Refund amount ($)"
          inputMode="decimal"
          error={errors.amount_cents?.message}
          {...form.register('amount_cents')}
        />
      </div>
      <TextField label="Reason for the refund" error={errors.reason?.message} {...form.register('reason')} />
      <FormRootError errors={errors} />
      <Button type="submit" variant="secondary">
        Refund…
      </Button>
      {pending && (
        <ConfirmDialog
          title={`Refund ${formatCents(pending.amount_cents)}?`}
          confirmLabel="Refund"
          confirmVariant="danger"
          busy={refund.isPending}
          onConfirm={confirm}
          onCancel={() => setPending(null)}
        >
          <p>The refund is recorded as an entry of its own and cannot be edited afterwards.</p>
          <p>Reason: {pending.reason}</p>
        </ConfirmDialog>
      )}
    </form>
  );
}
