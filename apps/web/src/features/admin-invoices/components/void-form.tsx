import { type StaffInvoiceDetail, voidInvoiceBodySchema } from '@auction/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { FormRootError } from '../../../components/forms/form-root-error';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { TextField } from '../../../components/ui/text-field';
import { showServerErrors } from '../../../lib/forms/apply-server-errors';
import { invoiceName } from '../../../lib/invoice-name';
import { notify } from '../../../lib/notify';
import { useGenerateInvoices, useVoidInvoice } from '../api/invoice-mutations';

interface VoidValues {
  reason: string;
  replace: boolean;
}

/**
 * Voids the invoice with a reason after a confirmation. The number stays with the void invoice;
 * "make a replacement" generates the auction's invoices again, which gives this buyer a new draft.
 */
export function VoidForm({ invoice, onDone }: { invoice: StaffInvoiceDetail; onDone: () => void }) {
  const voidInvoice = useVoidInvoice(invoice.id);
  const generate = useGenerateInvoices();
  const navigate = useNavigate();
  const [pending, setPending] = useState<VoidValues | null>(null);
  const form = useForm<VoidValues>({
    resolver: zodResolver(voidInvoiceBodySchema.extend({ replace: z.boolean() })),
    // A buy-now purchase has no auction to draft again from: voiding puts its item back on sale.
    defaultValues: { reason: '', replace: invoice.auction_id !== null },
  });
  const { errors } = form.formState;
  const name = invoiceName(invoice.number);

  function confirm() {
    if (!pending) return;
    voidInvoice.mutate(
      { reason: pending.reason },
      {
        onSuccess: () => {
          setPending(null);
          notify.success(`${name} is void.`);
          const auctionId = invoice.auction_id;
          if (!pending.replace || auctionId === null) {
            onDone();
            return;
          }
          generate.mutate(auctionId, {
            onSuccess: () => navigate(`/admin/invoices?auction_id=${auctionId}&status=draft`),
            onError: () =>
              notify.error('The replacement could not be made. Generate the auction’s invoices again.'),
          });
        },
        onError: (error) => {
          setPending(null);
          showServerErrors(form, error);
        },
      },
    );
  }

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(setPending)}
      aria-label={`Void ${name}`}
      className="space-y-3 rounded-lg border border-red-200 p-4 dark:border-red-900"
    >
      <TextField label="Reason for voiding" error={errors.reason?.message} {...form.register('reason')} />
      {invoice.auction_id === null ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">
          The item goes back on buy-now for someone else to buy.
        </p>
      ) : (
        <CheckboxField
          label="Make a replacement"
          description="A new draft for this buyer, generated from the auction's results."
          {...form.register('replace')}
        />
      )}
      <FormRootError errors={errors} />
      <div className="flex gap-2">
        <Button type="submit" variant="danger" loading={generate.isPending}>
          Void invoice…
        </Button>
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
      {pending && (
        <ConfirmDialog
          title={`Void ${name}?`}
          confirmLabel="Void invoice"
          confirmVariant="danger"
          busy={voidInvoice.isPending}
          onConfirm={confirm}
          onCancel={() => setPending(null)}
        >
          <p>A void invoice keeps its number and cannot be issued again.</p>
          <p>Reason: {pending.reason}</p>
        </ConfirmDialog>
      )}
    </form>
  );
}
