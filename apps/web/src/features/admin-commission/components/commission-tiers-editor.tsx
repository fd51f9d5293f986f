import { maxCommissionTiers } from '@auction/contracts';
import { Plus, Trash2 } from 'lucide-react';
import { type Control, type FieldErrors, type UseFormRegister, useFieldArray } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { inputClasses } from '../../../components/ui/field-shell';
import type { CommissionFormValues } from './commission-form-values';

function Cell({
  id,
  label,
  row,
  error,
  step,
  max,
  field,
}: {
  id: string;
  label: string;
  row: number;
  error: string | undefined;
  step: string;
  max?: string;
  field: ReturnType<UseFormRegister<CommissionFormValues>>;
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-xs font-medium text-slate-700 dark:text-slate-300">
        {label}
        <span className="sr-only">, rate {row}</span>
      </label>
      <input
        id={id}
        type="number"
        step={step}
        min="0"
        max={max}
        inputMode="decimal"
        className={`${inputClasses} mt-1`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...field}
      />
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}

/** The rates of a profile: from each hammer amount up, this percentage. A flat profile has one. */
export function CommissionTiersEditor({
  control,
  register,
  errors,
  isFlat,
}: {
  control: Control<CommissionFormValues, unknown, unknown>;
  register: UseFormRegister<CommissionFormValues>;
  errors: FieldErrors<CommissionFormValues>;
  isFlat: boolean;
}) {
  const { fields, append, remove } = useFieldArray({ control, name: 'tiers' });
  const listError = errors.tiers?.message ?? errors.tiers?.root?.message;

  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">Rates</legend>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {isFlat
          ? 'One rate on the whole hammer.'
          : 'The first rate starts at $0.00; each one starts higher than the one above.'}
      </p>
      <ol className="space-y-3">
        {fields.map((field, index) => {
          const rowErrors = errors.tiers?.[index];
          return (
            <li
              key={field.id}
              className="grid grid-cols-[1fr_1fr_auto] items-start gap-2 rounded-lg border border-slate-200 p-3 sm:gap-3 dark:border-slate-700"
            >
              <Cell
                id={`commission-tier-${field.id}-from`}
                label="From ($)"
                row={index + 1}
                step="0.01"
                error={rowErrors?.from?.message}
                field={register(`tiers.${index}.from`, { valueAsNumber: true })}
              />
              <Cell
                id={`commission-tier-${field.id}-rate`}
                label="Rate (%)"
                row={index + 1}
                step="0.01"
                max="100"
                error={rowErrors?.rate?.message}
                field={register(`tiers.${index}.rate`, { valueAsNumber: true })}
              />
              <Button
                variant="ghost"
                size="sm"
                className="mt-5 px-2"
                aria-label={`Remove rate ${index + 1}`}
                disabled={fields.length === 1}
                onClick={() => remove(index)}
              >
                <Trash2 aria-hidden="true" className="size-4" />
              </Button>
            </li>
          );
        })}
      </ol>
      {listError && <p className="text-sm font-medium text-red-700 dark:text-red-400">{listError}</p>}
      {!isFlat && (
        <Button
          variant="secondary"
          size="sm"
          disabled={fields.length >= maxCommissionTiers}
          onClick={() => append({ from: Number.NaN, rate: Number.NaN })}
        >
          <Plus aria-hidden="true" className="size-4" />
          Add rate
        </Button>
      )}
    </fieldset>
  );
}
