import { paymentMethodLabels, type RecordPaymentBody } from '@auction/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormRootError } from '../../../components/forms/form-root-error';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { todayInHalifax } from '../../../lib/format';
import { showServerErrors } from '../../../lib/forms/apply-server-errors';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { formatCents } from '../../../lib/money';
import { centsToText } from '../../../lib/money-text';
import { notify } from '../../../lib/notify';
import { useRecordPayment } from '../api/invoice-mutations';
import { type PaymentFormValues, paymentFormSchema, recordedMethods } from '../form-schemas';

/**
 * Records money taken at the counter or by e-Transfer. The form holds one idempotency key until
 * the payment is recorded, so a second press of the button records nothing twice.
 */
export function PaymentForm({ invoiceId, balanceCents }: { invoiceId: string; balanceCents: number }) {
  const record = useRecordPayment(invoiceId);
  const [key, setKey] = useState(newIdempotencyKey);
  const defaults = (): PaymentFormValues => ({
    method: '',
    amount_cents: centsToText(balanceCents),
    received_on: todayInHalifax(),
    reference: '',
  });
  const form = useForm<PaymentFormValues, unknown, Omit<RecordPaymentBody, 'idempotency_key'>>({
    resolver: zodResolver(paymentFormSchema),
    defaultValues: defaults(),
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((body) =>
    record.mutate(
      { ...body, idempotency_key: key },
      {
        onSuccess: (invoice) => {
          notify.success(`Payment of ${formatCents(body.amount_cents)} recorded.`);
          setKey(newIdempotencyKey());
          form.reset({ ...defaults(), amount_cents: centsToText(invoice.balance_cents) });
        },
        onError: (error) => showServerErrors(form, error),
      },
    ),
  );

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Record a payment" className="space-y-4">
      <h3 className="font-semibold">Record a payment</h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Method"
          options={[
            { value: '', label: 'Choose how the buyer paid' },
            ...recordedMethods.map((method) => ({ value: method, label: paymentMethodLabels[method] })),
          ]}
          error={errors.method?.message}
          {...form.register('method')}
        />
        <TextField
          label="Amount ($)"
          inputMode="decimal"
          hint={`The balance is ${formatCents(balanceCents)}.`}
          error={errors.amount_cents?.message}
          {...form.register('amount_cents')}
        />
        <TextField
          label="Received on"
          type="date"
          error={errors.received_on?.message}
          {...form.register('received_on')}
        />
        <TextField
          label="Reference"
          optional
          hint="Cheque number, e-Transfer reference or card slip."
          error={errors.reference?.message}
          {...form.register('reference')}
        />
      </div>
      <FormRootError errors={errors} />
      <Button type="submit" loading={record.isPending}>
        Record payment
      </Button>
    </form>
  );
}
