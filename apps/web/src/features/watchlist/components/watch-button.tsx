import type { Lot } from '@auction/contracts';
import { useQuery } from '@tanstack/react-query';
import { Star } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { useAuth } from '../../../lib/auth/use-auth';
import { watchlistQuery } from '../api/my-lists-queries';
import { useUnwatchLot, useWatchLot } from '../api/watchlist-mutations';

/**
 * "Watch" puts the lot on the bidder's watchlist, "Watching" (pressed) takes it off. Guests are
 * sent to sign in and come back to the lot.
 */
export function WatchButton({ lot, className }: { lot: Pick<Lot, 'id'>; className?: string }) {
  const { user } = useAuth();
  const location = useLocation();
  const watched = useQuery({ ...watchlistQuery, enabled: user !== null });
  const watch = useWatchLot();
  const unwatch = useUnwatchLot();

  if (!user) {
    const from = `${location.pathname}${location.search}`;
    return (
      <Link
        to={`/login?redirect=${encodeURIComponent(from)}`}
        state={{ from }}
        className={buttonClasses('secondary', 'sm', className)}
      >
        <Star aria-hidden="true" className="size-4" />
        Watch
      </Link>
    );
  }

  const pending = watch.isPending || unwatch.isPending;
  const isWatching = pending
    ? watch.isPending
    : (watched.data ?? []).some((watchedLot) => watchedLot.id === lot.id);
  return (
    <Button
      variant="secondary"
      size="sm"
      className={className}
      aria-pressed={isWatching}
      disabled={watched.isPending || pending}
      onClick={() => (isWatching ? unwatch.mutate(lot.id) : watch.mutate(lot.id))}
    >
      <Star
        aria-hidden="true"
        className={isWatching ? 'size-4 fill-brass-400 text-brass-600 dark:text-brass-300' : 'size-4'}
      />
      {isWatching ? 'Watching' : 'Watch'}
    </Button>
  );
}
