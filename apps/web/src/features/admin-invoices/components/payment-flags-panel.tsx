import type { PaymentFlag } from '@auction/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { Link } from 'react-router';
import { DataTable } from '../../../components/data-table';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageLoader } from '../../../components/ui/page-loader';
import { formatDay } from '../../../lib/format';
import { formatCents } from '../../../lib/money';
import { paymentFlagsQuery } from '../api/payment-flags';
import { ClearFlagForm } from './clear-flag-form';

function flagColumns(onClear: (flag: PaymentFlag) => void): ColumnDef<PaymentFlag>[] {
  return [
    {
      id: 'bidder',
      header: 'Bidder',
      meta: { rowHeader: true, className: 'min-w-[12rem]' },
      cell: ({ row }) => (
        <span>
          <span className="block font-medium">{row.original.user_name}</span>
          <span className="block break-all text-slate-600 dark:text-slate-400">
            {row.original.user_email}
          </span>
        </span>
      ),
    },
    {
      id: 'invoice',
      header: 'Invoice',
      meta: { className: 'whitespace-nowrap' },
      cell: ({ row }) => (
        <Link
          to={`/admin/invoices/${row.original.invoice_id}`}
          className="font-semibold text-harbour-800 hover:underline dark:text-harbour-300"
        >
          {row.original.invoice_number ?? 'Invoice'}
        </Link>
      ),
    },
    {
      id: 'auction',
      header: 'Auction',
      meta: { className: 'min-w-[10rem]' },
      cell: ({ row }) => row.original.auction_title,
    },
    {
      id: 'balance',
      header: 'Balance',
      meta: { align: 'right' },
      cell: ({ row }) => formatCents(row.original.balance_cents),
    },
    {
      id: 'flagged_at',
      header: 'Flagged',
      meta: { className: 'whitespace-nowrap' },
      cell: ({ row }) => formatDay(row.original.flagged_at),
    },
    {
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) => (
        <Button size="sm" variant="secondary" onClick={() => onClear(row.original)}>
          Clear flag<span className="sr-only"> on {row.original.user_name}</span>
        </Button>
      ),
    },
  ];
}

/** Bidders who did not pay after their reminder: they cannot register for new sales until cleared. */
export function PaymentFlagsPanel() {
  const flags = useQuery(paymentFlagsQuery);
  const [clearing, setClearing] = useState<PaymentFlag | null>(null);
  return (
    <Card className="space-y-4 p-4 sm:p-6">
      <div>
        <h2 id="flagged-non-payers" className="text-lg font-semibold">
          Flagged non-payers
          {flags.data && flags.data.length > 0 && ` (${flags.data.length})`}
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          Bidders still owing after their reminder cannot register for new auctions until the flag is cleared.
        </p>
      </div>
      {flags.isPending && <PageLoader />}
      {flags.isError && (
        <Alert tone="error">The flagged bidders could not be loaded. Please reload the page.</Alert>
      )}
      {flags.data?.length === 0 && (
        <p className="text-sm text-slate-600 dark:text-slate-400">No bidder is flagged.</p>
      )}
      {flags.data && flags.data.length > 0 && (
        <DataTable
          label="Flagged non-payers"
          columns={flagColumns(setClearing)}
          rows={flags.data}
          getRowId={(flag) => flag.id}
          minWidth="min-w-[48rem]"
          framed={false}
        />
      )}
      {clearing && <ClearFlagForm flag={clearing} onDone={() => setClearing(null)} />}
    </Card>
  );
}
