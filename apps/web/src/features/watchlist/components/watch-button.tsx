import type { Lot } from '@auction/contracts';
import { useQuery } from '@tanstack/react-query';
import { Star } from 'lucide-react';
import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useAuth } from '../../../lib/auth/use-auth';
import { watchlistQuery } from '../api/my-lists-queries';
import { useUnwatchLot, useWatchLot } from '../api/watchlist-mutations';

/** The lot page's address a guest comes back to after signing in: it asks to watch the lot. */
const WATCH_PARAM = 'watch';

/**
 * A guest who pressed Watch comes back signed in with `?watch=1`: the lot goes on their watchlist
 * once (unless it is there already) and the address loses the parameter.
 */
function useWatchAfterSignIn(isWatching: boolean, ready: boolean, watch: () => void) {
  const [params, setParams] = useSearchParams();
  const asked = params.get(WATCH_PARAM) === '1';
  const done = useRef(false);
  useEffect(() => {
    if (!asked || !ready || done.current) return;
    done.current = true;
    if (!isWatching) watch();
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(WATCH_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [asked, ready, isWatching, watch, setParams]);
}

/**
 * "Watch" puts the lot on the bidder's watchlist, "Watching" (pressed) takes it off. A guest gets
 * the same button: it sends them to sign in, and back on the lot it is watched. Until the stored
 * session has been read (a server-rendered page is a guest's at first) the button waits, so a
 * signed-in bidder's press is not taken for a guest's.
 */
export function WatchButton({ lot, className }: { lot: Pick<Lot, 'id'>; className?: string }) {
  const { user, settled } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const watched = useQuery({ ...watchlistQuery, enabled: user !== null });
  const watch = useWatchLot();
  const unwatch = useUnwatchLot();
  const pending = watch.isPending || unwatch.isPending;
  const isWatching = pending
    ? watch.isPending
    : (watched.data ?? []).some((watchedLot) => watchedLot.id === lot.id);
  const watchThisLot = useCallback(() => watch.mutate(lot.id), [watch.mutate, lot.id]);
  useWatchAfterSignIn(isWatching, user !== null && watched.isSuccess, watchThisLot);

  if (!user) {
    const back = new URLSearchParams(location.search);
    back.set(WATCH_PARAM, '1');
    const from = `${location.pathname}?${back.toString()}`;
    return (
      <Button
        variant="secondary"
        size="sm"
        className={className}
        disabled={!settled}
        onClick={() => navigate(`/login?redirect=${encodeURIComponent(from)}`, { state: { from } })}
      >
        <Star aria-hidden="true" className="size-4" />
        Watch
      </Button>
    );
  }

  return (
    <Button
      variant="secondary"
      size="sm"
      className={className}
      aria-pressed={isWatching}
      disabled={watched.isPending || pending}
      onClick={() => (isWatching ? unwatch.mutate(lot.id) : watchThisLot())}
    >
      <Star
        aria-hidden="true"
        className={isWatching ? 'size-4 fill-brass-400 text-brass-600 dark:text-brass-300' : 'size-4'}
      />
      {isWatching ? 'Watching' : 'Watch'}
    </Button>
  );
}
