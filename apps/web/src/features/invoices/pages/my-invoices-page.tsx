import { useQuery } from '@tanstack/react-query';
import { Receipt } from 'lucide-react';
import { Link } from 'react-router';
import { AccountPageFrame } from '../../../components/ui/account-page-frame';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { BlockSkeleton } from '../../../components/ui/skeletons';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { myInvoicesQuery } from '../api/invoice-queries';
import { InvoiceCard } from '../components/invoice-card';
import { unpaidFirst } from '../invoice-words';

/** The signed-in buyer's invoices, what they still owe first. */
export function MyInvoicesPage() {
  useDocumentTitle('My invoices');
  const invoices = useQuery(myInvoicesQuery);
  const list = unpaidFirst(invoices.data ?? []);
  return (
    <AccountPageFrame
      title="My invoices"
      summary="Your invoices for won lots, with buyer’s premium, tax and what is left to pay."
    >
      {invoices.isPending ? (
        <BlockSkeleton label="Loading your invoices" className="h-48" />
      ) : invoices.isError ? (
        <EmptyState icon={Receipt} title="Your invoices could not be loaded">
          Check your connection and try again.
        </EmptyState>
      ) : list.length === 0 ? (
        <EmptyState icon={Receipt} title="You have no invoices yet">
          <p>When you win a lot, its invoice appears here once the auction house issues it.</p>
          <Link to="/auctions" className={buttonClasses('primary', 'md', 'mt-5')}>
            Browse auctions
          </Link>
        </EmptyState>
      ) : (
        <section aria-labelledby="invoice-list-heading">
          <h2 id="invoice-list-heading" className="sr-only">
            Invoices
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-300">
            {list.length === 1 ? '1 invoice' : `${list.length} invoices`}
          </p>
          <ul className="mt-3 grid gap-4">
            {list.map((invoice) => (
              <li key={invoice.id}>
                <InvoiceCard invoice={invoice} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </AccountPageFrame>
  );
}
