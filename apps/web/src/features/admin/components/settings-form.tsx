import type { AdminSettings } from '@auction/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { SettingsSection } from '../../../components/admin/settings-section';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { applyServerErrors } from '../../../lib/forms/apply-server-errors';
import { fieldErrorsOf } from '../../../lib/http/messages';
import { notify } from '../../../lib/notify';
import { provinceCode, provinceOptions } from '../../../lib/provinces';
import { timeZoneOptions } from '../../../lib/time-zones';
import { useSaveSettings } from '../api/admin-settings';
import {
  type SettingsFormInput,
  type SettingsFormValues,
  settingsFormSchema,
  toFormErrors,
  toFormValues,
  toUpdateBody,
} from '../settings-form-schema';
import { HoursEditor } from './hours-editor';

const currencyOptions = [
  { value: 'CAD', label: 'CAD – Canadian dollar' },
  { value: 'USD', label: 'USD – US dollar' },
];

export function SettingsForm({ settings }: { settings: AdminSettings }) {
  const save = useSaveSettings();
  const form = useForm<SettingsFormInput, unknown, SettingsFormValues>({
    resolver: zodResolver(settingsFormSchema),
    defaultValues: toFormValues(settings),
  });
  const { register, control, formState } = form;
  const { errors } = formState;

  const onSubmit = form.handleSubmit((values) =>
    save.mutate(toUpdateBody(values), {
      onSuccess: (saved) => {
        notify.success('Settings saved.');
        form.reset(toFormValues(saved));
      },
      onError: (error) => applyServerErrors(form.setError, toFormErrors(fieldErrorsOf(error))),
    }),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6">
      <SettingsSection
        title="Business details"
        summary="Shown in the header, footer, e-mails and search results."
      >
        <TextField label="Site name" error={errors.site_name?.message} {...register('site_name')} />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="Contact e-mail"
            type="email"
            error={errors.contact_email?.message}
            {...register('contact_email')}
          />
          <TextField
            label="Contact phone"
            type="tel"
            error={errors.contact_phone?.message}
            {...register('contact_phone')}
          />
        </div>
      </SettingsSection>
      <SettingsSection title="Address" summary="Where the office is and where buyers pick up.">
        <TextField
          label="Street address"
          error={errors.address?.street?.message}
          {...register('address.street')}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label="City" error={errors.address?.city?.message} {...register('address.city')} />
          <SelectField
            label="Province"
            options={provinceOptions(provinceCode(settings.address.province))}
            {...register('address.province')}
          />
          <TextField
            label="Postal code"
            error={errors.address?.postal_code?.message}
            {...register('address.postal_code')}
          />
          <TextField
            label="Country code"
            hint="Two letters, such as CA."
            error={errors.address?.country?.message}
            {...register('address.country')}
          />
        </div>
      </SettingsSection>
      <SettingsSection title="Hours" summary="Office hours and the pickup times shown to buyers.">
        <HoursEditor
          name="opening_hours"
          legend="Opening hours"
          control={control}
          register={register}
          errors={errors}
        />
        <HoursEditor
          name="pickup_hours"
          legend="Pickup hours"
          control={control}
          register={register}
          errors={errors}
        />
      </SettingsSection>
      <SettingsSection title="Region" summary="Used for auction schedules, reports and prices.">
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            label="Time zone"
            options={timeZoneOptions(settings.time_zone)}
            {...register('time_zone')}
          />
          <SelectField label="Currency" options={currencyOptions} {...register('currency')} />
        </div>
        <TextField
          label="Areas served"
          hint="Separate with commas."
          error={errors.area_served_text?.message}
          {...register('area_served_text')}
        />
      </SettingsSection>
      <SettingsSection
        title="Invoices and payments"
        summary="Printed on every invoice and used when invoices are issued, paid and collected."
      >
        <TextField
          label="GST/HST registration number"
          hint="As the CRA writes it, such as 812345678 RT0001."
          error={errors.gst_hst_number?.message}
          {...register('gst_hst_number')}
        />
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            label="Payment terms (days)"
            type="number"
            inputMode="numeric"
            error={errors.invoice_payment_terms_days?.message}
            {...register('invoice_payment_terms_days', { valueAsNumber: true })}
          />
          <TextField
            label="Pickup slot (minutes)"
            type="number"
            inputMode="numeric"
            error={errors.pickup_slot_minutes?.message}
            {...register('pickup_slot_minutes', { valueAsNumber: true })}
          />
          <TextField
            label="Buyers per pickup slot"
            type="number"
            inputMode="numeric"
            error={errors.pickup_slot_capacity?.message}
            {...register('pickup_slot_capacity', { valueAsNumber: true })}
          />
          <TextField
            label="Charge cards on file after (hours)"
            hint="Invoices of card-on-file sales are charged to the buyer's saved card this long after issue; 0 is off."
            type="number"
            inputMode="numeric"
            error={errors.card_on_file_charge_after_hours?.message}
            {...register('card_on_file_charge_after_hours', { valueAsNumber: true })}
          />
        </div>
        <CheckboxField
          asSwitch
          label="Generate invoices when an auction closes"
          description="Draft invoices are made at once; staff still check and issue them."
          {...register('invoice_automatically_on_close')}
        />
        <TextField
          label="Interac e-Transfer address"
          type="email"
          optional
          hint="Leave empty if the house takes no e-Transfers: invoices then do not offer them."
          error={errors.etransfer_email?.message}
          {...register('etransfer_email')}
        />
        <TextareaField
          label="Payment instructions"
          optional
          rows={3}
          hint="Shown on the pay page when card payment online is off."
          error={errors.payment_instructions?.message}
          {...register('payment_instructions')}
        />
      </SettingsSection>
      <SettingsSection
        title="Saleroom"
        summary="Everyone on the saleroom's Wi-Fi shares the house's public address: these addresses are not held to the limit of signed-out screens per address."
      >
        <TextareaField
          label="Saleroom addresses"
          optional
          rows={3}
          hint="One a line: an address such as 203.0.113.7 or a range such as 203.0.113.0/24."
          error={errors.saleroom_addresses_text?.message}
          {...register('saleroom_addresses_text')}
        />
      </SettingsSection>
      <SettingsSection
        title="Maintenance"
        summary="While on, only administrators can use the site. Everyone else sees the maintenance page."
      >
        <CheckboxField
          asSwitch
          label="Maintenance mode"
          description="Sign-in stays open so administrators can get in."
          {...register('maintenance_mode')}
        />
        <TextareaField
          label="Maintenance message"
          optional
          rows={3}
          hint="Shown to visitors while maintenance mode is on."
          error={errors.maintenance_message?.message}
          {...register('maintenance_message')}
        />
      </SettingsSection>
      <div className="sticky bottom-0 -mx-4 flex justify-end gap-3 border-t border-slate-200 bg-slate-100/95 px-4 py-4 backdrop-blur sm:-mx-6 sm:px-6 lg:-mx-8 lg:px-8 dark:border-slate-800 dark:bg-slate-950/95">
        <Button
          variant="secondary"
          disabled={!formState.isDirty || save.isPending}
          onClick={() => form.reset()}
        >
          Discard changes
        </Button>
        <Button type="submit" loading={save.isPending}>
          Save settings
        </Button>
      </div>
    </form>
  );
}
