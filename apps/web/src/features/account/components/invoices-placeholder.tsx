import { Receipt } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';

/** Invoices: what the section will show, stated plainly until it opens. */
export function InvoicesPlaceholder() {
  return (
    <Card className="flex flex-col p-6">
      <Receipt aria-hidden="true" className="size-6 text-harbour-700 dark:text-harbour-300" />
      <h2 className="mt-4 text-lg font-semibold">
        <Link to="/invoices" className="hover:underline">
          Invoices
        </Link>
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">Your invoices and payments</p>
      <p className="mt-4 rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700 dark:bg-slate-800 dark:text-slate-300">
        Opens with invoicing.
      </p>
    </Card>
  );
}
