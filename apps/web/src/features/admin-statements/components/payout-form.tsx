import type { StatementDetail } from '@auction/contracts';
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
import { useRecordPayout } from '../api/statement-mutations';
import {
  type PayoutFormBody,
  type PayoutFormValues,
  payoutFormSchema,
  statementPayoutMethods,
} from '../form-schemas';
import { payoutMethodLabels } from '../statement-format';

const referenceHints: Record<string, string> = {
  cheque: 'The cheque number.',
  e_transfer: 'The e-Transfer reference number.',
  direct_deposit: 'The bank’s confirmation number.',
  cash: 'The receipt number, if any.',
};

/**
 * Records money paid to the consignor. The form holds one idempotency key until the payout is
 * recorded, so pressing the button twice (or retrying after a lost answer) pays nothing twice.
 */
export function PayoutForm({ statement }: { statement: StatementDetail }) {
  const record = useRecordPayout(statement.id);
  const [key, setKey] = useState(newIdempotencyKey);
  const defaults = (outstanding: number): PayoutFormValues => ({
    method: statement.payout.method,
    amount_cents: centsToText(outstanding),
    reference: '',
    paid_on: todayInHalifax(),
    note: '',
  });
  const form = useForm<PayoutFormValues, unknown, PayoutFormBody>({
    resolver: zodResolver(payoutFormSchema),
    defaultValues: defaults(statement.totals.outstanding_cents),
  });
  const { errors } = form.formState;
  const method = form.watch('method');

  const onSubmit = form.handleSubmit((body) =>
    record.mutate(
      { ...body, idempotency_key: key },
      {
        onSuccess: (paid) => {
          notify.success(`Payout of ${formatCents(body.amount_cents)} recorded.`);
          setKey(newIdempotencyKey());
          form.reset(defaults(paid.totals.outstanding_cents));
        },
        onError: (error) => showServerErrors(form, error),
      },
    ),
  );

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Record a payout" className="space-y-4">
      <h3 className="font-semibold">Record a payout</h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Method"
          options={[
            { value: '', label: 'Choose how the consignor was paid' },
            ...statementPayoutMethods.map((value) => ({ value, label: payoutMethodLabels[value] })),
          ]}
          error={errors.method?.message}
          {...form.register('method')}
        />
        <TextField
          label="Amount ($)"
          inputMode="decimal"
          hint={`Still owed: ${formatCents(statement.totals.outstanding_cents)}.`}
          error={errors.amount_cents?.message}
          {...form.register('amount_cents')}
        />
        <TextField
          label="Reference"
          optional
          hint={referenceHints[method] ?? 'Cheque number or e-Transfer reference.'}
          error={errors.reference?.message}
          {...form.register('reference')}
        />
        <TextField
          label="Paid on"
          type="date"
          error={errors.paid_on?.message}
          {...form.register('paid_on')}
        />
        <div className="sm:col-span-2">
          <TextField label="Note" optional error={errors.note?.message} {...form.register('note')} />
        </div>
      </div>
      <FormRootError errors={errors} />
      <Button type="submit" loading={record.isPending}>
        Record payout
      </Button>
    </form>
  );
}
