import { RefreshCw } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { formatClock } from '../sale-format';

/** "Updated 14:05:09" (Halifax time) with a refresh button, and whether figures refresh by themselves. */
export function UpdatedAt({
  updatedAt,
  live,
  isFetching,
  onRefresh,
}: {
  updatedAt: number;
  live: boolean;
  isFetching: boolean;
  onRefresh: () => void;
}) {
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
        onClick={onRefresh}
        loading={isFetching}
        aria-label="Refresh figures"
      >
        {!isFetching && <RefreshCw aria-hidden="true" className="size-4" />}
        Refresh
      </Button>
    </div>
  );
}
