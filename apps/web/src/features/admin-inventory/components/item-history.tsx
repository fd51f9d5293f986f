import type { InventoryHistoryEntry } from '@auction/contracts';
import { formatDateTime } from '../../../lib/format';
import { historyWords } from '../history-words';

/** The item's history, newest first: when, who and what, in words. */
export function ItemHistory({ entries }: { entries: InventoryHistoryEntry[] }) {
  return (
    <section
      aria-labelledby="item-history"
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="item-history" className="text-lg font-semibold">
        History
      </h2>
      <ol className="divide-y divide-slate-200 dark:divide-slate-700">
        {[...entries].reverse().map((entry) => (
          <li key={entry.id} className="space-y-0.5 py-3">
            <p>{historyWords(entry)}</p>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {formatDateTime(entry.at)} · {entry.actor_name ?? 'The system'}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
