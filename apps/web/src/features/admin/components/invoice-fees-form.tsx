import type { InvoiceFeeSettings } from '@auction/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { fieldErrorsOf } from '../../../lib/http/messages';
import { notify } from '../../../lib/notify';
import { useSaveSettings } from '../api/admin-settings';
import {
  feesFieldOf,
  type InvoiceFeesFormValues,
  invoiceFeesFormSchema,
  toInvoiceFeeSettings,
  toInvoiceFeesFormValues,
} from '../invoice-fees-form-schema';

/**
 * The late and storage fees the daily fee job adds to issued invoices (decision 0068), saved on
 * their own. Each is off until staff switch it on; the buyer is told before either first applies.
 */
export function InvoiceFeesForm({ fees }: { fees: InvoiceFeeSettings }) {
  const save = useSaveSettings();
  const form = useForm<InvoiceFeesFormValues>({
    resolver: zodResolver(invoiceFeesFormSchema),
    defaultValues: toInvoiceFeesFormValues(fees),
  });
  const { register, formState, watch } = form;
  const { errors } = formState;
  const late = watch('late_enabled');
  const method = watch('late_method');
  const storage = watch('storage_enabled');

  const onSubmit = form.handleSubmit((values) =>
    save.mutate(
      { invoice_fees: toInvoiceFeeSettings(values) },
      {
        onSuccess: (saved) => {
          notify.success('Late and storage fees saved.');
          form.reset(toInvoiceFeesFormValues(saved.invoice_fees));
        },
        onError: (error) => {
          for (const [field, messages] of Object.entries(fieldErrorsOf(error))) {
            const own = feesFieldOf(field);
            if (own) form.setError(own, { type: 'server', message: messages.join(' ') });
          }
        },
      },
    ),
  );

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Late and storage fees" className="space-y-6">
      <TextField
        label="Notice (days before a fee first applies)"
        inputMode="numeric"
        className="max-w-40"
        hint="The buyer is e-mailed this many days before a late fee or storage starts."
        error={errors.notice_days?.message}
        {...register('notice_days')}
      />
      <fieldset className="space-y-3">
        <legend className="font-medium">Late fee</legend>
        <CheckboxField
          asSwitch
          label="Charge a late fee"
          description="Once, on an invoice still unpaid some days after its due day."
          {...register('late_enabled')}
        />
        {late && (
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            <TextField
              label="Days after the due day"
              inputMode="numeric"
              error={errors.late_after_days?.message}
              {...register('late_after_days')}
            />
            <SelectField
              label="The fee is"
              options={[
                { value: 'fixed', label: 'A fixed amount' },
                { value: 'percent', label: 'A percent of the balance' },
              ]}
              {...register('late_method')}
            />
            {method === 'fixed' ? (
              <TextField
                label="Late fee ($)"
                inputMode="decimal"
                error={errors.late_amount?.message}
                {...register('late_amount')}
              />
            ) : (
              <>
                <TextField
                  label="Percent of the balance (%)"
                  inputMode="decimal"
                  error={errors.late_percent?.message}
                  {...register('late_percent')}
                />
                <TextField
                  label="At least ($)"
                  inputMode="decimal"
                  error={errors.late_minimum?.message}
                  {...register('late_minimum')}
                />
              </>
            )}
            <CheckboxField label="Charge HST on the late fee" {...register('late_taxable')} />
          </div>
        )}
      </fieldset>
      <fieldset className="space-y-3">
        <legend className="font-medium">Storage</legend>
        <CheckboxField
          asSwitch
          label="Charge storage"
          description="Each day after the pickup window while lots wait in the warehouse."
          {...register('storage_enabled')}
        />
        {storage && (
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            <SelectField
              label="Charged"
              options={[
                { value: 'lot', label: 'Per lot waiting' },
                { value: 'invoice', label: 'Per invoice' },
              ]}
              {...register('storage_per')}
            />
            <TextField
              label="A day ($)"
              inputMode="decimal"
              error={errors.storage_daily?.message}
              {...register('storage_daily')}
            />
            <TextField
              label="Free days after the window"
              inputMode="numeric"
              error={errors.storage_grace_days?.message}
              {...register('storage_grace_days')}
            />
            <TextField
              label="Without a window: days after the due day"
              inputMode="numeric"
              hint="For a sale by appointment or with no pickup window."
              error={errors.storage_days_after_due?.message}
              {...register('storage_days_after_due')}
            />
            <CheckboxField label="Charge HST on storage" {...register('storage_taxable')} />
          </div>
        )}
      </fieldset>
      <div className="flex justify-end">
        <Button type="submit" loading={save.isPending} disabled={!formState.isDirty}>
          Save fees
        </Button>
      </div>
    </form>
  );
}
