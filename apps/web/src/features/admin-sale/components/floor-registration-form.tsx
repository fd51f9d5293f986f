import type { FloorRegistration, UserLookupResult } from '@auction/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { TextField } from '../../../components/ui/text-field';
import { fieldErrorsOf, messageForError } from '../../../lib/http/messages';
import { notify } from '../../../lib/notify';
import {
  lookUpUsers,
  useCreateFloorRegistration,
  useUpdateFloorRegistration,
} from '../api/floor-registrations';
import {
  emptyFloorRegistration,
  type FloorRegistrationInput,
  type FloorRegistrationValues,
  floorRegistrationFormSchema,
  floorRegistrationInputOf,
  formFieldOf,
  toFloorRegistrationBody,
} from '../floor-registration-schema';

/** Finds an account by e-mail or phone and links the floor buyer to it (or not). */
function AccountLink({
  linked,
  onLink,
}: {
  linked: UserLookupResult | null;
  onLink: (user: UserLookupResult | null) => void;
}) {
  const [q, setQ] = useState('');
  const [found, setFound] = useState<UserLookupResult[] | null>(null);
  const [error, setError] = useState<string | undefined>();
  const search = async () => {
    setError(undefined);
    try {
      setFound(await lookUpUsers(q));
    } catch (failure) {
      setFound(null);
      setError(fieldErrorsOf(failure).q?.join(' ') ?? messageForError(failure).join(' '));
    }
  };
  if (linked) {
    return (
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <p>
          Linked to the account of <strong>{linked.name}</strong> ({linked.email})
        </p>
        <Button type="button" variant="ghost" size="sm" onClick={() => onLink(null)}>
          Remove the link
        </Button>
      </div>
    );
  }
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-end gap-2">
        <div className="min-w-[14rem] flex-1">
          <TextField
            label="Existing account (e-mail or phone)"
            optional
            value={q}
            error={error}
            onChange={(event) => setQ(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                void search();
              }
            }}
          />
        </div>
        <Button type="button" variant="secondary" onClick={() => void search()}>
          Find account
        </Button>
      </div>
      {found && found.length === 0 && <p className="text-sm">No account matches.</p>}
      {found && found.length > 0 && (
        <ul aria-label="Matching accounts" className="space-y-1 text-sm">
          {found.map((user) => (
            <li key={user.id} className="flex flex-wrap items-center gap-2">
              <span>
                {user.name} · {user.email}
                {user.phone ? ` · ${user.phone}` : ''}
              </span>
              <Button type="button" size="sm" variant="secondary" onClick={() => onLink(user)}>
                Link {user.name}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

const linkOf = (registration: FloorRegistration | undefined): UserLookupResult | null =>
  registration?.user_id
    ? {
        id: registration.user_id,
        name: registration.user_name ?? '',
        email: registration.user_email ?? '',
        phone: '',
      }
    : null;

/**
 * Registers a floor buyer at the desk on the sale day: a paddle below 7000, name, phone, e-mail
 * (optional), address, whether their ID was checked, and optionally an account they already have.
 * Given a `registration`, the same form corrects it instead.
 */
export function FloorRegistrationForm({
  auctionId,
  registration,
  onDone,
}: {
  auctionId: string;
  registration?: FloorRegistration;
  onDone?: () => void;
}) {
  const create = useCreateFloorRegistration(auctionId);
  const update = useUpdateFloorRegistration(auctionId, registration?.id ?? '');
  const save = registration ? update : create;
  const [linked, setLinked] = useState<UserLookupResult | null>(linkOf(registration));
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<FloorRegistrationInput, unknown, FloorRegistrationValues>({
    resolver: zodResolver(floorRegistrationFormSchema),
    defaultValues: registration ? floorRegistrationInputOf(registration) : emptyFloorRegistration,
  });
  const { errors } = form.formState;
  const title = registration ? `Edit paddle ${registration.paddle_number}` : 'Register a floor buyer';

  const onSubmit = form.handleSubmit((values) => {
    setProblem(null);
    save.mutate(toFloorRegistrationBody(values, linked?.id ?? null), {
      onSuccess: (saved) => {
        if (registration) {
          notify.success(`Paddle ${saved.paddle_number} (${saved.name}) updated.`);
          onDone?.();
          return;
        }
        notify.success(`Paddle ${saved.paddle_number} given to ${saved.name}.`);
        form.reset(emptyFloorRegistration);
        setLinked(null);
      },
      onError: (error) => {
        const fields = fieldErrorsOf(error);
        const unplaced: string[] = [];
        for (const [field, messages] of Object.entries(fields)) {
          const name = formFieldOf(field);
          if (name) form.setError(name, { type: 'server', message: messages.join(' ') });
          else unplaced.push(...messages);
        }
        if (Object.keys(fields).length === 0) unplaced.push(...messageForError(error));
        if (unplaced.length > 0) setProblem(unplaced.join(' '));
      },
    });
  });

  return (
    <Card className="mb-6 p-4 sm:p-6">
      <h2 className="mb-1 font-display text-lg font-semibold text-slate-900 dark:text-white">{title}</h2>
      <p className="mb-4 text-sm text-slate-600 dark:text-slate-400">
        Buyers in the room take a paddle below 7000. Their invoice goes to this registration.
      </p>
      <form noValidate onSubmit={onSubmit} aria-label={title} className="space-y-4">
        {problem && <Alert tone="error">{problem}</Alert>}
        <div className="grid gap-4 sm:grid-cols-[8rem_1fr_1fr]">
          <TextField
            label="Paddle"
            inputMode="numeric"
            error={errors.paddle_number?.message}
            {...form.register('paddle_number')}
          />
          <TextField
            label="Name"
            autoComplete="off"
            error={errors.name?.message}
            {...form.register('name')}
          />
          <TextField
            label="Phone"
            type="tel"
            autoComplete="off"
            error={errors.phone?.message}
            {...form.register('phone')}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="E-mail"
            type="email"
            optional
            autoComplete="off"
            error={errors.email?.message}
            {...form.register('email')}
          />
          <TextField label="Street address" error={errors.line1?.message} {...form.register('line1')} />
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField label="City" error={errors.city?.message} {...form.register('city')} />
          <TextField label="Province" error={errors.province?.message} {...form.register('province')} />
          <TextField
            label="Postal code"
            error={errors.postal_code?.message}
            {...form.register('postal_code')}
          />
        </div>
        <div className="grid items-start gap-4 sm:grid-cols-[auto_1fr]">
          <CheckboxField
            label="ID checked"
            error={errors.id_checked?.message}
            {...form.register('id_checked')}
          />
          <TextField
            label="ID note"
            optional
            hint="For example: Nova Scotia driver's licence"
            error={errors.id_note?.message}
            {...form.register('id_note')}
          />
        </div>
        <AccountLink linked={linked} onLink={setLinked} />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" loading={save.isPending}>
            {registration ? 'Save changes' : 'Register floor buyer'}
          </Button>
          {onDone && (
            <Button type="button" variant="secondary" onClick={onDone}>
              Cancel
            </Button>
          )}
        </div>
      </form>
    </Card>
  );
}
