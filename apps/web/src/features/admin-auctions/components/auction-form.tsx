import type { Auction, AuctionDefaults, Category, IncrementProfileJson } from '@auction/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { isAxiosError } from 'axios';
import { useCallback, useRef, useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { SettingsSection } from '../../../components/admin/settings-section';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { fieldErrorsOf, serverMessageOf } from '../../../lib/http/messages';
import type { AuctionBodyInput } from '../api/auction-mutations';
import {
  type AuctionFormInput,
  type AuctionFormValues,
  auctionFormSchema,
  formFieldOf,
  toAuctionBody,
  toFormValues,
} from '../auction-form-schema';
import { BuyerPremiumFields } from './buyer-premium-fields';
import { BuyerTermsFields } from './buyer-terms-fields';
import { CategoryCheckboxes } from './category-checkboxes';
import { CoverImageUpload } from './cover-image-upload';
import { LeaveGuard } from './leave-guard';
import { NewCategory } from './new-category';
import { ScheduleFields } from './schedule-fields';

const closedMessage = 'A closed auction can no longer be changed.';

interface AuctionFormProps {
  auction: Auction | null;
  categories: Category[];
  profiles: IncrementProfileJson[];
  /** What a new auction starts from (the settings' defaults for new auctions). */
  defaults?: AuctionDefaults;
  saving: boolean;
  onSave: (
    body: AuctionBodyInput,
    handlers: { onSuccess: (saved: Auction) => void; onError: (error: unknown) => void },
  ) => void;
}

/** Every setting of an auction, in sections; new auctions and drafts alike. */
export function AuctionForm({ auction, categories, profiles, defaults, saving, onSave }: AuctionFormProps) {
  const form = useForm<AuctionFormInput, unknown, AuctionFormValues>({
    resolver: zodResolver(auctionFormSchema),
    defaultValues: toFormValues(auction, defaults),
  });
  const { register, control, formState } = form;
  const { errors } = formState;
  const [conflict, setConflict] = useState<string | null>(
    auction && (auction.status === 'closed' || auction.status === 'settled') ? closedMessage : null,
  );
  const [otherErrors, setOtherErrors] = useState<string[]>([]);
  const readOnly = conflict !== null;
  const fields = { register, errors, control };
  const defaultProfile = profiles.find((profile) => profile.is_default);
  const profileOptions = [
    { value: '', label: `House default${defaultProfile ? ` (${defaultProfile.name})` : ''}` },
    ...profiles.map((profile) => ({ value: profile.id, label: profile.name })),
  ];

  function handleError(error: unknown) {
    if (isAxiosError(error) && error.response?.status === 409) {
      setConflict(serverMessageOf(error) ?? closedMessage);
      return;
    }
    const unplaced: string[] = [];
    let first = true;
    for (const [serverField, messages] of Object.entries(fieldErrorsOf(error))) {
      const field = formFieldOf(serverField);
      if (!field) {
        unplaced.push(...messages);
        continue;
      }
      const message = messages.join(' ');
      form.setError(
        field as FieldPath<AuctionFormInput>,
        { type: 'server', message },
        { shouldFocus: first },
      );
      first = false;
    }
    setOtherErrors(unplaced);
  }

  // Compared when leaving, so a save that just reset the form lets the page move on at once.
  const savedValues = useRef(JSON.stringify(toFormValues(auction)));
  const isDirty = useCallback(
    () => !readOnly && JSON.stringify(form.getValues()) !== savedValues.current,
    [form, readOnly],
  );

  const onSubmit = form.handleSubmit((values) => {
    setOtherErrors([]);
    onSave(toAuctionBody(values, auction?.image ?? null), {
      onSuccess: (saved) => {
        savedValues.current = JSON.stringify(toFormValues(saved));
        form.reset(toFormValues(saved));
      },
      onError: handleError,
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6" aria-label="Auction settings">
      <LeaveGuard isDirty={isDirty} message="Your changes to this auction are not saved yet." />
      {conflict && (
        <Alert tone="warning" title="Read only">
          {conflict}
        </Alert>
      )}
      {otherErrors.length > 0 && (
        <Alert tone="error">
          {otherErrors.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </Alert>
      )}
      <fieldset disabled={readOnly} className="min-w-0 space-y-6">
        <SettingsSection title="Basics" summary="What bidders see first on the auction page.">
          <TextField label="Title" error={errors.title?.message} {...register('title')} />
          <TextareaField
            label="Description"
            optional
            rows={5}
            error={errors.description?.message}
            {...register('description')}
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <SelectField
              label="Type"
              options={[
                { value: 'timed', label: 'Timed online auction' },
                { value: 'live', label: 'Live webcast auction' },
              ]}
              {...register('type')}
            />
            <TextField
              label="Location"
              optional
              hint="Where the goods are, e.g. Dartmouth, Nova Scotia."
              error={errors.location?.message}
              {...register('location')}
            />
          </div>
          <CategoryCheckboxes categories={categories} register={register} errors={errors} />
          <NewCategory
            onCreated={(category) => {
              const ticked: unknown = form.getValues('category_ids');
              const list = Array.isArray(ticked) ? ticked : typeof ticked === 'string' ? [ticked] : [];
              form.setValue('category_ids', [...list, category.id], { shouldDirty: true });
            }}
          />
        </SettingsSection>
        <SettingsSection
          title="Schedule"
          summary="Bidding opens at the start. Timed lots close one after another from the end."
        >
          <ScheduleFields {...fields} />
        </SettingsSection>
        <SettingsSection title="Bidding" summary="Increments, registration, card on file and deposit.">
          <SelectField
            label="Bid increment profile"
            options={profileOptions}
            error={errors.increment_profile_id?.message}
            {...register('increment_profile_id')}
          />
          <CheckboxField
            label="Registration requires approval"
            description="Staff approve each bidder before they can bid."
            {...register('requires_approval')}
          />
          <CheckboxField
            label="Card on file required"
            description="Bidders save a card with Stripe when they register; staff can charge it for their invoice."
            {...register('card_on_file_required')}
          />
          <div className="max-w-xs">
            <TextField
              label="Deposit ($)"
              optional
              inputMode="decimal"
              hint="Leave empty for no deposit."
              error={errors.deposit?.message}
              {...register('deposit')}
            />
          </div>
          <TextField
            label="Video URL"
            optional
            type="url"
            hint="The stream of a live webcast auction."
            error={errors.video_url?.message}
            {...register('video_url')}
          />
        </SettingsSection>
        <SettingsSection title="Buyer's premium" summary="Charged on top of the hammer price.">
          <BuyerPremiumFields {...fields} />
        </SettingsSection>
        <SettingsSection
          title="Buyer terms"
          summary="When payment is due, when lots are collected, and whether they ship. Each invoice keeps them as they are when it is issued."
        >
          <BuyerTermsFields {...fields} />
        </SettingsSection>
        <SettingsSection title="Terms, pickup and shipping" summary="Shown on the auction page.">
          <TextareaField
            label="Terms of sale"
            optional
            rows={6}
            error={errors.terms?.message}
            {...register('terms')}
          />
          <TextareaField
            label="Pickup and shipping notes"
            optional
            rows={4}
            error={errors.pickup_info?.message}
            {...register('pickup_info')}
          />
        </SettingsSection>
      </fieldset>
      <SettingsSection title="Cover picture" summary="Shown on auction cards and at the top of the page.">
        {auction ? (
          <CoverImageUpload auction={auction} disabled={readOnly} />
        ) : (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Create the auction first, then add its cover picture here.
          </p>
        )}
      </SettingsSection>
      {!readOnly && (
        <div className="sticky bottom-0 -mx-4 flex justify-end gap-3 border-t border-slate-200 bg-slate-100/95 px-4 py-4 backdrop-blur sm:-mx-6 sm:px-6 lg:-mx-8 lg:px-8 dark:border-slate-800 dark:bg-slate-950/95">
          <Button variant="secondary" disabled={!formState.isDirty || saving} onClick={() => form.reset()}>
            Discard changes
          </Button>
          <Button type="submit" loading={saving}>
            {auction ? 'Save auction' : 'Create auction'}
          </Button>
        </div>
      )}
    </form>
  );
}
