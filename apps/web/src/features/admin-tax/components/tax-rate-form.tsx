import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { FormRootError } from '../../../components/forms/form-root-error';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { showServerErrors } from '../../../lib/forms/apply-server-errors';
import { notify } from '../../../lib/notify';
import { useAddTaxRate } from '../api/tax-rates';
import {
  formatRate,
  regionCodes,
  regionNames,
  type TaxRateFormValues,
  taxRateFormSchema,
} from '../tax-rate-form-schema';

const regionOptions = regionCodes.map((code) => ({ value: code, label: `${regionNames[code]} (${code})` }));

/** A new dated rate, such as next spring's HST change; it applies to sales from its day on. */
export function TaxRateForm({ onDone }: { onDone: () => void }) {
  const add = useAddTaxRate();
  const form = useForm<
    TaxRateFormValues,
    unknown,
    { region: string; label: string; effective_from: string; rate_bps: number }
  >({
    resolver: zodResolver(taxRateFormSchema),
    defaultValues: { region: 'NS', label: 'HST', effective_from: '', rate_percent: '' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((body) =>
    add.mutate(body, {
      onSuccess: (rate) => {
        notify.success(
          `${rate.label} ${formatRate(rate.rate_bps)} for ${rate.region} from ${rate.effective_from} added.`,
        );
        onDone();
      },
      onError: (error) => showServerErrors(form, error),
    }),
  );

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label="Add a tax rate"
      className="space-y-4 rounded-lg border border-slate-200 p-4 dark:border-slate-700"
    >
      <h3 className="font-semibold">Add a tax rate</h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Region"
          options={regionOptions}
          error={errors.region?.message}
          {...form.register('region')}
        />
        <TextField
          label="Label"
          hint="As printed on invoices, e.g. HST or GST."
          error={errors.label?.message}
          {...form.register('label')}
        />
        <TextField
          label="Rate (%)"
          inputMode="decimal"
          hint="For example 14 or 13.5."
          error={errors.rate_percent?.message}
          {...form.register('rate_percent')}
        />
        <TextField
          label="In force from"
          type="date"
          hint="Sales on or after this day take the rate."
          error={errors.effective_from?.message}
          {...form.register('effective_from')}
        />
      </div>
      <FormRootError errors={errors} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={add.isPending}>
          Add rate
        </Button>
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
