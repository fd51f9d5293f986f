import type { StaffInvoiceDetail } from '@auction/contracts';
import { leadingUuid } from '@auction/domain';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link, useParams } from 'react-router';
import { DetailPage, DetailPanel } from '../../../components/admin/detail-page';
import { DetailPageStates } from '../../../components/admin/detail-page-states';
import { BillTo } from '../../../components/invoices/bill-to';
import { dueText, InvoiceTerms } from '../../../components/invoices/invoice-terms';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import { InvoiceStatusBadge } from '../../../components/ui/invoice-status-badge';
import { formatDay } from '../../../lib/format';
import { invoiceName } from '../../../lib/invoice-name';
import { formatCents } from '../../../lib/money';
import { useDocumentTitle } from '../../../lib/use-document-title';
import type { ExemptionHolder } from '../../admin-tax/public';
import { TaxExemptionsPanel } from '../../admin-tax/public';
import { staffInvoiceQuery } from '../api/invoice-queries';
import { CardOnFilePanel } from '../components/card-on-file-panel';
import { CreditNotesPanel } from '../components/credit-notes-panel';
import { InvoiceActions } from '../components/invoice-actions';
import { InvoiceHistory } from '../components/invoice-history';
import { InvoiceLines } from '../components/invoice-lines';
import { LineForm } from '../components/line-form';
import { PaymentForm } from '../components/payment-form';
import { PaymentsTable } from '../components/payments-section';
import { RefundForm } from '../components/refund-form';
import { ShippingPanel } from '../components/shipping-panel';

function Facts({ invoice }: { invoice: StaffInvoiceDetail }) {
  const facts: [string, ReactNode][] = [
    ['Buyer', invoice.buyer_name],
    ['Paddle', invoice.paddle_number ?? '— (buy now)'],
    ['E-mail', invoice.buyer_email ?? '—'],
    [invoice.kind === 'buy_now' ? 'Sold as' : 'Auction', invoice.auction_title],
    ['Sale date', formatDay(invoice.sale_date)],
    ['Issued', formatDay(invoice.issued_at)],
    ['Due', dueText(invoice) ?? '—'],
    ...(invoice.credited_cents > 0
      ? ([['Credited', formatCents(invoice.credited_cents)]] as [string, ReactNode][])
      : []),
    [
      'Balance',
      invoice.balance_cents < 0
        ? `${formatCents(-invoice.balance_cents)} owed to the buyer`
        : formatCents(invoice.balance_cents),
    ],
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
  const [crediting, setCrediting] = useState<'lines' | 'whole' | null>(null);
  const exemptionHolder: ExemptionHolder | null = invoice.buyer_user_id
    ? { kind: 'users', id: invoice.buyer_user_id }
    : invoice.registration_id
      ? { kind: 'registrations', id: invoice.registration_id }
      : null;
  return (
    <DetailPage
      back={{ to: '/admin/invoices', label: 'All invoices' }}
      title={name}
      badges={<InvoiceStatusBadge status={invoice.status} displayStatus={invoice.display_status} />}
    >
      <Notices invoice={invoice} />
      <Card className="space-y-5 p-4 sm:p-6">
        <Facts invoice={invoice} />
        <InvoiceActions invoice={invoice} onCreditInFull={() => setCrediting('whole')} />
      </Card>
      <DetailPanel title="Bill to and terms">
        <div className="grid gap-6 md:grid-cols-[1fr_2fr]">
          <BillTo invoice={invoice} headingLevel={3} />
          {invoice.status === 'draft' ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">
              The sale's buyer terms are kept on the invoice when it is issued, with its due moment.
            </p>
          ) : (
            <section aria-label="Terms of this sale">
              <InvoiceTerms invoice={invoice} />
            </section>
          )}
        </div>
      </DetailPanel>
      <DetailPanel title="Lines">
        <InvoiceLines invoice={invoice} />
        {invoice.status === 'draft' && <LineForm invoiceId={invoice.id} />}
      </DetailPanel>
      {invoice.status !== 'draft' && (
        <DetailPanel title="Credit notes">
          <CreditNotesPanel invoice={invoice} opened={crediting} onOpenedChange={setCrediting} />
        </DetailPanel>
      )}
      {exemptionHolder && (
        <DetailPanel title="Tax exemptions">
          <TaxExemptionsPanel holder={exemptionHolder} />
        </DetailPanel>
      )}
      <DetailPanel title="Payments">
        <PaymentsTable payments={invoice.payments} />
        {invoice.status !== 'draft' && <CardOnFilePanel invoice={invoice} />}
        {takesPayment && <PaymentForm invoiceId={invoice.id} balanceCents={invoice.balance_cents} />}
        {invoice.status !== 'draft' && <RefundForm invoiceId={invoice.id} payments={invoice.payments} />}
      </DetailPanel>
      <DetailPanel title={invoice.shipping_requested ? 'Shipping' : 'Pickup or shipping'}>
        <ShippingPanel invoice={invoice} />
      </DetailPanel>
      <DetailPanel title="History">
        <InvoiceHistory history={invoice.history} />
      </DetailPanel>
    </DetailPage>
  );
}

/** One buyer invoice with every staff action on it. */
export function AdminInvoicePage() {
  const { invoiceId = '' } = useParams();
  const id = leadingUuid(invoiceId);
  const invoice = useQuery({ ...staffInvoiceQuery(id ?? ''), enabled: id !== null });
  return (
    <DetailPageStates valid={id !== null} query={invoice} name="invoice">
      {(data) => <InvoiceView invoice={data} />}
    </DetailPageStates>
  );
}
