import { zodResolver } from '@hookform/resolvers/zod';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { type UseFormReturn, useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button, type ButtonSize, type ButtonVariant } from '../ui/button';
import { TextField } from '../ui/text-field';
import { FormRootError } from './form-root-error';

/** The form's one value, under the name the request body gives it. */
export type ReasonValues = Record<string, string>;

export interface ReasonFormProps {
  /** The form's name, for the landmark: "Disable Jane Doe". */
  name: string;
  /** The field's name in the request body, where the server's messages for it land. */
  field?: 'reason' | 'note';
  /** The field's rule, from the request body's schema. */
  rule: z.ZodType<string, string>;
  label: string;
  hint?: string;
  submitLabel: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** A red frame, for a change that cannot be taken back. */
  tone?: 'plain' | 'danger';
  autoFocus?: boolean;
  busy: boolean;
  /** What the change does, above the field. */
  intro?: ReactNode;
  /** More to choose, below the field. */
  children?: ReactNode;
  /** The reason as the rule reads it; the form, to tell a refusal on it. */
  onSubmit: (reason: string, form: UseFormReturn<ReasonValues>) => void;
  onCancel: () => void;
}

/**
 * A change that needs a reason for the audit trail: disabling an account, reversing a payment,
 * revoking an exemption, voiding an invoice. A refusal shows on the field or above the buttons.
 */
export function ReasonForm({
  name,
  field = 'reason',
  rule,
  label,
  hint,
  submitLabel,
  variant,
  size,
  tone = 'plain',
  autoFocus,
  busy,
  intro,
  children,
  onSubmit,
  onCancel,
}: ReasonFormProps) {
  const form = useForm<ReasonValues>({
    resolver: zodResolver(z.object({ [field]: rule })),
    defaultValues: { [field]: '' },
  });
  const { errors } = form.formState;
  return (
    <form
      noValidate
      aria-label={name}
      className={clsx(
        'space-y-3 rounded-lg border p-4',
        tone === 'danger' ? 'border-red-200 dark:border-red-900' : 'border-slate-200 dark:border-slate-700',
      )}
      onSubmit={form.handleSubmit((values) => onSubmit(values[field] ?? '', form))}
    >
      {intro}
      <TextField
        label={label}
        hint={hint}
        autoFocus={autoFocus}
        error={errors[field]?.message}
        {...form.register(field)}
      />
      {children}
      <FormRootError errors={errors} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size={size} variant={variant} loading={busy}>
          {submitLabel}
        </Button>
        <Button size={size} variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
