import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, FileText } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { dueText } from '../../../components/invoices/invoice-terms';
import { AccountPageFrame } from '../../../components/ui/account-page-frame';
import { Alert } from '../../../components/ui/alert';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { BlockSkeleton } from '../../../components/ui/skeletons';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { formatCents } from '../../../lib/money';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { invoiceToPayQuery, payOptionsQuery, useStartCardPayment } from '../api/pay-queries';
import { PayInstructions } from '../components/pay-instructions';

const CardPayment = lazy(() => import('../components/card-payment'));

/** How long the page waits for Stripe's webhook to mark the invoice paid before moving on. */
const confirmPollMs = 2_000;
const confirmPolls = 15;

/** `/invoices/:invoiceId/pay`: the balance by card through Stripe when it is on, and how else to pay. */
export function InvoicePaymentPage() {
  const { invoiceId = '' } = useParams();
  const navigate = useNavigate();
  const [paidByCard, setPaidByCard] = useState(false);
  const [polls, setPolls] = useState(0);
  const options = useQuery(payOptionsQuery(invoiceId));
  const invoice = useQuery({
    ...invoiceToPayQuery(invoiceId),
    refetchInterval: paidByCard && polls < confirmPolls ? confirmPollMs : false,
  });
  const start = useStartCardPayment(invoiceId);
  const [attemptKey] = useState(newIdempotencyKey);
  const name = invoice.data?.number ? `invoice ${invoice.data.number}` : 'invoice';
  useDocumentTitle(invoice.data?.number ? `Pay invoice ${invoice.data.number}` : 'Pay invoice');

  const publishableKey = options.data?.stripe_publishable_key ?? null;
  const balance = options.data?.balance_cents ?? 0;
  const startCard = start.mutate;
  useEffect(() => {
    if (publishableKey && balance > 0) startCard(attemptKey);
  }, [publishableKey, balance, attemptKey, startCard]);

  // After the card went through, the invoice shows paid once Stripe's webhook has landed.
  useEffect(() => {
    if (!paidByCard) return;
    if (invoice.data?.status === 'paid' || polls >= confirmPolls) {
      navigate(`/invoices/${invoiceId}`, { replace: true });
      return;
    }
    if (invoice.dataUpdatedAt) setPolls((count) => count + 1);
  }, [paidByCard, invoice.data?.status, invoice.dataUpdatedAt, invoiceId, navigate, polls]);

  if (options.isPending || invoice.isPending) {
    return (
      <AccountPageFrame title="Pay invoice">
        <BlockSkeleton label="Loading the invoice" className="h-48" />
      </AccountPageFrame>
    );
  }
  if (options.isError || invoice.isError) {
    return (
      <AccountPageFrame title="Pay invoice">
        <EmptyState icon={FileText} title="This invoice could not be found">
          <Link to="/invoices" className={buttonClasses('secondary', 'md', 'mt-4')}>
            Back to my invoices
          </Link>
        </EmptyState>
      </AccountPageFrame>
    );
  }
  const detail = invoice.data;
  const pay = options.data;
  const due = dueText(detail);

  return (
    <AccountPageFrame
      title={`Pay ${name}`}
      summary={`${detail.auction_title} · balance ${formatCents(pay.balance_cents)}${due && pay.balance_cents > 0 ? ` · due ${due}` : ''}`}
    >
      {paidByCard ? (
        <Alert tone="success" title="Payment received">
          Thank you. We are confirming your card payment with Stripe; your invoice will show it as paid in a
          moment.
        </Alert>
      ) : pay.balance_cents <= 0 ? (
        <EmptyState icon={CheckCircle2} title="This invoice is paid in full">
          <Link to={`/invoices/${invoiceId}`} className={buttonClasses('secondary', 'md', 'mt-4')}>
            See the invoice
          </Link>
        </EmptyState>
      ) : (
        <>
          {pay.stripe_publishable_key && (
            <section
              aria-labelledby="card-heading"
              className="rounded-xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900"
            >
              <h2 id="card-heading" className="text-xl font-semibold">
                Pay by card
              </h2>
              <p className="mt-1 mb-4 text-sm text-slate-600 dark:text-slate-400">
                {formatCents(pay.balance_cents)}, the balance of this invoice, processed securely by Stripe.
              </p>
              {start.isError ? (
                <Alert tone="error">Card payment could not be started. Please try again in a moment.</Alert>
              ) : start.data ? (
                <Suspense fallback={<BlockSkeleton label="Loading the card form" className="h-40" />}>
                  <CardPayment
                    publishableKey={pay.stripe_publishable_key}
                    clientSecret={start.data.client_secret}
                    amountCents={start.data.amount_cents}
                    returnUrl={`${window.location.origin}/invoices/${invoiceId}`}
                    onPaid={() => setPaidByCard(true)}
                  />
                </Suspense>
              ) : (
                <BlockSkeleton label="Loading the card form" className="h-40" />
              )}
            </section>
          )}
          <PayInstructions
            invoice={detail}
            balanceCents={pay.balance_cents}
            instructions={pay.instructions}
            etransferEmail={pay.etransfer_email}
          />
        </>
      )}
      <p>
        <Link
          to={`/invoices/${invoiceId}`}
          className="font-medium text-harbour-700 underline dark:text-harbour-300"
        >
          Back to the invoice
        </Link>
      </p>
    </AccountPageFrame>
  );
}
