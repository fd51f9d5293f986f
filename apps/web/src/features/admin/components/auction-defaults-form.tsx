import type { AuctionDefaults, IncrementProfileJson } from '@auction/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { type FieldPath, useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { fieldErrorsOf } from '../../../lib/http/messages';
import { notify } from '../../../lib/notify';
import type { AuctionFieldsProps } from '../../admin-auctions/public';
import { BuyerPremiumFields } from '../../admin-auctions/public';
import { useSaveSettings } from '../api/admin-settings';
import {
  type AuctionDefaultsFormInput,
  type AuctionDefaultsFormValues,
  auctionDefaultsFormSchema,
  defaultsFieldOf,
  toAuctionDefaults,
  toDefaultsFormValues,
} from '../auction-defaults-form-schema';

const secondsFields = [
  ['soft_close_window_seconds', 'Soft close window (seconds)', "A bid this close to a lot's end extends it."],
  ['soft_close_extension_seconds', 'Extension (seconds)', 'The lot then ends this long after the bid.'],
  ['stagger_seconds', 'Stagger (seconds)', 'Each next lot of a timed sale closes this much later.'],
] as const;

/** What the create-auction form starts from; saved on its own, apart from the other settings. */
export function AuctionDefaultsForm({
  defaults,
  profiles,
}: {
  defaults: AuctionDefaults;
  profiles: IncrementProfileJson[];
}) {
  const save = useSaveSettings();
  const form = useForm<AuctionDefaultsFormInput, unknown, AuctionDefaultsFormValues>({
    resolver: zodResolver(auctionDefaultsFormSchema),
    defaultValues: toDefaultsFormValues(defaults),
  });
  const { register, control, formState } = form;
  const { errors } = formState;
  const houseDefault = profiles.find((profile) => profile.is_default);
  const profileOptions = [
    { value: '', label: `House default${houseDefault ? ` (${houseDefault.name})` : ''}` },
    ...profiles.map((profile) => ({ value: profile.id, label: profile.name })),
  ];
  // The premium fields carry the auction form's names, so the one component serves both forms.
  const premiumProps = { register, errors, control } as unknown as AuctionFieldsProps;

  const onSubmit = form.handleSubmit((values) =>
    save.mutate(
      { auction_defaults: toAuctionDefaults(values) },
      {
        onSuccess: (saved) => {
          notify.success('Defaults for new auctions saved.');
          form.reset(toDefaultsFormValues(saved.auction_defaults));
        },
        onError: (error) => {
          for (const [field, messages] of Object.entries(fieldErrorsOf(error))) {
            form.setError(defaultsFieldOf(field) as FieldPath<AuctionDefaultsFormInput>, {
              type: 'server',
              message: messages.join(' '),
            });
          }
        },
      },
    ),
  );

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Defaults for new auctions" className="space-y-5">
      <BuyerPremiumFields {...premiumProps} />
      <SelectField
        label="Bid increments"
        options={profileOptions}
        error={errors.increment_profile_id?.message}
        {...register('increment_profile_id')}
      />
      <div className="grid gap-5 sm:grid-cols-3">
        {secondsFields.map(([name, label, hint]) => (
          <TextField
            key={name}
            label={label}
            type="number"
            min={0}
            inputMode="numeric"
            hint={hint}
            error={errors[name]?.message}
            {...register(name, { valueAsNumber: true })}
          />
        ))}
      </div>
      <div className="flex justify-end">
        <Button type="submit" loading={save.isPending} disabled={!formState.isDirty}>
          Save auction defaults
        </Button>
      </div>
    </form>
  );
}
