import type { ReactNode } from 'react';

/** The focus ring is opaque, at least 3:1 against the page in both themes (WCAG 1.4.11). */
export const inputClasses =
  'block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-400 ' +
  'border-slate-300 focus:border-harbour-500 focus:outline-2 focus:outline-offset-0 focus:outline-harbour-500 ' +
  'dark:focus:outline-harbour-300 ' +
  'aria-[invalid=true]:border-red-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 ' +
  'dark:placeholder:text-slate-500 dark:aria-[invalid=true]:border-red-400 disabled:opacity-60';

interface FieldShellProps {
  id: string;
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  optional?: boolean | undefined;
  children: ReactNode;
}

/** Label, control, hint and error of one form field, wired for screen readers by id. */
export function FieldShell({ id, label, hint, error, optional, children }: FieldShellProps) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
        {optional && <span className="ml-1 font-normal text-slate-500 dark:text-slate-400">(optional)</span>}
      </label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="text-sm text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}

export function describedBy(id: string, hint?: string, error?: string): string | undefined {
  if (error) return `${id}-error`;
  return hint ? `${id}-hint` : undefined;
}
