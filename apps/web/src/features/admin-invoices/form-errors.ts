import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { applyServerErrors } from '../../lib/forms/apply-server-errors';
import { fieldErrorsOf, messageForError } from '../../lib/http/messages';

/**
 * A refused staff action: a 422's messages go on the fields they name; any other reason (the
 * invoice changed meanwhile, overpayment refused as a conflict...) shows above the form's button.
 */
export function showFormError<T extends FieldValues>(
  form: UseFormReturn<T, unknown, unknown>,
  error: unknown,
) {
  const fields = fieldErrorsOf(error);
  const named = Object.keys(fields).filter((name) => name in form.getValues());
  if (named.length > 0) {
    applyServerErrors(form.setError, Object.fromEntries(named.map((name) => [name, fields[name] ?? []])));
    return;
  }
  const messages = Object.keys(fields).length > 0 ? Object.values(fields).flat() : messageForError(error);
  form.setError('root.server', { type: 'server', message: messages.join(' ') || 'Please try again.' });
}
