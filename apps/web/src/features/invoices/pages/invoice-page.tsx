import type { InvoiceDetail } from '@auction/contracts';
import { useQuery } from '@tanstack/react-query';
import { isAxiosError } from 'axios';
import { Download, Receipt } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { BillTo } from '../../../components/invoices/bill-to';
import { dueText, InvoiceTerms } from '../../../components/invoices/invoice-terms';
import { AccountPageFrame } from '../../../components/ui/account-page-frame';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { InvoiceStatusBadge } from '../../../components/ui/invoice-status-badge';
import { BlockSkeleton } from '../../../components/ui/skeletons';
import { formatDay } from '../../../lib/format';
import { messageForError } from '../../../lib/http/messages';
import { formatCents } from '../../../lib/money';
import { notify } from '../../../lib/notify';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { downloadMyCreditNotePdf, downloadMyInvoicePdf, invoiceQuery } from '../api/invoice-queries';
import { FulfilmentPanel } from '../components/fulfilment-panel';
import { InvoiceLines } from '../components/invoice-lines';
import { invoiceTitle } from '../invoice-words';

/** The invoice's credit notes, each with its PDF to keep with the invoice. */
function CreditNotes({ notes }: { notes: InvoiceDetail['credit_notes'] }) {
  async function download(note: InvoiceDetail['credit_notes'][number]) {
    try {
      await downloadMyCreditNotePdf(note.id, note.number);
    } catch (error) {
      notify.error(messageForError(error)[0] ?? 'The PDF could not be downloaded.');
    }
  }
  return (
    <section aria-labelledby="credit-notes-heading" className="space-y-2">
      <h2 id="credit-notes-heading" className="text-lg font-semibold">
        Credit notes
      </h2>
      <ul className="divide-y divide-slate-200 dark:divide-slate-700">
        {notes.map((note) => (
          <li key={note.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
            <div className="min-w-0">
              <p className="font-medium">
                {note.number}, {formatDay(note.issued_on)}: {formatCents(note.total_cents)} credited
              </p>
              <p className="break-words text-slate-600 dark:text-slate-300">{note.reason}</p>
            </div>
            <Button
              variant="secondary"
              aria-label={`Download ${note.number} as a PDF`}
              onClick={() => void download(note)}
            >
              <Download aria-hidden="true" className="size-4" />
              PDF
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** One of the buyer's invoices: its lines, tax, payments and balance, pickup or shipping, PDF and Pay. */
export function InvoicePage() {
  const { invoiceId = '' } = useParams();
  const invoice = useQuery(invoiceQuery(invoiceId));
  const [downloading, setDownloading] = useState(false);
  useDocumentTitle(invoice.data ? invoiceTitle(invoice.data.number) : 'Invoice');

  if (invoice.isPending) {
    return (
      <AccountPageFrame title="Invoice">
        <BlockSkeleton label="Loading the invoice" className="h-64" />
      </AccountPageFrame>
    );
  }
  if (invoice.isError) {
    const missing = isAxiosError(invoice.error) && invoice.error.response?.status === 404;
    return (
      <AccountPageFrame title="Invoice">
        <EmptyState icon={Receipt} title={missing ? 'Invoice not found' : 'The invoice could not be loaded'}>
          <p>{missing ? 'It may belong to another account.' : 'Check your connection and try again.'}</p>
          <Link to="/invoices" className={buttonClasses('primary', 'md', 'mt-5')}>
            My invoices
          </Link>
        </EmptyState>
      </AccountPageFrame>
    );
  }

  const data = invoice.data;
  async function download() {
    setDownloading(true);
    try {
      await downloadMyInvoicePdf(data.id, `invoice-${data.number ?? 'draft'}.pdf`);
    } catch (error) {
      notify.error(messageForError(error)[0] ?? 'The PDF could not be downloaded.');
    } finally {
      setDownloading(false);
    }
  }
  const canPay = data.balance_cents > 0 && data.status !== 'void';
  const due = dueText(data);

  return (
    <AccountPageFrame
      title={invoiceTitle(data.number)}
      summary={
        <span>
          {data.kind === 'buy_now'
            ? `Buy now, bought on ${formatDay(data.sale_date)}.`
            : `${data.auction_title}, sale of ${formatDay(data.sale_date)}. Paddle ${data.paddle_number}.`}
        </span>
      }
    >
      <Card className="flex flex-wrap items-center justify-between gap-4 p-4 sm:p-5">
        <div className="space-y-1">
          <InvoiceStatusBadge status={data.status} displayStatus={data.display_status} />
          <p className="text-sm">
            Issued {formatDay(data.issued_at)}
            {due && canPay && (
              <>
                , due <strong className="font-semibold">{due}</strong>
              </>
            )}
          </p>
          {data.balance_cents < 0 ? (
            <p className="text-2xl font-semibold tabular-nums">
              {formatCents(-data.balance_cents)}{' '}
              <span className="text-base font-normal">to be refunded to you</span>
            </p>
          ) : (
            <p className="text-2xl font-semibold tabular-nums">
              {formatCents(data.balance_cents)} <span className="text-base font-normal">balance due</span>
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          {canPay && (
            <Link to={`/invoices/${data.id}/pay`} className={buttonClasses('primary', 'md')}>
              Pay {formatCents(data.balance_cents)}
            </Link>
          )}
          <Button variant="secondary" onClick={download} loading={downloading}>
            <Download aria-hidden="true" className="size-4" />
            Download PDF
          </Button>
        </div>
      </Card>
      <Card className="grid gap-6 p-4 sm:p-6 md:grid-cols-[1fr_2fr]">
        <BillTo invoice={data} />
        <section aria-labelledby="terms-heading" className="space-y-3">
          <h2 id="terms-heading" className="text-lg font-semibold">
            Terms of this sale
          </h2>
          <InvoiceTerms invoice={data} />
        </section>
      </Card>
      <Card className="space-y-8 p-4 sm:p-6">
        <InvoiceLines invoice={data} />
        {data.credit_notes.length > 0 && <CreditNotes notes={data.credit_notes} />}
        <FulfilmentPanel invoice={data} />
      </Card>
      <p>
        <Link to="/invoices" className="text-sm text-harbour-800 hover:underline dark:text-harbour-200">
          All my invoices
        </Link>
      </p>
    </AccountPageFrame>
  );
}
