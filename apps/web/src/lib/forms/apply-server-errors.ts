import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/** Puts a 422 answer's field messages on the matching form fields. */
export function applyServerErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  fieldErrors: Record<string, string[]>,
): void {
  for (const [field, messages] of Object.entries(fieldErrors)) {
    setError(field as Path<T>, { type: 'server', message: messages.join(' ') });
  }
}
