import { useQuery } from '@tanstack/react-query';
import { Receipt } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { formatCents } from '../../../lib/money';
import { invoicesOwingQuery } from '../api/invoices-owing';

/** Invoices on the dashboard: how many are still to pay and how much (the server's sum), with the way to the list. */
export function InvoicesSummary() {
  const owing = useQuery(invoicesOwingQuery);
  const count = owing.data?.invoices ?? 0;
  return (
    <Card className="flex flex-col p-6">
      <Receipt aria-hidden="true" className="size-6 text-harbour-700 dark:text-harbour-300" />
      <h2 className="mt-4 text-lg font-semibold">
        <Link to="/invoices" className="tap-target hover:underline">
          Invoices
        </Link>
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">Your invoices and payments</p>
      <p className="mt-4 rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700 dark:bg-slate-800 dark:text-slate-300">
        {owing.isPending
          ? 'Loading your invoices…'
          : owing.isError
            ? 'Your invoices could not be loaded.'
            : count === 0
              ? 'Nothing to pay.'
              : `${count === 1 ? '1 invoice' : `${count} invoices`} to pay, ${formatCents(owing.data.balance_cents)} in all.`}
      </p>
    </Card>
  );
}
