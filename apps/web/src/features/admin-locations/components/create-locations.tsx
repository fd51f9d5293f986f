import {
  type CreateLocationBody,
  createLocationBodySchema,
  type LocationRangeBody,
  locationRangeBodySchema,
} from '@auction/contracts';
import { expandLocationRange, locationRangeSize, maxLocationRange } from '@auction/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, X } from 'lucide-react';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/text-field';
import { applyServerErrors } from '../../../lib/forms/apply-server-errors';
import { fieldErrorsOf } from '../../../lib/http/messages';
import { notify } from '../../../lib/notify';
import { useCreateLocation, useCreateLocationRange } from '../api/locations-api';

const levelNames = ['Aisle', 'Shelf', 'Bin', 'Level 4'];

function OneLocationForm({ onDone }: { onDone: () => void }) {
  const create = useCreateLocation();
  const form = useForm<CreateLocationBody, unknown, CreateLocationBody>({
    resolver: zodResolver(createLocationBodySchema),
    defaultValues: { code: '', description: '' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((body) =>
    create.mutate(body, {
      onSuccess: (location) => {
        notify.success(`Location ${location.code} created.`);
        onDone();
      },
      onError: (error) => applyServerErrors(form.setError, fieldErrorsOf(error)),
    }),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
      <TextField
        label="Code"
        hint="Such as A-03-2 or YARD-1."
        autoComplete="off"
        error={errors.code?.message}
        {...form.register('code')}
      />
      <TextField
        label="Description"
        optional
        error={errors.description?.message}
        {...form.register('description')}
      />
      <div className="sm:col-span-2">
        <Button type="submit" loading={create.isPending}>
          Create location
        </Button>
      </div>
    </form>
  );
}

function RangeForm({ onDone }: { onDone: () => void }) {
  const create = useCreateLocationRange();
  const form = useForm<LocationRangeBody, unknown, LocationRangeBody>({
    resolver: zodResolver(locationRangeBodySchema),
    defaultValues: {
      prefix: 'A',
      parts: [
        { from: '01', to: '03' },
        { from: '1', to: '4' },
      ],
      description: '',
    },
  });
  const parts = useFieldArray({ control: form.control, name: 'parts' });
  const { errors } = form.formState;
  const values = form.watch();
  const wellFormed = (values.parts ?? []).every(
    (part) => /^\d{1,4}$/.test(part.from) && /^\d{1,4}$/.test(part.to),
  );
  const size = wellFormed ? locationRangeSize(values.parts ?? []) : 0;
  const codes =
    wellFormed && size > 0 && size <= maxLocationRange
      ? expandLocationRange((values.prefix ?? '').toUpperCase(), values.parts ?? [])
      : [];
  const onSubmit = form.handleSubmit((body) =>
    create.mutate(body, {
      onSuccess: ({ created, existing }) => {
        const made = created.length === 1 ? '1 location created' : `${created.length} locations created`;
        notify.success(existing.length > 0 ? `${made}; ${existing.length} were already there.` : `${made}.`);
        onDone();
      },
      onError: (error) => applyServerErrors(form.setError, fieldErrorsOf(error)),
    }),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Warehouse"
          hint="Such as A, B or YARD."
          autoComplete="off"
          error={errors.prefix?.message}
          {...form.register('prefix')}
        />
        <TextField
          label="Description"
          optional
          error={errors.description?.message}
          {...form.register('description')}
        />
      </div>
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold">
          Levels, from and to (zero padding as typed: 01 makes 01, 02 …)
        </legend>
        {parts.fields.map((field, index) => (
          <div key={field.id} className="flex flex-wrap items-end gap-3">
            <TextField
              label={`${levelNames[index]} from`}
              inputMode="numeric"
              className="w-24"
              error={errors.parts?.[index]?.from?.message}
              {...form.register(`parts.${index}.from`)}
            />
            <TextField
              label={`${levelNames[index]} to`}
              inputMode="numeric"
              className="w-24"
              error={errors.parts?.[index]?.to?.message}
              {...form.register(`parts.${index}.to`)}
            />
            <Button type="button" variant="ghost" size="sm" onClick={() => parts.remove(index)}>
              <X aria-hidden="true" className="size-4" />
              Remove {levelNames[index]?.toLowerCase()}
            </Button>
          </div>
        ))}
        {parts.fields.length < 4 && (
          <Button
            type="button"
            variant="secondary"
            size="sm"
            onClick={() => parts.append({ from: '1', to: '2' })}
          >
            <Plus aria-hidden="true" className="size-4" />
            Add a level
          </Button>
        )}
        {errors.parts?.message && (
          <p className="text-sm text-red-700 dark:text-red-400">{errors.parts.message}</p>
        )}
      </fieldset>
      <p aria-live="polite" className="text-sm text-slate-700 dark:text-slate-300">
        {size > maxLocationRange
          ? `${size.toLocaleString('en-CA')} locations: make at most 2,000 at once.`
          : codes.length > 0
            ? `${codes.length === 1 ? '1 location' : `${codes.length.toLocaleString('en-CA')} locations`}: ${codes[0]}${codes.length > 1 ? ` to ${codes.at(-1)}` : ''}.`
            : 'Type a warehouse and the numbers of each level.'}
      </p>
      <Button type="submit" loading={create.isPending}>
        Create range
      </Button>
    </form>
  );
}

/** Creates one location or a whole range of them (a warehouse's aisles, shelves and bins). */
export function CreateLocations({ onClose }: { onClose: () => void }) {
  const [mode, setMode] = useState<'one' | 'range'>('range');
  return (
    <Card className="space-y-4 p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold">New locations</h2>
        <fieldset className="flex gap-2">
          <legend className="sr-only">What to create</legend>
          <Button
            size="sm"
            variant={mode === 'range' ? 'primary' : 'secondary'}
            aria-pressed={mode === 'range'}
            onClick={() => setMode('range')}
          >
            A range
          </Button>
          <Button
            size="sm"
            variant={mode === 'one' ? 'primary' : 'secondary'}
            aria-pressed={mode === 'one'}
            onClick={() => setMode('one')}
          >
            One location
          </Button>
          <Button size="sm" variant="ghost" onClick={onClose}>
            Close
          </Button>
        </fieldset>
      </div>
      {mode === 'one' ? <OneLocationForm onDone={onClose} /> : <RangeForm onDone={onClose} />}
    </Card>
  );
}
