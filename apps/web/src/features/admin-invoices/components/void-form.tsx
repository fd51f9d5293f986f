import { type StaffInvoiceDetail, voidInvoiceBodySchema } from '@auction/contracts';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ReasonForm, type ReasonValues } from '../../../components/forms/reason-form';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { showServerErrors } from '../../../lib/forms/apply-server-errors';
import { invoiceName } from '../../../lib/invoice-name';
import { notify } from '../../../lib/notify';
import { useGenerateInvoices, useVoidInvoice } from '../api/invoice-mutations';

interface PendingVoid {
  reason: string;
  replace: boolean;
  form: UseFormReturn<ReasonValues>;
}

/**
 * Voids the invoice with a reason after a confirmation. The number stays with the void invoice;
 * "make a replacement" generates the auction's invoices again, which gives this buyer a new draft.
 */
export function VoidForm({ invoice, onDone }: { invoice: StaffInvoiceDetail; onDone: () => void }) {
  const voidInvoice = useVoidInvoice(invoice.id);
  const generate = useGenerateInvoices();
  const navigate = useNavigate();
  // A buy-now purchase has no auction to draft again from: voiding puts its item back on sale.
  const [replace, setReplace] = useState(invoice.auction_id !== null);
  const [pending, setPending] = useState<PendingVoid | null>(null);
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
          showServerErrors(pending.form, error);
        },
      },
    );
  }

  return (
    <div>
      <ReasonForm
        name={`Void ${name}`}
        rule={voidInvoiceBodySchema.shape.reason}
        label="Reason for voiding"
        submitLabel="Void invoice…"
        variant="danger"
        tone="danger"
        busy={generate.isPending}
        onCancel={onDone}
        onSubmit={(reason, form) => setPending({ reason, replace, form })}
      >
        {invoice.auction_id === null ? (
          <p className="text-sm text-slate-600 dark:text-slate-300">
            The item goes back on buy-now for someone else to buy.
          </p>
        ) : (
          <CheckboxField
            label="Make a replacement"
            description="A new draft for this buyer, generated from the auction's results."
            checked={replace}
            onChange={(event) => setReplace(event.target.checked)}
          />
        )}
      </ReasonForm>
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
    </div>
  );
}
