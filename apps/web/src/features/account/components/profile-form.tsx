import { consentWording, type User } from '@auction/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { useAuth } from '../../../lib/auth/use-auth';
import { applyServerErrors } from '../../../lib/forms/apply-server-errors';
import { notify } from '../../../lib/notify';
import { provinceCode, provinceOptions } from '../../../lib/provinces';
import {
  type ProfileFormInput,
  type ProfileFormValues,
  profileFormDefaults,
  profileFormSchema,
} from '../profile-form-schema';

export function ProfileForm({ user }: { user: User }) {
  const { updateProfile, actions } = useAuth();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<ProfileFormInput, unknown, ProfileFormValues>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: profileFormDefaults(user),
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    const result = await updateProfile(values);
    if (result.ok) {
      notify.success('Profile saved.');
      form.reset(profileFormDefaults(result.data));
      return;
    }
    setError(result.message);
    applyServerErrors(form.setError, result.fieldErrors);
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6">
      {error && <Alert tone="error">{error}</Alert>}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Full name"
          autoComplete="name"
          error={errors.name?.message}
          {...form.register('name')}
        />
        <TextField
          label="First name"
          autoComplete="given-name"
          optional
          hint="How we greet you. Left empty, we use the first word of your full name."
          error={errors.first_name?.message}
          {...form.register('first_name')}
        />
        <TextField
          label="Phone number"
          type="tel"
          autoComplete="tel"
          error={errors.phone?.message}
          {...form.register('phone')}
        />
      </div>
      <fieldset className="space-y-5">
        <legend className="font-display text-lg font-semibold text-harbour-950 dark:text-white">
          Mailing address
        </legend>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="Street address"
            autoComplete="address-line1"
            error={errors.address?.line1?.message}
            {...form.register('address.line1')}
          />
          <TextField
            label="Apartment, suite or unit"
            autoComplete="address-line2"
            optional
            error={errors.address?.line2?.message}
            {...form.register('address.line2')}
          />
          <TextField
            label="City or town"
            autoComplete="address-level2"
            error={errors.address?.city?.message}
            {...form.register('address.city')}
          />
          <SelectField
            label="Province or territory"
            autoComplete="address-level1"
            options={provinceOptions(provinceCode(user.address.province))}
            error={errors.address?.province?.message}
            {...form.register('address.province')}
          />
          <TextField
            label="Postal code"
            autoComplete="postal-code"
            error={errors.address?.postal_code?.message}
            {...form.register('address.postal_code')}
          />
          <TextField
            label="Country"
            autoComplete="country-name"
            error={errors.address?.country?.message}
            {...form.register('address.country')}
          />
        </div>
      </fieldset>
      <CheckboxField
        label={consentWording.profile}
        description="Messages about upcoming sales. Service e-mails such as invoices and outbid notices are always sent."
        {...form.register('marketing_consent')}
      />
      <Button type="submit" loading={actions.updateProfile.loading}>
        Save profile
      </Button>
    </form>
  );
}
