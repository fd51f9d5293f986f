import { useQuery } from '@tanstack/react-query';
import { Star } from 'lucide-react';
import { Link } from 'react-router';
import { AccountPageFrame } from '../../../components/ui/account-page-frame';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { BlockSkeleton } from '../../../components/ui/skeletons';
import { watchlistInOrder } from '../../../lib/my-lots';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { myBidsQuery, watchlistQuery } from '../api/my-lists-queries';
import { useRemoveFromWatchlist } from '../api/watchlist-mutations';
import { WatchedLotRow } from '../components/watched-lot-row';
import { useLiveMyLists } from '../use-live-my-lists';

export function WatchlistPage() {
  useDocumentTitle('My watchlist');
  const watched = useQuery(watchlistQuery);
  const bids = useQuery(myBidsQuery);
  const remove = useRemoveFromWatchlist();
  const lots = watchlistInOrder(watched.data ?? []);
  useLiveMyLists(lots.map((lot) => lot.id));
  const standingOf = new Map((bids.data ?? []).map((bid) => [bid.lot.id, bid.standing]));

  return (
    <AccountPageFrame
      title="My watchlist"
      summary="The lots you follow, with their current bids and closing times, updated as bids come in."
    >
      {watched.isPending ? (
        <BlockSkeleton label="Loading your watchlist" className="h-48" />
      ) : watched.isError ? (
        <EmptyState icon={Star} title="Your watchlist could not be loaded">
          Check your connection and try again.
        </EmptyState>
      ) : lots.length === 0 ? (
        <EmptyState icon={Star} title="You are not watching any lots yet">
          <p>Tap “Watch” on a lot to follow its price and closing time here.</p>
          <Link to="/auctions" className={buttonClasses('primary', 'md', 'mt-5')}>
            Browse auctions
          </Link>
        </EmptyState>
      ) : (
        <section aria-labelledby="watched-lots-heading">
          <h2 id="watched-lots-heading" className="sr-only">
            Watched lots
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-300">
            {lots.length === 1 ? '1 lot' : `${lots.length} lots`}
          </p>
          <ul className="mt-3 grid gap-4 lg:grid-cols-2">
            {lots.map((lot) => (
              <li key={lot.id} className="min-w-0">
                <WatchedLotRow
                  lot={lot}
                  standing={standingOf.get(lot.id) ?? null}
                  onRemove={(item) => remove.mutate(item)}
                />
              </li>
            ))}
          </ul>
        </section>
      )}
    </AccountPageFrame>
  );
}
