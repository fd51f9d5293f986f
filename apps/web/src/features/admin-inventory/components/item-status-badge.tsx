import { type InventoryStatus, inventoryStatusLabels } from '@auction/contracts';
import { clsx } from 'clsx';

const tones: Record<InventoryStatus, string> = {
  in_stock: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/50 dark:text-emerald-100',
  in_auction: 'bg-harbour-100 text-harbour-900 dark:bg-harbour-900/60 dark:text-harbour-100',
  sold: 'bg-slate-200 text-slate-900 dark:bg-slate-700 dark:text-slate-100',
  unsold: 'bg-brass-100 text-brass-900 dark:bg-brass-900/50 dark:text-brass-100',
  returned: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200',
  buy_now: 'bg-violet-100 text-violet-900 dark:bg-violet-900/50 dark:text-violet-100',
};

export function ItemStatusBadge({ status }: { status: InventoryStatus }) {
  return (
    <span
      className={clsx(
        'inline-flex rounded-full px-2.5 py-0.5 text-sm font-medium whitespace-nowrap',
        tones[status],
      )}
    >
      {inventoryStatusLabels[status]}
    </span>
  );
}
