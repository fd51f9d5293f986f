import {
  type AccountingAccounts,
  accountingAccountKeys,
  accountingAccountLabels,
  accountingAccountsSchema,
} from '@auction/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { type FieldPath, useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { fieldErrorsOf } from '../../../lib/http/messages';
import { notify } from '../../../lib/notify';
import { useSaveSettings } from '../api/admin-settings';

/**
 * The accounts the bookkeeper's journal posts to: each by its name in QuickBooks Online and its
 * code in Xero. Saved on its own, apart from the other settings.
 */
export function AccountingAccountsForm({ accounts }: { accounts: AccountingAccounts }) {
  const save = useSaveSettings();
  const form = useForm<AccountingAccounts>({
    resolver: zodResolver(accountingAccountsSchema),
    defaultValues: accounts,
  });
  const { register, formState } = form;
  const { errors } = formState;

  const onSubmit = form.handleSubmit((values) =>
    save.mutate(
      { accounting_accounts: values },
      {
        onSuccess: (saved) => {
          notify.success('Accounts for the accounting export saved.');
          form.reset(saved.accounting_accounts);
        },
        onError: (error) => {
          for (const [field, messages] of Object.entries(fieldErrorsOf(error))) {
            form.setError(field.replace(/^accounting_accounts\./, '') as FieldPath<AccountingAccounts>, {
              type: 'server',
              message: messages.join(' '),
            });
          }
        },
      },
    ),
  );

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label="Accounts for the accounting export"
      className="space-y-5"
    >
      <ul className="divide-y divide-slate-200 dark:divide-slate-800">
        {accountingAccountKeys.map((key) => (
          <li key={key} className="grid gap-3 py-4 first:pt-0 sm:grid-cols-[1fr_10rem]">
            <TextField
              label={accountingAccountLabels[key].label}
              hint={accountingAccountLabels[key].hint}
              error={errors.accounts?.[key]?.name?.message}
              {...register(`accounts.${key}.name`)}
            />
            <TextField
              label="Xero code"
              aria-label={`${accountingAccountLabels[key].label}: Xero code`}
              error={errors.accounts?.[key]?.code?.message}
              {...register(`accounts.${key}.code`)}
            />
          </li>
        ))}
      </ul>
      <TextField
        label="Xero tax rate"
        hint="The tax rate Xero asks on each line. The HST has its own lines, so choose one that adds no tax (Tax Exempt, No Tax)."
        error={errors.xero_tax_rate?.message}
        {...register('xero_tax_rate')}
      />
      <div className="flex justify-end">
        <Button type="submit" loading={save.isPending} disabled={!formState.isDirty}>
          Save accounts
        </Button>
      </div>
    </form>
  );
}
