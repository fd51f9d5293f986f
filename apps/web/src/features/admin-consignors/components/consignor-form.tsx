import {
  type ConsignorDetail,
  type ConsignorUpdateBody,
  consignorPayoutMethodLabels,
  consignorPayoutMethods,
} from '@auction/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { FormRootError } from '../../../components/forms/form-root-error';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { showServerErrors } from '../../../lib/forms/apply-server-errors';
import { commissionProfileChoicesQuery } from '../api/consignor-queries';
import {
  type ConsignorFormInput,
  consignorFormResolver,
  consignorFormValues,
  toConsignorBody,
} from '../consignor-form-schema';

interface ConsignorFormProps {
  consignor: ConsignorDetail | null;
  saving: boolean;
  onSave: (body: ConsignorUpdateBody, onError: (error: unknown) => void) => void;
  onCancel: () => void;
}

function Group({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className="space-y-4">
      <legend className="text-base font-semibold">{title}</legend>
      {children}
    </fieldset>
  );
}

/** A new consignor, or an edit of one: contact, address, tax number, payout, commission and notes. */
export function ConsignorForm({ consignor, saving, onSave, onCancel }: ConsignorFormProps) {
  const accountOnFile = consignor?.deposit_account_last4 ?? null;
  const form = useForm<ConsignorFormInput, unknown, ConsignorUpdateBody>({
    resolver: consignorFormResolver(accountOnFile !== null),
    defaultValues: consignorFormValues(consignor),
  });
  const { register, formState, watch } = form;
  const { errors } = formState;
  const method = watch('payout_method');
  const profiles = useQuery(commissionProfileChoicesQuery);
  const headingId = useId();
  // e-Transfers usually go to the address the consignor already gave: offer it, still editable.
  const handlePayoutMethodChange = (event: React.ChangeEvent<HTMLSelectElement>) => {
    if (event.target.value !== 'e_transfer' || form.getValues('payout_email').trim()) return;
    const email = form.getValues('email').trim();
    if (email) form.setValue('payout_email', email, { shouldDirty: true });
  };
  const onSubmit = form.handleSubmit((values) =>
    onSave(toConsignorBody(values, consignor !== null), (error) =>
      showServerErrors(form, error, { focusFirst: true }),
    ),
  );

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={headingId} className="space-y-6">
      <h2 id={headingId} className="text-lg font-semibold">
        {consignor ? 'Edit consignor' : 'New consignor'}
      </h2>
      <Group title="Contact">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Name" autoComplete="off" error={errors.name?.message} {...register('name')} />
          <TextField label="Company" optional error={errors.company?.message} {...register('company')} />
          <TextField
            label="E-mail"
            type="email"
            optional
            error={errors.email?.message}
            {...register('email')}
          />
          <TextField label="Phone" type="tel" optional error={errors.phone?.message} {...register('phone')} />
        </div>
      </Group>
      <Group title="Address">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Street address"
            optional
            error={errors.address?.line1?.message}
            {...register('address.line1')}
          />
          <TextField
            label="Address line 2"
            optional
            error={errors.address?.line2?.message}
            {...register('address.line2')}
          />
          <TextField
            label="City"
            optional
            error={errors.address?.city?.message}
            {...register('address.city')}
          />
          <TextField
            label="Province"
            optional
            error={errors.address?.province?.message}
            {...register('address.province')}
          />
          <TextField
            label="Postal code"
            optional
            autoCapitalize="characters"
            error={errors.address?.postal_code?.message}
            {...register('address.postal_code')}
          />
          <TextField
            label="Country"
            error={errors.address?.country?.message}
            {...register('address.country')}
          />
        </div>
      </Group>
      <Group title="Tax, payout and commission">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="GST/HST number"
            optional
            hint="A registered business charges tax on its sales: 123456789RT0001."
            error={errors.gst_hst_number?.message}
            {...register('gst_hst_number')}
          />
          <SelectField
            label="Commission profile"
            options={[
              { value: '', label: 'Default profile' },
              ...(profiles.data ?? []).map((profile) => ({
                value: profile.id,
                label: profile.is_default ? `${profile.name} (the default)` : profile.name,
              })),
            ]}
            error={errors.commission_profile_id?.message}
            {...register('commission_profile_id')}
          />
          <SelectField
            label="Payout method"
            options={consignorPayoutMethods.map((value) => ({
              value,
              label: consignorPayoutMethodLabels[value],
            }))}
            error={errors.payout_method?.message}
            {...register('payout_method', { onChange: handlePayoutMethodChange })}
          />
          {method === 'e_transfer' && (
            <TextField
              label="e-Transfer e-mail"
              type="email"
              error={errors.payout_email?.message}
              {...register('payout_email')}
            />
          )}
        </div>
        {method === 'direct_deposit' && (
          <div className="grid gap-4 sm:grid-cols-3">
            <TextField
              label="Institution number"
              inputMode="numeric"
              hint="3 digits"
              error={errors.deposit_institution?.message}
              {...register('deposit_institution')}
            />
            <TextField
              label="Transit number"
              inputMode="numeric"
              hint="5 digits"
              error={errors.deposit_transit?.message}
              {...register('deposit_transit')}
            />
            <TextField
              label="Account number"
              inputMode="numeric"
              autoComplete="off"
              optional={accountOnFile !== null}
              hint={
                accountOnFile
                  ? `On file: ending ${accountOnFile}. Leave empty to keep it.`
                  : '7 to 12 digits; shown afterwards only by its last four.'
              }
              error={errors.deposit_account?.message}
              {...register('deposit_account')}
            />
          </div>
        )}
      </Group>
      <TextareaField label="Notes" optional rows={3} error={errors.notes?.message} {...register('notes')} />
      <FormRootError errors={errors} />
      <div className="flex flex-col gap-3 sm:flex-row sm:justify-end">
        <Button type="submit" className="sm:order-2" loading={saving}>
          {consignor ? 'Save changes' : 'Create consignor'}
        </Button>
        <Button variant="secondary" className="sm:order-1" disabled={saving} onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
