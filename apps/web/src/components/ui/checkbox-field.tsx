import { clsx } from 'clsx';
import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  description?: ReactNode;
  error?: string | undefined;
  /** Shows the checkbox as an on/off switch (role="switch"). */
  asSwitch?: boolean;
  ref?: Ref<HTMLInputElement>;
}

export function CheckboxField({
  label,
  description,
  error,
  asSwitch = false,
  id,
  ...input
}: CheckboxFieldProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  const box = asSwitch
    ? 'peer relative h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full bg-slate-300 transition-colors ' +
      'checked:bg-harbour-700 dark:bg-slate-600 dark:checked:bg-brass-400 ' +
      'before:absolute before:top-0.5 before:left-0.5 before:size-5 before:rounded-full before:bg-white before:shadow before:transition-transform ' +
      'checked:before:translate-x-5'
    : 'mt-0.5 size-5 shrink-0 cursor-pointer rounded border-slate-400 accent-harbour-700 dark:accent-brass-400';
  return (
    <div className="space-y-1">
      <div className="flex items-start gap-3">
        <input
          id={fieldId}
          type="checkbox"
          role={asSwitch ? 'switch' : undefined}
          className={clsx(box)}
          aria-invalid={error ? true : undefined}
          aria-describedby={description ? `${fieldId}-description` : undefined}
          {...input}
        />
        <div className="text-sm">
          <label htmlFor={fieldId} className="cursor-pointer font-medium text-slate-800 dark:text-slate-200">
            {label}
          </label>
          {description && (
            <p id={`${fieldId}-description`} className="text-slate-600 dark:text-slate-400">
              {description}
            </p>
          )}
        </div>
      </div>
      {error && <p className="text-sm font-medium text-red-700 dark:text-red-400">{error}</p>}
    </div>
  );
}
