import type { StaffInvoiceDetail } from '@auction/contracts';
import { leadingUuid } from '@auction/domain';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { NotFoundPage } from '../../../components/pages/not-found-page';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import { PageLoader } from '../../../components/ui/page-loader';
import { formatDay } from '../../../lib/format';
import { isNotFound } from '../../../lib/http/is-not-found';
import { invoiceName } from '../../../lib/invoice-name';
import { formatCents } from '../../../lib/money';
import { useDocumentTitle } from '../../../lib/use-document-title';
import type { ExemptionHolder } from '../../admin-tax/api/tax-exemptions';
import { TaxExemptionsPanel } from '../../admin-tax/components/tax-exemptions-panel';
import { staffInvoiceQuery } from '../api/invoice-queries';
import { InvoiceActions } from '../components/invoice-actions';
import { InvoiceHistory } from '../components/invoice-history';
import { InvoiceLines } from '../components/invoice-lines';
import { InvoiceStatusBadge } from '../components/invoice-status-badge';
import { LineForm } from '../components/line-form';
import { PaymentForm } from '../components/payment-form';
import { PaymentsTable } from '../components/payments-section';
import { RefundForm } from '../components/refund-form';
import { ShippingPanel } from '../components/shipping-panel';

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="space-y-4 p-4 sm:p-6">
      <h2 className="text-lg font-semibold">{title}</h2>
      {children}
    </Card>
  );
}

function Facts({ invoice }: { invoice: StaffInvoiceDetail }) {
  const facts: [string, ReactNode][] = [
    ['Buyer', invoice.buyer_name],
    ['Paddle', invoice.paddle_number ?? '— (buy now)'],
    ['E-mail', invoice.buyer_email ?? '—'],
    [invoice.kind === 'buy_now' ? 'Sold as' : 'Auction', invoice.auction_title],
    ['Sale date', formatDay(invoice.sale_date)],
    ['Issued', formatDay(invoice.issued_at)],
    ['Due', formatDay(invoice.due_on)],
    ['Balance', formatCents(invoice.balance_cents)],
  ];
  return (
    <dl className="grid grid-cols-2 gap-x-6 gap-y-3 text-sm sm:grid-cols-4">
      {facts.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
          <dd className="font-medium break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Notices({ invoice }: { invoice: StaffInvoiceDetail }) {
  return (
    <>
      {invoice.status === 'void' && (
        <Alert tone="warning" title="This invoice is void">
          {invoice.void_reason && <p>Reason: {invoice.void_reason}</p>}
          {invoice.replaced_by_invoice_id && (
            <p>
              <Link
                className="font-semibold underline"
                to={`/admin/invoices/${invoice.replaced_by_invoice_id}`}
              >
                Open the replacement
              </Link>
            </p>
          )}
        </Alert>
      )}
      {invoice.replaces_invoice_id && (
        <Alert tone="info">
          <p>
            This invoice replaces{' '}
            <Link className="font-semibold underline" to={`/admin/invoices/${invoice.replaces_invoice_id}`}>
              a void invoice
            </Link>
            .
          </p>
        </Alert>
      )}
      {invoice.buyer_flagged && (
        <Alert tone="warning" title="Buyer flagged">
          <p>
            This bidder did not pay on time and cannot register for new auctions until the flag is cleared.
          </p>
        </Alert>
      )}
    </>
  );
}

function InvoiceView({ invoice }: { invoice: StaffInvoiceDetail }) {
  const name = invoiceName(invoice.number);
  useDocumentTitle(name);
  const takesPayment = invoice.status === 'issued' || invoice.status === 'partially_paid';
  const exemptionHolder: ExemptionHolder | null = invoice.buyer_user_id
    ? { kind: 'users', id: invoice.buyer_user_id }
    : invoice.registration_id
      ? { kind: 'registrations', id: invoice.registration_id }
      : null;
  return (
    <div className="space-y-6 p-4 sm:p-6 lg:p-8">
      <Link
        to="/admin/invoices"
        className="inline-flex items-center gap-1 text-sm font-medium text-harbour-800 hover:underline dark:text-harbour-300"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        All invoices
      </Link>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold sm:text-3xl">{name}</h1>
        <InvoiceStatusBadge status={invoice.status} displayStatus={invoice.display_status} />
      </div>
      <Notices invoice={invoice} />
      <Card className="space-y-5 p-4 sm:p-6">
        <Facts invoice={invoice} />
        <InvoiceActions invoice={invoice} />
      </Card>
      <Panel title="Lines">
        <InvoiceLines invoice={invoice} />
        {invoice.status === 'draft' && <LineForm invoiceId={invoice.id} />}
      </Panel>
      {exemptionHolder && (
        <Panel title="Tax exemptions">
          <TaxExemptionsPanel holder={exemptionHolder} />
        </Panel>
      )}
      <Panel title="Payments">
        <PaymentsTable payments={invoice.payments} />
        {takesPayment && <PaymentForm invoiceId={invoice.id} balanceCents={invoice.balance_cents} />}
        {invoice.status !== 'draft' && <RefundForm invoiceId={invoice.id} payments={invoice.payments} />}
      </Panel>
      <Panel title={invoice.shipping_requested ? 'Shipping' : 'Pickup or shipping'}>
        <ShippingPanel invoice={invoice} />
      </Panel>
      <Panel title="History">
        <InvoiceHistory history={invoice.history} />
      </Panel>
    </div>
  );
}

/** One buyer invoice with every staff action on it. */
export function AdminInvoicePage() {
  const { invoiceId = '' } = useParams();
  const id = leadingUuid(invoiceId);
  const invoice = useQuery({ ...staffInvoiceQuery(id ?? ''), enabled: id !== null });
  if (id === null) return <NotFoundPage />;
  if (invoice.isPending) return <PageLoader />;
  if (invoice.isError) {
    if (isNotFound(invoice.error)) return <NotFoundPage />;
    return (
      <div className="p-4 sm:p-6 lg:p-8">
        <Alert tone="error">The invoice could not be loaded. Please reload the page.</Alert>
      </div>
    );
  }
  return <InvoiceView invoice={invoice.data} />;
}
