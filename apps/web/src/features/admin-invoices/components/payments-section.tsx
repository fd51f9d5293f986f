import { type InvoicePayment, paymentMethodLabels, reversePaymentBodySchema } from '@auction/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { DataTable } from '../../../components/data-table';
import { ReasonForm } from '../../../components/forms/reason-form';
import { Button } from '../../../components/ui/button';
import { formatDay } from '../../../lib/format';
import { showServerErrors } from '../../../lib/forms/apply-server-errors';
import { formatCents } from '../../../lib/money';
import { notify } from '../../../lib/notify';
import { useReversePayment } from '../api/invoice-mutations';

const kindLabels: Record<InvoicePayment['kind'], string> = {
  payment: 'Payment',
  refund: 'Refund',
  reversal: 'Reversal',
};

/** A payment can be reversed once, and a reversal or refund is not reversed again from here. */
export function isReversible(payment: InvoicePayment, payments: InvoicePayment[]): boolean {
  return (
    payment.kind === 'payment' &&
    payment.method !== 'stripe' &&
    !payments.some((other) => other.reverses_payment_id === payment.id)
  );
}

function ReverseForm({ payment, onDone }: { payment: InvoicePayment; onDone: () => void }) {
  const reverse = useReversePayment();
  return (
    <ReasonForm
      name={`Reverse the payment of ${formatCents(payment.amount_cents)}`}
      rule={reversePaymentBodySchema.shape.reason}
      label="Reason for the reversal"
      submitLabel="Reverse payment"
      variant="danger"
      busy={reverse.isPending}
      intro={
        <p className="text-sm">
          A reversing entry of −{formatCents(payment.amount_cents)} is added; the payment itself stays on
          record.
        </p>
      }
      onCancel={onDone}
      onSubmit={(reason, form) =>
        reverse.mutate(
          { paymentId: payment.id, reason },
          {
            onSuccess: () => {
              notify.success(`Payment of ${formatCents(payment.amount_cents)} reversed.`);
              onDone();
            },
            onError: (error) => showServerErrors(form, error),
          },
        )
      }
    />
  );
}

/** Every payment, refund and reversal of the invoice, append-only, with a way to reverse a mistake. */
export function PaymentsTable({ payments }: { payments: InvoicePayment[] }) {
  const [reversing, setReversing] = useState<InvoicePayment | null>(null);
  const columns: ColumnDef<InvoicePayment>[] = [
    {
      id: 'received_on',
      header: 'Date',
      meta: { rowHeader: true, className: 'whitespace-nowrap' },
      cell: ({ row }) => formatDay(row.original.received_on),
    },
    {
      id: 'kind',
      header: 'Entry',
      cell: ({ row: { original: payment } }) => (
        <>
          {kindLabels[payment.kind]} · {paymentMethodLabels[payment.method]}
          {payment.reason && (
            <span className="block text-slate-600 dark:text-slate-400">Reason: {payment.reason}</span>
          )}
        </>
      ),
    },
    {
      id: 'reference',
      header: 'Reference',
      cell: ({ row }) => row.original.reference || '—',
    },
    {
      id: 'amount',
      header: 'Amount',
      meta: { align: 'right' },
      cell: ({ row: { original: payment } }) =>
        payment.kind === 'payment'
          ? formatCents(payment.amount_cents)
          : `−${formatCents(Math.abs(payment.amount_cents))}`,
    },
    {
      id: 'actions',
      header: 'Actions',
      cell: ({ row: { original: payment } }) =>
        isReversible(payment, payments) ? (
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Reverse the payment of ${formatCents(payment.amount_cents)} on ${formatDay(payment.received_on)}`}
            onClick={() => setReversing(payment)}
          >
            Reverse
          </Button>
        ) : null,
    },
  ];
  if (payments.length === 0) {
    return <p className="text-sm text-slate-600 dark:text-slate-400">No payments yet.</p>;
  }
  return (
    <div className="space-y-3">
      <DataTable
        label="Payments"
        columns={columns}
        rows={payments}
        getRowId={(payment) => payment.id}
        minWidth="min-w-[36rem]"
      />
      {reversing && <ReverseForm key={reversing.id} payment={reversing} onDone={() => setReversing(null)} />}
    </div>
  );
}
