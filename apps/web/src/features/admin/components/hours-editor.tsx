import { dayCodes } from '@auction/contracts';
import { Plus, Trash2 } from 'lucide-react';
import { type Control, type FieldErrors, type UseFormRegister, useFieldArray } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { inputClasses } from '../../../components/ui/field-shell';
import type { SettingsFormInput } from '../settings-form-schema';

interface HoursEditorProps {
  name: 'opening_hours' | 'pickup_hours';
  legend: string;
  control: Control<SettingsFormInput, unknown, unknown>;
  register: UseFormRegister<SettingsFormInput>;
  errors: FieldErrors<SettingsFormInput>;
}

const dayLabels: Record<string, string> = {
  Mo: 'Mon',
  Tu: 'Tue',
  We: 'Wed',
  Th: 'Thu',
  Fr: 'Fri',
  Sa: 'Sat',
  Su: 'Sun',
};

export function HoursEditor({ name, legend, control, register, errors }: HoursEditorProps) {
  const { fields, append, remove } = useFieldArray({ control, name });
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-slate-900 dark:text-white">{legend}</legend>
      {fields.length === 0 && <p className="text-sm text-slate-600 dark:text-slate-400">No hours set.</p>}
      {fields.map((field, index) => {
        const rowErrors = errors[name]?.[index];
        const label = `${legend}, row ${index + 1}`;
        return (
          <div
            key={field.id}
            className="space-y-3 rounded-lg border border-slate-200 p-3 dark:border-slate-700"
          >
            <fieldset>
              <legend className="sr-only">{`${label}: days`}</legend>
              <div className="flex flex-wrap gap-2">
                {dayCodes.map((day) => (
                  <label
                    key={day}
                    className="inline-flex cursor-pointer items-center gap-1.5 rounded-md border border-slate-300 px-2 py-1 text-sm has-[:checked]:border-harbour-600 has-[:checked]:bg-harbour-50 dark:border-slate-600 dark:has-[:checked]:border-harbour-400 dark:has-[:checked]:bg-harbour-950"
                  >
                    <input
                      type="checkbox"
                      value={day}
                      className="accent-harbour-700"
                      {...register(`${name}.${index}.days`)}
                    />
                    {dayLabels[day]}
                  </label>
                ))}
              </div>
              {rowErrors?.days && (
                <p className="mt-1 text-sm text-red-700 dark:text-red-400">Choose at least one day.</p>
              )}
            </fieldset>
            <div className="flex flex-wrap items-end gap-3">
              <label className="text-sm">
                <span className="block font-medium">Opens</span>
                <input
                  type="time"
                  className={`${inputClasses} w-32`}
                  {...register(`${name}.${index}.opens`)}
                />
              </label>
              <label className="text-sm">
                <span className="block font-medium">Closes</span>
                <input
                  type="time"
                  className={`${inputClasses} w-32`}
                  {...register(`${name}.${index}.closes`)}
                />
              </label>
              <Button variant="ghost" size="sm" aria-label={`Remove ${label}`} onClick={() => remove(index)}>
                <Trash2 aria-hidden="true" className="size-4" /> Remove
              </Button>
            </div>
          </div>
        );
      })}
      <Button
        variant="secondary"
        size="sm"
        onClick={() => append({ days: ['Mo'], opens: '10:00', closes: '17:00' })}
      >
        <Plus aria-hidden="true" className="size-4" /> Add hours
      </Button>
    </fieldset>
  );
}
