import type { StaffInvoiceDetail } from '@auction/contracts';
import { useQuery } from '@tanstack/react-query';
import { CreditCard } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { formatDay } from '../../../lib/format';
import { formatCents } from '../../../lib/money';
import { notify } from '../../../lib/notify';
import { invoiceCardOnFileQuery, useChargeCardOnFile } from '../api/card-on-file';

const statusWords = {
  succeeded: 'Charged',
  declined: 'Declined',
  requires_action: 'Bank asked for the buyer (3-D Secure)',
  pending: 'Waiting for Stripe',
} as const;

/** The buyer's card on file for this sale: a button to charge the balance, and what each charge got. */
export function CardOnFilePanel({ invoice }: { invoice: StaffInvoiceDetail }) {
  const onFile = useQuery(invoiceCardOnFileQuery(invoice.id));
  const charge = useChargeCardOnFile(invoice.id);
  const [key, setKey] = useState(() => crypto.randomUUID());
  const data = onFile.data;
  if (!data || (!data.card && data.charges.length === 0)) return null;
  const takesPayment =
    (invoice.status === 'issued' || invoice.status === 'partially_paid') && invoice.balance_cents > 0;
  return (
    <div className="space-y-3" data-testid="card-on-file">
      {data.card ? (
        <p className="flex items-center gap-2 text-sm">
          <CreditCard aria-hidden="true" className="size-4" />
          Card on file: {data.card.label} (expires {String(data.card.exp_month).padStart(2, '0')}/
          {data.card.exp_year})
        </p>
      ) : (
        <p className="text-sm">The buyer's card was removed.</p>
      )}
      {data.card && takesPayment && (
        <Button
          loading={charge.isPending}
          onClick={() =>
            charge.mutate(key, {
              onSuccess: (answer) => {
                setKey(crypto.randomUUID());
                if (answer.status === 'succeeded') notify.success(`${answer.card_label} was charged.`);
              },
            })
          }
        >
          Charge {data.card.label} for {formatCents(invoice.balance_cents)}
        </Button>
      )}
      {charge.data && charge.data.status !== 'succeeded' && (
        <Alert tone="error">
          The bank said: {charge.data.decline_message ?? 'declined'}. The buyer has been e-mailed a link to
          pay.
        </Alert>
      )}
      {data.charges.length > 0 && (
        <ul className="divide-y divide-slate-200 text-sm dark:divide-slate-700">
          {data.charges.map((row) => (
            <li key={row.id} className="flex flex-wrap justify-between gap-2 py-2">
              <span>
                {formatDay(row.created_at)}: {formatCents(row.amount_cents)} to {row.card_label},{' '}
                {row.charged_by_name ? `by ${row.charged_by_name}` : 'automatically'}
              </span>
              <span
                className={
                  row.status === 'succeeded'
                    ? 'text-emerald-700 dark:text-emerald-300'
                    : 'text-red-700 dark:text-red-300'
                }
              >
                {statusWords[row.status]}
                {row.decline_message ? `: ${row.decline_message}` : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
