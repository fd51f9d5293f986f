import { type CommissionProfileBody, type CommissionProfileJson, commissionKinds } from '@auction/contracts';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { fieldErrorsOf } from '../../../lib/http/messages';
import { notify } from '../../../lib/notify';
import { useSaveCommissionProfile } from '../api/commission-profiles';
import { CommissionCalculator } from './commission-calculator';
import {
  type CommissionFormValues,
  commissionResolver,
  emptyCommissionForm,
  formPathOf,
  formValuesOf,
  termsOfForm,
} from './commission-form-values';
import { kindLabels } from './commission-format';
import { CommissionTiersEditor } from './commission-tiers-editor';

const kindOptions = commissionKinds.map((kind) => ({ value: kind, label: kindLabels[kind] }));
const kindHints = {
  flat: 'One rate on every hammer.',
  sliding: 'The whole hammer at the rate of the band it falls in.',
  incremental: 'Each band of the hammer at its own rate, like tax brackets.',
} as const;

/** Creates or edits a profile, with a calculator that follows the form as it is typed. */
export function CommissionProfileForm({
  profile,
  onDone,
}: {
  profile: CommissionProfileJson | null;
  onDone: () => void;
}) {
  const save = useSaveCommissionProfile();
  const form = useForm<CommissionFormValues, unknown, CommissionProfileBody>({
    resolver: commissionResolver,
    defaultValues: profile ? formValuesOf(profile) : emptyCommissionForm,
  });
  const { errors } = form.formState;
  const watched = useWatch({ control: form.control }) as CommissionFormValues;
  const title = profile ? `Edit ${profile.name}` : 'New commission profile';

  const onSubmit = form.handleSubmit((body) => {
    save.mutate(
      { ...(profile ? { id: profile.id } : {}), body },
      {
        onSuccess: (saved) => {
          notify.success(`Commission profile “${saved.name}” saved.`);
          onDone();
        },
        onError: (error) => {
          const fields = fieldErrorsOf(error);
          if (Object.keys(fields).length === 0)
            notify.error('The profile could not be saved. Please try again.');
          for (const [path, messages] of Object.entries(fields)) {
            form.setError(formPathOf(path) as 'name', { type: 'server', message: messages.join(' ') });
          }
        },
      },
    );
  });

  const kind = watched.kind ?? 'flat';
  const money = (name: 'minimum' | 'lot_fee' | 'photo_fee' | 'unsold_fee', label: string, hint: string) => (
    <TextField
      label={label}
      hint={hint}
      type="number"
      step="0.01"
      min="0"
      inputMode="decimal"
      error={errors[name]?.message}
      {...form.register(name, { valueAsNumber: true })}
    />
  );

  return (
    <Card className="p-4 sm:p-6">
      <form noValidate onSubmit={onSubmit} aria-label={title} className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <div className="space-y-5">
          <h2 className="text-lg font-semibold">{title}</h2>
          <TextField label="Profile name" error={errors.name?.message} {...form.register('name')} />
          <SelectField
            label="Kind"
            options={kindOptions}
            hint={kindHints[kind]}
            error={errors.kind?.message}
            {...form.register('kind', {
              onChange: (event) => {
                if (event.target.value === 'flat')
                  form.setValue('tiers', form.getValues('tiers').slice(0, 1));
              },
            })}
          />
          <CommissionTiersEditor
            control={form.control}
            register={form.register}
            errors={errors}
            isFlat={kind === 'flat'}
          />
          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-2 text-sm font-medium text-slate-800 dark:text-slate-200">
              Minimum and fees ($)
            </legend>
            {money(
              'minimum',
              'Minimum per lot',
              'The least commission on a sold lot, never more than its hammer.',
            )}
            {money('lot_fee', 'Lot fee', 'On every lot offered, sold or not.')}
            {money('photo_fee', 'Photo fee', 'Once per item photographed.')}
            {money('unsold_fee', 'Unsold fee', 'On each lot passed or bought in.')}
          </fieldset>
          {!profile && (
            <CheckboxField
              label="House default"
              description="Used for every consignor without a profile of their own."
              {...form.register('is_default')}
            />
          )}
          <div className="flex flex-wrap gap-3">
            <Button type="submit" loading={save.isPending}>
              Save profile
            </Button>
            <Button variant="secondary" onClick={onDone}>
              Cancel
            </Button>
          </div>
        </div>
        <div className="lg:pt-11">
          <CommissionCalculator terms={termsOfForm({ ...emptyCommissionForm, ...watched })} />
        </div>
      </form>
    </Card>
  );
}
