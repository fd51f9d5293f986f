import type { FieldErrors } from 'react-hook-form';
import { Alert } from '../ui/alert';

/** The reason a staff action was refused when it names no field of the form. */
export function FormRootError({ errors }: { errors: FieldErrors }) {
  const message = errors.root?.server?.message;
  return message ? <Alert tone="error">{message}</Alert> : null;
}
