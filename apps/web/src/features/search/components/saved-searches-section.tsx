import { useQuery } from '@tanstack/react-query';
import { BellRing, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { searchPath } from '../../../lib/lot-search';
import { notify } from '../../../lib/notify';
import { savedSearchesQuery, useRemoveSavedSearch } from '../api/saved-searches';

/** The bidder's saved searches on the dashboard: each opens its results, and can be removed. */
export function SavedSearchesSection() {
  const saved = useQuery(savedSearchesQuery());
  const remove = useRemoveSavedSearch();
  return (
    <section
      id="saved-searches"
      aria-labelledby="saved-searches-heading"
      className="rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="saved-searches-heading" className="flex items-center gap-2 text-lg font-semibold">
        <BellRing aria-hidden="true" className="size-5" /> Saved searches
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        We e-mail you when a new lot matches one of them.
      </p>
      {saved.isPending ? (
        <p className="mt-4 text-sm">Loading your saved searches…</p>
      ) : saved.isError ? (
        <p className="mt-4 text-sm">Your saved searches could not be loaded.</p>
      ) : saved.data.length === 0 ? (
        <p className="mt-4 text-sm">
          No saved searches yet. Search from the top of any page and press “Save this search”.
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200 dark:divide-slate-800">
          {saved.data.map((search) => (
            <li key={search.id} className="flex items-center justify-between gap-3">
              <Link
                to={`${searchPath(search.query)}${search.category ? `&category=${search.category.slug}` : ''}`}
                className="inline-flex min-h-11 items-center font-medium text-harbour-800 hover:underline dark:text-harbour-200"
              >
                “{search.query}”{search.category ? ` in ${search.category.name}` : ''}
              </Link>
              <button
                type="button"
                aria-label={`Remove the saved search “${search.query}”`}
                disabled={remove.isPending}
                onClick={() =>
                  remove.mutate(search.id, { onSuccess: () => notify.success('Saved search removed.') })
                }
                className="inline-flex size-11 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-red-700 dark:text-slate-300 dark:hover:bg-slate-800"
              >
                <Trash2 aria-hidden="true" className="size-5" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
