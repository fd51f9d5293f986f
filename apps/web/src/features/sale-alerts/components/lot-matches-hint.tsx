import { useQuery } from '@tanstack/react-query';
import { PackageSearch } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { lotSearchQuery, searchPath } from '../../../lib/lot-search';

/**
 * In place of an auction list's empty answer: the lots across every sale that match the same
 * words ("1 lot matches “Husqvarna”: see lots"), so a search by what is sold is never a dead end.
 * When no lot matches either, the list's own empty answer (`children`) is shown.
 */
export function LotMatchesHint({ q, children }: { q: string; children: ReactNode }) {
  const words = q.trim();
  const found = useQuery(lotSearchQuery({ q: words, per_page: 1 }));
  if (!words) return children;
  if (found.isPending) return null;
  const total = found.data?.meta.total ?? 0;
  if (total === 0) return children;
  const matches = total === 1 ? '1 lot matches' : `${total} lots match`;
  return (
    <div className="rounded-xl border border-dashed border-slate-300 px-6 py-10 text-center dark:border-slate-700">
      <PackageSearch aria-hidden="true" className="mx-auto size-10 text-slate-400 dark:text-slate-500" />
      <p className="mt-4 text-lg font-semibold">
        No sale is called “{words}”, but {total === 1 ? 'a lot is' : 'lots are'}.
      </p>
      <Link to={searchPath(words)} className={buttonClasses('primary', 'md', 'mt-4')}>
        {matches} “{words}”: see lots
      </Link>
    </div>
  );
}
