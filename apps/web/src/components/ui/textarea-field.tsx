import { type Ref, type TextareaHTMLAttributes, useId } from 'react';
import { describedBy, FieldShell, inputClasses } from './field-shell';

export interface TextareaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  hint?: string;
  error?: string | undefined;
  optional?: boolean;
  ref?: Ref<HTMLTextAreaElement>;
}

export function TextareaField({ label, hint, error, optional, id, ...textarea }: TextareaFieldProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  return (
    <FieldShell id={fieldId} label={label} hint={hint} error={error} optional={optional}>
      <textarea
        id={fieldId}
        rows={5}
        className={inputClasses}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, hint, error)}
        {...textarea}
      />
    </FieldShell>
  );
}
