import { FilePlus2 } from 'lucide-react';
import { useState } from 'react';
import { AdminPageHeader } from '../../../components/admin/admin-page-header';
import { Button } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { GenerateInvoices } from '../components/generate-invoices';
import { AuctionInvoiceProblems } from '../components/invoice-problems';
import { InvoiceTable } from '../components/invoice-table';
import { InvoiceTotals } from '../components/invoice-totals';
import { PaymentFlagsPanel } from '../components/payment-flags-panel';

/** Every buyer invoice with the totals of the filter, generation for a closed sale and bulk e-mail. */
export function AdminInvoicesPage() {
  useDocumentTitle('Invoices');
  const [generating, setGenerating] = useState(false);
  return (
    <div className="space-y-6 p-4 sm:p-6 lg:p-8">
      <AdminPageHeader
        title="Invoices"
        summary="Buyers' invoices of every sale: generate, issue, e-mail and take payment."
        actions={
          !generating && (
            <Button className="self-start sm:self-auto" onClick={() => setGenerating(true)}>
              <FilePlus2 aria-hidden="true" className="size-4" />
              Generate invoices
            </Button>
          )
        }
      />
      {generating && <GenerateInvoices onClose={() => setGenerating(false)} />}
      <AuctionInvoiceProblems />
      <InvoiceTotals />
      <InvoiceTable />
      <PaymentFlagsPanel />
    </div>
  );
}
