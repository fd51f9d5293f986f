import { Gavel, Receipt, Star } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';

const upcoming = [
  { icon: Gavel, title: 'Your bids', text: 'Your active bids and won lots', to: null },
  { icon: Star, title: 'Watchlist', text: 'The lots you follow', to: '/watchlist' },
  { icon: Receipt, title: 'Invoices', text: 'Your invoices and payments', to: '/invoices' },
];

/** Bids, watchlist and invoices: what they will show, stated plainly until they open. */
export function UpcomingSections() {
  return (
    <div className="grid gap-6 md:grid-cols-3">
      {upcoming.map(({ icon: Icon, title, text, to }) => (
        <Card key={title} className="flex flex-col p-6">
          <Icon aria-hidden="true" className="size-6 text-harbour-700 dark:text-harbour-300" />
          <h2 className="mt-4 text-lg font-semibold">
            {to ? (
              <Link to={to} className="hover:underline">
                {title}
              </Link>
            ) : (
              title
            )}
          </h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{text}</p>
          <p className="mt-4 rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700 dark:bg-slate-800 dark:text-slate-300">
            Opens with the auction features.
          </p>
        </Card>
      ))}
    </div>
  );
}
