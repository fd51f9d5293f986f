import {
  type IncrementProfileBody,
  type IncrementProfileJson,
  incrementProfileBodySchema,
} from '@auction/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { TextField } from '../../../components/ui/text-field';
import { applyServerErrors } from '../../../lib/forms/apply-server-errors';
import { fieldErrorsOf } from '../../../lib/http/messages';
import { notify } from '../../../lib/notify';
import { type IncrementProfileInput, useSaveIncrementProfile } from '../api/increment-profiles';
import { IncrementRowsEditor } from './increment-rows-editor';

const emptyProfile: IncrementProfileInput = {
  name: '',
  rows: [{ from_amount: 0, increment: 1 }],
  is_default: false,
};

/**
 * Creates or edits a profile. The form is checked with the server's own schema, so the messages
 * match; the dollars typed are sent as they are (the server turns them into cents).
 */
export function IncrementProfileForm({
  profile,
  onDone,
}: {
  profile: IncrementProfileJson | null;
  onDone: () => void;
}) {
  const save = useSaveIncrementProfile();
  const form = useForm<IncrementProfileInput, unknown, IncrementProfileBody>({
    resolver: zodResolver(incrementProfileBodySchema),
    defaultValues: profile
      ? { name: profile.name, rows: profile.rows.map((row) => ({ ...row })), is_default: profile.is_default }
      : emptyProfile,
  });
  const { errors } = form.formState;
  const title = profile ? `Edit ${profile.name}` : 'New increment profile';

  const onSubmit = form.handleSubmit(() => {
    const values = form.getValues();
    // The default stays the default until another profile takes over (its box is locked).
    const body = {
      ...values,
      name: values.name.trim(),
      is_default: profile?.is_default || values.is_default,
    };
    save.mutate(
      { ...(profile ? { id: profile.id } : {}), body },
      {
        onSuccess: (saved) => {
          notify.success(`Increment profile “${saved.name}” saved.`);
          onDone();
        },
        onError: (error) => applyServerErrors(form.setError, fieldErrorsOf(error)),
      },
    );
  });

  return (
    <Card className="max-w-2xl p-4 sm:p-6">
      <form noValidate onSubmit={onSubmit} aria-label={title} className="space-y-5">
        <h2 className="text-lg font-semibold">{title}</h2>
        <TextField label="Profile name" error={errors.name?.message} {...form.register('name')} />
        <IncrementRowsEditor control={form.control} register={form.register} errors={errors} />
        <CheckboxField
          label="House default"
          description="Used by every auction that has no profile of its own."
          disabled={profile?.is_default}
          {...form.register('is_default')}
        />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" loading={save.isPending}>
            Save profile
          </Button>
          <Button variant="secondary" onClick={onDone}>
            Cancel
          </Button>
        </div>
      </form>
    </Card>
  );
}
