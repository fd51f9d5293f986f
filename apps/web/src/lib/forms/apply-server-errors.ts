import type { FieldValues, Path, UseFormReturn, UseFormSetError } from 'react-hook-form';
import { fieldErrorsOf, messageForError } from '../http/messages';

/** Puts a 422 answer's field messages on the matching form fields, the first one focused if asked. */
export function applyServerErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  fieldErrors: Record<string, string[]>,
  { focusFirst = false }: { focusFirst?: boolean } = {},
): void {
  for (const [index, [field, messages]] of Object.entries(fieldErrors).entries()) {
    setError(
      field as Path<T>,
      { type: 'server', message: messages.join(' ') },
      { shouldFocus: focusFirst && index === 0 },
    );
  }
}

/**
 * A refused change: a 422's messages go on the fields of the form they name (`address.postal_code`
 * too); any other reason (the invoice changed meanwhile, an overpayment refused as a conflict...)
 * shows above the form's button, as its root error.
 */
export function showServerErrors<T extends FieldValues>(
  form: UseFormReturn<T, unknown, unknown>,
  error: unknown,
  options: { focusFirst?: boolean } = {},
): void {
  const fields = fieldErrorsOf(error);
  const values = form.getValues() as Record<string, unknown>;
  const named = Object.keys(fields).filter((name) => (name.split('.')[0] ?? '') in values);
  if (named.length > 0) {
    applyServerErrors(
      form.setError,
      Object.fromEntries(named.map((name) => [name, fields[name] ?? []])),
      options,
    );
    return;
  }
  const messages = Object.keys(fields).length > 0 ? Object.values(fields).flat() : messageForError(error);
  form.setError('root.server' as Path<T>, {
    type: 'server',
    message: messages.join(' ') || 'Please try again.',
  });
}
