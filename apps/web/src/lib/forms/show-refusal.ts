import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { fieldErrorsOf, messageForError, serverMessageOf } from '../http/messages';
import { applyServerErrors } from './apply-server-errors';

/**
 * Where a refused change is told: a 422's messages on the form's fields; a plain refusal (the last
 * Admin, an unpaid invoice) as the form's own message.
 */
export function showRefusal<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T> | null,
  setMessage: (message: string) => void,
): void {
  const fields = fieldErrorsOf(error);
  if (setError && Object.keys(fields).length > 0) {
    applyServerErrors(setError, fields);
    return;
  }
  setMessage(serverMessageOf(error) ?? messageForError(error)[0] ?? 'The change could not be saved.');
}
