import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { fieldErrorsOf, messageForError } from '../../lib/http/messages';

/**
 * A refused change: a 422's messages go on the fields they name (`address.postal_code` too), the
 * first one focused; any other reason shows above the form's button.
 */
export function showServerErrors<T extends FieldValues>(
  form: UseFormReturn<T, unknown, unknown>,
  error: unknown,
) {
  const fields = fieldErrorsOf(error);
  const values = form.getValues() as Record<string, unknown>;
  const named = Object.keys(fields).filter((name) => (name.split('.')[0] ?? '') in values);
  for (const [index, name] of named.entries()) {
    const message = (fields[name] ?? []).join(' ');
    form.setError(name as Path<T>, { type: 'server', message }, { shouldFocus: index === 0 });
  }
  if (named.length > 0) return;
  const messages = Object.keys(fields).length > 0 ? Object.values(fields).flat() : messageForError(error);
  form.setError('root.server' as Path<T>, {
    type: 'server',
    message: messages.join(' ') || 'Please try again.',
  });
}
