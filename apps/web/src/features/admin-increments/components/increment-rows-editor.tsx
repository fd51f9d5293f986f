import type { IncrementProfileBody } from '@auction/contracts';
import { Plus, Trash2 } from 'lucide-react';
import {
  type Control,
  type FieldErrors,
  type UseFormRegister,
  type UseFormRegisterReturn,
  useFieldArray,
} from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { inputClasses } from '../../../components/ui/field-shell';
import type { IncrementProfileInput } from '../api/increment-profiles';

const MAX_ROWS = 50;

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm font-medium text-red-700 dark:text-red-400">
      {message}
    </p>
  );
}

/** One dollar amount of a row, labelled with its row for screen readers, its error below. */
function DollarCell({
  id,
  label,
  row,
  error,
  ...field
}: { id: string; label: string; row: number; error: string | undefined } & UseFormRegisterReturn) {
  return (
    <div>
      <label htmlFor={id} className="block text-xs font-medium text-slate-700 dark:text-slate-300">
        {label}
        <span className="sr-only">, row {row}</span>
      </label>
      <input
        id={id}
        type="number"
        step="0.01"
        min="0"
        inputMode="decimal"
        className={`${inputClasses} mt-1`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...field}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** The table of a profile: from each amount up, bids go up by the increment. */
export function IncrementRowsEditor({
  control,
  register,
  errors,
}: {
  control: Control<IncrementProfileInput, unknown, IncrementProfileBody>;
  register: UseFormRegister<IncrementProfileInput>;
  errors: FieldErrors<IncrementProfileInput>;
}) {
  const { fields, append, remove } = useFieldArray({ control, name: 'rows' });
  const listError = errors.rows?.message ?? errors.rows?.root?.message;

  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">Increment rows</legend>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        The first row starts at $0.00; each row starts higher than the one above, and every increment is more
        than $0.00.
      </p>
      <ol className="space-y-3">
        {fields.map((field, index) => {
          const rowErrors = errors.rows?.[index];
          const fromError = rowErrors?.from_amount?.message;
          const incrementError = rowErrors?.increment?.message;
          const fromId = `increment-row-${field.id}-from`;
          const stepId = `increment-row-${field.id}-step`;
          return (
            <li
              key={field.id}
              className="grid grid-cols-[1fr_1fr_auto] items-start gap-2 rounded-lg border border-slate-200 p-3 sm:gap-3 dark:border-slate-700"
            >
              <DollarCell
                id={fromId}
                label="From ($)"
                row={index + 1}
                error={fromError}
                {...register(`rows.${index}.from_amount`, { valueAsNumber: true })}
              />
              <DollarCell
                id={stepId}
                label="Increment ($)"
                row={index + 1}
                error={incrementError}
                {...register(`rows.${index}.increment`, { valueAsNumber: true })}
              />
              <Button
                variant="ghost"
                size="sm"
                className="mt-5 px-2"
                aria-label={`Remove row ${index + 1}`}
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
      <Button
        variant="secondary"
        size="sm"
        disabled={fields.length >= MAX_ROWS}
        onClick={() => append({ from_amount: Number.NaN, increment: Number.NaN })}
      >
        <Plus aria-hidden="true" className="size-4" />
        Add row
      </Button>
    </fieldset>
  );
}
