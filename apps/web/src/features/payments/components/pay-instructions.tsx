import type { InvoiceDetail } from '@auction/contracts';
import { Landmark, Store } from 'lucide-react';
import { formatCents } from '../../../lib/money';

/** How to pay without a card online: e-Transfer with the invoice number as the message, or in person. */
export function PayInstructions({
  invoice,
  balanceCents,
  instructions,
  etransferEmail,
}: {
  invoice: Pick<InvoiceDetail, 'number' | 'pickup_address' | 'pickup_hours'>;
  balanceCents: number;
  instructions: string;
  etransferEmail: string | null;
}) {
  const number = invoice.number ?? '';
  return (
    <section
      aria-labelledby="how-to-pay-heading"
      className="rounded-xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="how-to-pay-heading" className="text-xl font-semibold">
        How to pay
      </h2>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{instructions}</p>
      <div className="mt-5 grid gap-5 md:grid-cols-2">
        {etransferEmail && (
          <div>
            <h3 className="flex items-center gap-2 font-semibold">
              <Landmark aria-hidden="true" className="size-5 text-harbour-700 dark:text-harbour-300" />
              Interac e-Transfer
            </h3>
            <dl className="mt-2 space-y-1 text-sm">
              <div>
                <dt className="inline text-slate-600 dark:text-slate-400">Send to: </dt>
                <dd className="inline font-medium break-all">{etransferEmail}</dd>
              </div>
              <div>
                <dt className="inline text-slate-600 dark:text-slate-400">Amount: </dt>
                <dd className="inline font-medium">{formatCents(balanceCents)}</dd>
              </div>
              <div>
                <dt className="inline text-slate-600 dark:text-slate-400">Message: </dt>
                <dd className="inline font-medium">Invoice {number}</dd>
              </div>
            </dl>
            <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
              Put the invoice number in the message so we can match your payment.
            </p>
          </div>
        )}
        <div>
          <h3 className="flex items-center gap-2 font-semibold">
            <Store aria-hidden="true" className="size-5 text-harbour-700 dark:text-harbour-300" />
            In person
          </h3>
          <p className="mt-2 text-sm">Cash, debit, credit card or cheque at</p>
          <p className="text-sm font-medium">{invoice.pickup_address}</p>
          {invoice.pickup_hours && (
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">Hours: {invoice.pickup_hours}</p>
          )}
        </div>
      </div>
    </section>
  );
}
