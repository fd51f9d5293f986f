import type { PageMeta } from '@auction/contracts';
import { Button } from '../ui/button';

export interface Noun {
  one: string;
  other: string;
}

/** "Showing 21–40 of 57 auctions", with Previous and Next and "Page 2 of 3" when there is more than one page. */
export function Pager({
  meta,
  noun,
  onPage,
}: {
  meta: PageMeta;
  noun: Noun;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(meta.total / meta.per_page));
  const first = meta.total === 0 ? 0 : (meta.page - 1) * meta.per_page + 1;
  const last = Math.min(meta.total, meta.page * meta.per_page);
  const word = meta.total === 1 ? noun.one : noun.other;
  return (
    <div className="flex flex-col items-center gap-3 sm:flex-row sm:justify-between">
      <p className="text-sm text-slate-600 tabular-nums dark:text-slate-300" aria-live="polite">
        {meta.total <= meta.per_page && meta.page === 1
          ? `${meta.total} ${word}`
          : `Showing ${first}–${last} of ${meta.total} ${word}`}
      </p>
      {pages > 1 && (
        <nav aria-label="Pages" className="flex items-center gap-3">
          <Button
            variant="secondary"
            size="sm"
            disabled={meta.page <= 1}
            onClick={() => onPage(meta.page - 1)}
          >
            Previous
          </Button>
          <span className="text-sm text-slate-600 tabular-nums dark:text-slate-300">
            Page {meta.page} of {pages}
          </span>
          <Button
            variant="secondary"
            size="sm"
            disabled={meta.page >= pages}
            onClick={() => onPage(meta.page + 1)}
          >
            Next
          </Button>
        </nav>
      )}
    </div>
  );
}
