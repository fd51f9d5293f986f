import type { StaffInvoiceDetail } from '@auction/contracts';
import { FileDown, Mail, PackageCheck, Send } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { messageForError } from '../../../lib/http/messages';
import { invoiceName } from '../../../lib/invoice-name';
import { formatCents } from '../../../lib/money';
import { notify } from '../../../lib/notify';
import { useIssueInvoice, useSendInvoice } from '../api/invoice-mutations';
import { downloadInvoicePdf } from '../api/invoice-queries';
import { VoidForm } from './void-form';

function IssueButton({ invoice }: { invoice: StaffInvoiceDetail }) {
  const issue = useIssueInvoice(invoice.id);
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button onClick={() => setAsking(true)}>
        <Send aria-hidden="true" className="size-4" />
        Issue invoice
      </Button>
      {asking && (
        <ConfirmDialog
          title="Issue this invoice?"
          confirmLabel="Issue and e-mail"
          busy={issue.isPending}
          error={issue.error ? messageForError(issue.error) : null}
          onConfirm={() =>
            issue.mutate(undefined, {
              onSuccess: (issued) => {
                setAsking(false);
                if (issued.warning) notify.info(`${invoiceName(issued.number)} issued. ${issued.warning}`);
                else notify.success(`${invoiceName(issued.number)} issued and e-mailed to the buyer.`);
              },
            })
          }
          onCancel={() => {
            setAsking(false);
            issue.reset();
          }}
        >
          <p>
            It takes the next invoice number, its lines can no longer change, and it is e-mailed to{' '}
            {invoice.buyer_name} for {formatCents(invoice.total_cents)}.
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}

/**
 * Issue, e-mail again, the PDF, the release desk and void: what staff can do with the invoice now.
 * An invoice money was paid on, or one with credit notes, is not voided: it is credited in full
 * (and the payment refunded), so the tax figures stay right.
 */
export function InvoiceActions({
  invoice,
  onCreditInFull,
}: {
  invoice: StaffInvoiceDetail;
  onCreditInFull: () => void;
}) {
  const send = useSendInvoice(invoice.id);
  const [voiding, setVoiding] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const issued = invoice.status !== 'draft' && invoice.status !== 'void';
  const creditInstead = invoice.paid_cents > 0 || invoice.credited_cents > 0;

  async function download() {
    setDownloading(true);
    try {
      await downloadInvoicePdf(invoice.id, `invoice-${invoice.number ?? 'draft'}.pdf`);
    } catch {
      // The HTTP client has already said why.
    } finally {
      setDownloading(false);
    }
  }

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-2">
        {invoice.status === 'draft' && <IssueButton invoice={invoice} />}
        {issued && (
          <Button
            variant="secondary"
            loading={send.isPending}
            onClick={() =>
              send.mutate(undefined, { onSuccess: () => notify.success('The invoice was e-mailed again.') })
            }
          >
            <Mail aria-hidden="true" className="size-4" />
            E-mail again
          </Button>
        )}
        <Button variant="secondary" loading={downloading} onClick={download}>
          <FileDown aria-hidden="true" className="size-4" />
          Download PDF
        </Button>
        {issued && (
          <Link
            to={`/admin/release-desk?q=${encodeURIComponent(invoice.number ?? invoice.qr_text)}`}
            className={buttonClasses('secondary')}
          >
            <PackageCheck aria-hidden="true" className="size-4" />
            Release desk
          </Link>
        )}
        {invoice.status !== 'void' && !voiding && !creditInstead && (
          <Button variant="ghost" onClick={() => setVoiding(true)}>
            Void…
          </Button>
        )}
        {issued && creditInstead && invoice.credited_cents < invoice.total_cents && (
          <Button variant="ghost" onClick={onCreditInFull}>
            Credit in full…
          </Button>
        )}
      </div>
      {voiding && <VoidForm invoice={invoice} onDone={() => setVoiding(false)} />}
    </div>
  );
}
