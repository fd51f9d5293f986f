import { type AdminUserReasonBody, adminUserReasonBodySchema } from '@auction/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { type UseFormSetError, useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button, type ButtonVariant } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';

export interface ReasonFormProps {
  /** The form's name, for the landmark: "Disable Jane Doe". */
  name: string;
  label: string;
  hint?: string;
  submitLabel: string;
  variant?: ButtonVariant;
  busy: boolean;
  onSubmit: (
    reason: string,
    refused: { setError: UseFormSetError<AdminUserReasonBody>; setRefusal: (message: string) => void },
  ) => void;
  onCancel: () => void;
}

/** A change that needs a reason for the audit trail: disabling, marking an e-mail verified. */
export function ReasonForm({
  name,
  label,
  hint,
  submitLabel,
  variant,
  busy,
  onSubmit,
  onCancel,
}: ReasonFormProps) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<AdminUserReasonBody>({
    resolver: zodResolver(adminUserReasonBodySchema),
    defaultValues: { reason: '' },
  });
  return (
    <form
      noValidate
      aria-label={name}
      className="space-y-3 rounded-lg border border-slate-200 p-4 dark:border-slate-700"
      onSubmit={form.handleSubmit(({ reason }) => {
        setRefusal(null);
        onSubmit(reason, { setError: form.setError, setRefusal });
      })}
    >
      <TextField
        label={label}
        hint={hint}
        autoFocus
        error={form.formState.errors.reason?.message}
        {...form.register('reason')}
      />
      {refusal && <Alert tone="error">{refusal}</Alert>}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" variant={variant ?? 'primary'} loading={busy}>
          {submitLabel}
        </Button>
        <Button size="sm" variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
