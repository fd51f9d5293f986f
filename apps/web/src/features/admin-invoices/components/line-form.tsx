import { chargeTypes, creditTypes, type InvoiceLineBody } from '@auction/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { FormRootError } from '../../../components/forms/form-root-error';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { showServerErrors } from '../../../lib/forms/apply-server-errors';
import { notify } from '../../../lib/notify';
import { useAddLine } from '../api/invoice-mutations';
import { chargeTypeLabels, type LineFormValues, lineFormSchema } from '../form-schemas';

const empty: LineFormValues = {
  kind: 'charge',
  charge_type: 'shipping',
  description: '',
  amount_cents: '',
  taxable: true,
  reason: '',
};

/** Adds a charge (shipping, handling, a lot fee) or a credit (a discount with its reason, a deposit) to a draft. */
export function LineForm({ invoiceId }: { invoiceId: string }) {
  const add = useAddLine(invoiceId);
  const form = useForm<LineFormValues, unknown, InvoiceLineBody>({
    resolver: zodResolver(lineFormSchema),
    defaultValues: empty,
  });
  const { errors } = form.formState;
  const kind = form.watch('kind');
  const types = kind === 'charge' ? chargeTypes : creditTypes;

  const onSubmit = form.handleSubmit((body) =>
    add.mutate(body, {
      onSuccess: () => {
        notify.success(body.kind === 'charge' ? 'Charge added.' : 'Credit added.');
        form.reset(empty);
      },
      onError: (error) => showServerErrors(form, error),
    }),
  );

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Add a charge or credit" className="space-y-4">
      <h3 className="font-semibold">Add a charge or credit</h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Kind"
          options={[
            { value: 'charge', label: 'Charge' },
            { value: 'credit', label: 'Credit' },
          ]}
          {...form.register('kind', {
            onChange: (event) =>
              form.setValue('charge_type', event.target.value === 'charge' ? chargeTypes[0] : creditTypes[0]),
          })}
        />
        <SelectField
          label="Type"
          options={types.map((type) => ({ value: type, label: chargeTypeLabels[type] }))}
          error={errors.charge_type?.message}
          {...form.register('charge_type')}
        />
        <TextField
          label="Description"
          error={errors.description?.message}
          {...form.register('description')}
        />
        <TextField
          label="Amount ($)"
          inputMode="decimal"
          error={errors.amount_cents?.message}
          {...form.register('amount_cents')}
        />
      </div>
      {kind === 'charge' ? (
        <CheckboxField
          label="Taxable"
          description="GST/HST applies to this charge."
          {...form.register('taxable')}
        />
      ) : (
        <TextField label="Reason" error={errors.reason?.message} {...form.register('reason')} />
      )}
      <FormRootError errors={errors} />
      <Button type="submit" loading={add.isPending}>
        Add {kind}
      </Button>
    </form>
  );
}
