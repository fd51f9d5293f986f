import { type AdminUserDetail, type AdminUserEraseBody, adminUserEraseBodySchema } from '@auction/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { showRefusal } from '../../../lib/forms/show-refusal';
import { notify } from '../../../lib/notify';
import { useEraseUser } from '../api/admin-user-mutations';

/**
 * Erasure on the person's request (PIPEDA): the Admin types the account's e-mail address to
 * confirm. The name, contact details and password go; bids and invoices stay, anonymised.
 */
export function EraseForm({ user }: { user: AdminUserDetail }) {
  const [open, setOpen] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const erase = useEraseUser(user.id);
  const form = useForm<AdminUserEraseBody>({
    resolver: zodResolver(adminUserEraseBodySchema),
    defaultValues: { confirmation: '' },
  });
  const typed = form.watch('confirmation');
  const matches = typed.trim().toLowerCase() === user.email.toLowerCase();

  if (!open) {
    return (
      <div className="space-y-3">
        <p className="text-sm text-slate-700 dark:text-slate-300">
          When the person asks to be forgotten: their name, e-mail, phone, address and password are removed
          for good. Their bids, invoices and payments stay for the books, under “Erased user”.
        </p>
        <Button size="sm" variant="danger" onClick={() => setOpen(true)}>
          Erase this person…
        </Button>
      </div>
    );
  }
  return (
    <form
      noValidate
      aria-label={`Erase ${user.name}`}
      className="space-y-3 rounded-lg border border-red-200 p-4 dark:border-red-900"
      onSubmit={form.handleSubmit(({ confirmation }) => {
        setRefusal(null);
        erase.mutate(confirmation, {
          onSuccess: () => {
            setOpen(false);
            notify.success('The person’s personal data is erased.');
          },
          onError: (error) => showRefusal(error, form.setError, setRefusal),
        });
      })}
    >
      <p className="text-sm text-slate-700 dark:text-slate-300">
        This cannot be undone. Export their data first if they asked for a copy.
      </p>
      <TextField
        label={`Type ${user.email} to confirm`}
        autoComplete="off"
        autoFocus
        error={form.formState.errors.confirmation?.message}
        {...form.register('confirmation')}
      />
      {refusal && <Alert tone="error">{refusal}</Alert>}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" variant="danger" disabled={!matches} loading={erase.isPending}>
          Erase personal data
        </Button>
        <Button size="sm" variant="secondary" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
