import { CalendarRange, Download, FilePlus2 } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { AdminPageHeader } from '../../../components/admin/admin-page-header';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { MakeAuctionStatements, MakeBuyNowStatements } from '../components/make-statements';
import { PayoutsCsv } from '../components/payouts-csv';
import { StatementTable } from '../components/statement-table';

type Panel = 'auction' | 'buy_now' | 'csv';

/** When the consignor's page sent staff here, the list shows only that consignor, with a way back to all. */
function ConsignorFilterNotice() {
  const [search, setSearch] = useSearchParams();
  if (!search.get('consignor')) return null;
  return (
    <Alert tone="info">
      <p>
        Only one consignor’s statements are shown.{' '}
        <button
          type="button"
          className="min-h-6 font-semibold underline"
          onClick={() =>
            setSearch((current) => {
              const next = new URLSearchParams(current);
              next.delete('consignor');
              next.delete('page');
              return next;
            })
          }
        >
          Show every consignor
        </button>
      </p>
    </Alert>
  );
}

/** Every consignor statement, the two ways of making them and the payouts CSV for the bank or accountant. */
export function StatementsPage() {
  useDocumentTitle('Consignor statements');
  const [open, setOpen] = useState<Panel | null>(null);
  const close = () => setOpen(null);
  const toggle = (panel: Panel) => setOpen((current) => (current === panel ? null : panel));
  return (
    <div className="space-y-6 p-4 sm:p-6 lg:p-8">
      <AdminPageHeader
        title="Consignor statements"
        summary="What each consignor is owed for a sale: lots, commission, fees, advances and payouts."
      />
      <div className="flex flex-wrap gap-2">
        <Button aria-expanded={open === 'auction'} onClick={() => toggle('auction')}>
          <FilePlus2 aria-hidden="true" className="size-4" />
          Make statements for an auction
        </Button>
        <Button variant="secondary" aria-expanded={open === 'buy_now'} onClick={() => toggle('buy_now')}>
          <CalendarRange aria-hidden="true" className="size-4" />
          Make buy-now statements for a period
        </Button>
        <Button variant="secondary" aria-expanded={open === 'csv'} onClick={() => toggle('csv')}>
          <Download aria-hidden="true" className="size-4" />
          Download payouts CSV
        </Button>
      </div>
      {open === 'auction' && <MakeAuctionStatements onClose={close} />}
      {open === 'buy_now' && <MakeBuyNowStatements onClose={close} />}
      {open === 'csv' && <PayoutsCsv onClose={close} />}
      <ConsignorFilterNotice />
      <StatementTable />
    </div>
  );
}
