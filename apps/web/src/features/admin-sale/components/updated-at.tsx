import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { formatClock } from '../sale-format';

/**
 * "Updated 14:05:09" (Halifax time), whether the figures refresh by themselves, and a button to
 * read them now; only a refresh asked for here spins the button, not the timed ones.
 */
export function UpdatedAt({
  updatedAt,
  live,
  onRefresh,
}: {
  updatedAt: number;
  live: boolean;
  onRefresh: () => Promise<unknown>;
}) {
  const [isRefreshing, setRefreshing] = useState(false);
  const refresh = () => {
    setRefreshing(true);
    void onRefresh().finally(() => setRefreshing(false));
  };
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
      <p>
        <span className="font-medium text-slate-800 dark:text-slate-200">
          Updated {updatedAt > 0 ? formatClock(updatedAt) : '—'}
        </span>
        <span className="ml-2">{live ? 'Refreshes every 5 seconds' : 'Bidding is not open'}</span>
      </p>
      <Button
        variant="secondary"
        size="sm"
        onClick={refresh}
        loading={isRefreshing}
        aria-label="Refresh figures"
      >
        {!isRefreshing && <RefreshCw aria-hidden="true" className="size-4" />}
        Refresh
      </Button>
    </div>
  );
}
