import type { InvoiceSummary } from '@auction/contracts';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { InvoiceStatusBadge } from '../../../components/ui/invoice-status-badge';
import { formatDay } from '../../../lib/format';
import { formatCents } from '../../../lib/money';
import { invoiceTitle } from '../invoice-words';

/** One invoice in the buyer's list: a card on a phone, a row of figures on a wider screen. */
export function InvoiceCard({ invoice }: { invoice: InvoiceSummary }) {
  return (
    <Card className="p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold">
            <Link
              to={`/invoices/${invoice.id}`}
              className="text-harbour-800 hover:underline dark:text-harbour-200"
            >
              {invoiceTitle(invoice.number)}
            </Link>
          </h3>
          <p className="text-sm text-slate-600 dark:text-slate-300">{invoice.auction_title}</p>
        </div>
        <InvoiceStatusBadge status={invoice.status} displayStatus={invoice.display_status} />
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-slate-600 dark:text-slate-300">Date</dt>
          <dd>{formatDay(invoice.issued_at)}</dd>
        </div>
        <div>
          <dt className="text-slate-600 dark:text-slate-300">Total</dt>
          <dd className="tabular-nums">{formatCents(invoice.total_cents)}</dd>
        </div>
        <div>
          <dt className="text-slate-600 dark:text-slate-300">Balance</dt>
          <dd className="font-semibold tabular-nums">{formatCents(invoice.balance_cents)}</dd>
        </div>
        <div>
          <dt className="text-slate-600 dark:text-slate-300">Due</dt>
          <dd>{formatDay(invoice.due_on)}</dd>
        </div>
      </dl>
    </Card>
  );
}
